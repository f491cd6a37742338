/**
 * Pay runs at scale (docs/product/payroll-runs.md): a biweekly run for 1,000 guards over two weeks (about 14,000
 * clock entries), computed while open, approved and exported.
 * Part of `npm run bench`; run alone with `node --import tsx/esm bench/pay-runs.ts [--record]`.
 *
 * The benchmark starts its own server (`node src/server/main.ts`, embedded PostgreSQL in a throwaway data
 * directory, the clock fixed at CLOCK_START, after the period) and generates one client in America/New_York with SQL
 * (`insert … select … from generate_series`, never row by row, `setseed` so every run has the same data): 10
 * customers, 50 events spanning the period, each paying guards 15.00–25.00 an hour, 1,000 guards, a holiday calendar
 * with Monday 2026-02-09, and for each guard one closed clock entry a day of the period Monday 2026-02-02 – Sunday
 * 2026-02-15 (14,000 in all), clocked in between 06:00 and 18:00 local time for 6–12 h (so about a quarter cross
 * midnight and those of the last day spill out of the period), seven in ten at the guard's own event and the others
 * at a second one (so most guards are paid at two rates), and a 30-minute break in one entry in ten (1,400 ended
 * breaks, inside their entries); then VACUUM (ANALYZE). Working every day, the guards have overtime every week: the
 * figures are about speed, not a plausible rota.
 *
 * An executive of that client (the demo executive's password) signs in over HTTP, saves the pay settings (biweekly
 * from 2026-02-02, holiday pay 150 %, the calendar), opens the run of the period and, one request at a time:
 * 1. reads the open run (`GET /api/v1/pay-runs/:id`, computed on every read), 3 warm-ups then 10 requests; checks the
 *    people are the guards with entries in the period and the minutes are what SQL computes from the entries (clock
 *    time less breaks, within the period's local days; the server rounds each entry to the whole minute, SQL does not);
 * 2. approves it (`POST /api/v1/pay-runs/:id/approve`, once), reads the approved run 10 times and exports it as CSV
 *    (`GET /api/v1/pay-runs/:id/export?format=csv`, once); checks the approved gross is the open run's.
 *
 * Environment (standalone runs): PAY_RUNS_BENCH_PORT (server port; default a free one), PAY_RUNS_BENCH_RUNS (measured
 * reads of the open run, default 10, after 3 warm-ups).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import type { PayRun } from '../src/shared/contract/payroll.ts';
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

const clockStart = '2026-02-20T15:00:00Z';
const period = { start: '2026-02-02', end: '2026-02-15', days: 14 };
const holiday = '2026-02-09';
const timeZone = 'America/New_York';
const target = { openP50Ms: 2000 };
const size = { customers: 10, events: 50, guards: 1000, breakEvery: 10 };
const warmUps = 3;
const approvedRuns = 10;

export interface PayRunsBenchOptions {
  port?: number;
  /** Measured reads of the open run (after 3 warm-ups). */
  runs?: number;
}

// ── The operation (SQL) ────────────────────────────────────────────────────────────────────────────────────

