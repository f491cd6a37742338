import { type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles.ts';
import type { Actor } from './actor.ts';
import { eventVisible } from './event-scope.ts';
import { column } from './table-alias.ts';

const frontDeskRoles: readonly Role[] = ['manager', 'supervisor', 'guard'];

/**
 * The visitors (table aliased `v`) the actor may see. Executive: their client; admin: their working client. A
 * guest: only the visits they asked for. Everyone else: the visitors of the events they may see, the visits they
 * registered or asked for themselves and — for the front desk (manager, supervisor, guard) — the visitors not
 * tied to any event.
 */
export function visitorVisible(actor: Actor, v: string): SQL {
  const client = sql`${column(v, 'client_id')} = ${actor.clientId}`;
  if (actor.role === 'admin' || actor.role === 'executive') return client;
  if (actor.role === 'guest') return sql`${client} and ${column(v, 'requested_by')} = ${actor.userId}`;
  const unattached = actor.role !== undefined && frontDeskRoles.includes(actor.role);
  return sql`${client} and (
        ${column(v, 'event_id')} in (select e.id from events e where ${eventVisible(actor.eventScope, 'e')})
        or ${column(v, 'requested_by')} = ${actor.userId}
        ${unattached ? sql`or ${column(v, 'event_id')} is null` : sql``})`;
}
