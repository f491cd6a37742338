import { type SQL, sql } from 'drizzle-orm';
import type { PerformanceRole } from '../../../shared/contract/workforce-reports.ts';
import {
  type WorkforceReportScope,
  workforceEventVisible,
  workforcePeopleVisible,
  workforceRecordVisible,
} from '../../access/workforce-reports.ts';
import type { Database } from '../../db/client.ts';
import { personNameOfAlias } from '../../db/person-name.ts';

type Db = Pick<Database, 'execute'>;

export type ReportScope = WorkforceReportScope;

export interface Period {
  from: Date;
  to: Date;
  now: Date;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** docs/product/payroll-and-reports.md#pay-rules: an event whose start or end is not a real time (±infinity) is skipped, with a warning. */
const validEvent = sql`isfinite(e.start_at) and isfinite(e.end_at)`;

/** The rate of the user `u` at the event `ev` by their first role (docs/product/payroll-and-reports.md#pay-rules); any other role, 0. */
const rateCents = sql`case u.roles[1]
    when 'guard' then ev.guard_pay_rate_cents
    when 'manager' then ev.manager_pay_rate_cents
    when 'supervisor' then ev.supervisor_pay_rate_cents
    else 0 end`;

/** An entry `ce` at event `ev`: its end (clock-out, or the event end when there is none) and its clipped span. */
const entryEnd = sql`coalesce(ce.clock_out, ev.end_at)`;
/**
 * Interval arithmetic per entry and one `extract(epoch …)` per group: extract answers numeric, and numeric work on
 * every one of a few hundred thousand entries was most of the reports' time. Microsecond-exact like before.
 */
const clippedSpan = sql`(least(${entryEnd}, ev.end_at) - greatest(ce.clock_in, ev.start_at))`;
const rawSpan = sql`(${entryEnd} - ce.clock_in)`;
/** An entry with a real clock-in and, if it has one, a real clock-out (docs/product/payroll-and-reports.md#pay-rules). */
const validEntry = sql`isfinite(ce.clock_in) and (ce.clock_out is null or isfinite(ce.clock_out))`;

export async function invalidEventIds(db: Db, scope: ReportScope): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select e.id from events e where ${workforceEventVisible(scope, 'e')} and not (${validEvent}) order by e.id`);
  return result.rows.map((row) => row.id);
}

/**
 * One page of the CTE `filtered` in `order`, each row with the total count; a page past the end still answers one
 * row of nulls carrying the total (callers drop it), so the count never needs a second query.
 */
function pageOfFiltered(order: SQL, page: PageFilter): SQL {
  return sql`
    select f.*, s.total
    from (select count(*)::int as total from filtered) s
    left join lateral (select * from filtered ${order} limit ${page.limit} offset ${page.offset}) f on true`;
}

// ── Payroll and financial ─────────────────────────────────────────────────────────────────────────────────

/**
 * The counted events (valid, ended by now, ending in the period) as `ev`, and each event-and-user's payroll line as
 * `pay`: clipped time summed, hours in hundredths rounded half up, pay = rate × hours rounded half up to the cent —
 * the same arithmetic as src/shared/workforce-pay.ts, in exact numeric.
 */
function payrollCtes(scope: ReportScope, period: Period): SQL {
  return sql`
    ev as materialized (
      select e.id, e.name, e.client_id, cl.name as client_name, e.start_at, e.end_at, e.payroll_budget_cents,
        e.guard_pay_rate_cents, e.manager_pay_rate_cents, e.supervisor_pay_rate_cents
      from events e
      join clients cl on cl.id = e.client_id
      where ${workforceEventVisible(scope, 'e')} and ${validEvent}
        and e.end_at <= ${ts(period.now)} and e.end_at >= ${ts(period.from)} and e.end_at <= ${ts(period.to)}
    ),
    work as (
      select ce.event_id, ce.user_id, extract(epoch from sum(${clippedSpan})) as seconds
      from ev
      join clock_entries ce on ce.event_id = ev.id
      where ${validEntry} and ${clippedSpan} > interval '0'
      group by ce.event_id, ce.user_id
    ),
    pay as (
      select w.event_id, w.user_id, ev.name as event_name, ev.client_name,
        case when btrim(coalesce(u.display_name, '')) <> '' then u.display_name else 'Unknown user' end as guard_name,
        coalesce(u.roles[1], '') as role,
        coalesce(${rateCents}, 0)::bigint as rate_cents,
        round(w.seconds / 36)::bigint as hundredths
      from work w
      join ev on ev.id = w.event_id
      left join users u on u.id = w.user_id
    ),
    paid as (
      select pay.*, round(pay.rate_cents * pay.hundredths / 100.0)::bigint as total_cents from pay
    )`;
}

export interface PayrollLineRow extends Record<string, unknown> {
  event_id: string;
  user_id: string;
  event_name: string;
  client_name: string;
  guard_name: string;
  role: string;
  rate_cents: number;
  hundredths: number;
  total_cents: number;
  total: number;
  sum_hundredths: number;
  sum_cents: number;
}

export interface PageFilter {
  q: string | undefined;
  limit: number;
  offset: number;
}

/** The payroll grid's "contains" column filters (the role matched on its stored name, e.g. areaManager). */
export interface PayrollColumnFilter {
  guard?: string | undefined;
  event?: string | undefined;
  role?: string | undefined;
}

/**
 * A report grid's filters, each as ` and …` (nothing when there are none): `q` in any of the `searched` expressions,
 * and each column filter's text in its expression (case-insensitive "contains").
 */
function gridFilters(q: string | undefined, searched: SQL[], columns: Array<[SQL, string | undefined]>): SQL {
  if (!q) return columnsContain(columns);
  const pattern = likePattern(q);
  const anyContains = sql.join(
    searched.map((expression) => sql`${expression} ilike ${pattern}`),
    sql` or `,
  );
  return sql` and (${anyContains})${columnsContain(columns)}`;
}

export async function payrollLines(
  db: Db,
  scope: ReportScope,
  period: Period,
  page: PageFilter,
  columns: PayrollColumnFilter = {},
) {
  const search = sql`where true${gridFilters(
    page.q,
    [sql`p.guard_name`, sql`p.event_name`, sql`p.client_name`, sql`p.role`],
    [
      [sql`p.guard_name`, columns.guard],
      [sql`p.event_name`, columns.event],
      // "Area Manager" as shown finds areaManager as stored: spaces are dropped before matching (the role is never
      // null, so a filter of spaces alone, which matches every row, is no filter).
      [sql`p.role`, columns.role?.replace(/\s+/g, '')],
    ],
  )}`;
  const result = await db.execute<PayrollLineRow>(sql`
    with ${payrollCtes(scope, period)},
    filtered as (select * from paid p ${search}),
    summary as (select count(*)::int as total, coalesce(sum(hundredths), 0)::bigint as sum_hundredths,
                       coalesce(sum(total_cents), 0)::bigint as sum_cents from filtered)
    select f.*, s.total, s.sum_hundredths, s.sum_cents
    from summary s left join lateral (
      select * from filtered order by lower(event_name), event_id, lower(guard_name), user_id
      limit ${page.limit} offset ${page.offset}) f on true`);
  const first = result.rows[0];
  return {
    rows: result.rows.filter((row) => row.event_id !== null),
    total: first?.total ?? 0,
    sumHundredths: first?.sum_hundredths ?? 0,
    sumCents: first?.sum_cents ?? 0,
  };
}

export interface FinancialLineRow extends Record<string, unknown> {
  event_id: string;
  event_name: string;
  client_name: string | null;
  budget_cents: number;
  actual_cents: number;
  total: number;
  sum_budget: number;
  sum_actual: number;
}

/** The financial grid's "contains" column filters. */
export interface FinancialColumnFilter {
  event?: string | undefined;
  client?: string | undefined;
}

export async function financialLines(
  db: Db,
  scope: ReportScope,
  period: Period,
  page: PageFilter,
  columns: FinancialColumnFilter = {},
) {
  const clientName = sql`coalesce(x.client_name, '')`;
  const search = sql`where true${gridFilters(
    page.q,
    [sql`x.event_name`, clientName],
    [
      [sql`x.event_name`, columns.event],
      [clientName, columns.client],
    ],
  )}`;
  const result = await db.execute<FinancialLineRow>(sql`
    with ${payrollCtes(scope, period)},
    actual as (select event_id, sum(total_cents)::bigint as cents from paid group by event_id),
    filtered as (
      select x.* from (
        select ev.id as event_id, ev.name as event_name, ev.client_name, ev.end_at,
          ev.payroll_budget_cents::bigint as budget_cents, coalesce(a.cents, 0)::bigint as actual_cents
        from ev left join actual a on a.event_id = ev.id) x
      ${search}),
    summary as (select count(*)::int as total, coalesce(sum(budget_cents), 0)::bigint as sum_budget,
                       coalesce(sum(actual_cents), 0)::bigint as sum_actual from filtered)
    select f.*, s.total, s.sum_budget, s.sum_actual
    from summary s left join lateral (
      select * from filtered order by end_at desc, lower(event_name), event_id
      limit ${page.limit} offset ${page.offset}) f on true`);
  const first = result.rows[0];
  return {
    rows: result.rows.filter((row) => row.event_id !== null),
    total: first?.total ?? 0,
    sumBudget: first?.sum_budget ?? 0,
    sumActual: first?.sum_actual ?? 0,
  };
}

// ── Performance metrics ───────────────────────────────────────────────────────────────────────────────────

/**
 * The events of the performance views as `ev` (valid, visible, and running at some time in the period or holding a
 * clock-in, break or alert in it — an early clock-in the day before counts its OT savings) and per event
 * `metrics`: break records started in the period, alerts raised in it (not assignment notices) and OT savings of
 * the entries clocked in during it (docs/product/payroll-and-reports.md#ot-savings: rate × (raw − clipped), per event and user in hundredths of an hour
 * rounded half up, then to the cent).
 */
function performanceCtes(scope: ReportScope, period: Period, eventId: string | undefined): SQL {
  const from = ts(period.from);
  const to = ts(period.to);
  return sql`
    ev as materialized (
      select e.id, e.name, e.client_id, e.customer_id, cl.name as client_name, e.start_at, e.end_at,
        e.guard_pay_rate_cents, e.manager_pay_rate_cents, e.supervisor_pay_rate_cents
      from events e
      left join clients cl on cl.id = e.client_id
      where ${workforceEventVisible(scope, 'e')} and ${validEvent}
        and ((e.start_at <= ${to} and e.end_at >= ${from})
          or exists (select 1 from clock_entries ce where ce.event_id = e.id and ce.clock_in >= ${from} and ce.clock_in <= ${to})
          or exists (select 1 from breaks b where b.event_id = e.id and b.start_at >= ${from} and b.start_at <= ${to})
          or exists (select 1 from alerts a where a.event_id = e.id and a.created_at >= ${from} and a.created_at <= ${to}))
        ${eventId ? sql`and e.id = ${eventId}` : sql``}
    ),
    br as (
      select b.event_id, count(*)::int as n from breaks b join ev on ev.id = b.event_id
      where b.start_at >= ${from} and b.start_at <= ${to} group by b.event_id
    ),
    al as (
      select a.event_id, count(*)::int as n from alerts a join ev on ev.id = a.event_id
      where a.created_at >= ${from} and a.created_at <= ${to} and a.type not in ('eventAssigned', 'eventUnassigned')
      group by a.event_id
    ),
    saved as (
      select ce.event_id, ce.user_id,
        extract(epoch from sum(${rawSpan} - greatest(${clippedSpan}, interval '0'))) as seconds
      from ev join clock_entries ce on ce.event_id = ev.id
      where ${validEntry} and ce.clock_in >= ${from} and ce.clock_in <= ${to} and ${entryEnd} > ce.clock_in
      group by ce.event_id, ce.user_id
    ),
    ot as (
      select s.event_id,
        sum(round(coalesce(${rateCents}, 0)::bigint * round(s.seconds / 36)::bigint / 100.0))::bigint as cents
      from saved s join ev on ev.id = s.event_id left join users u on u.id = s.user_id
      group by s.event_id
    ),
    metrics as (
      select ev.id as event_id, coalesce(br.n, 0) as breaks, coalesce(al.n, 0) as alerts,
        coalesce(ot.cents, 0)::bigint as ot_cents
      from ev left join br on br.event_id = ev.id left join al on al.event_id = ev.id left join ot on ot.event_id = ev.id
    )`;
}

export interface EventPerformanceLine extends Record<string, unknown> {
  event_id: string;
  event_name: string;
  client_id: string;
  client_name: string | null;
  breaks: number;
  alerts: number;
  ot_cents: number;
}

export async function eventPerformance(db: Db, scope: ReportScope, period: Period, eventId: string | undefined) {
  const result = await db.execute<EventPerformanceLine>(sql`
    with ${performanceCtes(scope, period, eventId)}
    select ev.id as event_id, ev.name as event_name, ev.client_id, ev.client_name, m.breaks, m.alerts, m.ot_cents
    from ev join metrics m on m.event_id = ev.id
    order by ev.start_at desc, lower(ev.name), ev.id`);
  return result.rows;
}

export interface PersonnelPerformanceLine extends Record<string, unknown> {
  user_id: string;
  personnel_name: string;
  role_group: PerformanceRole;
  client_id: string;
  client_name: string;
  breaks: number;
  alerts: number;
  ot_cents: number;
}

export interface PersonnelFilter {
  role: PerformanceRole | undefined;
  q: string | undefined;
}

/**
 * Supervisors, area managers and event managers of the client(s) with the figures of the events in their own
 * permissions (customers and single events) that the viewer may see.
 */
export async function personnelPerformance(db: Db, scope: ReportScope, period: Period, filter: PersonnelFilter) {
  const clientPart = scope.clientId ? sql`u.client_id = ${scope.clientId}` : sql`true`;
  const viewerClient = workforcePeopleVisible(scope, 'u');
  const result = await db.execute<PersonnelPerformanceLine>(sql`
    with ${performanceCtes(scope, period, undefined)},
    people as (
      select * from (
        select u.id, u.client_id, cl.name as client_name,
          ${personNameOfAlias('u')} as personnel_name,
          (select r from unnest(u.roles) with ordinality as t(r, i)
            where r in ('supervisor', 'areaManager', 'eventManager') order by i limit 1) as role_group
        from users u join clients cl on cl.id = u.client_id
        where ${clientPart} and ${viewerClient} and u.status = 'active'
      ) p
      where p.role_group is not null
        ${filter.role ? sql`and p.role_group = ${filter.role}` : sql``}
        ${filter.q ? sql`and p.personnel_name ilike ${likePattern(filter.q)}` : sql``}
    ),
    person_events as (
      select p.id as user_id, ev.id as event_id
      from people p
      join user_customer_access uca on uca.user_id = p.id
      join ev on ev.customer_id = uca.customer_id and ev.client_id = p.client_id
      union
      select p.id, ev.id
      from people p
      join user_event_access uea on uea.user_id = p.id
      join ev on ev.id = uea.event_id and ev.client_id = p.client_id
    )
    select p.id as user_id, p.personnel_name, p.role_group, p.client_id, p.client_name,
      coalesce(sum(m.breaks), 0)::int as breaks, coalesce(sum(m.alerts), 0)::int as alerts,
      coalesce(sum(m.ot_cents), 0)::bigint as ot_cents
    from people p
    left join person_events pe on pe.user_id = p.id
    left join metrics m on m.event_id = pe.event_id
    group by p.id, p.personnel_name, p.role_group, p.client_id, p.client_name
    order by lower(p.personnel_name), p.id`);
  return result.rows;
}

// ── Activity logs ─────────────────────────────────────────────────────────────────────────────────────────

export interface ClockActivityLine extends Record<string, unknown> {
  id: string;
  user_id: string | null;
  guard_name: string | null;
  event_id: string | null;
  event_name: string | null;
  client_id: string;
  client_name: string;
  clock_in: Date | number | null;
  clock_out: Date | number | null;
  total: number;
}

/** The "contains" column filters of the activity tables (case-insensitive; `%`, `_` and `\` match themselves). */
export interface ActivityColumnFilters {
  guard?: string | undefined;
  event?: string | undefined;
  client?: string | undefined;
  title?: string | undefined;
  zoneType?: string | undefined;
}

/** `and <expression> ilike '%text%'` for each filter that has a text. */
function columnsContain(pairs: Array<[SQL, string | undefined]>): SQL {
  const parts = pairs.flatMap(([expression, text]) =>
    text ? [sql` and ${expression} ilike ${likePattern(text)}`] : [],
  );
  return sql.join(parts);
}

export async function clockActivity(
  db: Db,
  scope: ReportScope,
  period: Period,
  page: PageFilter,
  columns: ActivityColumnFilters = {},
) {
  const filters = gridFilters(
    page.q,
    [sql`coalesce(u.display_name, '')`, sql`coalesce(e.name, '')`, sql`cl.name`],
    [
      [personNameOfAlias('u'), columns.guard],
      [sql`coalesce(e.name, '')`, columns.event],
      [sql`cl.name`, columns.client],
    ],
  );
  const result = await db.execute<ClockActivityLine>(sql`
    with filtered as (
      select ce.id, ce.user_id, ${personNameOfAlias('u')} as guard_name,
        ce.event_id, e.name as event_name, ce.client_id, cl.name as client_name, ce.clock_in, ce.clock_out
      from clock_entries ce
      join clients cl on cl.id = ce.client_id
      left join users u on u.id = ce.user_id
      left join events e on e.id = ce.event_id
      where ${workforceRecordVisible(scope, 'ce', 'e')}
        and ce.clock_in >= ${ts(period.from)} and ce.clock_in <= ${ts(period.to)}${filters})
    ${pageOfFiltered(sql`order by clock_in desc, id`, page)}`);
  return { rows: result.rows.filter((row) => row.id !== null), total: result.rows[0]?.total ?? 0 };
}

export interface GeofenceActivityLine extends Record<string, unknown> {
  id: string;
  title: string | null;
  event_id: string | null;
  event_name: string | null;
  zone_type: string | null;
  user_id: string | null;
  guard_name: string | null;
  client_id: string;
  client_name: string;
  crossing: 'enter' | 'exit';
  at: Date;
  total: number;
}

export async function geofenceActivity(
  db: Db,
  scope: ReportScope,
  period: Period,
  page: PageFilter,
  columns: ActivityColumnFilters = {},
) {
  const title = sql`coalesce(g.title, '')`;
  const zoneType = sql`coalesce(g.zone_type, '')`;
  const filters = gridFilters(
    page.q,
    [title, sql`coalesce(e.name, '')`, zoneType, sql`coalesce(u.display_name, '')`],
    [
      [title, columns.title],
      [sql`coalesce(e.name, '')`, columns.event],
      [zoneType, columns.zoneType],
      [personNameOfAlias('u'), columns.guard],
    ],
  );
  const result = await db.execute<GeofenceActivityLine>(sql`
    with filtered as (
      select g.id, g.title, g.event_id, e.name as event_name, g.zone_type, g.user_id,
        ${personNameOfAlias('u')} as guard_name, g.client_id, cl.name as client_name,
        g.crossing, g.at
      from geofence_activity g
      join clients cl on cl.id = g.client_id
      left join users u on u.id = g.user_id
      left join events e on e.id = g.event_id
      where ${workforceRecordVisible(scope, 'g', 'e')} and g.at >= ${ts(period.from)} and g.at <= ${ts(period.to)}${filters})
    ${pageOfFiltered(sql`order by at desc, id`, page)}`);
  return { rows: result.rows.filter((row) => row.id !== null), total: result.rows[0]?.total ?? 0 };
}
