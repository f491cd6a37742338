import type { ChangeEmailBody, ChangePasswordBody } from '../../../shared/contract/account.ts';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword } from './password.ts';
import { deleteOtherSessions, emailTakenByOther, findAuthUser, setEmail, setPasswordHash } from './repository.ts';
import { sessionIdFor } from './service.ts';

const emailTaken = () =>
  new AppError('auth.email_taken', 'An account with this email already exists.', {
    fieldErrors: { email: fieldError('auth.email_taken') },
  });

/** A new password for the signed-in person (after the step-up); their other sessions end, this one stays. */
export async function changePassword(
  ctx: AppContext,
  caller: Caller,
  sessionToken: string,
  body: Required<ChangePasswordBody>,
) {
  const me = caller.actor;
  const hash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, me.userId, hash, ctx.clock());
    const ended = await deleteOtherSessions(tx, me.userId, sessionIdFor(sessionToken));
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: me.homeClientId,
      actorId: me.userId,
      action: 'user.password-changed',
      entity: 'user',
      entityId: me.userId,
      data: { endedSessions: ended },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return { ok: true as const };
}

/** A new sign-in email for the signed-in person (after the step-up); it is not verified until proven again. */
export async function changeEmail(ctx: AppContext, caller: Caller, body: Required<ChangeEmailBody>) {
  const me = caller.actor;
  const email = body.email.trim();
  try {
    await ctx.db.transaction(async (tx) => {
      if (await emailTakenByOther(tx, email, me.userId)) throw emailTaken();
      await setEmail(tx, me.userId, email, ctx.clock());
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: me.homeClientId,
        actorId: me.userId,
        action: 'user.email-changed',
        entity: 'user',
        entityId: me.userId,
        data: { from: me.email, to: email },
        requestId: caller.requestId,
        ip: caller.ip,
      });
    });
  } catch (error) {
    // Two people taking the same address at once: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw emailTaken();
    throw error;
  }
  const user = await findAuthUser(ctx.db, me.userId);
  if (!user) throw AppError.notFound();
  return user;
}
