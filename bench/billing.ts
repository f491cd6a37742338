/**
 * Billing at scale (docs/product/billing.md): a month's invoices for 200 contracts and the month's coverage report.
 * Part of `npm run bench`; run alone with `node --import tsx/esm bench/billing.ts [--record]`.
 *
 * The benchmark starts its own server (`node src/server/main.ts`, embedded PostgreSQL in a throwaway data
 * directory, the clock fixed at CLOCK_START, after the month) and generates one client with SQL (`insert … select …
 * from generate_series`, never row by row, `setseed` so every run has the same data): 200 customers, each with one
 * event in America/New_York spanning February 2026 and one contract (weekly, weeks from Monday, overtime per guard,
 * line and week after 40 h at 150 %, holidays at 200 %, tax 10 %, billed on actual time within the shift, rounded
 * to 15 minutes) with two hourly lines: the post 'Gate' and every post. 1,000 guards, one holiday calendar with
 * 2026-02-16, two 12-hour 'Gate' shifts a day per event (staffed by the guards who worked them, one in ten short of a
 * place), 100,000 closed clock entries of 4–12 h in February (a third clocked in for a 'Gate' shift, the rest
 * anywhere in the month, so some cross midnight and the last spill into March) and 10,000 ended breaks inside them;
 * then VACUUM (ANALYZE). 50 guards work at each event, so each guard has about 100 entries in the month and some
 * overlap: the figures are about speed, not a plausible rota.
 *
 * An executive of that client (the demo executive's password) signs in over HTTP and, one request at a time:
 * 1. drafts February's invoice of each of the 200 contracts (`POST /api/v1/contracts/:id/invoices`), checks each
 *    answer is 201 and that the minutes on all the lines add up to what SQL computes from the entries (clock time
 *    within the shift, less breaks, inside February's local days; the rules' per-entry rounding to 15 minutes makes
 *    the two differ slightly), then deletes the drafts; three runs, the median run reported;
 * 2. asks for the month's coverage report (`GET /api/v1/reports/coverage`), 3 warm-ups then 30 requests; then 10
 *    requests each after rewriting one clock entry (its contract's cached answer stale,
 *    docs/decisions/0049-coverage-cache.md), and 10 each with the cache emptied (every contract computed); each answer
 *    compared with the cached one.
 *
 * Environment (standalone runs): BILLING_BENCH_PORT (server port; default a free one), BILLING_BENCH_RUNS (measured
 * coverage requests, default 30, after 3 warm-ups).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import {
  bytesText,
  closeTimedRequests,
  databaseOf,
  fmt,
  loadAverage,
  percentile,
  printResults,
  signInOverHttp,
  spawnSourceServer,
  stopServer,
  type TimedAnswer,
  timedRequest,
  waitHealthy,
} from './bench-server.ts';

const clockStart = '2026-03-10T15:00:00Z';
const month = { from: '2026-02-01', to: '2026-02-28' };
const timeZone = 'America/New_York';
const target = { draftAllMs: 10_000, coverageP50Ms: 300 };
const size = { customers: 200, guards: 1000, guardsPerEvent: 50, clockEntries: 100_000, breaks: 10_000 };
const draftRuns = 3;
const warmUps = 3;
const coverageColdRuns = 10;

export interface BillingBenchOptions {
  port?: number;
  /** Measured coverage requests (after 3 warm-ups). */
  runs?: number;
}

// ── The operation (SQL) ────────────────────────────────────────────────────────────────────────────────────

