import { createHash, randomBytes } from 'node:crypto';
import type { SignInBody } from '../../../shared/contract/auth.ts';
import type { MfaPending } from '../../../shared/contract/mfa.ts';
import type { PublicCaller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { beginSecondFactor } from '../mfa/index.ts';
import { reserveAttempt } from './attempt-limiter.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';
import {
  type AuthUser,
  deleteSession,
  findSessionUser,
  findUserForSignIn,
  insertSession,
  isSessionLive,
  touchSession,
} from './repository.ts';

export const persistentSessionMs = 30 * 24 * 60 * 60 * 1000;
/** Without "remember me" the cookie ends with the browser; the server keeps the session at most this long. */
export const browserSessionMs = 30 * 24 * 60 * 60 * 1000;
/** A session unused this long is over, whatever its absolute expiry. */
export const idleTimeoutMs = 8 * 60 * 60 * 1000;
const touchEveryMs = 5 * 60 * 1000;

export const signInFailedMessage = 'Wrong email or password.';

export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The caller of a sign-in (password, second factor, reset link, sign-up, OpenID Connect): anyone, with the session
 * token the request already carried, which the new session replaces (no session fixation).
 */
export interface SignInCaller extends PublicCaller {
  readonly previousToken: string | null;
}

export interface OpenedSession {
  token: string;
  lifetimeMs: number;
  persistent: boolean;
  user: AuthUser;
}

/**
 * Opens a fresh session for a user who has proved who they are (password, reset token, sign-up, OpenID Connect),
 * ends the one the request came with, and audits `action`. Every way of signing in goes through here.
 */
export async function openSession(
  ctx: AppContext,
  user: { id: string; clientId: string },
  remember: boolean,
  caller: SignInCaller,
  action: string,
  tx?: Parameters<Parameters<Database['transaction']>[0]>[0],
): Promise<OpenedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  const lifetimeMs = remember ? persistentSessionMs : browserSessionMs;
  const write = async (db: Database | NonNullable<typeof tx>) => {
    if (caller.previousToken) await deleteSession(db, sessionIdFor(caller.previousToken));
    await insertSession(db, {
      id: sessionIdFor(token),
      userId: user.id,
      persistent: remember,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      lastSeenAt: now,
      createdAt: now,
      reauthenticatedAt: now,
      ip: caller.ip,
      userAgent: caller.userAgent,
    });
    await recordAudit(db, {
      at: ctx.clock(),
      clientId: user.clientId,
      actorId: user.id,
      action,
      entity: 'session',
      requestId: caller.requestId,
      ip: caller.ip,
    });
  };
  if (tx) await write(tx);
  else await ctx.db.transaction(write);
  const session = await findSessionUser(tx ?? ctx.db, sessionIdFor(token), now, idleTimeoutMs);
  if (!session) throw new Error('session vanished right after it was created');
  return { token, lifetimeMs, persistent: remember, user: session.user };
}

async function failSignIn(
  ctx: AppContext,
  email: string,
  caller: SignInCaller,
  userClientId: string | null,
): Promise<never> {
  await recordAudit(ctx.db, {
    at: ctx.clock(),
    clientId: userClientId,
    actorId: null,
    action: 'auth.sign-in-failed',
    entity: 'session',
    data: { email: email.trim().toLowerCase() },
    requestId: caller.requestId,
    ip: caller.ip,
  });
  throw new AppError('auth.wrong_credentials', signInFailedMessage);
}

export type SignInOutcome =
  | { kind: 'session'; session: OpenedSession }
  | { kind: 'mfa'; token: string; pending: MfaPending };

/**
 * Checks the credentials and opens a session — or, for a person with a second factor (or whose client requires
 * one), starts the second step instead (docs/decisions/0015). A wrong email and a wrong password get the same
 * answer (docs/product/sign-in-and-accounts.md#failed-sign-in); a disabled account says so only after a correct password. Every password check first reserves
 * an attempt per account and per address; a failure keeps it (it counts towards the limit), a correct password
 * gives it back.
 */
export async function signIn(
  ctx: AppContext,
  input: Required<SignInBody>,
  caller: SignInCaller,
): Promise<SignInOutcome> {
  const attempt = await reserveAttempt(ctx, 'sign-in', { email: input.email, ip: caller.ip });
  const user = await findUserForSignIn(ctx.db, input.email);
  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password);
    return failSignIn(ctx, input.email, caller, user?.clientId ?? null);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    return failSignIn(ctx, input.email, caller, user.clientId);
  }
  await attempt.release();
  if (user.status === 'disabled') {
    throw new AppError('auth.account_disabled', 'This account has been disabled. Ask your manager to enable it.');
  }
  const second = await beginSecondFactor(ctx, ctx.db, user.id, input.remember, 'password');
  if (second) {
    await recordAudit(ctx.db, {
      at: ctx.clock(),
      clientId: user.clientId,
      actorId: user.id,
      action: 'auth.sign-in-second-factor',
      entity: 'session',
      data: second.pending,
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { kind: 'mfa', ...second };
  }
  return { kind: 'session', session: await openSession(ctx, user, input.remember, caller, 'auth.sign-in') };
}

/** Whether a session token still opens a session (the live stream re-checks the one it was opened with). */
export function sessionStillValid(ctx: AppContext, token: string): Promise<boolean> {
  return isSessionLive(ctx.db, sessionIdFor(token), ctx.clock(), idleTimeoutMs);
}

export async function resolveSession(ctx: AppContext, token: string): Promise<AuthUser | undefined> {
  const id = sessionIdFor(token);
  const now = ctx.clock();
  const read = () => findSessionUser(ctx.db, id, now, idleTimeoutMs);
  const found = ctx.sessions ? await ctx.sessions.resolve(id, now, idleTimeoutMs, read) : await read();
  if (!found || found.user.status === 'disabled') return undefined;
  if (now.getTime() - found.lastSeenAt.getTime() > touchEveryMs) {
    found.lastSeenAt = now;
    await touchSession(ctx.db, id, now);
  }
  return found.user;
}

export async function signOut(ctx: AppContext, caller: PublicCaller, token: string) {
  const actor = caller.actor;
  await ctx.db.transaction(async (tx) => {
    await deleteSession(tx, sessionIdFor(token));
    if (actor) {
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: actor.homeClientId,
        actorId: actor.userId,
        action: 'auth.sign-out',
        entity: 'session',
        requestId: caller.requestId,
        ip: caller.ip,
      });
    }
  });
}