/** Creates the client and everything in it; answers its id, the executive's email and the holiday calendar's id. */
export async function generatePayRuns(db: pg.Client): Promise<{ clientId: string; email: string; calendarId: string }> {
  const q = (text: string, values: unknown[] = []) => db.query(text, values);
  await q('begin');
  await q('select setseed(0.42)');
  const demo = await q(`select password_hash from users where email = 'executive@demo.test'`);
  const passwordHash = demo.rows[0]?.password_hash as string | undefined;
  if (!passwordHash) throw new Error('the demo executive account is missing');
  const client = await q(`insert into clients (name, time_zone) values ('Bench Payroll Ltd', $1) returning id`, [
    timeZone,
  ]);
  const clientId = client.rows[0].id as string;
  const email = 'bench-payroll-executive@bench.test';
  await q(
    `insert into users (client_id, email, email_verified, password_hash, roles, display_name)
     values ($1, $2, true, $3, '{executive}', 'Bench Executive')`,
    [clientId, email, passwordHash],
  );
  await q(
    `insert into customers (client_id, name)
     select $1, 'Customer ' || lpad(g::text, 2, '0') from generate_series(1, $2::int) g`,
    [clientId, size.customers],
  );
  await q(
    `create temp table p_customer on commit drop as
       select id, row_number() over (order by name, id) - 1 as ord from customers where client_id = $1`,
    [clientId],
  );
  // Event e = 0…49 of customer e mod 10, from mid-January to mid-March, guards paid 15.00 + (e mod 11) × 1.00.
  await q(
    `insert into events (client_id, customer_id, name, time_zone, start_at, end_at, guard_pay_rate_cents)
     select $1, c.id, 'Site ' || lpad((g + 1)::text, 2, '0'), $2, timestamptz '2026-01-15T05:00:00Z',
       timestamptz '2026-03-16T04:00:00Z', 1500 + (g % 11) * 100
     from generate_series(0, $3::int - 1) g join p_customer c on c.ord = g % $4::int`,
    [clientId, timeZone, size.events, size.customers],
  );
  await q(
    `create temp table p_event on commit drop as
       select id, row_number() over (order by name) - 1 as ord from events where client_id = $1`,
    [clientId],
  );
  await q('create unique index on p_event (ord)');
  await q(
    `insert into users (client_id, email, email_verified, roles, display_name)
     select $1, 'bench-guard-' || g || '@bench.test', true, '{guard}', 'Guard ' || lpad(g::text, 4, '0')
     from generate_series(0, $2::int - 1) g`,
    [clientId, size.guards],
  );
  await q(
    `create temp table p_guard on commit drop as
       select id, row_number() over (order by email) - 1 as ord
       from users where client_id = $1 and email like 'bench-guard-%'`,
    [clientId],
  );
  await q('create unique index on p_guard (ord)');
  const calendar = await q(
    `insert into holiday_calendars (client_id, name) values ($1, 'Bench holidays') returning id`,
    [clientId],
  );
  const calendarId = calendar.rows[0].id as string;
  await q(`insert into holiday_dates (client_id, calendar_id, date, name) values ($1, $2, $3, 'Bench holiday')`, [
    clientId,
    calendarId,
    holiday,
  ]);
  // Entry n = 0…13,999: guard n mod 1,000 on day n div 1,000 of the period, clocked in between 06:00 and 18:00 New
  // York time (UTC−5 all February) for 6–12 h; seven in ten at the guard's own event (guard mod 50), the others at
  // a second one ((7 · guard + 3) mod 50).
  await q(
    `create temp table p_entry on commit drop as
     select gen_random_uuid() as id, r.n, gu.id as user_id, e.id as event_id, r.clock_in,
       r.clock_in + interval '6 hours' + r.length * interval '6 hours' as clock_out
     from (
       select n, random() < 0.7 as own, random() as length,
         ($4::date + n / $1::int)::timestamp at time zone $5 + interval '6 hours' + random() * interval '12 hours'
           as clock_in
       from generate_series(0, $1::int * $2::int - 1) n) r
     join p_guard gu on gu.ord = r.n % $1::int
     join p_event e on e.ord = case when r.own then gu.ord % $3::int else (gu.ord * 7 + 3) % $3::int end`,
    [size.guards, period.days, size.events, period.start, timeZone],
  );
  await q(
    `insert into clock_entries (id, client_id, user_id, event_id, clock_in, clock_out, source, created_at, updated_at)
     select id, $1, user_id, event_id, clock_in, clock_out, 'field', clock_in, clock_out from p_entry`,
    [clientId],
  );
  // One entry in ten: a 30-minute break 2–3 h after clocking in (every entry lasts at least 6 h).
  await q(
    `insert into breaks (client_id, user_id, event_id, clock_entry_id, length_of_break, start_at, end_at, status,
       created_at)
     select $1, p.user_id, p.event_id, p.id, 30, t.start_at, t.start_at + interval '30 minutes', 'completed', t.start_at
     from p_entry p
     cross join lateral (select p.clock_in + interval '2 hours' + random() * interval '1 hour' as start_at) t
     where p.n % $2::int = 5`,
    [clientId, size.breakEvery],
  );
  await q('commit');
  await q(
    'vacuum (analyze) clients, customers, users, events, holiday_calendars, holiday_dates, clock_entries, breaks',
  );
  return { clientId, email, calendarId };
}

