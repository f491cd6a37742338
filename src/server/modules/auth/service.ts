import { createHash, randomBytes } from 'node:crypto';
import type { SignInBody } from '../../../shared/contract/auth.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';
import {
  type AuthUser,
  deleteSession,
  findSessionUser,
  findUserForSignIn,
  insertSession,
  touchSession,
} from './repository.ts';

export const persistentSessionMs = 30 * 24 * 60 * 60 * 1000;
export const browserSessionMs = 12 * 60 * 60 * 1000;
const touchEveryMs = 5 * 60 * 1000;

export const signInFailedMessage = 'Wrong email or password.';

export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  requestId: string;
}

/**
 * Checks the credentials and opens a session. A wrong email and a wrong password get the same answer (DESIGN §2);
 * a disabled account says so only after a correct password.
 */
export async function signIn(ctx: AppContext, input: Required<SignInBody>, meta: RequestMeta) {
  const user = await findUserForSignIn(ctx.db, input.email);
  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password);
    throw new AppError('unauthenticated', signInFailedMessage);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('unauthenticated', signInFailedMessage);
  }
  if (user.status === 'disabled') {
    throw new AppError('forbidden', 'This account has been disabled. Ask your manager to enable it.');
  }
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  const lifetimeMs = input.remember ? persistentSessionMs : browserSessionMs;
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await ctx.db.transaction(async (tx) => {
    await insertSession(tx, {
      id: sessionIdFor(token),
      userId: user.id,
      persistent: input.remember,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    await recordAudit(tx, {
      clientId: user.clientId,
      actorId: user.id,
      action: 'auth.sign-in',
      entity: 'session',
      requestId: meta.requestId,
      ip: meta.ip,
    });
  });
  const session = await findSessionUser(ctx.db, sessionIdFor(token), now);
  if (!session) throw new Error('session vanished right after it was created');
  return { token, lifetimeMs, persistent: input.remember, user: session.user };
}

export async function resolveSession(ctx: AppContext, token: string): Promise<AuthUser | undefined> {
  const id = sessionIdFor(token);
  const now = ctx.clock();
  const found = await findSessionUser(ctx.db, id, now);
  if (!found || found.user.status === 'disabled') return undefined;
  if (now.getTime() - found.lastSeenAt.getTime() > touchEveryMs) await touchSession(ctx.db, id, now);
  return found.user;
}

export async function signOut(ctx: AppContext, token: string, user: AuthUser | undefined, meta: RequestMeta) {
  await ctx.db.transaction(async (tx) => {
    await deleteSession(tx, sessionIdFor(token));
    if (user) {
      await recordAudit(tx, {
        clientId: user.clientId,
        actorId: user.id,
        action: 'auth.sign-out',
        entity: 'session',
        requestId: meta.requestId,
        ip: meta.ip,
      });
    }
  });
}
