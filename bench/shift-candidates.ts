/**
 * The candidates of one shift (docs/product/shifts.md#eligibility) for a large client: 1,000 guards and 20,000
 * shifts in a month, each with one guard assigned, plus open clock entries and time off. Measures the eligibility
 * query behind GET /api/v1/shifts/:id/candidates (`candidateFacts` of
 * src/server/modules/shifts/eligibility-repository.ts, the service's only database work for that list) over
 * `runs` calls, each on a different shift of the middle of the month, after 3 warm-ups.
 *
 * With BASE_REF (a commit), the same calls also go to that commit's query, loaded from `git show` into a file
 * beside the current one; the two alternate call by call on the same database, so the ratio is measured in one
 * run under the same load. Both answers are compared fact by fact on every call.
 *
 * `DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BASE_REF=<commit> node --import tsx/esm
 * bench/shift-candidates.ts [runs]`: a database is created beside DATABASE_URL's and dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import * as current from '../src/server/modules/shifts/eligibility-repository.ts';

const runs = Number(process.argv[2] ?? 20);
const baseRef = process.env.BASE_REF;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const size = { guards: 1000, shifts: 20_000, events: 20 };

type Candidates = typeof current.candidateFacts;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function seed(pool: pg.Pool): Promise<string[]> {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  const client = await q(
    `insert into clients (name, time_zone) values ('Bench Guarding', 'Europe/London') returning id`,
  );
  const clientId = client.rows[0].id as string;
  await q(
    `insert into scheduling_settings (client_id, min_rest_minutes, weekly_overtime_minutes, week_start,
       overtime_multiplier_pct, no_show_grace_minutes, claim_approval)
     values ($1, 600, 2400, 1, 150, 10, 'auto')`,
    [clientId],
  );
  const customer = await q(`insert into customers (client_id, name) values ($1, 'Stadium') returning id`, [clientId]);
  await q(
    `insert into events (client_id, customer_id, name, time_zone, start_at, end_at, guard_pay_rate_cents)
     select $1, $2, 'Event ' || g, 'Europe/London', timestamptz '2026-03-01T00:00:00Z', timestamptz '2026-04-01T00:00:00Z',
       1800 + g * 10
     from generate_series(1, $3::int) g`,
    [clientId, customer.rows[0].id, size.events],
  );
  // Guards: every 50th without a licence, every 40th expired, every 7th not available on Saturdays.
  await q(
    `insert into users (client_id, email, roles, display_name, licence_expires_on, weekly_availability)
     select $1, 'bench-guard-' || g || '@bench.test', '{guard}', 'Guard ' || lpad(g::text, 4, '0'),
       case when g % 50 = 0 then null when g % 40 = 0 then date '2026-02-01' else date '2027-06-30' end,
       case when g % 7 = 0 then '{"sat": false}'::jsonb end
     from generate_series(1, $2::int) g`,
    [clientId, size.guards],
  );
  // Shifts: 20,000 of 8 to 12 hours spread over March, on 20 events, each assigned to one guard so every guard has
  // about 20 shifts in the month (some overlapping, some too close to rest between).
  await q(
    `insert into shifts (client_id, event_id, post, start_at, end_at, required_role)
     select $1, e.id, 'Post ' || (g % 30), s.start_at, s.start_at + (8 + g % 5) * interval '1 hour', 'guard'
     from generate_series(0, $2::int - 1) g
     join (select id, row_number() over (order by name) - 1 as ord from events where client_id = $1) e
       on e.ord = g % $3::int
     cross join lateral (select timestamptz '2026-03-01T00:00:00Z'
       + ((g * 7919) % 44640) * interval '1 minute' as start_at) s`,
    [clientId, size.shifts, size.events],
  );
  await q(
    `insert into shift_assignments (client_id, shift_id, user_id, status)
     select $1, s.id, u.id, case when s.ord % 25 = 0 then 'pending' else 'assigned' end
     from (select id, row_number() over (order by start_at, id) - 1 as ord from shifts where client_id = $1) s
     join (select id, row_number() over (order by email) - 1 as ord from users where client_id = $1) u
       on u.ord = (s.ord * 37) % $2::int`,
    [clientId, size.guards],
  );
  await q(
    `update shifts set cancelled_at = start_at where client_id = $1 and (extract(epoch from start_at)::bigint / 60) % 97 = 0`,
    [clientId],
  );
  // 50 guards clocked in (open entries), 200 with approved time off and 100 with pending time off.
  await q(
    `insert into clock_entries (client_id, user_id, clock_in)
     select $1, id, timestamptz '2026-03-15T06:00:00Z' from users where client_id = $1 and email like 'bench-guard-%'
     order by email limit 50`,
    [clientId],
  );
  await q(
    `insert into time_off_requests (client_id, user_id, start_at, end_at, status)
     select $1, id, timestamptz '2026-03-10T00:00:00Z' + (row_number() over (order by email) % 20) * interval '1 day',
       timestamptz '2026-03-12T00:00:00Z' + (row_number() over (order by email) % 20) * interval '1 day',
       case when row_number() over (order by email) % 3 = 0 then 'pending' else 'approved' end
     from users where client_id = $1 and email like 'bench-guard-%' order by email offset 100 limit 300`,
    [clientId],
  );
  await q('vacuum analyze');
  const targets = await q(
    `select id from shifts where client_id = $1 and cancelled_at is null
       and start_at between timestamptz '2026-03-12T00:00:00Z' and timestamptz '2026-03-20T00:00:00Z'
     order by id limit $2`,
    [clientId, runs + 3],
  );
  return targets.rows.map((r) => r.id as string);
}

/** The base commit's query, loaded beside the current one so its relative imports resolve. */
async function loadBase(ref: string): Promise<{ candidateFacts: Candidates; cleanup: () => void }> {
  const root = path.resolve(import.meta.dirname, '..');
  const source = execFileSync('git', ['show', `${ref}:src/server/modules/shifts/eligibility-repository.ts`], {
    cwd: root,
    encoding: 'utf8',
  });
  const file = path.join(root, 'src/server/modules/shifts', `eligibility-repository.bench-base-${process.pid}.ts`);
  writeFileSync(file, source);
  const module = (await import(file)) as typeof current;
  return { candidateFacts: module.candidateFacts, cleanup: () => rmSync(file, { force: true }) };
}

