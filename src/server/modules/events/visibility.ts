import { type SQL, sql } from 'drizzle-orm';
import type { EventScope } from '../../../shared/policy.ts';

/**
 * The SQL form of the shared event-visibility rule, for a query that names the events table `e`.
 * Every read of events (lists, dashboards, reports) goes through this one predicate.
 */
export function visibleEventsPredicate(scope: EventScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'client':
      return sql`e.client_id = ${scope.clientId}`;
    case 'assigned':
      return sql`e.client_id = ${scope.clientId} and exists (
        select 1 from event_assignments a
        where a.event_id = e.id and a.user_id = ${scope.userId} and a.unassigned_at is null)`;
    case 'granted':
      return sql`e.client_id = ${scope.clientId} and (
        e.customer_id in (select customer_id from user_customer_access where user_id = ${scope.userId})
        or e.id in (select event_id from user_event_access where user_id = ${scope.userId})
        ${scope.customerId ? sql`or e.customer_id = ${scope.customerId}` : sql``})`;
  }
}
