import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MfaPending } from '../../../shared/contract/mfa.ts';
import type { MfaMethod } from '../../../shared/mfa-rules.ts';
import { mfaChallengeLifetimeMs, mfaRequiredFor } from '../../../shared/mfa-rules.ts';
import type { AppContext } from '../../context.ts';
import { mfaCookieName } from '../../http/cookies.ts';
import { type Db, findFactorSummary, insertChallenge } from './repository.ts';

const mfaCookiePath = '/api/v1/auth/mfa';

export function challengeIdFor(token: string): string {
  return createHash('sha256').update(`mfa:${token}`).digest('hex');
}

/**
 * Called once the first factor (password or OpenID provider) is accepted. When the person has a second factor,
 * or their client requires one for their role, starts a pending sign-in (5 minutes, single use) instead of a
 * session and answers what the second step offers; otherwise undefined and the caller opens the session.
 */
export async function beginSecondFactor(
  ctx: AppContext,
  db: Db,
  userId: string,
  remember: boolean,
  source: 'password' | 'oidc',
): Promise<{ token: string; pending: MfaPending } | undefined> {
  const summary = await findFactorSummary(db, userId);
  if (!summary) return undefined;
  const hasFactor = summary.totp || summary.passkeys > 0;
  if (!hasFactor && !mfaRequiredFor(summary.roles, summary.requiredRoles)) return undefined;
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  await insertChallenge(db, {
    id: challengeIdFor(token),
    userId,
    kind: 'sign-in',
    source,
    remember,
    enrolmentRequired: !hasFactor,
    expiresAt: new Date(now.getTime() + mfaChallengeLifetimeMs),
    now,
  });
  const methods: MfaMethod[] = [];
  if (summary.totp) methods.push('totp');
  if (summary.passkeys > 0) methods.push('passkey');
  if (hasFactor && summary.recoveryCodesLeft > 0) methods.push('recovery');
  return { token, pending: { methods, enrolmentRequired: !hasFactor } };
}

export function setMfaCookie(reply: FastifyReply, ctx: AppContext, token: string) {
  reply.setCookie(mfaCookieName, token, {
    path: mfaCookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secureCookies,
    signed: true,
    maxAge: Math.floor(mfaChallengeLifetimeMs / 1000),
  });
}

export function clearMfaCookie(reply: FastifyReply, ctx: AppContext) {
  reply.clearCookie(mfaCookieName, { path: mfaCookiePath, httpOnly: true, sameSite: 'lax', secure: ctx.secureCookies });
}

export function readMfaCookie(request: FastifyRequest): string | undefined {
  const raw = request.cookies[mfaCookieName];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}
