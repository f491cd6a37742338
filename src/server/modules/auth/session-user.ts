import type { SessionUser } from '../../../shared/contract/auth.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { type AuthUser, findAuthUser } from './repository.ts';

/** The user as the API shows it (without the server-only fields). */
export function present(user: AuthUser): SessionUser {
  const { status: _status, activeClientId: _active, ...sessionUser } = user;
  return sessionUser;
}

/** The caller as the API shows a signed-in user, read now (their own profile, as after a change to it). */
export async function sessionUserOf(ctx: AppContext, caller: Caller): Promise<SessionUser> {
  const user = await findAuthUser(ctx.db, caller.actor.userId);
  if (!user) throw AppError.unauthenticated();
  return present(user);
}