async function counts(db: pg.Client, clientId: string) {
  const result = await db.query(
    `select (select count(*) from customers where client_id = $1)::int as customers,
       (select count(*) from events where client_id = $1)::int as events,
       (select count(distinct guard_pay_rate_cents) from events where client_id = $1)::int as rates,
       (select count(*) from users where client_id = $1 and 'guard' = any(roles))::int as guards,
       (select count(*) from clock_entries where client_id = $1)::int as entries,
       (select count(*) from clock_entries where client_id = $1
          and (clock_in at time zone $2)::date <> (clock_out at time zone $2)::date)::int as overnight,
       (select count(*) from (
          select c.user_id from clock_entries c join events e on e.id = c.event_id where c.client_id = $1
          group by c.user_id having count(distinct e.guard_pay_rate_cents) > 1) t)::int as two_rates,
       (select count(*) from breaks where client_id = $1)::int as breaks`,
    [clientId, timeZone],
  );
  return result.rows[0] as Record<string, number>;
}

/**
 * What the run should pay for, by SQL: the people with closed entries in the period and their minutes, each entry's
 * clock time less the ended breaks taken in it, within the period's local days in New York; `minutes` not rounded,
 * `roundedMinutes` by the rule of P1 (an entry's minutes rounded half-up, the difference on its last local day: the
 * part before the period's end of an entry crossing it is its whole minutes; no entry or break here crosses the
 * period's start, no break crosses midnight).
 */
async function expected(
  db: pg.Client,
  clientId: string,
): Promise<{ people: number; minutes: number; roundedMinutes: number }> {
  const result = await db.query(
    `with p as (select ($2 || ' 00:00 ' || $4)::timestamptz as ps, (($3::date + 1)::text || ' 00:00 ' || $4)::timestamptz as pe),
     w as (
       select c.id, c.user_id, c.clock_in, c.clock_out, c.clock_out > p.pe as crosses,
         greatest(c.clock_in, p.ps) as ws, least(c.clock_out, p.pe) as we
       from clock_entries c cross join p
       where c.client_id = $1 and c.clock_out is not null),
     e as (
       select w.user_id, w.crosses,
         extract(epoch from w.we - w.ws) - coalesce((
           select sum(extract(epoch from least(b.end_at, w.we) - greatest(b.start_at, w.ws))) from breaks b
           where b.client_id = $1 and b.clock_entry_id = w.id and b.end_at is not null
             and b.start_at < w.we and b.end_at > w.ws), 0) as inside,
         extract(epoch from w.clock_out - w.clock_in) - coalesce((
           select sum(extract(epoch from least(b.end_at, w.clock_out) - greatest(b.start_at, w.clock_in))) from breaks b
           where b.client_id = $1 and b.clock_entry_id = w.id and b.end_at is not null
             and b.start_at < w.clock_out and b.end_at > w.clock_in), 0) as whole
       from w where w.we > w.ws)
     select coalesce(sum(inside), 0) / 60 as minutes, count(distinct user_id) as people,
       coalesce(sum(case when crosses then floor(inside / 60) else floor(whole / 60 + 0.5) end), 0) as rounded
     from e`,
    [clientId, period.start, period.end, timeZone],
  );
  const row = result.rows[0];
  return {
    people: Number(row?.people ?? 0),
    minutes: Number(row?.minutes ?? 0),
    roundedMinutes: Number(row?.rounded ?? 0),
  };
}

// ── HTTP ───────────────────────────────────────────────────────────────────────────────────────────────────

