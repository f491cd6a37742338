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

/**
 * The reports the global search finds (table aliased `r`, its event left-joined as `e`): those of the working
 * client on events the actor may see, and those on no event when the actor's scope spans the client. Narrower
 * than reportVisible: a guard's reports, or one's own filed on an event one no longer sees, are not found.
 */
export function reportFoundBySearch(actor: Actor, r: string, e: string): SQL {
  const scope = actor.eventScope;
  const withoutEvent = spansClient(scope) ? sql`${column(r, 'event_id')} is null or ` : sql``;
  return sql`${column(r, 'client_id')} = ${actor.clientId}
      and (${withoutEvent}(${column(e, 'id')} is not null and ${eventVisible(scope, e)}))`;
}
