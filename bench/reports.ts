/**
 * Workforce reports at scale (docs/product/payroll-and-reports.md): the four report endpoints against a large operation, and the original's
 * approach as the baseline. Part of `npm run bench`; run alone with `node --import tsx/esm bench/reports.ts
 * [--record]`.
 *
 * The benchmark starts its own server (`node src/server/main.ts`, embedded PostgreSQL in a throwaway data
 * directory, the clock fixed at CLOCK_START so the demo seed and the period are the same on every run) and
 * generates one client with SQL (`insert … select … from generate_series`, never row by row): 50 customers, 2,000
 * events over 12 months, 1,000 guards, 50 supervisors / area managers / event managers with customer and event
 * grants, 20,000 assignments, 500,000 clock entries (1,000 without a clock-out, a tenth straddling an event bound,
 * a twentieth wholly outside it), 100,000 breaks and 50,000 alerts; then VACUUM (ANALYZE). An executive of that
 * client (the demo executive's password) signs in over HTTP and asks each report for a 3-month period, one request
 * at a time.
 *
 * Baseline: the original app downloaded every event, user and clock entry and computed the reports in the client.
 * The API has no endpoint that lists every clock entry (the only lists are the 100-row pages of the activity log
 * and one person's timesheet), so the baseline is the closest honest equivalent: the rows of each table as JSON
 * (`json_agg(to_jsonb(row))`, the password hash left out; clock entries in 5 keyset pages of 100,000) through a
 * plain `pg` client in this process, parsed, then `computePayroll` and `computeOtSavings` of
 * src/shared/workforce-pay.ts. It skips HTTP, paging at 100 rows, sign-in checks and the breaks and alerts the
 * performance views also need, so it UNDER-states the original's cost.
 *
 * Environment (standalone runs): REPORTS_BENCH_PORT (server port; default a free one), REPORTS_BENCH_RUNS (measured
 * requests per report, default 30, after 3 warm-ups).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import {
  computeOtSavings,
  computePayroll,
  type PayClockEntry,
  type PayEvent,
  type PayUser,
} from '../src/shared/workforce-pay.ts';
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

const clockStart = '2026-03-18T15:00:00Z';
/** Three whole months, all ended before the fixed clock. */
const period = { from: '2025-12-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' };
const target = { p50Ms: 300, speedUp: 20, byteRatio: 100 };
const size = {
  customers: 50,
  events: 2000,
  guards: 1000,
  personnel: 50,
  clockEntries: 500_000,
  breaks: 100_000,
  alerts: 50_000,
};
const warmUps = 3;

export interface ReportsBenchOptions {
  port?: number;
  /** Measured requests per report (after 3 warm-ups). */
  runs?: number;
}

// ── Server and database ────────────────────────────────────────────────────────────────────────────────────

// ── The operation (SQL) ────────────────────────────────────────────────────────────────────────────────────