/** Creates the client and everything in it; answers its id and the executive's email. */
export async function generateBilling(db: pg.Client): Promise<{ clientId: string; email: string }> {
  const q = (text: string, values: unknown[] = []) => db.query(text, values);
  await q('begin');
  await q('select setseed(0.42)');
  const demo = await q(`select password_hash from users where email = 'executive@demo.test'`);
  const passwordHash = demo.rows[0]?.password_hash as string | undefined;
  if (!passwordHash) throw new Error('the demo executive account is missing');
  const client = await q(`insert into clients (name) values ('Bench Billing Ltd') returning id`);
  const clientId = client.rows[0].id as string;
  const email = 'bench-billing-executive@bench.test';
  await q(
    `insert into users (client_id, email, email_verified, password_hash, roles, display_name)
     values ($1, $2, true, $3, '{executive}', 'Bench Executive')`,
    [clientId, email, passwordHash],
  );
  await q(
    `insert into customers (client_id, name)
     select $1, 'Customer ' || lpad(g::text, 3, '0') from generate_series(1, $2::int) g`,
    [clientId, size.customers],
  );
  await q(
    `create temp table b_customer on commit drop as
       select id, row_number() over (order by name, id) - 1 as ord from customers where client_id = $1`,
    [clientId],
  );
  // One event per customer, from mid-January to mid-March, so February lies inside it.
  await q(
    `insert into events (client_id, customer_id, name, time_zone, start_at, end_at, guard_pay_rate_cents)
     select $1, c.id, 'Site ' || lpad((c.ord + 1)::text, 3, '0'), $2, timestamptz '2026-01-15T05:00:00Z',
       timestamptz '2026-03-16T04:00:00Z', 1800
     from b_customer c`,
    [clientId, timeZone],
  );
  await q(
    `create temp table b_event on commit drop as
       select e.id, c.ord from events e join b_customer c on c.id = e.customer_id where e.client_id = $1`,
    [clientId],
  );
  await q('create unique index on b_event (ord)');
  await q(
    `insert into users (client_id, email, email_verified, roles, display_name)
     select $1, 'bench-guard-' || g || '@bench.test', true, '{guard}', 'Guard ' || lpad(g::text, 4, '0')
     from generate_series(0, $2::int - 1) g`,
    [clientId, size.guards],
  );
  await q(
    `create temp table b_guard on commit drop as
       select id, row_number() over (order by email) - 1 as ord
       from users where client_id = $1 and email like 'bench-guard-%'`,
    [clientId],
  );
  await q('create unique index on b_guard (ord)');
  const calendar = await q(
    `insert into holiday_calendars (client_id, name) values ($1, 'US federal holidays') returning id`,
    [clientId],
  );
  const calendarId = calendar.rows[0].id as string;
  await q(
    `insert into holiday_dates (client_id, calendar_id, date, name) values ($1, $2, '2026-02-16', 'Presidents'' Day')`,
    [clientId, calendarId],
  );
  await q(
    `insert into contracts (client_id, customer_id, code, currency, starts_on, billing_cycle, week_starts_on,
       terms_days, po_number, tax_rate_bp, holiday_calendar_id, bill_basis, ot_basis, ot_after_minutes, ot_bill_pct,
       holiday_bill_pct, rounding_minutes, language)
     select $1, c.id, 'BEN-' || lpad((c.ord + 1)::text, 3, '0'), 'USD', '2026-01-01', 'weekly', 1, 30,
       'PO-' || (7000 + c.ord), 1000, $2, 'actual_within_shift', 'guard_line_week', 2400, 150, 200, 15, 'en'
     from b_customer c`,
    [clientId, calendarId],
  );
  // Two hourly lines per contract at its customer's event: the 'Gate' post (2 shifts × 3 people × 12 h a day
  // contracted) and every other post.
  await q(
    `insert into contract_lines (client_id, contract_id, event_id, post, item_code, description, method,
       bill_rate_cents, contracted_minutes_per_week, effective_from)
     select $1, k.id, e.id, l.post, l.item, l.description, 'hourly', l.rate + (c.ord % 5) * 100, l.contracted,
       '2026-01-01'
     from contracts k
     join b_customer c on c.id = k.customer_id
     join b_event e on e.ord = c.ord
     cross join (values ('Gate', 'GATE', 'Gate officer', 3200, 30240),
                        (null, 'GUARD', 'Security officer', 2800, 40320)) l(post, item, description, rate, contracted)
     where k.client_id = $1`,
    [clientId],
  );
  // Shift j = 0…55 of each event: 07:00 and 19:00 New York time (UTC−5 all February), 12 h, 3 places (4 on one
  // shift in ten: a place nobody filled).
  await q(
    `insert into shifts (client_id, event_id, post, start_at, end_at, headcount)
     select $1, e.id, 'Gate', timestamptz '2026-02-01T12:00:00Z' + j * interval '12 hours',
       timestamptz '2026-02-02T00:00:00Z' + j * interval '12 hours', case when (e.ord + j) % 10 = 0 then 4 else 3 end
     from b_event e cross join generate_series(0, 55) j`,
    [clientId],
  );
  await q(
    `create temp table b_shift on commit drop as
       select s.id, s.start_at, s.end_at, e.ord as event_ord,
         (extract(epoch from s.start_at - timestamptz '2026-02-01T12:00:00Z') / 43200)::int as j
       from shifts s join b_event e on e.id = s.event_id where s.client_id = $1`,
    [clientId],
  );
  await q('create unique index on b_shift (event_ord, j)');
  // Entry n = 0…99,999: event n mod 200, its k-th entry (k = n div 200) by guard (7·event + 101·(k mod 50)) mod
  // 1,000 (50 distinct guards per event). n mod 3 = 0 clocks in within 15 minutes of 'Gate' shift (k div 3) mod 56
  // of its event (about three per shift, distinct guards); the others clock in anywhere in February's local days.
  // Each lasts 4–12 h.
  await q(
    `create temp table b_entry on commit drop as
     select gen_random_uuid() as id, n, gu.id as user_id, e.id as event_id, s.id as shift_id, i.clock_in,
       i.clock_in + interval '4 hours' + random() * interval '8 hours' as clock_out
     from generate_series(0, $1::int - 1) n
     join b_event e on e.ord = n % $2::int
     join b_guard gu on gu.ord = (e.ord * 7 + ((n / $2::int) % $3::int) * 101) % $4::int
     left join b_shift s on n % 3 = 0 and s.event_ord = e.ord and s.j = ((n / $2::int) / 3) % 56
     cross join lateral (
       select case when s.id is not null then s.start_at - interval '15 minutes' + random() * interval '30 minutes'
         else timestamptz '2026-02-01T05:00:00Z' + random() * interval '28 days' end as clock_in) i`,
    [size.clockEntries, size.customers, size.guardsPerEvent, size.guards],
  );
  await q(
    `insert into clock_entries (id, client_id, user_id, event_id, shift_id, clock_in, clock_out, source, created_at,
       updated_at)
     select id, $1, user_id, event_id, shift_id, clock_in, clock_out, 'field', clock_in, clock_out from b_entry`,
    [clientId],
  );
  // The people who worked each shift are the ones assigned to it.
  await q(
    `insert into shift_assignments (client_id, shift_id, user_id, status, source, assigned_at)
     select distinct $1::uuid, shift_id, user_id, 'assigned', 'manager', timestamptz '2026-01-25T12:00:00Z'
     from b_entry where shift_id is not null`,
    [clientId],
  );
  // One entry in ten: a 30-minute break 2–3 h after clocking in (every entry lasts at least 4 h).
  await q(
    `insert into breaks (client_id, user_id, event_id, clock_entry_id, length_of_break, start_at, end_at, status,
       created_at)
     select $1, b.user_id, b.event_id, b.id, 30, t.start_at, t.start_at + interval '30 minutes', 'completed', t.start_at
     from b_entry b
     cross join lateral (select b.clock_in + interval '2 hours' + random() * interval '1 hour' as start_at) t
     where b.n % $2::int = 5`,
    [clientId, size.clockEntries / size.breaks],
  );
  await q('commit');
  await q(
    'vacuum (analyze) customers, users, events, holiday_calendars, holiday_dates, contracts, contract_lines, shifts, shift_assignments, clock_entries, breaks',
  );
  return { clientId, email };
}

