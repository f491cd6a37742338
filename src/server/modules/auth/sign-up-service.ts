import type { FastifyBaseLogger } from 'fastify';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import { emailTakenMessage, type SignUpBody } from '../../../shared/contract/sign-up.ts';
import { signUpRoles } from '../../access/auth.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { reserveAttempt } from './attempt-limiter.ts';
import { hashPassword } from './password.ts';
import { findUserForSignIn } from './repository.ts';
import { type OpenedSession, openSession, type SignInCaller } from './service.ts';
import { findClientForNewUsers, insertSignUpUser } from './sign-up-repository.ts';

/** The client new accounts join (sign-up and OpenID Connect; see findClientForNewUsers), read through `db`. */
export function clientForNewUsers(ctx: AppContext, db: Parameters<typeof findClientForNewUsers>[0] = ctx.db) {
  return findClientForNewUsers(db, ctx.signUpClientId);
}

export const signUpUnavailableMessage = 'Sign-up is not available right now: no organisation accepts new accounts.';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates a guest account (docs/product/access-and-roles.md#guests: new email sign-ups are guests) in the sign-up client and signs it in with a
 * remembered session. A taken email (in any letter case) is a 409 on the email field.
 */
export async function signUp(
  ctx: AppContext,
  input: Required<SignUpBody>,
  caller: SignInCaller,
  log: FastifyBaseLogger,
): Promise<OpenedSession> {
  // Every sign-up counts per address, successful or not: it is also how one learns that an email has an account.
  await reserveAttempt(ctx, 'sign-up', { ip: caller.ip });
  const clientId = await clientForNewUsers(ctx);
  if (!clientId) {
    log.error(
      ctx.signUpClientId
        ? `sign-up refused: SIGN_UP_CLIENT_ID ${ctx.signUpClientId} is not an Active client`
        : 'sign-up refused: there is no Active client to put new accounts in (set SIGN_UP_CLIENT_ID)',
    );
    throw new AppError('auth.sign_up_unavailable', signUpUnavailableMessage);
  }
  const taken = () =>
    new AppError('auth.email_taken', emailTakenMessage, { fieldErrors: { email: fieldError('auth.email_taken') } });
  if (await findUserForSignIn(ctx.db, input.email)) throw taken();

  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await insertSignUpUser(tx, {
        clientId,
        email: input.email,
        displayName: input.displayName,
        passwordHash,
        now,
      });
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: user.clientId,
        actorId: user.id,
        action: 'auth.sign-up',
        entity: 'user',
        entityId: user.id,
        data: { email: input.email, displayName: input.displayName, roles: signUpRoles },
        requestId: caller.requestId,
        ip: caller.ip,
      });
      return openSession(ctx, user, true, caller, 'auth.sign-in', tx);
    });
  } catch (error) {
    // Two sign-ups with the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
