/**
 * Dispatch (docs/product/dispatch.md): the nearest-unit suggestion among 2,000 on-duty guards, and how long a call's
 * status change takes to reach 200 open dispatch boards across two server processes on one database. Part of
 * `npm run bench`; run alone with `node --import tsx/esm bench/dispatch.ts [--record]`.
 *
 * The benchmark starts its own servers as bench/alert-latency.ts does (`node src/server/main.ts`, embedded PostgreSQL
 * in a throwaway data directory; the second process on the first one's PostgreSQL with DEMO_SEED=off and the same
 * SESSION_SECRET and SECRETS_KEY) and makes its dispatchers the same way: executives of the demo client with a
 * session row each made by SQL, the cookie signed as the server signs it.
 *
 * Setup by SQL (`insert … select … from generate_series`, `setseed`): enough guards of the demo client clocked in now
 * (an open clock entry each, at the demo client's events in turn) that, with the demo's own people on duty, 2,000
 * are units; each bench guard has a last position in guard_zone_states up to about 11 km north/south and 8 km
 * east/west of the call's site, sent in the last 5 minutes. One in ten of them is busy: on an open call (en route,
 * priority 4, received now, so no alert falls due during the run). Then VACUUM (ANALYZE).
 *
 * 1. Units: a dispatcher (one of those executives) takes a P1 alarm at the demo guard's event through the API and
 *    asks `GET /api/v1/dispatch/calls/:id/units` one request at a time: 10 warm-ups, then 200 measured
 *    (p50/p90/p99, the answer's size); checks every unit is in the answer, available first and each group nearest
 *    first.
 * 2. Status changes: 200 live streams (`GET /api/v1/stream`) of executives, half on process A and half on B. Five
 *    calls at the demo guard's event go round assign (the executive, `POST /api/v1/dispatch/calls/:id/assign`) →
 *    acknowledged → refused (the demo guard, `POST /api/v1/field/dispatch/:id/status`, which returns the call to
 *    `new`), every request to process A, open-loop at a steady rate (default 5/s; one call's steps one after the
 *    other, each after the previous one's answer). Latency, on this process's clock: from just before the POST is
 *    sent to the arrival of the chunk carrying the matching `dispatch.call` (the call's id and the status the step
 *    led to; the n-th such event on a stream matches the n-th such step) on each stream. 15 warm-up steps are not
 *    counted. The load generator shares the machine's cores with the servers and PostgreSQL.
 *
 * Environment (standalone runs): DISPATCH_BENCH_PORTS=<a>,<b> (server ports; default free ones), DISPATCH_BENCH_UNITS
 * (on-duty people, default 2000), DISPATCH_BENCH_REQUESTS (measured unit requests, 200), DISPATCH_BENCH_STREAMS
 * (200), DISPATCH_BENCH_CHANGES (measured status changes, 200), DISPATCH_BENCH_RATE (status changes per second, 5),
 * DISPATCH_BENCH_NODE_ARGS (node flags for the servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import type { DispatchUnitList } from '../src/shared/contract/dispatch.ts';
import {
  addReceipt,
  bytesText,
  closeStreams,
  closeTimedRequests,
  cpuWindow,
  createSessions,
  databaseOf,
  deliveryFigures,
  embeddedDatabaseUrl,
  fmt,
  type LiveStream,
  loadAverage,
  openFilesLimit,
  openStreams,
  percentile,
  printResults,
  type Receipts,
  type Sent,
  type ServerProcess,
  type Session,
  type StreamListener,
  spread,
  startServerProcess,
  stopServerProcess,
  type TimedAnswer,
  timedRequest,
} from './bench-server.ts';

const target = { unitsP50Ms: 50, statusP99Ms: 250 };
const quantiles = [0.5, 0.9, 0.99];
const warmUpRequests = 10;
const cycleCalls = 5;
const warmUpChanges = 15;

export interface DispatchBenchOptions {
  /** People on duty (units), the demo's own included. */
  units?: number;
  /** Measured unit requests (after 10 warm-ups). */
  requests?: number;
  /** Open streams, split evenly across the two processes. */
  streams?: number;
  /** Measured status changes (after 15 warm-ups). */
  changes?: number;
  /** Status changes per second. */
  rate?: number;
  /** Ports for the two servers (default: free ones). */
  ports?: [number, number];
}