function ok(answer: TimedAnswer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status} (expected ${status}): ${answer.body.toString().slice(0, 2000)}`);
}

/** `runs` reads of a run after `warm` warm-ups: the times, the last answer and whether every answer was the same. */
async function measureRun(base: string, cookie: string, id: string, runs: number, warm: number) {
  const times: number[] = [];
  let last: TimedAnswer | undefined;
  let same = true;
  for (let i = 0; i < warm + runs; i += 1) {
    const answer = await timedRequest(`${base}/api/v1/pay-runs/${id}`, { headers: { cookie } });
    ok(answer, 200, `GET /api/v1/pay-runs/${id}`);
    if (i >= warm) times.push(answer.ms);
    if (last && !answer.body.equals(last.body)) same = false;
    last = answer;
  }
  times.sort((a, b) => a - b);
  const answer = last as TimedAnswer;
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.at(-1) ?? Number.NaN,
    bytes: answer.bytes,
    run: JSON.parse(answer.body.toString()) as PayRun,
    same,
  };
}

// ── Figures ────────────────────────────────────────────────────────────────────────────────────────────────

const hours = (minutes: number) => `${fmt(minutes / 60, 0)} h`;
const usd = (cents: number) => `${fmt(cents / 100, 2)} USD`;

/** Runs the benchmark on a server of its own and answers the table rows. */
export async function payRunsBench(options: PayRunsBenchOptions = {}): Promise<string[][]> {
  const runs = options.runs ?? 10;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-pay-runs-bench-'));
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
    const { clientId, email, calendarId } = await generatePayRuns(db);
    const genMs = performance.now() - genBegan;
    const made = await counts(db, clientId);
    const want = await expected(db, clientId);
    rows.push([
      'Pay runs setup: one client generated by SQL (generate_series, setseed), then VACUUM (ANALYZE)',
      `${fmt(made.events ?? 0)} events of ${fmt(made.customers ?? 0)} customers (${timeZone}, ${fmt(made.rates ?? 0)} guard pay rates, 15.00–25.00 USD/h) · ${fmt(made.guards ?? 0)} guards · 1 holiday calendar (${holiday}) · ${fmt(made.entries ?? 0)} closed clock entries of 6–12 h in ${period.start} – ${period.end} (${fmt(made.overnight ?? 0)} crossing local midnight; ${fmt(made.two_rates ?? 0)} guards at two rates) · ${fmt(made.breaks ?? 0)} ended breaks — ${fmt(genMs / 1000, 1)} s`,
    ]);

    const cookie = await signInOverHttp(base, email);
    const write = { cookie, origin: base, 'content-type': 'application/json' };
    const settings = await timedRequest(`${base}/api/v1/pay-settings`, {
      method: 'PUT',
      headers: write,
      body: JSON.stringify({
        frequency: 'biweekly',
        anchorDate: period.start,
        holidayPayPct: 150,
        holidayCalendarId: calendarId,
      }),
    });
    ok(settings, 200, 'PUT /api/v1/pay-settings');
    const created = await timedRequest(`${base}/api/v1/pay-runs`, {
      method: 'POST',
      headers: write,
      body: JSON.stringify({ periodStart: period.start }),
    });
    ok(created, 201, 'POST /api/v1/pay-runs');
    const runId = (JSON.parse(created.body.toString()) as { id: string }).id;

    const loadBefore = loadAverage();
    const open = await measureRun(base, cookie, runId, runs, warmUps);
    const loadAfterOpen = loadAverage();
    const totals = open.run.totals;
    const byRate = totals.byRateType;
    rows.push([
      `GET /api/v1/pay-runs/:id of the open run (computed on every read) for ${period.start} – ${period.end} (biweekly), executive, ${runs} sequential after ${warmUps} warm-ups (target p50 < ${fmt(target.openP50Ms / 1000)} s)`,
      `**p50 ${fmt(open.p50, 1)}** · p95 ${fmt(open.p95, 1)} · max ${fmt(open.max, 1)} ms · all 200 · answer ${bytesText(open.bytes)} · ${fmt(totals.people)} people, ${hours(totals.minutes)} (REG ${hours(byRate.REG.minutes)}, OT ${hours(byRate.OT.minutes)}, HOL ${hours(byRate.HOL.minutes)}), gross ${usd(totals.grossCents)} · every answer the same: ${open.same ? 'yes' : 'NO'} — ${open.p50 < target.openP50Ms ? 'meets' : `misses by ${fmt(open.p50 - target.openP50Ms, 0)} ms (${fmt(open.p50 / target.openP50Ms, 2)}×)`} the target`,
    ]);
    const difference = (totals.minutes - want.minutes) / want.minutes;
    rows.push([
      '… what it pays for: people and minutes against SQL (clock time less breaks inside the entries, within the period’s local days in New York; unrounded, then rounded per entry as the server does)',
      `${fmt(totals.people)} people vs ${fmt(want.people)} guards with entries by SQL: ${totals.people === want.people ? 'same' : 'DIFFERENT'} · ${fmt(totals.minutes)} min vs ${fmt(want.minutes, 1)} min by SQL: ${difference >= 0 ? '+' : ''}${fmt(difference * 100, 3)} % (${fmt(totals.minutes - want.minutes, 1)} min) · by SQL rounding each entry as P1 does (half-up, the part before the period’s end of an entry crossing it floored): ${fmt(want.roundedMinutes)} min, ${totals.minutes === want.roundedMinutes ? 'the same' : `off by ${fmt(totals.minutes - want.roundedMinutes)} min`} · ${fmt(open.run.people.reduce((sum, person) => sum + person.lines.length, 0))} lines`,
    ]);

    const approved = await timedRequest(`${base}/api/v1/pay-runs/${runId}/approve`, {
      method: 'POST',
      headers: { cookie, origin: base },
    });
    ok(approved, 200, `POST /api/v1/pay-runs/${runId}/approve`);
    const approvedRun = JSON.parse(approved.body.toString()) as PayRun;
    const stored = await measureRun(base, cookie, runId, approvedRuns, 0);
    const exported = await timedRequest(`${base}/api/v1/pay-runs/${runId}/export?format=csv`, { headers: { cookie } });
    ok(exported, 200, `GET /api/v1/pay-runs/${runId}/export?format=csv`);
    const csvRows = exported.body.toString().trimEnd().split('\n').length - 1;
    const sameGross =
      approvedRun.status === 'approved' &&
      approvedRun.totals.grossCents === totals.grossCents &&
      stored.run.totals.grossCents === totals.grossCents &&
      approvedRun.totals.minutes === totals.minutes;
    rows.push([
      'POST /api/v1/pay-runs/:id/approve (lines, terms, workweeks and days stored, entries locked), once',
      `**${fmt(approved.ms, 0)} ms** · 200 · answer ${bytesText(approved.bytes)} · gross ${usd(approvedRun.totals.grossCents)}, ${hours(approvedRun.totals.minutes)} — the open run’s figures: ${sameGross ? 'yes' : 'NO'}`,
    ]);
    rows.push([
      `… then GET /api/v1/pay-runs/:id of the approved run (read as stored), ${approvedRuns} sequential; GET /api/v1/pay-runs/:id/export?format=csv once`,
      `p50 ${fmt(stored.p50, 1)} · p95 ${fmt(stored.p95, 1)} · max ${fmt(stored.max, 1)} ms · answer ${bytesText(stored.bytes)} · ${fmt(stored.run.totals.people)} people · CSV ${fmt(exported.ms, 0)} ms, ${bytesText(exported.bytes)}, ${fmt(csvRows)} rows (${exported.headers['content-type'] ?? 'no content type'})`,
    ]);
    rows.push([
      'Pay runs conditions',
      `server and PostgreSQL on the same ${os.cpus().length} cores as this client; clock fixed at ${clockStart}; load average before the open-run reads ${loadBefore}, after them ${loadAfterOpen}, after the export ${loadAverage()}`,
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
  const rows = await payRunsBench({
    ...(process.env.PAY_RUNS_BENCH_PORT ? { port: Number(process.env.PAY_RUNS_BENCH_PORT) } : {}),
    ...(process.env.PAY_RUNS_BENCH_RUNS ? { runs: Number(process.env.PAY_RUNS_BENCH_RUNS) } : {}),
  });
  printResults(
    ' — pay runs',
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM, load average before the run ${loadBefore}, Node ${process.version}; client on the same machine.`,
    rows,
  );
}