const loadBefore = os.loadavg();
const name = `wp_bench_candidates_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = connectDatabase(url.toString(), { max: 2 });
const base = baseRef ? await loadBase(baseRef) : undefined;
try {
  await runMigrations(database.pool);
  const seedStarted = performance.now();
  const targets = await seed(database.pool);
  const seeded = performance.now() - seedStarted;
  const paths: [string, Candidates][] = [['now', current.candidateFacts]];
  if (base) paths.unshift([`before (${baseRef})`, base.candidateFacts]);
  const times = new Map<string, number[]>(paths.map(([label]) => [label, []]));
  let rows = 0;
  let mismatches = 0;
  for (const [index, shiftId] of targets.entries()) {
    const answers: string[] = [];
    // Alternate which goes first, so neither always meets a warm cache the other left.
    const order = index % 2 === 0 ? paths : [...paths].reverse();
    for (const [label, run] of order) {
      const started = performance.now();
      const facts = await run(database.db, shiftId);
      const elapsed = performance.now() - started;
      if (index >= 3) times.get(label)?.push(elapsed);
      rows = facts.length;
      answers.push(JSON.stringify([...facts].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))));
    }
    if (answers.length === 2 && answers[0] !== answers[1]) mismatches += 1;
  }
  const loadAfter = os.loadavg();
  const fmt = (l: number[]) => l.map((v) => v.toFixed(2)).join(' / ');
  console.log(
    `Seeded ${size.guards} guards, ${size.shifts} shifts (one person each) in ${(seeded / 1000).toFixed(1)} s; ${rows} candidates per shift; ${runs} measured calls after 3 warm-ups.`,
  );
  console.log('| Path | p50 | p95 | min | max |');
  console.log('|---|---|---|---|---|');
  for (const [label, list] of times) {
    console.log(
      `| ${label} | ${percentile(list, 50).toFixed(1)} ms | ${percentile(list, 95).toFixed(1)} ms | ${Math.min(...list).toFixed(1)} ms | ${Math.max(...list).toFixed(1)} ms |`,
    );
  }
  if (base) {
    const [b, n] = [...times.values()].map((l) => percentile(l, 50));
    console.log(`p50 ratio before/now: ${((b ?? 0) / (n ?? 1)).toFixed(1)}×; answers that differ: ${mismatches}`);
  }
  console.log(`load average before ${fmt(loadBefore)}, after ${fmt(loadAfter)}; ${os.cpus().length} cores`);
} finally {
  base?.cleanup();
  await database.close();
  if (process.env.KEEP_DB) console.log(`kept database ${name}`);
  else await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