/** Creates the client and everything in it; answers its id and the executive's email. */
export async function generateOperation(db: pg.Client): Promise<{ clientId: string; email: string }> {
  const q = (text: string, values: unknown[] = []) => db.query(text, values);
  await q('begin');
  await q('select setseed(0.42)');
  const demo = await q(`select password_hash from users where email = 'executive@demo.test'`);
  const passwordHash = demo.rows[0]?.password_hash as string | undefined;
  if (!passwordHash) throw new Error('the demo executive account is missing');
  const client = await q(`insert into clients (name) values ('Bench Guarding Ltd') returning id`);
  const clientId = client.rows[0].id as string;
  const email = 'bench-reports-executive@bench.test';
  await q(
    `insert into users (client_id, email, email_verified, password_hash, roles, display_name)
     values ($1, $2, true, $3, '{executive}', 'Bench Executive')`,
    [clientId, email, passwordHash],
  );
  await q(`insert into customers (client_id, name) select $1, 'Customer ' || g from generate_series(1, $2::int) g`, [
    clientId,
    size.customers,
  ]);
  await q(
    `create temp table b_customer on commit drop as
           select id, row_number() over (order by name, id) - 1 as ord from customers where client_id = $1`,
    [clientId],
  );
  // Events: one every ~4.4 hours from 2025-04-01 for a year, 8 to 80 hours long.
  await q(
    `insert into events (client_id, customer_id, name, start_at, end_at, guard_pay_rate_cents,
       manager_pay_rate_cents, supervisor_pay_rate_cents, payroll_budget_cents)
     select $1, c.id, 'Event ' || lpad(g::text, 4, '0'), s.start_at, s.start_at + (8 + (g % 10) * 8) * interval '1 hour',
       1500 + (g % 16) * 100, 3000 + (g % 11) * 150, 2500 + (g % 13) * 120, 200000 + (g % 37) * 25000
     from generate_series(0, $2::int - 1) g
     join b_customer c on c.ord = g % $3::int
     cross join lateral (select timestamptz '2025-04-01T06:00:00Z' + g * (interval '365 days' / $2::int) as start_at) s`,
    [clientId, size.events, size.customers],
  );
  await q(
    `create temp table b_event on commit drop as
           select id, start_at, end_at, row_number() over (order by start_at, id) - 1 as ord
           from events where client_id = $1`,
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
    `insert into users (client_id, email, email_verified, roles, display_name)
     select $1, 'bench-staff-' || g || '@bench.test', true,
       case g % 5 when 0 then '{areaManager}' when 1 then '{eventManager}' else '{supervisor}' end::text[],
       'Staff ' || lpad(g::text, 3, '0')
     from generate_series(0, $2::int - 1) g`,
    [clientId, size.personnel],
  );
  await q(
    `create temp table b_guard on commit drop as
           select id, row_number() over (order by email) - 1 as ord
           from users where client_id = $1 and email like 'bench-guard-%'`,
    [clientId],
  );
  await q('create unique index on b_guard (ord)');
  await q(
    `create temp table b_staff on commit drop as
           select id, row_number() over (order by email) - 1 as ord
           from users where client_id = $1 and email like 'bench-staff-%'`,
    [clientId],
  );
  // Each of the staff: 2 customers and 20 single events.
  await q(
    `insert into user_customer_access (client_id, user_id, customer_id)
     select $1, s.id, c.id from b_staff s join b_customer c on c.ord in ((s.ord * 3) % $2::int, (s.ord * 3 + 1) % $2::int)`,
    [clientId, size.customers],
  );
  await q(
    `insert into user_event_access (client_id, user_id, event_id)
     select $1, s.id, e.id from b_staff s cross join generate_series(0, 19) k
     join b_event e on e.ord = (s.ord * 37 + k * 97) % $2::int`,
    [clientId, size.events],
  );
  // Ten guards per event: guard (7·event + 101·k) mod 1,000, distinct for k = 0…9.
  await q(
    `insert into event_assignments (client_id, event_id, user_id, assigned_at)
     select $1, e.id, gu.id, e.start_at - interval '2 days'
     from b_event e cross join generate_series(0, 9) k
     join b_guard gu on gu.ord = (e.ord * 7 + k * 101) % $2::int`,
    [clientId, size.guards],
  );
  // Clock entries n = 0…499,999: event n mod 2,000, one of its ten guards. n mod 20 = 0 wholly after the event,
  // 1 straddles its start, 2 its end, else inside it; n mod 500 = 499 (one per guard, 1,000 in all) has no clock-out.
  await q(
    `insert into clock_entries (client_id, user_id, event_id, clock_in, clock_out, source, created_at, updated_at)
     select $1, gu.id, e.id, t.clock_in, t.clock_out, case when n % 7 = 0 then 'timesheet' else 'field' end,
       t.clock_in, coalesce(t.clock_out, t.clock_in)
     from generate_series(0, $2::int - 1) n
     join b_event e on e.ord = n % $3::int
     join b_guard gu on gu.ord = case when n % 500 = 499 then n / 500 else (e.ord * 7 + ((n / $3::int) % 10) * 101) % $4::int end
     cross join lateral (
       select case
           when n % 20 = 0 then e.end_at + interval '1 hour'
           when n % 20 = 1 then e.start_at - interval '30 minutes' - random() * interval '2 hours'
           when n % 20 = 2 then e.end_at - interval '1 hour' - random() * interval '2 hours'
           else e.start_at + random() * (e.end_at - e.start_at - interval '4 hours') end as clock_in) i
     cross join lateral (
       select i.clock_in as clock_in, case
           when n % 500 = 499 then null
           when n % 20 = 0 then i.clock_in + interval '2 hours'
           when n % 20 = 1 then e.start_at + interval '3 hours'
           when n % 20 = 2 then e.end_at + interval '15 minutes' + random() * interval '3 hours'
           else i.clock_in + interval '2 hours' + random() * interval '2 hours' end as clock_out) t`,
    [clientId, size.clockEntries, size.events, size.guards],
  );
  const everyFifth = size.clockEntries / size.breaks;
  await q(
    `insert into breaks (client_id, user_id, event_id, clock_entry_id, length_of_break, start_at, end_at, status,
       overrun_alerted_at, created_at)
     select $1, ce.user_id, ce.event_id, ce.id, l.len, ce.clock_in + interval '1 hour',
       ce.clock_in + interval '1 hour' + (l.len + case when ce.rn % 10 = 0 then 12 else -2 end) * interval '1 minute',
       case when ce.rn % 10 = 0 then 'overrun' else 'completed' end,
       case when ce.rn % 10 = 0 then ce.clock_in + interval '1 hour' + (l.len + 1) * interval '1 minute' end,
       ce.clock_in + interval '1 hour'
     from (select c.*, row_number() over (order by c.clock_in, c.id) as rn from clock_entries c where c.client_id = $1) ce
     cross join lateral (select case when ce.rn % 3 = 0 then 30 else 15 end as len) l
     where ce.rn % $2::int = 0`,
    [clientId, everyFifth],
  );
  await q(
    `insert into alerts (client_id, type, guard_id, event_id, title, message, seen, created_at)
     select $1, t.type, ce.user_id, ce.event_id, t.type || ' at ' || e.name, 'Benchmark alert', ce.rn % 3 <> 0,
       ce.clock_in + interval '40 minutes'
     from (select c.*, row_number() over (order by c.clock_in, c.id) as rn from clock_entries c where c.client_id = $1) ce
     join events e on e.id = ce.event_id
     cross join lateral (select (array['SOS', 'eventAssigned', 'Geofence Exit', 'Restricted Area Entry', 'Break Overrun',
       'Break Zone Exit', 'Geofence Exit', 'eventUnassigned'])[1 + (ce.rn / $2::int) % 8] as type) t
     where ce.rn % $2::int = 3`,
    [clientId, size.clockEntries / size.alerts],
  );
  await q('commit');
  // VACUUM as well: autovacuum does it soon after a bulk insert (its insert threshold); only then do the
  // visibility map and index-only scans reflect a database in steady state.
  await q(
    'vacuum (analyze) clients, customers, users, user_customer_access, user_event_access, events, event_assignments, clock_entries, breaks, alerts',
  );
  return { clientId, email };
}