/** A line on stderr for each phase, so a long run shows where it is. */
const progress = (what: string) => console.error(`dispatch bench: ${what}`);

// ── The units (SQL) ────────────────────────────────────────────────────────────────────────────────────────

export interface Site {
  clientId: string;
  eventId: string;
  lat: number;
  lng: number;
}

/** The demo guard's event (they are on duty there): where the benchmark's calls are taken. */
export async function siteOf(db: pg.Client, guardId: string): Promise<Site> {
  const result = await db.query(
    `select c.client_id, e.id, e.latitude, e.longitude from clock_entries c join events e on e.id = c.event_id
     where c.user_id = $1 and c.clock_out is null and e.latitude is not null`,
    [guardId],
  );
  const row = result.rows[0];
  if (!row) throw new Error('the demo guard is not on duty at an event with a site');
  return { clientId: row.client_id, eventId: row.id, lat: row.latitude, lng: row.longitude };
}

/**
 * Clocks in bench guards until `units` people of the client are on duty, each with a last position around the site;
 * one in ten of them is put on an open call. Answers how many are on duty, were added and are busy.
 */
export async function generateUnits(db: pg.Client, site: Site, units: number) {
  const q = (text: string, values: unknown[] = []) => db.query(text, values);
  await q('begin');
  await q('select setseed(0.17)');
  const onDuty = await q(`select count(*)::int as n from clock_entries where client_id = $1 and clock_out is null`, [
    site.clientId,
  ]);
  const add = Math.max(0, units - (onDuty.rows[0].n as number));
  await q(
    `create temp table d_unit on commit drop as
       select g, gen_random_uuid() as user_id, gen_random_uuid() as entry_id from generate_series(0, $1::int - 1) g`,
    [add],
  );
  await q(
    `insert into users (id, client_id, email, email_verified, roles, display_name)
     select user_id, $1, 'bench-unit-' || g || '-' || left(user_id::text, 8) || '@bench.test', true, '{guard}',
       'Unit ' || lpad(g::text, 4, '0')
     from d_unit`,
    [site.clientId],
  );
  await q(
    `create temp table d_event on commit drop as
       select id, row_number() over (order by name, id) - 1 as ord from events where client_id = $1`,
    [site.clientId],
  );
  await q(
    `insert into clock_entries (id, client_id, user_id, event_id, clock_in, source, created_at, updated_at)
     select u.entry_id, $1, u.user_id, e.id, now() - random() * interval '8 hours', 'field', now(), now()
     from d_unit u join d_event e on e.ord = u.g % (select count(*) from d_event)`,
    [site.clientId],
  );
  // ±0.1° of latitude is about ±11 km; of longitude, ±0.1° × cos(latitude).
  await q(
    `insert into guard_zone_states (user_id, client_id, clock_entry_id, latitude, longitude, accuracy, position_at)
     select user_id, $1, entry_id, $2::float8 + (random() - 0.5) * 0.2, $3::float8 + (random() - 0.5) * 0.2,
       5 + random() * 20, now() - random() * interval '5 minutes'
     from d_unit`,
    [site.clientId, site.lat, site.lng],
  );
  const busy = await q(
    `insert into dispatch_calls (client_id, event_id, latitude, longitude, type, priority, description, source,
       status, received_at, target_minutes, target_at, assignee_id, assigned_at, acknowledged_at, en_route_at)
     select $1, $2, $3::float8, $4::float8, 'patrol_request', 4, 'Bench busy unit', 'dispatcher', 'en_route', now(),
       240, now() + interval '240 minutes', user_id, now(), now(), now()
     from d_unit where g % 10 = 0`,
    [site.clientId, site.eventId, site.lat, site.lng],
  );
  await q('commit');
  await q('vacuum (analyze) users, clock_entries, guard_zone_states, dispatch_calls');
  return { onDuty: (onDuty.rows[0].n as number) + add, added: add, busy: busy.rowCount ?? 0 };
}

