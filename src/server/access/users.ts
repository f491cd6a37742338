import { effectiveRole, type Role } from '../../shared/roles.ts';

/** A role only an admin gives (its refusal says so rather than "above your own"). */
export function onlyAnAdminGives(role: Role): boolean {
  return role === 'admin';
}

/** The role a user record shows: the effective one, else the first it has (an unknown name), else none. */
export function shownRole(roles: readonly string[]): string {
  return effectiveRole(roles) ?? roles[0] ?? '';
}
