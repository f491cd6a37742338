import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface DashboardScope {
  /** Predicate over events aliased `e`. */
  events: SQL;
  /** Predicate over a row aliased `x` with client_id and event_id (alerts, reports, visitors). */
  records: SQL;
}

interface CountsRow extends Record<string, unknown> {
  guards_on_duty: number;
  guards_on_break: number;
  active_events: number;
  upcoming_events: number;
  unseen_alerts: number;
  open_sos_alerts: number;
  incidents_7d: number;
  visitors_on_site: number;
}

export async function dashboardCounts(db: Database, scope: DashboardScope, now: Date): Promise<CountsRow> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const result = await db.execute<CountsRow>(sql`
    with visible as (select e.id, e.start_at, e.end_at, e.unassigned from events e where ${scope.events})
    select
      (select count(distinct c.user_id)::int from clock_entries c join visible v on v.id = c.event_id
        where c.clock_out is null) as guards_on_duty,
      (select count(distinct b.user_id)::int from breaks b join visible v on v.id = b.event_id
        where b.end_at is null) as guards_on_break,
      (select count(*)::int from visible v where not v.unassigned and v.start_at <= ${now} and v.end_at >= ${now}) as active_events,
      (select count(*)::int from visible v where not v.unassigned and v.start_at > ${now}) as upcoming_events,
      (select count(*)::int from alerts x where not x.seen and ${scope.records}) as unseen_alerts,
      (select count(*)::int from alerts x where not x.seen and x.type = 'SOS' and ${scope.records}) as open_sos_alerts,
      (select count(*)::int from incident_reports x where x.submitted_at >= ${weekAgo} and ${scope.records}) as incidents_7d,
      (select count(*)::int from visitors x where x.status = 'checked_in' and ${scope.records}) as visitors_on_site
  `);
  const row = result.rows[0];
  if (!row) throw new Error('dashboard counts returned no row');
  return row;
}

export async function activeEventRows(db: Database, scope: DashboardScope, now: Date) {
  const result = await db.execute<{
    id: string;
    name: string;
    customer_name: string;
    start_at: Date;
    end_at: Date;
    guards_assigned: number;
    guards_on_duty: number;
  }>(sql`
    select e.id, e.name, cu.name as customer_name, e.start_at, e.end_at,
      (select count(*)::int from event_assignments a where a.event_id = e.id and a.unassigned_at is null) as guards_assigned,
      (select count(distinct c.user_id)::int from clock_entries c where c.event_id = e.id and c.clock_out is null) as guards_on_duty
    from events e join customers cu on cu.id = e.customer_id
    where ${scope.events} and not e.unassigned and e.start_at <= ${now} and e.end_at >= ${now}
    order by e.end_at, e.id
    limit 10
  `);
  return result.rows;
}

export async function recentAlertRows(db: Database, scope: DashboardScope, limit = 8) {
  const result = await db.execute<{
    id: string;
    type: string;
    title: string;
    guard_name: string | null;
    event_name: string | null;
    seen: boolean;
    created_at: Date;
  }>(sql`
    select x.id, x.type, x.title, g.display_name as guard_name, ev.name as event_name, x.seen, x.created_at
    from alerts x
    left join users g on g.id = x.guard_id
    left join events ev on ev.id = x.event_id
    where ${scope.records}
    order by x.created_at desc, x.id
    limit ${limit}
  `);
  return result.rows;
}