async function counts(db: pg.Client, clientId: string) {
  const result = await db.query(
    `select (select count(*) from customers where client_id = $1)::int as customers,
       (select count(*) from events where client_id = $1)::int as events,
       (select count(*) from users where client_id = $1 and 'guard' = any(roles))::int as guards,
       (select count(*) from contracts where client_id = $1)::int as contracts,
       (select count(*) from contract_lines where client_id = $1)::int as lines,
       (select count(*) from shifts where client_id = $1)::int as shifts,
       (select count(*) from shift_assignments where client_id = $1)::int as assignments,
       (select count(*) from clock_entries where client_id = $1)::int as entries,
       (select count(*) from clock_entries where client_id = $1 and shift_id is not null)::int as shift_entries,
       (select count(*) from clock_entries where client_id = $1
          and (clock_in at time zone $2)::date <> (clock_out at time zone $2)::date)::int as overnight,
       (select count(*) from breaks where client_id = $1)::int as breaks`,
    [clientId, timeZone],
  );
  return result.rows[0] as Record<string, number>;
}

/**
 * The billable minutes of February the invoices should add up to, by SQL: each entry's clock time within its
 * shift, less the ended breaks taken in that entry inside that time, within February's local days; not rounded.
 */
async function expectedMinutes(db: pg.Client, clientId: string): Promise<number> {
  const result = await db.query(
    `with p as (select ($2 || ' 00:00 ' || $4)::timestamptz as ps, (($3::date + 1)::text || ' 00:00 ' || $4)::timestamptz as pe),
     w as (
       select c.id,
         greatest(c.clock_in, coalesce(s.start_at, c.clock_in), p.ps) as ws,
         least(c.clock_out, coalesce(s.end_at, c.clock_out), p.pe) as we
       from clock_entries c left join shifts s on s.id = c.shift_id cross join p
       where c.client_id = $1 and c.clock_out is not null),
     worked as (select coalesce(sum(extract(epoch from we - ws)), 0) as s from w where we > ws),
     paused as (
       select coalesce(sum(extract(epoch from least(b.end_at, w.we) - greatest(b.start_at, w.ws))), 0) as s
       from w join breaks b on b.client_id = $1 and b.clock_entry_id = w.id and b.end_at is not null
         and b.start_at < w.we and b.end_at > w.ws
       where w.we > w.ws)
     select ((select s from worked) - (select s from paused)) / 60 as minutes`,
    [clientId, month.from, month.to, timeZone],
  );
  return Number(result.rows[0]?.minutes ?? 0);
}

