/**
 * The schedule's week answer (`GET /api/v1/shifts?from&to`, docs/product/shifts.md) with 2,000 shifts: a real
 * server (`node src/server/main.ts`, demo data, clock at CLOCK_START) whose demo executive's client gets the week of
 * bench/schedule-seed.ts. Measures, alternating run by run so both meet the same load:
 *  - the list's SQL as the repository builds it now and in its two earlier shapes (kept below), each EXPLAIN
 *    ANALYZE'd (execution time) and checked to answer the same rows: once right after the seed, before the tables'
 *    statistics know of it, then run by run after an analyze;
 *  - the whole HTTP answer for the week, signed in as the demo executive.
 *
 * `node --import tsx/esm bench/shifts-list-query.ts [runs]`; EXPLAIN=1 prints each plan once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import { listShiftsQuery } from '../src/server/modules/shifts/repository.ts';
import { databaseOf, spawnSourceServer, stopServer, waitHealthy } from './bench-server.ts';
import { seedScheduleWeek } from './schedule-seed.ts';

const runs = Number(process.argv[2] ?? 9);
const clockStart = '2026-03-18T15:00:00Z';
const shiftCount = 2000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** The list's SQL before this bench's change: each shift's people by a subquery per row. */
const beforeSql = `
    select s.id, s.client_id, s.event_id, e.name as event_name, e.time_zone as event_time_zone,
           e.start_at as event_start_at, e.end_at as event_end_at, e.site_name, e.address,
           s.post, s.start_at, s.end_at, s.headcount, s.required_role, s.notes, s.series_id, s.published_at,
           s.cancelled_at, s.created_at, s.updated_at,
           coalesce((
             select json_agg(json_build_object(
               'userId', a.user_id, 'name', coalesce(nullif(u.display_name, ''), u.email), 'status', a.status,
               'source', a.source, 'assignedAt', a.assigned_at, 'assignedBy', a.assigned_by,
               'assignedByName', coalesce(nullif(ab.display_name, ''), ab.email),
               'overrideReason', a.override_reason, 'overrideBy', a.override_by,
               'overrideByName', coalesce(nullif(ob.display_name, ''), ob.email), 'overrideBlocks', a.override_blocks)
               order by a.assigned_at, a.user_id)
             from shift_assignments a
             join users u on u.id = a.user_id
             left join users ab on ab.id = a.assigned_by
             left join users ob on ob.id = a.override_by
             where a.shift_id = s.id), '[]'::json) as assignments
    from shifts s
    join events e on e.id = s.event_id
    where s.client_id = $1 and s.cancelled_at is null and s.start_at < $2 and s.end_at > $3
    order by s.start_at, s.post, s.id limit $4`;

/** The shape after that: the chosen shifts, then their people aggregated per shift and joined back to them. */
const joinedBackSql = `
    with s as (
      select s.* from shifts s
      where s.client_id = $1 and s.cancelled_at is null and s.start_at < $2 and s.end_at > $3
      order by s.start_at, s.post, s.id limit $4
    ), people as (
      select a.shift_id,
             json_agg(json_build_object(
               'userId', a.user_id, 'name', coalesce(nullif(u.display_name, ''), u.email), 'status', a.status,
               'source', a.source, 'assignedAt', a.assigned_at, 'assignedBy', a.assigned_by,
               'assignedByName', coalesce(nullif(ab.display_name, ''), ab.email),
               'overrideReason', a.override_reason, 'overrideBy', a.override_by,
               'overrideByName', coalesce(nullif(ob.display_name, ''), ob.email), 'overrideBlocks', a.override_blocks)
               order by a.assigned_at, a.user_id) as assignments
      from s
      join shift_assignments a on a.shift_id = s.id
      join users u on u.id = a.user_id
      left join users ab on ab.id = a.assigned_by
      left join users ob on ob.id = a.override_by
      group by a.shift_id
    )
    select s.id, s.client_id, s.event_id, e.name as event_name, e.time_zone as event_time_zone,
           e.start_at as event_start_at, e.end_at as event_end_at, e.site_name, e.address,
           s.post, s.start_at, s.end_at, s.headcount, s.required_role, s.notes, s.series_id, s.published_at,
           s.cancelled_at, s.created_at, s.updated_at, coalesce(p.assignments, '[]'::json) as assignments
    from s
    join events e on e.id = s.event_id
    left join people p on p.shift_id = s.id
    order by s.start_at, s.post, s.id`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-shifts-query-bench-'));
