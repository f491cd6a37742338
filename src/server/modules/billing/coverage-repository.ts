import { and, asc, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { CoverageGapShift } from '../../../shared/contract/billing.ts';
import { addDaysTo } from '../../../shared/zoned-time.ts';
import type { Actor } from '../../access/actor.ts';
import { coverageEventVisible } from '../../access/billing.ts';
import {
  breaks,
  clockEntries,
  contractLines,
  contracts,
  customers,
  events,
  shiftAssignments,
  shifts,
} from '../../db/schema.ts';
import type { PricedVersion } from './invoice-computation.ts';
import { type Db, pricedVersion } from './invoice-repository.ts';

/** A line version with its contract's terms and customer, as the coverage report reads it. */
export interface CoverageVersion extends PricedVersion {
  contract: typeof contracts.$inferSelect;
  customerName: string;
}

/**
 * The line versions in force on some day of [from, to] whose events the actor may see the coverage of
 * (access/billing.ts), with their contracts, optionally of one customer.
 */
export async function coverageVersions(
  db: Db,
  actor: Actor,
  range: { from: string; to: string },
  customerId: string | undefined,
): Promise<CoverageVersion[]> {
  const rows = await db
    .select({
      line: contractLines,
      contract: contracts,
      customerName: customers.name,
      eventName: events.name,
      timeZone: events.timeZone,
    })
    .from(contractLines)
    .innerJoin(contracts, eq(contracts.id, contractLines.contractId))
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .innerJoin(events, eq(events.id, contractLines.eventId))
    .where(
      and(
        eq(contractLines.clientId, actor.clientId),
        // A per-call line sells calls, not hours: coverage has nothing to measure on it.
        ne(contractLines.method, 'per_call'),
        customerId ? eq(contracts.customerId, customerId) : undefined,
        lte(contractLines.effectiveFrom, range.to),
        or(isNull(contractLines.effectiveTo), gte(contractLines.effectiveTo, range.from)),
        lte(contracts.startsOn, range.to),
        or(isNull(contracts.endsOn), gte(contracts.endsOn, range.from)),
        sql`exists (select 1 from ${events} e where e.id = ${contractLines.eventId} and ${coverageEventVisible(actor, 'e')})`,
      ),
    )
    .orderBy(
      asc(customers.name),
      asc(contracts.code),
      asc(events.name),
      asc(contractLines.post),
      asc(contractLines.effectiveFrom),
    );
  return rows.map(({ line, contract, customerName, eventName, timeZone }) => ({
    ...pricedVersion(line, eventName, timeZone),
    contract,
    customerName,
  }));
}

/**
 * The shifts of the events between two instants that are not fully staffed or not fully worked: places not
 * filled, or people on them with no clock entry for the shift.
 */
export async function gapShifts(
  db: Db,
  clientId: string,
  eventIds: readonly string[],
  start: Date,
  end: Date,
): Promise<(CoverageGapShift & { eventId: string })[]> {
  if (eventIds.length === 0) return [];
  // Counted per shift in two grouped scans rather than two lookups per shift: a month has thousands of shifts.
  const inRange = sql`select id from ${shifts} where client_id = ${clientId}
    and event_id = any(${sql.param([...eventIds])}::uuid[]) and cancelled_at is null and start_at < ${end}
    and end_at > ${start}`;
  const result = await db.execute<{
    shiftId: string;
    eventId: string;
    post: string;
    startAt: Date | string;
    endAt: Date | string;
    headcount: number;
    publishedAt: Date | string | null;
    assigned: number;
    clockedIn: number;
  }>(sql`
    with assigned as (
      select shift_id, count(*)::int as n from ${shiftAssignments}
      where shift_id in (${inRange}) and status = 'assigned' group by shift_id
    ),
    clocked as (
      select shift_id, count(distinct user_id)::int as n from ${clockEntries}
      where shift_id in (${inRange}) group by shift_id
    )
    select s.id as "shiftId", s.event_id as "eventId", s.post, s.start_at as "startAt", s.end_at as "endAt",
      s.headcount, s.published_at as "publishedAt", coalesce(a.n, 0) as assigned, coalesce(c.n, 0) as "clockedIn"
    from ${shifts} s
    left join assigned a on a.shift_id = s.id
    left join clocked c on c.shift_id = s.id
    where s.id in (${inRange}) and (coalesce(a.n, 0) < s.headcount or coalesce(c.n, 0) < coalesce(a.n, 0))
    order by s.start_at`);
  const rows = result.rows;
  return rows.map((row) => ({
    shiftId: row.shiftId,
    eventId: row.eventId,
    post: row.post,
    startAt: new Date(row.startAt).toISOString(),
    endAt: new Date(row.endAt).toISOString(),
    headcount: row.headcount,
    assigned: row.assigned,
    clockedIn: row.clockedIn,
    published: row.publishedAt !== null,
  }));
}

/** One event of a contract as the delivered-minutes query reads it: the contract's basis and rounding. */
export interface DeliveredScope {
  eventId: string;
  billBasis: string;
  roundingMinutes: number;
}

/** A local day of a zone as the rules split time (billing-rules.ts nextDayStart): [start, end), and the next's end. */
export interface LocalDay {
  timeZone: string;
  date: string;
  start: Date;
  end: Date;
  nextEnd: Date;
}

export interface DeliveredMinutes {
  /** Minutes per scope (its index), post and local date, from the entries the query could compute. */
  days: { scope: number; post: string | null; date: string; minutes: number }[];
  /** The entries left to the rules in code, per scope (its index). */
  left: { scope: number; entryId: string }[];
}

/**
 * The billable minutes of R1–R2 (docs/product/billing.md#rules) of the closed entries of the scopes' events that
 * overlap [start, end), summed per scope, post and local date in SQL, for the coverage report: reading 100,000
 * entries into the server costs more than the report's whole budget. The query computes the common entry — at most
 * two local days that `days` holds, at most one break, not billed on the schedule — with the rules' own arithmetic
 * (the window, the break, each day's whole minutes, the entry rounded half-up and the difference on its last day)
 * and leaves every other entry to `billableMinutes` (`left`); a test holds the two to the same answers.
 */
export async function deliveredMinutesByDay(
  db: Db,
  clientId: string,
  scopes: readonly DeliveredScope[],
  days: readonly LocalDay[],
  start: Date,
  end: Date,
): Promise<DeliveredMinutes> {
  if (scopes.length === 0) return { days: [], left: [] };
  const eventIds = [...new Set(scopes.map((scope) => scope.eventId))];
  const micros = (column: string) => sql.raw(`round(date_part('epoch', ${column}) * 1000000)::bigint`);
  const rows = await db.execute<{
    scope: number;
    post: string | null;
    date: string | null;
    entry_id: string | null;
    day_minutes: number;
    next_day_minutes: number;
  }>(sql`
    -- Each zone's day starts in order (width_bucket finds an instant's day among them): the rules' own midnights.
    with zone as (
      select d.tz, array_agg(d.date order by d.date) as dates, array_agg(d.starts order by d.date) as starts,
        count(*)::int as n
      from unnest(${sql.param(days.map((d) => d.timeZone))}::text[], ${sql.param(days.map((d) => d.date))}::date[],
        ${sql.param(days.map((d) => d.start.toISOString()))}::timestamptz[]) d(tz, date, starts)
      group by d.tz
    ),
    scope as (
      select s.k::int as k, s.event_id, s.basis, s.rounding, z.dates, z.starts, z.n
      from unnest(${sql.param(scopes.map((s) => s.eventId))}::uuid[], ${sql.param(scopes.map((s) => s.billBasis))}::text[],
        ${sql.param(scopes.map((s) => s.roundingMinutes))}::int[]) with ordinality s(event_id, basis, rounding, k)
      join ${events} ev on ev.id = s.event_id
      left join zone z on z.tz = ev.time_zone
    ),
    pause as (
      select b.clock_entry_id as id, count(*)::int as n, min(b.start_at) as bs, min(b.end_at) as be
      from ${breaks} b
      where b.client_id = ${clientId} and b.event_id = any(${sql.param(eventIds)}::uuid[]) and b.end_at > b.start_at
        and b.clock_entry_id is not null
      group by b.clock_entry_id
    ),
    w as (
      select sc.k, c.id, s.post, sc.dates, sc.starts, sc.n as days, sc.rounding, p.n, p.bs, p.be,
        (sc.basis = 'scheduled' and s.id is not null) or coalesce(p.n, 0) > 1 as apart,
        case when s.id is not null and sc.basis = 'actual_within_shift' then greatest(c.clock_in, s.start_at)
          else c.clock_in end as ws,
        case when s.id is not null and sc.basis = 'actual_within_shift' then least(c.clock_out, s.end_at)
          else c.clock_out end as we
      from ${clockEntries} c
      join scope sc on sc.event_id = c.event_id
      left join ${shifts} s on s.id = c.shift_id
      left join pause p on p.id = c.id
      where c.client_id = ${clientId} and c.event_id = any(${sql.param(eventIds)}::uuid[]) and c.clock_out is not null
        and c.clock_in < ${end} and c.clock_out > ${start}
    ),
    b as (
      select w.*, coalesce(width_bucket(w.ws, w.starts), 0) as i from w where w.we > w.ws
    ),
    x as (
      select b.k, b.id, b.post, b.rounding, b.dates[b.i] as date, b.n = 1 as paused,
        b.apart or b.i < 1 or b.i > b.days - 2 or b.we > b.starts[b.i + 2]
          or b.dates[b.i + 2] <> b.dates[b.i] + 2 as alone,
        ${micros('b.ws')} as s, ${micros('b.we')} as e, ${micros('b.starts[b.i + 1]')} as m,
        ${micros('b.bs')} as bs, ${micros('b.be')} as be
      from b
    ),
    -- \`offset 0\` keeps the arithmetic's steps apart: pulled up, every use of a column would repeat its whole
    -- expression (the steps above are cheaper pulled up, measured).
    -- Whole microseconds from here on: integer arithmetic, as the rules' milliseconds.
    y as (
      select x.k, x.id, x.alone, x.post, x.date, x.rounding::bigint * 60000000 as unit, x.rounding,
        least(x.e, x.m) - x.s - case when x.paused then greatest(0, least(x.be, x.e, x.m) - greatest(x.bs, x.s)) else 0 end
          as us1,
        greatest(0, x.e - x.m) - case when x.paused then greatest(0, least(x.be, x.e) - greatest(x.bs, x.s, x.m)) else 0 end
          as us2
      from x
      offset 0
    ),
    z as (
      select y.k, y.id, y.alone, y.post, y.date, us1 / 60000000 as f1, us2 / 60000000 as f2, us1 > 0 as has1,
        us2 > 0 as has2,
        (2 * (us1 + us2) + unit) / (2 * unit) * rounding - us1 / 60000000 - us2 / 60000000 as diff
      from y
      offset 0
    )
    -- Per scope, post and the first local day: the minutes of that day and of the next; an entry left to the
    -- rules is a group of its own.
    select k as scope, post, date::text as date, case when alone then id end as entry_id,
      sum(case when alone or not has1 then 0 when not has2 then f1 + diff when diff >= 0 then f1
        else f1 - least(f1, -diff - least(f2, -diff)) end)::int as day_minutes,
      sum(case when alone or not has2 then 0 when not has1 or diff >= 0 then f2 + diff
        else f2 - least(f2, -diff) end)::int as next_day_minutes
    from z
    group by k, post, date, case when alone then id end`);
  const result: DeliveredMinutes = { days: [], left: [] };
  for (const row of rows.rows) {
    const scope = row.scope - 1;
    if (row.entry_id !== null) {
      result.left.push({ scope, entryId: row.entry_id });
      continue;
    }
    const date = row.date as string;
    if (row.day_minutes > 0) result.days.push({ scope, post: row.post, date, minutes: row.day_minutes });
    if (row.next_day_minutes > 0)
      result.days.push({ scope, post: row.post, date: addDaysTo(date, 1), minutes: row.next_day_minutes });
  }
  return result;
}

/** A contract's coverage as the cache keeps it (docs/decisions/0049-coverage-cache.md). */
export interface CoverageCacheEntry {
  contractId: string;
  /** Hashes the contract and the line versions the answer was computed from. */
  fingerprint: string;
  eventIds: string[];
  /** Delivered minutes per `line version id|billing week start`. */
  delivered: Record<string, number>;
  /** The gap shifts of the contract's events, or null when the answer was computed without them. */
  gaps: (CoverageGapShift & { eventId: string })[] | null;
}

const cacheHorizon = sql.raw(`interval '1 day'`);
// Longer than the cache's horizon by more than any transaction lasts: a change is pruned only when no cached answer
// it could make stale is still used.
const changesHorizon = sql.raw(`interval '2 days'`);

/**
 * The cached coverage of the contracts (with the fingerprints they have now) for the span that no change has made
 * stale — no clock entry, break, shift or assignment of their events written by a transaction their snapshot did
 * not see — and the snapshot an answer computed from now on starts from.
 */
export async function cachedCoverage(
  db: Db,
  clientId: string,
  keys: readonly { contractId: string; fingerprint: string }[],
  span: { from: string; to: string },
): Promise<{ snapshot: string; hits: CoverageCacheEntry[] }> {
  const result = await db.execute<{ snapshot: string; hits: CoverageCacheEntry[] }>(sql`
    select pg_current_snapshot()::text as snapshot, coalesce((
      select json_agg(json_build_object('contractId', c.contract_id, 'fingerprint', c.fingerprint,
        'eventIds', c.event_ids, 'delivered', c.delivered, 'gaps', c.gaps))
      from cache.coverage c
      join unnest(${sql.param(keys.map((key) => key.contractId))}::uuid[],
        ${sql.param(keys.map((key) => key.fingerprint))}::text[]) k(contract_id, fingerprint)
        on k.contract_id = c.contract_id and k.fingerprint = c.fingerprint
      where c.client_id = ${clientId} and c.span_from = ${span.from} and c.span_to = ${span.to}
        and c.computed_at > now() - ${cacheHorizon}
        and not exists (select 1 from cache.event_changes e where e.event_id = any(c.event_ids)
          and e.txid >= pg_snapshot_xmin(c.snapshot) and not pg_visible_in_snapshot(e.txid, c.snapshot))
    ), '[]'::json) as hits`);
  return result.rows[0] as { snapshot: string; hits: CoverageCacheEntry[] };
}

/** Keeps the contracts' coverage computed from `snapshot` on; prunes what has passed its horizon. */
export async function storeCoverage(
  db: Db,
  clientId: string,
  span: { from: string; to: string },
  snapshot: string,
  entries: readonly CoverageCacheEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  // In one order, so that two requests storing the same contracts at once wait rather than deadlock; the pruning
  // skips rows another request holds.
  const rows = [...entries]
    .sort((a, b) => (a.contractId < b.contractId ? -1 : a.contractId > b.contractId ? 1 : 0))
    .map((entry) => ({
      contract_id: entry.contractId,
      fingerprint: entry.fingerprint,
      event_ids: entry.eventIds,
      delivered: entry.delivered,
      gaps: entry.gaps,
    }));
  await db.execute(sql`
    with pruned as (
      delete from cache.coverage where ctid in (select ctid from cache.coverage
        where client_id = ${clientId} and computed_at < now() - ${cacheHorizon} for update skip locked)
    ),
    pruned_changes as (
      delete from cache.event_changes where ctid in (select ctid from cache.event_changes
        where at < now() - ${changesHorizon} limit 10000 for update skip locked)
    )
    insert into cache.coverage (client_id, contract_id, span_from, span_to, fingerprint, event_ids, snapshot,
      delivered, gaps)
    select ${clientId}, r.contract_id, ${span.from}, ${span.to}, r.fingerprint, r.event_ids, ${snapshot}::pg_snapshot,
      r.delivered, r.gaps
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(contract_id uuid, fingerprint text, event_ids uuid[], delivered jsonb, gaps jsonb)
    on conflict (contract_id, span_from, span_to, fingerprint) do update set event_ids = excluded.event_ids,
      snapshot = excluded.snapshot, delivered = excluded.delivered, gaps = excluded.gaps,
      computed_at = excluded.computed_at`);
}