async function counts(db: pg.Client, clientId: string) {
  const result = await db.query(
    `select (select count(*) from events where client_id = $1)::int as events,
       (select count(*) from users where client_id = $1)::int as users,
       (select count(*) from event_assignments where client_id = $1)::int as assignments,
       (select count(*) from clock_entries where client_id = $1)::int as entries,
       (select count(*) from clock_entries where client_id = $1 and clock_out is null)::int as open_entries,
       (select count(*) from breaks where client_id = $1)::int as breaks,
       (select count(*) from alerts where client_id = $1)::int as alerts,
       (select count(*) from user_customer_access where client_id = $1)::int as customer_grants,
       (select count(*) from user_event_access where client_id = $1)::int as event_grants`,
    [clientId],
  );
  return result.rows[0] as Record<string, number>;
}

// ── HTTP ───────────────────────────────────────────────────────────────────────────────────────────────────

interface ReportFigures {
  name: string;
  path: string;
  p50: number;
  p99: number;
  max: number;
  bytes: number;
  csvBytes: number;
  rows: number;
}

async function measureReport(
  base: string,
  cookie: string,
  name: string,
  reportPath: string,
  extra: string,
  runs: number,
) {
  const query = `from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`;
  const url = `${base}/api/v1/reports/${reportPath}?${query}${extra}`;
  const times: number[] = [];
  let last: TimedAnswer | undefined;
  for (let i = 0; i < warmUps + runs; i += 1) {
    const answer = await timedRequest(url, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`${reportPath} answered ${answer.status}: ${answer.body.toString()}`);
    if (i >= warmUps) times.push(answer.ms);
    last = answer;
  }
  times.sort((a, b) => a - b);
  const csv = await timedRequest(`${base}/api/v1/reports/${reportPath}.csv?${query}`, { headers: { cookie } });
  if (csv.status !== 200) throw new Error(`${reportPath}.csv answered ${csv.status}: ${csv.body.toString()}`);
  const parsed = JSON.parse((last as TimedAnswer).body.toString()) as { rows?: unknown[]; total?: number };
  return {
    name,
    path: reportPath,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: times[times.length - 1] ?? Number.NaN,
    bytes: (last as TimedAnswer).bytes,
    csvBytes: csv.bytes,
    rows: parsed.total ?? parsed.rows?.length ?? 0,
    csvMs: csv.ms,
  } satisfies ReportFigures & { csvMs: number };
}