const port = Number(process.env.SCHEDULE_BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const child = spawnSourceServer(dataDir, port, { env: { CLOCK_START: clockStart } });
try {
  await waitHealthy(base, child);
  const db = await databaseOf(dataDir);
  const week = await seedScheduleWeek(db, clockStart, shiftCount);
  const { rows: bounds } = await db.query(
    `select ($1::date::timestamp at time zone $2) as from_at, (($1::date + 7)::timestamp at time zone $2) as to_at`,
    [week.firstDay, week.timeZone],
  );
  const from = bounds[0].from_at as Date;
  const to = bounds[0].to_at as Date;
  const limit = 5000;
  const now = new PgDialect().sqlToQuery(
    listShiftsQuery({ visible: sql`s.client_id = ${week.clientId}`, from, to, limit }),
  );
  const params = [week.clientId, to, from, limit] as unknown[];
  const variants = [
    { label: 'before: a subquery per shift', text: beforeSql, params },
    { label: 'then: people aggregated per shift, joined back', text: joinedBackSql, params },
    { label: 'now: one grouped pass', text: now.sql, params: now.params },
  ];
  // Right after the seed the tables' statistics still describe them nearly empty, as after any large change until
  // autovacuum's next analyze: each shape once in that state, then the measured runs after an analyze.
  const stale = new Map<string, number>();
  for (const v of variants) {
    const { rows } = await db.query(`explain (analyze, format json) ${v.text}`, v.params);
    stale.set(v.label, rows[0]['QUERY PLAN'][0]['Execution Time'] as number);
  }
  await db.query('analyze');
  const answers = await Promise.all(variants.map((v) => db.query(v.text, v.params)));
  const [first, ...others] = answers.map((r) => JSON.stringify(r.rows));
  if (others.some((o) => o !== first)) throw new Error('the queries answer differently');
  if (process.env.EXPLAIN) {
    for (const v of variants) {
      const { rows } = await db.query(`explain (analyze, buffers) ${v.text}`, v.params);
      console.log(`${v.label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
    }
  }
  const sign = await fetch(`${base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'executive@demo.test', password: 'demo1234', remember: true }),
  });
  const cookie = (sign.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  const url = `${base}/api/v1/shifts?from=${from.toISOString()}&to=${to.toISOString()}`;
  const loadMeasured = loadAverage();
  const sqlTimes = new Map(variants.map((v) => [v.label, [] as number[]]));
  const httpTimes: number[] = [];
  let items = 0;
  for (let run = 0; run <= runs; run += 1) {
    const order = run % 2 === 0 ? variants : [...variants].reverse();
    for (const v of order) {
      const { rows } = await db.query(`explain (analyze, format json) ${v.text}`, v.params);
      if (run > 0) sqlTimes.get(v.label)?.push(rows[0]['QUERY PLAN'][0]['Execution Time'] as number);
    }
    const began = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = (await response.json()) as { items: unknown[] };
    if (run > 0) httpTimes.push(performance.now() - began);
    items = body.items.length;
  }
  await db.end();
  console.log(
    `${week.counts.shifts} shifts in the week (${week.counts.assignments} people on them); ${runs} runs after a warm-up`,
  );
  console.log('| Query | SQL execution, statistics stale (once) | SQL execution, analyzed (EXPLAIN ANALYZE, median) |');
  console.log('|---|---|---|');
  for (const [label, times] of sqlTimes)
    console.log(`| ${label} | ${stale.get(label)?.toFixed(1)} ms | ${median(times).toFixed(1)} ms |`);
  console.log(
    `GET /api/v1/shifts for the week (${items} shifts), whole answer: median ${median(httpTimes).toFixed(0)} ms`,
  );
  console.log(`load average before measuring ${loadMeasured}, after ${loadAverage()}; ${os.cpus().length} cores`);
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
