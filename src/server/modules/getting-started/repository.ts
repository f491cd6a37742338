import { sql } from 'drizzle-orm';
import type { GettingStarted } from '../../../shared/contract/getting-started.ts';
import { type Actor, eventScopeInClient } from '../../access/actor.ts';
import { eventVisible, recordVisible } from '../../access/event-scope.ts';
import { reportVisible } from '../../access/reports.ts';
import type { Database } from '../../db/client.ts';

interface ProgressRow extends Record<string, unknown> {
  customers: number;
  events: number;
  events_with_zones: number;
  events_with_guards: number;
  event_without_zones_id: string | null;
  clocked_in: boolean;
  reviewed: boolean;
}

/**
 * The setup progress of the actor's working client, in one round trip: each figure over the events, alerts and
 * reports the actor may see. `customers` counts the whole client (whoever lists customers sees them all).
 */
export async function readProgress(
  db: Pick<Database, 'execute'>,
  actor: Actor,
  now: Date,
): Promise<Omit<GettingStarted, 'customers'> & { customers: number }> {
  const result = await db.execute<ProgressRow>(sql`
    with ev as (
      select e.id, e.start_at,
        exists (select 1 from geofences g where g.event_id = e.id) as has_zones,
        exists (select 1 from event_assignments a where a.event_id = e.id and a.unassigned_at is null) as has_guards
      from events e
      where ${eventVisible(eventScopeInClient(actor), 'e')}
    )
    select
      (select count(*)::int from customers c where c.client_id = ${actor.clientId}) as customers,
      (select count(*)::int from ev) as events,
      (select count(*)::int from ev where has_zones) as events_with_zones,
      (select count(*)::int from ev where has_guards) as events_with_guards,
      (select ev.id from ev where not has_zones
        order by (ev.start_at < ${now}), abs(extract(epoch from ev.start_at - ${now})), ev.id limit 1)
        as event_without_zones_id,
      exists (select 1 from clock_entries ce where ce.client_id = ${actor.clientId}
        and ce.event_id in (select id from ev)) as clocked_in,
      (exists (select 1 from alerts x where x.seen and ${recordVisible(actor, 'x')})
        or exists (select 1 from incident_reports r where r.status <> '' and ${reportVisible(actor, 'r')}))
        as reviewed`);
  const row = result.rows[0];
  if (!row) throw new Error('getting-started progress returned no row');
  return {
    customers: row.customers,
    events: row.events,
    eventsWithZones: row.events_with_zones,
    eventsWithGuards: row.events_with_guards,
    eventWithoutZonesId: row.event_without_zones_id,
    clockedIn: row.clocked_in,
    reviewed: row.reviewed,
  };
}
