import { type NavItem, navigation } from './navigation.ts';
import { effectiveRole, type Role } from './roles.ts';

/** What the server needs to know about the signed-in user to decide access. */
export interface Principal {
  id: string;
  roles: readonly string[];
  clientId: string;
  customerId: string | null;
}

/**
 * Which events a user may see (DESIGN §2, "Event visibility"): admin all; executive every event of their client;
 * guard the events they are assigned to; everyone else the events of customers in permissions.fullClientAccess,
 * events in permissions.individualEvents, and — for a customer's own users — that customer's events.
 */
export type EventScope =
  | { kind: 'all' }
  | { kind: 'client'; clientId: string }
  | { kind: 'assigned'; clientId: string; userId: string }
  | { kind: 'granted'; clientId: string; userId: string; customerId: string | null };

export function eventScopeFor(principal: Principal): EventScope {
  const role = effectiveRole(principal.roles);
  switch (role) {
    case 'admin':
      return { kind: 'all' };
    case 'executive':
      return { kind: 'client', clientId: principal.clientId };
    case 'guard':
      return { kind: 'assigned', clientId: principal.clientId, userId: principal.id };
    default:
      return { kind: 'granted', clientId: principal.clientId, userId: principal.id, customerId: principal.customerId };
  }
}

/** Roles that see every alert of their client (the dispatch queue), not only those of their events. */
export function seesAllClientAlerts(role: Role | undefined): boolean {
  return role === 'admin' || role === 'executive';
}

function navAuth(id: string, items: readonly NavItem[] = navigation): readonly Role[] {
  for (const item of items) {
    if (item.id === id && item.auth) return item.auth;
    const found = item.children ? navAuth(id, item.children) : undefined;
    if (found?.length) return found;
  }
  return [];
}

/**
 * Who may do what (DESIGN §3 "one policy module"). Each `/api/v1` route names one of these, or 'public' /
 * 'authenticated'; the server enforces it before the handler runs and the web app uses the same table to hide
 * what a user cannot do. `admin` passes every check an executive passes.
 */
export const permissionRoles = {
  'dashboard.view': navAuth('dashboard'),
  'events.view': navAuth('events'),
  'users.manage': ['executive', 'manager'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionRoles;
export type RouteAccess = 'public' | 'authenticated' | Permission;

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  const role = effectiveRole(roles);
  if (!role) return false;
  const allowed: readonly Role[] = permissionRoles[permission];
  return allowed.includes(role) || (role === 'admin' && allowed.includes('executive'));
}