// ── HTTP ───────────────────────────────────────────────────────────────────────────────────────────────────

interface DraftedLine {
  rateType: string;
  minutes: number;
}

interface DraftRun {
  totalMs: number;
  p50: number;
  p95: number;
  max: number;
  minutes: number;
  byRate: Record<string, number>;
  lines: number;
  totalCents: number;
  answerBytes: number;
  deleteMs: number;
}

/** Drafts February's invoice of every contract one after another, then deletes the drafts. */
async function draftMonth(base: string, cookie: string, contractIds: readonly string[]): Promise<DraftRun> {
  const headers = { cookie, origin: base };
  const times: number[] = [];
  const ids: string[] = [];
  const byRate: Record<string, number> = {};
  let minutes = 0;
  let lines = 0;
  let totalCents = 0;
  let answerBytes = 0;
  const began = performance.now();
  for (const contractId of contractIds) {
    const answer = await timedRequest(`${base}/api/v1/contracts/${contractId}/invoices`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(month),
    });
    if (answer.status !== 201) throw new Error(`draft answered ${answer.status}: ${answer.body.toString()}`);
    times.push(answer.ms);
    answerBytes += answer.bytes;
    const invoice = JSON.parse(answer.body.toString()) as { id: string; totalCents: number; lines: DraftedLine[] };
    ids.push(invoice.id);
    totalCents += invoice.totalCents;
    for (const line of invoice.lines) {
      minutes += line.minutes;
      lines += 1;
      byRate[line.rateType] = (byRate[line.rateType] ?? 0) + line.minutes;
    }
  }
  const totalMs = performance.now() - began;
  const deleteBegan = performance.now();
  for (const id of ids) {
    const answer = await timedRequest(`${base}/api/v1/invoices/${id}`, { method: 'DELETE', headers });
    if (answer.status !== 204) throw new Error(`delete answered ${answer.status}: ${answer.body.toString()}`);
  }
  const deleteMs = performance.now() - deleteBegan;
  times.sort((a, b) => a - b);
  return {
    totalMs,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.at(-1) ?? Number.NaN,
    minutes,
    byRate,
    lines,
    totalCents,
    answerBytes,
    deleteMs,
  };
}

/**
 * The month's coverage, `runs` requests after `warm` warm-ups; `before` runs untimed ahead of each (to empty the cache,
 * or to change an entry).
 */
