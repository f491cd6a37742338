import { mayAssignRole, roleRank } from '../../../../shared/policy.ts';
import { allRoles, type Role, roleLabels } from '../../../../shared/roles.ts';

/** Every role, highest rank first (the order of the role pickers and filters). */
export const rolesByRank: readonly Role[] = [...allRoles].sort(
  (a, b) => roleRank[b] - roleRank[a] || roleLabels[a].localeCompare(roleLabels[b]),
);

/** The roles `actorRoles` may give someone (src/shared/policy.ts `mayAssignRole`). */
export function assignableRoles(actorRoles: readonly string[]): Role[] {
  return rolesByRank.filter((role) => mayAssignRole(actorRoles, role));
}

export function roleLabel(role: string): string {
  return (roleLabels as Record<string, string | undefined>)[role] ?? role;
}
