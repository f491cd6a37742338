import type { ChangeEmailBody, ChangePasswordBody } from '../../../shared/contract/account.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword } from './password.ts';
import {
  type AuthUser,
  deleteOtherSessions,
  emailTakenByOther,
  findAuthUser,
  setEmail,
  setPasswordHash,
} from './repository.ts';
import { type RequestMeta, sessionIdFor } from './service.ts';

const emailTaken = () =>
  new AppError('auth.email_taken', 'An account with this email already exists.', {
    fields: { email: 'An account with this email already exists.' },
  });

/** A new password for the signed-in person (after the step-up); their other sessions end, this one stays. */
export async function changePassword(
  ctx: AppContext,
  me: AuthUser,
  sessionToken: string,
  body: Required<ChangePasswordBody>,
  meta: RequestMeta,
) {
  const hash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, me.id, hash, ctx.clock());
    const ended = await deleteOtherSessions(tx, me.id, sessionIdFor(sessionToken));
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: me.clientId,
      actorId: me.id,
      action: 'user.password-changed',
      entity: 'user',
      entityId: me.id,
      data: { endedSessions: ended },
      requestId: meta.requestId,
      ip: meta.ip,
    });
  });
  return { ok: true as const };
}

/** A new sign-in email for the signed-in person (after the step-up); it is not verified until proven again. */
export async function changeEmail(ctx: AppContext, me: AuthUser, body: Required<ChangeEmailBody>, meta: RequestMeta) {
  const email = body.email.trim();
  try {
    await ctx.db.transaction(async (tx) => {
      if (await emailTakenByOther(tx, email, me.id)) throw emailTaken();
      await setEmail(tx, me.id, email, ctx.clock());
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: me.clientId,
        actorId: me.id,
        action: 'user.email-changed',
        entity: 'user',
        entityId: me.id,
        data: { from: me.email, to: email },
        requestId: meta.requestId,
        ip: meta.ip,
      });
    });
  } catch (error) {
    // Two people taking the same address at once: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw emailTaken();
    throw error;
  }
  const user = await findAuthUser(ctx.db, me.id);
  if (!user) throw AppError.notFound();
  return user;
}