async function measureCoverage(
  base: string,
  cookie: string,
  runs: number,
  warm: number,
  before: () => Promise<unknown> = async () => {},
) {
  const url = `${base}/api/v1/reports/coverage?from=${month.from}&to=${month.to}`;
  const times: number[] = [];
  let last: TimedAnswer | undefined;
  for (let i = 0; i < warm + runs; i += 1) {
    await before();
    const answer = await timedRequest(url, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`coverage answered ${answer.status}: ${answer.body.toString()}`);
    if (i >= warm) times.push(answer.ms);
    last = answer;
  }
  times.sort((a, b) => a - b);
  const report = JSON.parse((last as TimedAnswer).body.toString()) as {
    items: { contractedMinutes: number; deliveredMinutes: number; gaps: unknown[] }[];
  };
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.at(-1) ?? Number.NaN,
    bytes: (last as TimedAnswer).bytes,
    body: (last as TimedAnswer).body.toString(),
    rows: report.items.length,
    gaps: report.items.reduce((sum, row) => sum + row.gaps.length, 0),
    contracted: report.items.reduce((sum, row) => sum + row.contractedMinutes, 0),
    delivered: report.items.reduce((sum, row) => sum + row.deliveredMinutes, 0),
  };
}

// ── Figures ────────────────────────────────────────────────────────────────────────────────────────────────

