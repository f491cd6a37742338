import { type SQL, sql } from 'drizzle-orm';
import { type EventScope, eventScopeFor } from '../../../shared/policy.ts';
import { effectiveRole, type Role } from '../../../shared/roles.ts';
import type { AuthUser } from '../auth/repository.ts';
import { visibleEventsPredicate } from '../events/visibility.ts';

/**
 * Which visitors a user may see. Executive: their client; admin: their working client. A guest: only the visits
 * they asked for. Everyone else: the visitors of the events they may see (the event-visibility rule), the visits
 * they registered or asked for themselves and — for the front desk (manager, supervisor, guard) — the visitors
 * not tied to any event.
 */
export type VisitorScope =
  | { kind: 'client'; clientId: string }
  | { kind: 'own'; clientId: string; userId: string }
  | { kind: 'events'; clientId: string; userId: string; events: EventScope; unattached: boolean };

const frontDeskRoles: readonly Role[] = ['manager', 'supervisor', 'guard'];

export function visitorScopeFor(user: AuthUser): VisitorScope {
  const role = effectiveRole(user.roles);
  if (role === 'admin') return { kind: 'client', clientId: user.activeClientId ?? user.clientId };
  if (role === 'executive') return { kind: 'client', clientId: user.clientId };
  if (role === 'guest') return { kind: 'own', clientId: user.clientId, userId: user.id };
  return {
    kind: 'events',
    clientId: user.clientId,
    userId: user.id,
    events: eventScopeFor(user),
    unattached: role !== undefined && frontDeskRoles.includes(role),
  };
}

/** The SQL form of the scope, for a query that names the visitors table `v`. */
export function visibleVisitorsPredicate(scope: VisitorScope): SQL {
  switch (scope.kind) {
    case 'client':
      return sql`v.client_id = ${scope.clientId}`;
    case 'own':
      return sql`v.client_id = ${scope.clientId} and v.requested_by = ${scope.userId}`;
    case 'events':
      return sql`v.client_id = ${scope.clientId} and (
        v.event_id in (select e.id from events e where ${visibleEventsPredicate(scope.events)})
        or v.requested_by = ${scope.userId}
        ${scope.unattached ? sql`or v.event_id is null` : sql``})`;
  }
}

/** Events a visitor of this scope may be registered for: visible to the user and in the scope's client. */
export function eventsForVisitorsPredicate(scope: VisitorScope, user: AuthUser): SQL {
  if (scope.kind === 'client') return sql`e.client_id = ${scope.clientId}`;
  return sql`e.client_id = ${scope.clientId} and ${visibleEventsPredicate(eventScopeFor(user))}`;
}
