import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ForgotPasswordResponse,
  type ResetPasswordBody,
  resetLinkSentMessage,
  resetTokenLifetimeMs,
  resetTokenMessages,
} from '../../../shared/contract/password-reset.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import { outboxMailer } from '../mail/mailer.ts';
import { beginSecondFactor } from '../mfa/challenge.ts';
import { assertAttemptAllowed, recordFailure } from './attempt-limiter.ts';
import { hashPassword } from './password.ts';
import {
  deleteAllSessionsOf,
  findUserForReset,
  insertResetToken,
  lockResetToken,
  setPasswordHash,
  spendResetTokens,
} from './password-reset-repository.ts';
import { openSession, type RequestMeta, type SignInOutcome } from './service.ts';

/** The page of the web app that redeems a reset (or invitation) token. */
export const resetPasswordPagePath = '/pages/auth/reset-password';

function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

let warnedAboutHostHeader = false;

function resetMail(to: string, displayName: string, link: string) {
  return {
    to,
    subject: 'Reset your Watchpost password',
    body: [
      `Hello ${displayName},`,
      '',
      `Someone — hopefully you — asked to reset the password of the Watchpost account ${to}.`,
      'Choose a new password with this link (it works for 1 hour, once):',
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Sends a single-use reset link when the email belongs to an active account. The answer is the same either way,
 * so it does not tell whether an account exists. Every request counts towards the per-account and per-address
 * limit (SIGN_IN_ATTEMPT_LIMIT per 15 minutes), so the endpoint cannot be used to flood a mailbox.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  meta: RequestMeta & { origin: string },
  log: FastifyBaseLogger,
): Promise<ForgotPasswordResponse> {
  await assertAttemptAllowed(ctx, 'password-reset', email, meta.ip);
  const now = ctx.clock();
  const user = await findUserForReset(ctx.db, email);
  const eligible = user?.status === 'active' ? user : undefined;
  const token = eligible ? randomBytes(32).toString('base64url') : undefined;

  await ctx.db.transaction(async (tx) => {
    await recordFailure(tx, 'password-reset', email, meta.ip, now);
    if (eligible && token) {
      await insertResetToken(tx, {
        tokenHash: tokenHashOf(token),
        userId: eligible.id,
        expiresAt: new Date(now.getTime() + resetTokenLifetimeMs),
        createdAt: now,
      });
    }
    await recordAudit(tx, {
      clientId: user?.clientId ?? null,
      actorId: user?.id ?? null,
      action: 'auth.password-reset-requested',
      entity: 'user',
      entityId: user?.id ?? null,
      data: { email: email.trim().toLowerCase(), linkSent: Boolean(token) },
      requestId: meta.requestId,
      ip: meta.ip,
    });
  });

  if (eligible && token) {
    if (!ctx.baseUrl && !warnedAboutHostHeader) {
      warnedAboutHostHeader = true;
      log.warn("BASE_URL is not set: password reset links use the request's Host header; set BASE_URL in production");
    }
    const link = `${ctx.baseUrl ?? meta.origin}${resetPasswordPagePath}?token=${encodeURIComponent(token)}`;
    const mailer = ctx.mailer ?? outboxMailer(ctx.db);
    try {
      await mailer.send(resetMail(eligible.email, eligible.displayName, link), log, now);
    } catch (error) {
      // Answer as for any other email: an error here must not tell that the account exists.
      log.error({ err: error }, 'the password reset mail could not be queued');
    }
  }
  return { message: resetLinkSentMessage };
}

/**
 * Redeems a reset (or invitation) token: sets the new password, spends every open link of the user, ends all
 * their sessions and signs them in with a fresh one — or, when they have a second factor (or their client
 * requires one), starts the second step of a sign-in instead: a mailbox alone does not get past MFA.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordBody,
  meta: RequestMeta,
): Promise<SignInOutcome> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock();
  const refuse = (message: string) => AppError.badRequest(message, { token: message });
  return ctx.db.transaction(async (tx) => {
    const row = await lockResetToken(tx, tokenHashOf(input.token));
    if (!row) throw refuse(resetTokenMessages.unknown);
    if (row.usedAt) throw refuse(resetTokenMessages.used);
    if (row.expiresAt.getTime() <= now.getTime()) throw refuse(resetTokenMessages.expired);
    if (row.status === 'disabled') {
      throw AppError.forbidden('This account has been disabled. Ask your manager to enable it.');
    }
    await setPasswordHash(tx, row.userId, passwordHash, now);
    await spendResetTokens(tx, row.userId, now);
    const sessionsEnded = await deleteAllSessionsOf(tx, row.userId);
    await recordAudit(tx, {
      clientId: row.clientId,
      actorId: row.userId,
      action: 'auth.password-reset',
      entity: 'user',
      entityId: row.userId,
      data: { sessionsEnded },
      requestId: meta.requestId,
      ip: meta.ip,
    });
    const second = await beginSecondFactor(ctx, tx, row.userId, true, 'password');
    if (second) return { kind: 'mfa', ...second };
    const session = await openSession(ctx, { id: row.userId, clientId: row.clientId }, true, meta, 'auth.sign-in', tx);
    return { kind: 'session', session };
  });
}
