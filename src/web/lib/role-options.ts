import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { mayAssignRole, roleRank } from '../../shared/policy.ts';
import { allRoles, isRole, type Role, roleLabels } from '../../shared/roles.ts';

/** Every role, highest rank first (the order of the role pickers and filters). */
export const rolesByRank: readonly Role[] = [...allRoles].sort(
  (a, b) => roleRank[b] - roleRank[a] || roleLabels[a].localeCompare(roleLabels[b]),
);

/** The roles `actorRoles` may give someone (src/shared/policy.ts `mayAssignRole`). */
export function assignableRoles(actorRoles: readonly string[]): Role[] {
  return rolesByRank.filter((role) => mayAssignRole(actorRoles, role));
}

/** A role's name in the current language (`common:roles.*`); an unknown role shows as it is. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation('common');
  return useCallback((role: string) => (isRole(role) ? t(`roles.${role}`) : role), [t]);
}