// ── Baseline: download everything, compute in the client ─────────────────────────────────────────────────

async function baseline(db: pg.Client, clientId: string) {
  const began = performance.now();
  let bytes = 0;
  const fetchJson = async <T>(text: string, values: unknown[]): Promise<T[]> => {
    const result = await db.query<{ j: string }>(text, values);
    const json = result.rows[0]?.j ?? '[]';
    bytes += Buffer.byteLength(json);
    return JSON.parse(json) as T[];
  };
  type Row = Record<string, unknown>;
  const events = await fetchJson<Row>(
    `select coalesce(json_agg(to_jsonb(t)), '[]')::text as j from events t where client_id = $1`,
    [clientId],
  );
  const users = await fetchJson<Row>(
    `select coalesce(json_agg(to_jsonb(t) - 'password_hash'), '[]')::text as j from users t where client_id = $1`,
    [clientId],
  );
  const entries: Row[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await fetchJson<Row>(
      `select coalesce(json_agg(to_jsonb(t) order by t.id), '[]')::text as j
       from (select * from clock_entries where client_id = $1 and id > $2 order by id limit 100000) t`,
      [clientId, after],
    );
    if (page.length === 0) break;
    for (const row of page) entries.push(row);
    after = page[page.length - 1]?.id as string;
  }
  const fetchedMs = performance.now() - began;
  const payEvents: PayEvent[] = events.map((e) => ({
    id: e.id as string,
    name: e.name as string,
    clientName: 'Bench Guarding Ltd',
    startDate: e.start_at as string,
    endDate: e.end_at as string,
    guardPayrateCents: e.guard_pay_rate_cents as number,
    managerPayrateCents: e.manager_pay_rate_cents as number,
    supervisorPayrateCents: e.supervisor_pay_rate_cents as number,
    payrollBudgetCents: e.payroll_budget_cents as number,
  }));
  const payUsers: PayUser[] = users.map((u) => ({
    id: u.id as string,
    displayName: u.display_name as string,
    roles: u.roles as string[],
  }));
  const payEntries: PayClockEntry[] = entries.map((c) => ({
    id: c.id as string,
    userId: c.user_id as string,
    eventId: (c.event_id as string | null) ?? null,
    clockIn: c.clock_in as string,
    clockOut: (c.clock_out as string | null) ?? null,
  }));
  const from = new Date(period.from);
  const to = new Date(period.to);
  const { payroll, financial } = computePayroll({
    events: payEvents,
    users: payUsers,
    entries: payEntries,
    from,
    to,
    now: new Date(clockStart),
  });
  const ot = computeOtSavings({ events: payEvents, users: payUsers, entries: payEntries, from, to });
  const totalMs = performance.now() - began;
  return {
    fetchedMs,
    computeMs: totalMs - fetchedMs,
    totalMs,
    bytes,
    counts: { events: events.length, users: users.length, entries: entries.length },
    payrollLines: payroll.length,
    financialLines: financial.length,
    otLines: ot.length,
    payrollCents: payroll.reduce((sum, line) => sum + line.totalPayCents, 0),
  };
}

// ── Figures ────────────────────────────────────────────────────────────────────────────────────────────────