// ── HTTP ───────────────────────────────────────────────────────────────────────────────────────────────────

function ok(answer: TimedAnswer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status} (expected ${status}): ${answer.body.toString().slice(0, 2000)}`);
}

const writeHeaders = (base: string, session: Session) => ({
  'content-type': 'application/json',
  origin: base,
  cookie: session.cookie,
});

/** The status changes' POSTs: several calls' steps may be under way at once. */
const postAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });

async function post(base: string, session: Session, url: string, body: unknown, status: number): Promise<TimedAnswer> {
  const answer = await timedRequest(`${base}${url}`, {
    method: 'POST',
    headers: writeHeaders(base, session),
    body: JSON.stringify(body),
    agent: postAgent,
  });
  ok(answer, status, `POST ${url}`);
  return answer;
}

async function createCall(base: string, dispatcher: Session, site: Site, description: string): Promise<string> {
  const body = { eventId: site.eventId, type: 'alarm', priority: 1, description };
  const answer = await post(base, dispatcher, '/api/v1/dispatch/calls', body, 201);
  return (JSON.parse(answer.body.toString()) as { id: string }).id;
}

/** Whether the units are ranked as the rules say: available first, each group nearest first (no position last). */
function ranked(list: DispatchUnitList): boolean {
  return list.items.every((unit, i) => {
    const before = list.items[i - 1];
    if (!before) return true;
    if (before.available !== unit.available) return before.available;
    if (unit.distanceMeters === null) return true;
    return before.distanceMeters !== null && before.distanceMeters <= unit.distanceMeters;
  });
}

/** `requests` sequential unit lists of a call after the warm-ups. */
async function measureUnits(base: string, dispatcher: Session, callId: string, requests: number) {
  const times: number[] = [];
  let last: TimedAnswer | undefined;
  for (let i = 0; i < warmUpRequests + requests; i += 1) {
    const answer = await timedRequest(`${base}/api/v1/dispatch/calls/${callId}/units`, {
      headers: { cookie: dispatcher.cookie },
    });
    ok(answer, 200, 'GET /api/v1/dispatch/calls/:id/units');
    if (i >= warmUpRequests) times.push(answer.ms);
    last = answer;
  }
  const answer = last as TimedAnswer;
  return { times, bytes: answer.bytes, list: JSON.parse(answer.body.toString()) as DispatchUnitList };
}

// ── Status changes ─────────────────────────────────────────────────────────────────────────────────────────

type StepKind = 'assign' | 'acknowledged' | 'refused';
const cycle: StepKind[] = ['assign', 'acknowledged', 'refused'];
/** The status each step leads to (a refusal returns the call to `new`). */
const statusAfter: Record<StepKind, string> = { assign: 'assigned', acknowledged: 'acknowledged', refused: 'new' };

/** Counts occurrences of `callId/status` (per stream, or in the order sent) to name the n-th of each. */
function occurrence(counts: Map<string, number>, callId: string, status: string): string {
  const key = `${callId}/${status}`;
  const n = (counts.get(key) ?? 0) + 1;
  counts.set(key, n);
  return `${key}/${n}`;
}

/** Records each `dispatch.call` as the n-th of its call and status on its stream. */
function dispatchListener(receipts: Receipts): StreamListener {
  const counts = new Map<LiveStream, Map<string, number>>();
  return (type, data, at, stream) => {
    if (type !== 'dispatch.call') return;
    const event = JSON.parse(data) as { callId: string; status: string };
    let own = counts.get(stream);
    if (!own) {
      own = new Map();
      counts.set(stream, own);
    }
    addReceipt(receipts, occurrence(own, event.callId, event.status), { at, stream });
  };
}

interface Step extends Sent {
  kind: StepKind;
}

/**
 * Sends `count` steps at `rate` per second to `base` on a fixed schedule; step i moves call i mod 5 on, after that
 * call's previous step was answered. Waits until every stream has every step (or 15 s).
 */
async function sendSteps(
  base: string,
  people: { dispatcher: Session; guard: Session; guardId: string },
  calls: string[],
  state: { sent: number; counts: Map<string, number> },
  count: number,
  rate: number,
  receipts: Receipts,
  streams: number,
): Promise<Step[]> {
  const chains = calls.map(() => Promise.resolve());
  const steps: Promise<Step>[] = [];
  const start = performance.now() + 20;
  for (let i = 0; i < count; i += 1) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await delay(wait);
    const index = state.sent % calls.length;
    const callId = calls[index] as string;
    const kind = cycle[Math.floor(state.sent / calls.length) % cycle.length] as StepKind;
    const id = occurrence(state.counts, callId, statusAfter[kind]);
    state.sent += 1;
    const step = (chains[index] as Promise<unknown>).then(async (): Promise<Step> => {
      const sentAt = performance.now();
      if (kind === 'assign') {
        await post(base, people.dispatcher, `/api/v1/dispatch/calls/${callId}/assign`, { userId: people.guardId }, 200);
      } else {
        await post(
          base,
          people.guard,
          `/api/v1/field/dispatch/${callId}/status`,
          {
            status: kind,
            at: new Date().toISOString(),
            idempotencyKey: randomUUID(),
            ...(kind === 'refused' ? { reason: 'Benchmark refusal' } : {}),
          },
          201,
        );
      }
      return { id, kind, sentAt, answeredAt: performance.now() };
    });
    chains[index] = step.then(
      () => undefined,
      () => undefined, // the failure is Promise.all's below
    );
    steps.push(step);
  }
  const sent = await Promise.all(steps);
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline && sent.some((s) => (receipts.get(s.id)?.length ?? 0) < streams)) {
    await delay(50);
  }
  return sent;
}

// ── The benchmark ──────────────────────────────────────────────────────────────────────────────────────────

/** Runs both measures and answers the table rows. */
export async function dispatchBench(options: DispatchBenchOptions = {}): Promise<string[][]> {
  const unitCount = options.units ?? 2000;
  const requests = options.requests ?? 200;
  const streamCount = options.streams ?? 200;
  const changes = options.changes ?? 200;
  const rate = options.rate ?? 5;
  const nodeArgs = process.env.DISPATCH_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const limit = openFilesLimit();
  if (limit < streamCount + 256) {
    throw new Error(`open-files limit ${limit} is too low for ${streamCount} streams: raise it (ulimit -n 4096)`);
  }
  const secret = randomBytes(32).toString('base64url');
  const secretsKey = randomBytes(32).toString('hex');
  const dataA = mkdtempSync(path.join(os.tmpdir(), 'watchpost-dispatch-bench-a-'));
  const dataB = mkdtempSync(path.join(os.tmpdir(), 'watchpost-dispatch-bench-b-'));
  const [portA, portB] = options.ports ?? [await freePort(), await freePort()];
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let db: pg.Client | undefined;
  let streams: LiveStream[] = [];
  const rows: string[][] = [];
  try {
    a = await startServerProcess(
      portA,
      { DATA_DIR: dataA, SESSION_SECRET: secret, SECRETS_KEY: secretsKey, DATABASE_URL: '' },
      nodeArgs,
    );
    const databaseUrl = embeddedDatabaseUrl(dataA);
    const { executives, guard } = await createSessions(databaseUrl, secret, streamCount);
    const dispatcher = executives[0] as Session;
    db = await databaseOf(dataA);
    const site = await siteOf(db, guard.userId);
    progress('generating the units');
    const genBegan = performance.now();
    const made = await generateUnits(db, site, unitCount);
    rows.push([
      'Dispatch setup: on-duty people of the demo client by SQL (generate_series, setseed), then VACUUM (ANALYZE)',
      `${fmt(made.onDuty)} on duty (${fmt(made.added)} bench guards clocked in at the client's events, each with a position within about 11 km of the call's site sent in the last 5 min; the rest the demo's) · ${fmt(made.busy)} bench guards on an open call — ${fmt((performance.now() - genBegan) / 1000, 1)} s`,
    ]);

    // 1. The units of a call, one request at a time.
    const unitsCall = await createCall(a.base, dispatcher, site, 'Benchmark: units of a call');
    progress(`measuring the units of a call (${made.onDuty} on duty)`);
    const loadBeforeUnits = loadAverage();
    const units = await measureUnits(a.base, dispatcher, unitsCall, requests);
    const sorted = [...units.times].sort((x, y) => x - y);
    const p50 = percentile(sorted, 0.5);
    const items = units.list.items;
    const available = items.filter((u) => u.available).length;
    const nearest = items[0];
    rows.push([
      `GET /api/v1/dispatch/calls/:id/units with ${fmt(made.onDuty)} people on duty, executive, ${fmt(requests)} sequential after ${warmUpRequests} warm-ups (target p50 < ${target.unitsP50Ms} ms)`,
      `**p50 ${fmt(p50, 1)}** · ${spread(units.times, quantiles.slice(1))} · all 200 · answer ${bytesText(units.bytes)} (${fmt(items.length)} units, ${fmt(available)} available; nearest ${nearest ? `${fmt(nearest.distanceMeters ?? Number.NaN)} m, ETA ${fmt(nearest.etaMinutes ?? Number.NaN)} min` : 'none'}; ranked available first, nearest first: ${ranked(units.list) ? 'yes' : 'NO'}; every unit listed: ${items.length === made.onDuty ? 'yes' : 'NO'}) — ${p50 < target.unitsP50Ms ? 'meets' : `misses by ${fmt(p50 - target.unitsP50Ms, 1)} ms`} the target; load average before ${loadBeforeUnits}`,
    ]);

    // 2. Status changes on the boards of two processes.
    const calls: string[] = [];
    for (let i = 0; i < cycleCalls; i += 1)
      calls.push(await createCall(a.base, dispatcher, site, `Benchmark call ${i}`));
    b = await startServerProcess(
      portB,
      { DATA_DIR: dataB, SESSION_SECRET: secret, SECRETS_KEY: secretsKey, DATABASE_URL: databaseUrl, DEMO_SEED: 'off' },
      nodeArgs,
    );
    progress('second process started; opening the streams');
    await delay(2000);
    const receipts: Receipts = new Map();
    const half = Math.floor(streamCount / 2);
    streams = await openStreams(
      executives.map((session, i) =>
        i < half
          ? { base: (a as ServerProcess).base, server: 'A', session }
          : { base: (b as ServerProcess).base, server: 'B', session },
      ),
      dispatchListener(receipts),
    );
    const people = { dispatcher, guard, guardId: guard.userId };
    const state = { sent: 0, counts: new Map<string, number>() };
    progress(`${streams.length} streams open; warm-up`);
    await sendSteps(a.base, people, calls, state, warmUpChanges, rate, receipts, streams.length);
    progress(`${changes} status changes at ${rate}/s`);
    const loadBefore = loadAverage();
    const window = cpuWindow([a, b], dataA);
    const sent = await sendSteps(a.base, people, calls, state, changes, rate, receipts, streams.length);
    const cpu = window.end(changes);
    const f = deliveryFigures(sent, receipts, streams);
    const p99All = percentile(
      [...f.allStreams].sort((x, y) => x - y),
      0.99,
    );
    const complete = f.missing === 0 && f.duplicates === 0;
    const verdict = complete && p99All < target.statusP99Ms ? 'meets' : complete ? 'misses' : 'incomplete: misses';
    const label = `Two processes (${fmt(half)} streams on A, ${fmt(streamCount - half)} on B, every POST to A)`;
    rows.push(
      [
        `${label}: status change → \`dispatch.call\` on all ${fmt(streams.length)} streams (${fmt(changes)} changes at ${fmt(rate)}/s: assign, acknowledged, refused in turn on ${cycleCalls} calls; target p99 < ${target.statusP99Ms} ms)`,
        `**${spread(f.allStreams, quantiles)}** — ${verdict} the target`,
      ],
      [`${label}: … on the first stream`, spread(f.firstStream, quantiles)],
      [`${label}: every (change, stream) pair (${fmt(f.pairs.length)} receipts)`, spread(f.pairs, quantiles)],
    );
    for (const [server, values] of [...f.byServer].sort(([x], [y]) => x.localeCompare(y))) {
      rows.push([`${label}: pairs on streams held by process ${server}`, spread(values, quantiles)]);
    }
    const kindFigures = (kind: StepKind) =>
      deliveryFigures(
        sent.filter((s) => s.kind === kind),
        receipts,
        streams,
      );
    for (const kind of cycle) {
      const k = kindFigures(kind);
      const what =
        kind === 'assign'
          ? 'POST /api/v1/dispatch/calls/:id/assign (executive)'
          : `POST /api/v1/field/dispatch/:id/status ${kind} (demo guard)`;
      rows.push([
        `${label}: ${what}, ${fmt(k.answered.length)} changes: answered · on all streams`,
        `${spread(k.answered, quantiles)} · ${spread(k.allStreams, quantiles)}`,
      ]);
    }
    rows.push([
      `${label}: delivery check, CPU and load`,
      `missing ${fmt(f.missing)} · duplicates ${fmt(f.duplicates)} · server CPU ${cpu.serverCpu.map((c) => `${fmt(c)} %`).join(' + ')} of one core (${cpu.cpuPerItemMs.map((ms) => `${fmt(ms, 1)} ms`).join(' + ')} ÷ change) · PostgreSQL CPU ${fmt(cpu.postgresCpu)} % · load generator CPU ${fmt(cpu.selfCpu)} % · load average before ${loadBefore}, after ${loadAverage()}`,
    ]);
  } finally {
    closeStreams(streams);
    closeTimedRequests();
    postAgent.destroy();
    await db?.end();
    await stopServerProcess(b);
    await stopServerProcess(a);
    rmSync(dataA, { recursive: true, force: true });
    rmSync(dataB, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ports = process.env.DISPATCH_BENCH_PORTS?.split(',').map(Number);
  const loadBefore = loadAverage();
  const rows = await dispatchBench({
    ...(process.env.DISPATCH_BENCH_UNITS ? { units: Number(process.env.DISPATCH_BENCH_UNITS) } : {}),
    ...(process.env.DISPATCH_BENCH_REQUESTS ? { requests: Number(process.env.DISPATCH_BENCH_REQUESTS) } : {}),
    ...(process.env.DISPATCH_BENCH_STREAMS ? { streams: Number(process.env.DISPATCH_BENCH_STREAMS) } : {}),
    ...(process.env.DISPATCH_BENCH_CHANGES ? { changes: Number(process.env.DISPATCH_BENCH_CHANGES) } : {}),
    ...(process.env.DISPATCH_BENCH_RATE ? { rate: Number(process.env.DISPATCH_BENCH_RATE) } : {}),
    ...(ports?.length === 2 ? { ports: ports as [number, number] } : {}),
  });
  printResults(
    ' — dispatch',
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM, load average before the run ${loadBefore}, Node ${process.version}; load generator on the same machine.`,
    rows,
  );
}
