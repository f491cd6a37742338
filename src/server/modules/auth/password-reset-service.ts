import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { englishOf, type FieldErrorCode } from '../../../shared/contract/field-errors.ts';
import {
  type ForgotPasswordResponse,
  type ResetPasswordBody,
  resetLinkSentMessage,
  resetTokenLifetimeMs,
  resetTokenMessages,
} from '../../../shared/contract/password-reset.ts';
import type { PublicCaller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import { recordAudit } from '../audit/index.ts';
import { outboxMailer } from '../mail/index.ts';
import { beginSecondFactor } from '../mfa/index.ts';
import { reserveAttempt } from './attempt-limiter.ts';
import { hashPassword } from './password.ts';
import {
  claimResetRequest,
  deleteAllSessionsOf,
  findUserForReset,
  insertResetRequest,
  insertResetToken,
  lockResetToken,
  setPasswordHash,
  spendResetTokens,
} from './password-reset-repository.ts';
import { openSession, type SignInCaller, type SignInOutcome } from './service.ts';

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
 * Takes a request for a reset link. The answer is the same whether or not the account exists, and so is the work
 * done before it: the attempt is counted (SIGN_IN_ATTEMPT_LIMIT per account and per address in 15 minutes, so the
 * endpoint cannot flood a mailbox) and the request is written down. Looking the account up and sending the link
 * happen after the answer (`sendRequestedResetLinks`), so its timing tells nothing either.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  caller: PublicCaller & { origin: string },
  log: FastifyBaseLogger,
): Promise<ForgotPasswordResponse> {
  await reserveAttempt(ctx, 'password-reset', { email, ip: caller.ip });
  await insertResetRequest(ctx.db, {
    email: email.trim().toLowerCase(),
    origin: caller.origin,
    ip: caller.ip,
    requestId: caller.requestId,
    requestedAt: ctx.clock(),
  });
  ctx.background?.run('sending reset links', () => sendRequestedResetLinks(ctx, log), log);
  return { message: resetLinkSentMessage };
}

/**
 * Handles every pending reset request, one transaction each: the token, the audit entry, the outbox mail (when
 * there is no SMTP server) and the request's removal commit together. Rows another process is handling are
 * skipped. Called after each request and by a scheduled job every minute (for requests a stopped process left
 * behind).
 */
export async function sendRequestedResetLinks(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  let handled = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const request = await claimResetRequest(tx);
      if (!request) return false;
      const now = ctx.clock();
      const user = await findUserForReset(tx, request.email);
      const eligible = user?.status === 'active' ? user : undefined;
      const token = eligible ? randomBytes(32).toString('base64url') : undefined;
      if (eligible && token) {
        await insertResetToken(tx, {
          tokenHash: tokenHashOf(token),
          userId: eligible.id,
          expiresAt: new Date(now.getTime() + resetTokenLifetimeMs),
          createdAt: now,
        });
      }
      await recordAudit(tx, {
        at: now,
        clientId: user?.clientId ?? null,
        actorId: user?.id ?? null,
        action: 'auth.password-reset-requested',
        entity: 'user',
        entityId: user?.id ?? null,
        data: { email: request.email, linkSent: Boolean(token) },
        requestId: request.requestId,
        ip: request.ip,
      });
      if (eligible && token) {
        if (!ctx.baseUrl && !warnedAboutHostHeader) {
          warnedAboutHostHeader = true;
          log.warn(
            "BASE_URL is not set: password reset links use the request's Host header; set BASE_URL in production",
          );
        }
        const link = `${ctx.baseUrl ?? request.origin}${resetPasswordPagePath}?token=${encodeURIComponent(token)}`;
        const mailer = ctx.mailer?.kind === 'smtp' ? ctx.mailer : outboxMailer(tx);
        await mailer.send(resetMail(eligible.email, eligible.displayName, link), log, now);
      }
      return true;
    });
    if (!done) return handled;
    handled += 1;
  }
}

/** The sweep on the job queue, every minute, for requests a stopped process left pending. */
export function passwordResetJobs(ctx: AppContext, log: FastifyBaseLogger): ScheduledJob[] {
  return [
    {
      name: 'auth.reset-links',
      description: 'sending requested reset links',
      everySeconds: 60,
      timeoutSeconds: 5 * 60,
      run: () => sendRequestedResetLinks(ctx, log),
    },
  ];
}

/**
 * Redeems a reset (or invitation) token: sets the new password, spends every open link of the user, ends all
 * their sessions and signs them in with a fresh one — or, when they have a second factor (or their client
 * requires one), starts the second step of a sign-in instead: a mailbox alone does not get past MFA.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordBody,
  caller: SignInCaller,
): Promise<SignInOutcome> {
  await reserveAttempt(ctx, 'reset-password', { ip: caller.ip });
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock();
  const refuse = (code: FieldErrorCode) => AppError.invalidFields({ token: { code } }, englishOf({ code }));
  return ctx.db.transaction(async (tx) => {
    const row = await lockResetToken(tx, tokenHashOf(input.token));
    if (!row) throw refuse(resetTokenMessages.unknown);
    if (row.usedAt) throw refuse(resetTokenMessages.used);
    if (row.expiresAt.getTime() <= now.getTime()) throw refuse(resetTokenMessages.expired);
    if (row.status === 'disabled') {
      throw new AppError('auth.account_disabled', 'This account has been disabled. Ask your manager to enable it.');
    }
    await setPasswordHash(tx, row.userId, passwordHash, now);
    await spendResetTokens(tx, row.userId, now);
    const sessionsEnded = await deleteAllSessionsOf(tx, row.userId);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: row.clientId,
      actorId: row.userId,
      action: 'auth.password-reset',
      entity: 'user',
      entityId: row.userId,
      data: { sessionsEnded },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    const second = await beginSecondFactor(ctx, tx, row.userId, true, 'password');
    if (second) return { kind: 'mfa', ...second };
    const session = await openSession(
      ctx,
      { id: row.userId, clientId: row.clientId },
      true,
      caller,
      'auth.sign-in',
      tx,
    );
    return { kind: 'session', session };
  });
}
