import { type SQL, sql } from 'drizzle-orm';
import type { AlertParams } from '../../../shared/contract/alerts.ts';
import type { ActivityKind } from '../../../shared/contract/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { personNameOfAlias } from '../../db/person-name.ts';
import { scheduledNowCount } from '../shifts/index.ts';

type Db = Pick<Database, 'execute'>;

export interface DashboardScope {
  /** Predicate over events aliased `e`. */
  events: SQL;
  /** Predicate over a row aliased `x` with client_id and event_id (alerts). */
  records: SQL;
}

/** A day of the client's calendar as instants: [start, end). */
export interface DayBounds {
  start: Date;
  end: Date;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Today (the calendar day of `now` in `timeZone`) as instants, computed by PostgreSQL's time-zone rules. */
export async function dayBounds(db: Db, now: Date, timeZone: string): Promise<DayBounds> {
  const result = await db.execute<{ start: Date; end: Date }>(sql`
    select (date_trunc('day', ${ts(now)} at time zone ${timeZone}) at time zone ${timeZone}) as start,
      ((date_trunc('day', ${ts(now)} at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone}) as end`);
  const row = result.rows[0];
  if (!row) throw new Error('day bounds returned no row');
  return { start: new Date(row.start), end: new Date(row.end) };
}

interface EventCountsRow extends Record<string, unknown> {
  active_events: number;
  events_today: number;
  upcoming_events: number;
}

/** Events running now, running at some time today, and still to start (assigned events only, docs/product/dashboard.md#active-events). */
export async function eventCounts(db: Db, scope: DashboardScope, now: Date, today: DayBounds) {
  const result = await db.execute<EventCountsRow>(sql`
    select
      count(*) filter (where e.start_at <= ${ts(now)} and e.end_at >= ${ts(now)})::int as active_events,
      count(*) filter (where e.start_at < ${ts(today.end)} and e.end_at >= ${ts(today.start)})::int as events_today,
      count(*) filter (where e.start_at > ${ts(now)})::int as upcoming_events
    from events e
    where ${scope.events} and not e.unassigned`);
  const row = result.rows[0];
  return {
    activeEvents: row?.active_events ?? 0,
    eventsToday: row?.events_today ?? 0,
    upcomingEvents: row?.upcoming_events ?? 0,
  };
}

export interface EventTodayRow extends Record<string, unknown> {
  id: string;
  name: string;
  customer_name: string;
  site_name: string | null;
  time_zone: string;
  start_at: Date;
  end_at: Date;
  guards_assigned: number;
  guards_on_duty: number;
  scheduled_now: number;
}

/** Events running at some time today, those running now first (soonest end), then the later ones. */
export async function eventsTodayRows(db: Db, scope: DashboardScope, now: Date, today: DayBounds, limit = 10) {
  const result = await db.execute<EventTodayRow>(sql`
    select e.id, e.name, cu.name as customer_name, e.site_name, e.time_zone, e.start_at, e.end_at,
      (select count(*)::int from event_assignments a where a.event_id = e.id and a.unassigned_at is null) as guards_assigned,
      (select count(distinct c.user_id)::int from clock_entries c where c.event_id = e.id and c.clock_out is null) as guards_on_duty,
      ${scheduledNowCount(sql`e.id`, now)} as scheduled_now
    from events e join customers cu on cu.id = e.customer_id
    where ${scope.events} and not e.unassigned and e.start_at < ${ts(today.end)} and e.end_at >= ${ts(today.start)}
    order by (e.start_at <= ${ts(now)} and e.end_at >= ${ts(now)}) desc, (e.end_at < ${ts(now)}),
      e.end_at, e.id
    limit ${limit}`);
  return result.rows;
}

/** Unseen alerts of the scope (the bell's) per type: SOS first, then the most frequent. */
export async function unseenAlertsByType(db: Db, records: SQL) {
  const result = await db.execute<{ type: string; count: number }>(sql`
    select x.type, count(*)::int as count from alerts x
    where ${records} and not x.seen
    group by x.type
    order by (x.type = 'SOS') desc, count(*) desc, x.type`);
  return result.rows;
}

export interface ActivityRow extends Record<string, unknown> {
  id: string;
  kind: ActivityKind;
  at: Date;
  title: string | null;
  person_name: string | null;
  event_name: string | null;
  alert_type: string | null;
  alert_params: AlertParams | null;
}

export interface ActivityScope {
  /** Alerts as `x` (the bell's scope). */
  alerts: SQL;
  /** Events as `e` (clock entries of those events). */
  events: SQL;
  /** Incident reports as `r` (the reports screens' scope). */
  reports: SQL;
  /** Visitors as `v` (the visitor log's scope). */
  visitors: SQL;
}

/**
 * The latest activity: alerts raised, clock-ins and clock-outs, incident reports filed and visitors checked in,
 * newest first, up to `now`.
 */
export async function latestActivity(db: Db, scope: ActivityScope, now: Date, limit = 15): Promise<ActivityRow[]> {
  const until = ts(now);
  const result = await db.execute<ActivityRow>(sql`
    select * from (
      (select x.id::text as id, 'alert' as kind, x.created_at as at, x.title, ${personNameOfAlias('g')} as person_name,
         ev.name as event_name, x.type as alert_type, x.params as alert_params
       from alerts x left join users g on g.id = x.guard_id left join events ev on ev.id = x.event_id
       where ${scope.alerts} and x.created_at <= ${until}
       order by x.created_at desc limit ${limit})
      union all
      (select c.id::text, 'clockIn', c.clock_in, null, ${personNameOfAlias('u')}, e.name, null, null::jsonb
       from clock_entries c join events e on e.id = c.event_id join users u on u.id = c.user_id
       where ${scope.events} and c.clock_in <= ${until}
       order by c.clock_in desc limit ${limit})
      union all
      (select c.id::text || ':out', 'clockOut', c.clock_out, null, ${personNameOfAlias('u')}, e.name, null, null::jsonb
       from clock_entries c join events e on e.id = c.event_id join users u on u.id = c.user_id
       where ${scope.events} and c.clock_out is not null and c.clock_out <= ${until}
       order by c.clock_out desc limit ${limit})
      union all
      (select r.id::text, 'incident', r.submitted_at, r.report_type, ${personNameOfAlias('g')}, ev.name, null, null::jsonb
       from incident_reports r left join users g on g.id = coalesce(r.guard_id, r.submitted_by)
         left join events ev on ev.id = r.event_id
       where ${scope.reports} and r.submitted_at <= ${until}
       order by r.submitted_at desc limit ${limit})
      union all
      (select v.id::text, 'visitor', v.checked_in_at, v.name, v.host_name, e.name, null, null::jsonb
       from visitors v left join events e on e.id = v.event_id
       where ${scope.visitors} and v.checked_in_at is not null and v.checked_in_at <= ${until}
       order by v.checked_in_at desc limit ${limit})
    ) a
    order by a.at desc, a.id
    limit ${limit}`);
  return result.rows;
}

// ── The client portal (docs/product/dashboard.md#client-portal) ─────────────────────────────────────────

export interface OpenIncidentRow extends Record<string, unknown> {
  id: string;
  report_type: string;
  incident_type: string | null;
  event_name: string | null;
  submitted_at: Date;
  status: string;
  comment_count: number;
  total: number;
}

/**
 * Incident reports (not custom ones) of the scope (reports aliased `r`) not closed yet, newest first, with their
 * number of comments and how many there are in all.
 */
export async function openIncidentRows(db: Db, reports: SQL, limit = 10): Promise<OpenIncidentRow[]> {
  const result = await db.execute<OpenIncidentRow>(sql`
    select r.id, r.report_type, r.incident_type, ev.name as event_name, r.submitted_at, r.status,
      (select count(*)::int from incident_report_comments k where k.report_id = r.id and k.client_id = r.client_id)
        as comment_count,
      count(*) over ()::int as total
    from incident_reports r left join events ev on ev.id = r.event_id
    where ${reports} and r.report_type <> 'Custom Report' and r.status <> 'Closed'
    order by r.submitted_at desc, r.id
    limit ${limit}`);
  return result.rows;
}

export interface PortalCommentRow extends Record<string, unknown> {
  id: string;
  report_id: string;
  author_name: string | null;
  created_at: Date;
  content: string;
}

/** The latest `perReport` comments of each report (of the client), oldest of them first. */
export async function latestReportComments(
  db: Db,
  clientId: string,
  reportIds: readonly string[],
  perReport = 3,
): Promise<PortalCommentRow[]> {
  if (reportIds.length === 0) return [];
  const result = await db.execute<PortalCommentRow>(sql`
    select id, report_id, author_name, created_at, content from (
      select k.id, k.report_id, ${personNameOfAlias('a')} as author_name, k.created_at, k.content,
        row_number() over (partition by k.report_id order by k.created_at desc, k.id desc) as place
      from incident_report_comments k left join users a on a.id = k.author_id
      where k.client_id = ${clientId} and k.report_id = any(${`{${reportIds.join(',')}}`}::uuid[])
    ) latest
    where place <= ${perReport}
    order by report_id, created_at, id`);
  return result.rows;
}
