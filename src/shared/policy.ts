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