/** Runs the benchmark on a server of its own and answers the table rows. */
export async function billingBench(options: BillingBenchOptions = {}): Promise<string[][]> {
  const runs = options.runs ?? 30;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-billing-bench-'));
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let db: pg.Client | undefined;
  const rows: string[][] = [];
  try {
    child = spawnSourceServer(dataDir, port, { env: { CLOCK_START: clockStart } });
    await waitHealthy(base, child);
    db = await databaseOf(dataDir);

    const genBegan = performance.now();
    const { clientId, email } = await generateBilling(db);
    const genMs = performance.now() - genBegan;
    const made = await counts(db, clientId);
    const expected = await expectedMinutes(db, clientId);
    const contractIds = (
      await db.query<{ id: string }>('select id from contracts where client_id = $1 order by code', [clientId])
    ).rows.map((row) => row.id);
    rows.push([
      'Billing setup: one client generated by SQL (generate_series, setseed), then VACUUM (ANALYZE)',
      `${fmt(made.customers ?? 0)} customers, each with 1 event (${timeZone}) and 1 contract of ${fmt((made.lines ?? 0) / (made.contracts || 1))} hourly lines (${fmt(made.lines ?? 0)} in all) · ${fmt(made.guards ?? 0)} guards · 1 holiday calendar (2026-02-16) · ${fmt(made.shifts ?? 0)} 'Gate' shifts with ${fmt(made.assignments ?? 0)} assignments · ${fmt(made.entries ?? 0)} closed clock entries in February (${fmt(made.shift_entries ?? 0)} for a shift, ${fmt(made.overnight ?? 0)} crossing local midnight) · ${fmt(made.breaks ?? 0)} ended breaks — ${fmt(genMs / 1000, 1)} s`,
    ]);

    const cookie = await signInOverHttp(base, email);
    const loadBefore = loadAverage();
    const drafts: DraftRun[] = [];
    for (let i = 0; i < draftRuns; i += 1) drafts.push(await draftMonth(base, cookie, contractIds));
    const loadAfterDrafts = loadAverage();
    const ordered = [...drafts].sort((a, b) => a.totalMs - b.totalMs);
    const median = ordered[Math.floor(ordered.length / 2)] as DraftRun;
    const hours = (minutes: number) => `${fmt(minutes / 60, 0)} h`;
    rows.push([
      `POST /api/v1/contracts/:id/invoices { from: '${month.from}', to: '${month.to}' } for all ${contractIds.length} contracts, one at a time, executive; median of ${draftRuns} runs, the drafts deleted between runs (target < ${fmt(target.draftAllMs / 1000)} s in all)`,
      `**${fmt(median.totalMs / 1000, 2)} s** (runs ${drafts.map((run) => fmt(run.totalMs / 1000, 2)).join(' · ')} s) · per draft p50 ${fmt(median.p50, 1)} · p95 ${fmt(median.p95, 1)} · max ${fmt(median.max, 1)} ms · all 201 · ${fmt(median.lines)} lines, ${bytesText(median.answerBytes / contractIds.length)} per answer · deleting the 200 drafts ${fmt(median.deleteMs / 1000, 2)} s — ${median.totalMs < target.draftAllMs ? 'meets' : `misses by ${fmt((median.totalMs - target.draftAllMs) / 1000, 2)} s (${fmt(median.totalMs / target.draftAllMs, 2)}×)`} the target`,
    ]);
    const difference = (median.minutes - expected) / expected;
    rows.push([
      '… what they billed: the minutes on all lines against SQL (entries clipped to their shift, less breaks, within February in New York time; SQL does not round to 15 minutes)',
      `${fmt(median.minutes)} min (${hours(median.minutes)}: REG ${hours(median.byRate.REG ?? 0)}, OT ${hours(median.byRate.OT ?? 0)}, HOL ${hours(median.byRate.HOL ?? 0)}) vs ${fmt(expected)} min by SQL: ${difference >= 0 ? '+' : ''}${fmt(difference * 100, 3)} % · total ${fmt(median.totalCents / 100, 2)} USD with tax · every run the same: ${drafts.every((run) => run.minutes === median.minutes && run.totalCents === median.totalCents) ? 'yes' : 'NO'}`,
    ]);

    const coverage = await measureCoverage(base, cookie, runs, warmUps);
    const verdict = (p50: number) =>
      p50 < target.coverageP50Ms
        ? 'meets'
        : `misses by ${fmt(p50 - target.coverageP50Ms, 0)} ms (${fmt(p50 / target.coverageP50Ms, 2)}×)`;
    rows.push([
      `GET /api/v1/reports/coverage?from=${month.from}&to=${month.to}, executive, ${runs} sequential after ${warmUps} warm-ups, nothing changing (target p50 < ${target.coverageP50Ms} ms)`,
      `**p50 ${fmt(coverage.p50, 1)}** · p95 ${fmt(coverage.p95, 1)} · max ${fmt(coverage.max, 1)} ms · answer ${bytesText(coverage.bytes)} (${fmt(coverage.rows)} rows of line × week, ${fmt(coverage.gaps)} gap shifts listed; contracted ${hours(coverage.contracted)}, delivered ${hours(coverage.delivered)}) — ${verdict(coverage.p50)} the target`,
    ]);
    // One clock entry of one event rewritten as it is: the change makes that contract's cached answer stale.
    const touched = await db.query<{ id: string }>(
      'select id from clock_entries where client_id = $1 order by id limit 1',
      [clientId],
    );
    const touchedId = touched.rows[0]?.id;
    const database = db;
    const changed = await measureCoverage(base, cookie, coverageColdRuns, 0, () =>
      database.query('update clock_entries set clock_out = clock_out where id = $1', [touchedId]),
    );
    const fresh = await measureCoverage(base, cookie, coverageColdRuns, 0, () =>
      database.query('delete from cache.coverage'),
    );
    rows.push([
      `… after one clock entry of one event changed (rewritten before each request, untimed): that contract computed again, ${coverageColdRuns} requests`,
      `p50 ${fmt(changed.p50, 1)} · p95 ${fmt(changed.p95, 1)} · max ${fmt(changed.max, 1)} ms — ${verdict(changed.p50)} the target · same answer as the cached one: ${changed.body === coverage.body ? 'yes' : 'NO'}`,
    ]);
    rows.push([
      `… with the cache emptied before each request (untimed): all ${contractIds.length} contracts computed, ${coverageColdRuns} requests`,
      `p50 ${fmt(fresh.p50, 1)} · p95 ${fmt(fresh.p95, 1)} · max ${fmt(fresh.max, 1)} ms — ${verdict(fresh.p50)} the target · same answer as the cached one: ${fresh.body === coverage.body ? 'yes' : 'NO'}`,
    ]);
    rows.push([
      'Billing conditions',
      `server and PostgreSQL on the same ${os.cpus().length} cores as this client; clock fixed at ${clockStart}; load average before the drafts ${loadBefore}, after them ${loadAfterDrafts}, after the coverage requests ${loadAverage()}`,
    ]);
  } finally {
    await db?.end();
    closeTimedRequests();
    if (child) await stopServer(child, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const loadBefore = loadAverage();
  const rows = await billingBench({
    ...(process.env.BILLING_BENCH_PORT ? { port: Number(process.env.BILLING_BENCH_PORT) } : {}),
    ...(process.env.BILLING_BENCH_RUNS ? { runs: Number(process.env.BILLING_BENCH_RUNS) } : {}),
  });
  printResults(
    ' — billing',
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM, load average before the run ${loadBefore}, Node ${process.version}; client on the same machine.`,
    rows,
  );
}