/** Runs the benchmark on a server of its own and answers the table rows. */
export async function reportsBench(options: ReportsBenchOptions = {}): Promise<string[][]> {
  const runs = options.runs ?? 30;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-reports-bench-'));
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
    const { clientId, email } = await generateOperation(db);
    const genMs = performance.now() - genBegan;
    const made = await counts(db, clientId);
    rows.push([
      'Reports setup: one client generated by SQL (generate_series), then VACUUM (ANALYZE)',
      `${fmt(made.events ?? 0)} events over 12 months · ${fmt(made.users ?? 0)} users (${fmt(size.guards)} guards, ${fmt(size.personnel)} supervisors / area managers / event managers with ${fmt(made.customer_grants ?? 0)} customer and ${fmt(made.event_grants ?? 0)} event grants, 1 executive) · ${fmt(made.assignments ?? 0)} assignments · ${fmt(made.entries ?? 0)} clock entries (${fmt(made.open_entries ?? 0)} open) · ${fmt(made.breaks ?? 0)} breaks · ${fmt(made.alerts ?? 0)} alerts — ${fmt(genMs / 1000, 1)} s`,
    ]);

    const cookie = await signInOverHttp(base, email);
    const loadBefore = loadAverage();
    const reports = [
      await measureReport(base, cookie, 'Payroll', 'payroll', '&limit=100', runs),
      await measureReport(base, cookie, 'Financial', 'financial', '&limit=100', runs),
      await measureReport(base, cookie, 'Personnel performance', 'performance/personnel', '', runs),
      await measureReport(base, cookie, 'Event performance', 'performance/events', '', runs),
    ];
    const loadAfter = loadAverage();
    for (const r of reports) {
      rows.push([
        `GET /api/v1/reports/${r.path}, ${period.from.slice(0, 10)} → ${period.to.slice(0, 10)} (3 months), executive, ${runs} sequential after ${warmUps} warm-ups (target p50 < ${target.p50Ms} ms)`,
        `p50 ${fmt(r.p50, 1)} · p99 ${fmt(r.p99, 1)} ms (p99 of ${runs} = the slowest) · answer ${bytesText(r.bytes)} (${fmt(r.rows)} rows${r.path === 'payroll' || r.path === 'financial' ? ', first page of 100' : ''}) · .csv export ${bytesText(r.csvBytes)} in ${fmt(r.csvMs, 0)} ms — ${r.p50 < target.p50Ms ? 'meets' : 'misses'} the target`,
      ]);
    }

    const original = await baseline(db, clientId);
    const reportMs = reports.reduce((sum, r) => sum + r.p50, 0);
    const reportBytes = reports.reduce((sum, r) => sum + r.bytes, 0);
    const csvBytes = reports.reduce((sum, r) => sum + r.csvBytes, 0);
    rows.push([
      'Baseline (the original: download every event, user and clock entry, compute in the client): JSON of each table via `pg` in this process (clock entries in 5 pages of 100,000), `computePayroll` + `computeOtSavings` — no HTTP, no auth, no breaks or alerts, so it under-states the original',
      `${fmt(original.totalMs)} ms (fetch + parse ${fmt(original.fetchedMs)} ms, compute ${fmt(original.computeMs)} ms) · ${bytesText(original.bytes)} JSON (${fmt(original.counts.events)} events, ${fmt(original.counts.users)} users, ${fmt(original.counts.entries)} clock entries) · ${fmt(original.payrollLines)} payroll lines, ${fmt(original.financialLines)} financial lines, ${fmt(original.otLines)} OT lines`,
    ]);
    const speedUp = original.totalMs / reportMs;
    const byteRatio = original.bytes / reportBytes;
    rows.push([
      `Reports vs baseline (the four reports' p50 summed; their answers' bytes summed; targets ≥ ${target.speedUp}× faster, ≥ ${target.byteRatio}× fewer bytes)`,
      `**${fmt(speedUp, 0)}× faster** (${fmt(reportMs, 0)} ms vs ${fmt(original.totalMs)} ms) · **${fmt(byteRatio, 0)}× fewer bytes** (${bytesText(reportBytes)} vs ${bytesText(original.bytes)}; with the four full .csv exports instead, ${bytesText(csvBytes)}: ${fmt(original.bytes / csvBytes, 0)}×) — ${speedUp >= target.speedUp && byteRatio >= target.byteRatio ? 'meets' : 'misses'} the targets`,
    ]);
    rows.push([
      'Reports conditions',
      `server and PostgreSQL on the same ${os.cpus().length} cores as this client; clock fixed at ${clockStart}; load average before the report requests ${loadBefore}, after ${loadAfter}, after the baseline ${loadAverage()}`,
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
  const rows = await reportsBench({
    ...(process.env.REPORTS_BENCH_PORT ? { port: Number(process.env.REPORTS_BENCH_PORT) } : {}),
    ...(process.env.REPORTS_BENCH_RUNS ? { runs: Number(process.env.REPORTS_BENCH_RUNS) } : {}),
  });
  printResults(
    ' — workforce reports',
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM, load average before the run ${loadBefore}, Node ${process.version}; client on the same machine.`,
    rows,
  );
}
