import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from './actor.ts';
import { eventVisible, spansClient } from './event-scope.ts';
import { column } from './table-alias.ts';

/**
 * The incident and custom reports (table aliased `r`) the actor may read (contract/incident-reports.ts): the
 * whole working client for a scope that spans it; a guard the reports about them or filed by them; a client or
 * customer user those of the events they may see; everyone else those plus the ones they filed.
 */
export function reportVisible(actor: Actor, r: string): SQL {
  const scope = actor.eventScope;
  const client = sql`${column(r, 'client_id')} = ${actor.clientId}`;
  const filedByActor = sql`${column(r, 'submitted_by')} = ${actor.userId}`;
  if (spansClient(scope)) return client;
  if (scope.kind === 'assigned')
    return sql`${client} and (${column(r, 'guard_id')} = ${actor.userId} or ${filedByActor})`;
  const onVisibleEvent = sql`${column(r, 'event_id')} in (select e.id from events e where ${eventVisible(scope, 'e')})`;
  if (actor.role === 'client' || actor.role === 'customer') return sql`${client} and ${onVisibleEvent}`;
  return sql`${client} and (${onVisibleEvent} or ${filedByActor})`;
}
