import type { AuthUser } from './repository.ts';

/** The user as the API shows it (without the server-only fields). */
export function present(user: AuthUser) {
  const { status: _status, activeClientId: _active, ...sessionUser } = user;
  return sessionUser;
}
