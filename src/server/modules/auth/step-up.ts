import type { ReauthenticateBody } from '../../../shared/contract/auth.ts';
import { reauthenticateMessages } from '../../../shared/contract/auth.ts';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import { stepUpWindowMs } from '../../../shared/sign-in-rules.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { checkCodeForStepUp } from '../mfa/index.ts';
import { reserveAttempt } from './attempt-limiter.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';
import { findPasswordHash, findReauthenticatedAt, markReauthenticated } from './repository.ts';
import { sessionIdFor } from './service.ts';

/**
 * Step-up (docs/product/sign-in-and-accounts.md#confirming-it-is-you): security changes — removing a factor, adding a
 * passkey, new recovery codes, a new password or email — need the person to have proved who they are on this session
 * within the last 5 minutes: by signing in, or by POST /auth/reauthenticate. The time is read from the session's row
 * at each change, not from a process's session cache, so every process agrees the moment it is set.
 */
export async function requireRecentAuthentication(ctx: AppContext, sessionToken: string | null): Promise<void> {
  const at = sessionToken ? await findReauthenticatedAt(ctx.db, sessionIdFor(sessionToken)) : null;
  if (!at || ctx.clock().getTime() - at.getTime() > stepUpWindowMs) {
    throw new AppError(
      'auth.reauthentication_required',
      'Confirm it is you: enter your password or a code again to make this change.',
    );
  }
}

async function auditStepUp(ctx: AppContext, caller: Caller, action: string, data: object) {
  const me = caller.actor;
  await recordAudit(ctx.db, {
    at: ctx.clock(),
    clientId: me.homeClientId,
    actorId: me.userId,
    action,
    entity: 'session',
    data,
    requestId: caller.requestId,
    ip: caller.ip,
  });
}

/**
 * POST /auth/reauthenticate: the password (one of the sign-in attempts of the account and address, as at sign-in) or
 * a code (one of the account's code attempts). A wrong one is audited and answers 400, never 401: the person is
 * still signed in. The right one stamps the session.
 */
export async function reauthenticate(ctx: AppContext, caller: Caller, sessionToken: string, body: ReauthenticateBody) {
  const me = caller.actor;
  let method: string;
  if (body.code !== undefined) {
    method = await checkCodeForStepUp(ctx, caller, body.code);
  } else {
    method = 'password';
    const password = body.password ?? '';
    const attempt = await reserveAttempt(ctx, 'sign-in', { email: me.email, ip: caller.ip });
    const hash = await findPasswordHash(ctx.db, me.userId);
    // An account made through OpenID Connect may have no password: the same time is spent, and it fails.
    if (!hash) await burnPasswordCheck(password);
    if (!hash || !(await verifyPassword(hash, password))) {
      await auditStepUp(ctx, caller, 'auth.reauthenticate-failed', { method });
      throw new AppError('auth.wrong_password', 'That password is not right.', {
        fieldErrors: { password: fieldError(reauthenticateMessages.wrongPassword) },
      });
    }
    await attempt.release();
  }
  const now = ctx.clock();
  await markReauthenticated(ctx.db, sessionIdFor(sessionToken), now);
  await auditStepUp(ctx, caller, 'auth.reauthenticated', { method });
  return {
    reauthenticatedAt: now.toISOString(),
    validUntil: new Date(now.getTime() + stepUpWindowMs).toISOString(),
  };
}
