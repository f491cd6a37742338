import type { FastifyRequest } from 'fastify';
import type { ReauthenticateBody } from '../../../shared/contract/auth.ts';
import { reauthenticateMessages } from '../../../shared/contract/auth.ts';
import { stepUpWindowMs } from '../../../shared/sign-in-rules.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { checkCodeForStepUp } from '../mfa/index.ts';
import { reserveAttempt } from './attempt-limiter.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';
import { type AuthUser, findPasswordHash, findReauthenticatedAt, markReauthenticated } from './repository.ts';
import { type RequestMeta, sessionIdFor } from './service.ts';
import { requireUser } from './session-plugin.ts';

/**
 * Step-up (docs/product/sign-in-and-accounts.md#confirming-it-is-you): security changes — removing a factor, adding a
 * passkey, new recovery codes, a new password or email — need the person to have proved who they are on this session
 * within the last 5 minutes: by signing in, or by POST /auth/reauthenticate. The time is read from the session's row
 * at each change, not from a process's session cache, so every process agrees the moment it is set.
 */
export async function requireRecentAuthentication(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = requireUser(request);
  const at = request.sessionToken ? await findReauthenticatedAt(ctx.db, sessionIdFor(request.sessionToken)) : null;
  if (!at || ctx.clock().getTime() - at.getTime() > stepUpWindowMs) {
    throw new AppError(
      'auth.reauthentication_required',
      'Confirm it is you: enter your password or a code again to make this change.',
    );
  }
  return user;
}

async function auditStepUp(ctx: AppContext, me: AuthUser, action: string, meta: RequestMeta, data: object) {
  await recordAudit(ctx.db, {
    at: ctx.clock(),
    clientId: me.clientId,
    actorId: me.id,
    action,
    entity: 'session',
    data,
    requestId: meta.requestId,
    ip: meta.ip,
  });
}

/**
 * POST /auth/reauthenticate: the password (one of the sign-in attempts of the account and address, as at sign-in) or
 * a code (one of the account's code attempts). A wrong one is audited and answers 400, never 401: the person is
 * still signed in. The right one stamps the session.
 */
export async function reauthenticate(
  ctx: AppContext,
  me: AuthUser,
  sessionToken: string,
  body: ReauthenticateBody,
  meta: RequestMeta,
) {
  let method: string;
  if (body.code !== undefined) {
    method = await checkCodeForStepUp(ctx, me, body.code, meta);
  } else {
    method = 'password';
    const password = body.password ?? '';
    const attempt = await reserveAttempt(ctx, 'sign-in', { email: me.email, ip: meta.ip });
    const hash = await findPasswordHash(ctx.db, me.id);
    // An account made through OpenID Connect may have no password: the same time is spent, and it fails.
    if (!hash) await burnPasswordCheck(password);
    if (!hash || !(await verifyPassword(hash, password))) {
      await auditStepUp(ctx, me, 'auth.reauthenticate-failed', meta, { method });
      throw new AppError('auth.wrong_password', reauthenticateMessages.wrongPassword, {
        fields: { password: reauthenticateMessages.wrongPassword },
      });
    }
    await attempt.release();
  }
  const now = ctx.clock();
  await markReauthenticated(ctx.db, sessionIdFor(sessionToken), now);
  await auditStepUp(ctx, me, 'auth.reauthenticated', meta, { method });
  return {
    reauthenticatedAt: now.toISOString(),
    validUntil: new Date(now.getTime() + stepUpWindowMs).toISOString(),
  };
}
