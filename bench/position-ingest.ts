/**
 * Position ingest with geofence evaluation (docs/product/field-app.md#position-sharing): 1,000 signed-in, clocked-in guards posting
 * POST /api/v1/field/location to the real server against its real (embedded) PostgreSQL, each event with 10 zones
 * of 50 vertices. Part of `npm run bench` (bench/run.ts calls positionIngest on its server); run alone with
 * `node --import tsx/esm bench/position-ingest.ts [--compiled]`, which starts a server of its own: from the sources
 * through the TypeScript loader, or with `--compiled` the production build (`npm run build` first).
 *
 * Bulk setup (events, zones, guard accounts, assignments) is SQL against the server's database; every guard then
 * signs in and clocks in through the API, so each holds its own session cookie and a zone state made by the
 * server. Two loads, each position a few metres from the guard's last; about 1 in 100 jumps out of the Allowed
 * zones or into a restricted zone (an alert) and comes back on the next ping (a crossing without an alert):
 *  - closed loop (autocannon, one connection per guard, each request the next guard in turn): the throughput;
 *  - open loop at the target's 2,000 positions/s (openLoad): the latency at that rate, and the rate it completed
 *    beside the rate offered (bench/open-loop-rates.ts: the offered one is the schedule, not a measurement).
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type pg from 'pg';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import { databaseOf, fmt, spawnBuiltServer, spawnSourceServer } from './bench-server.ts';
import { type OpenLoopRates, openLoopRates } from './open-loop-rates.ts';

const guardCount = 1000;
const eventCount = 50;
const verticesPerZone = 50;
const jumpShare = 0.01;
const target = { positionsPerSecond: 2000, p99Ms: 100 };

interface LatLngPoint {
  lat: number;
  lng: number;
}

const metresPerDegree = 111_320;
const offsetPoint = (centre: LatLngPoint, north: number, east: number): LatLngPoint => ({
  lat: centre.lat + north / metresPerDegree,
  lng: centre.lng + east / (metresPerDegree * Math.cos((centre.lat * Math.PI) / 180)),
});

/** A regular polygon (never self-intersecting) as the stored [lat, lng] pairs. */
function regularPolygon(centre: LatLngPoint, radiusMetres: number): [number, number][] {
  return Array.from({ length: verticesPerZone }, (_, i) => {
    const angle = (2 * Math.PI * i) / verticesPerZone;
    const p = offsetPoint(centre, Math.cos(angle) * radiusMetres, Math.sin(angle) * radiusMetres);
    return [Number(p.lat.toFixed(7)), Number(p.lng.toFixed(7))];
  });
}

/**
 * An event's 10 zones around its centre: 3 Allowed (a 250 m disc and two 150 m discs 400 m east and west), 2 Break
 * zones (25 m, 120 m north and south) and 5 Restricted zones (20 m, on a 180 m circle). Guards patrol within
 * 100 m of the centre.
 */
function zonesAround(centre: LatLngPoint) {
  const zones: Array<{ title: string; zoneType: string; polygon: [number, number][] }> = [
    { title: 'Main site', zoneType: 'Allowed zone', polygon: regularPolygon(centre, 250) },
    { title: 'East lot', zoneType: 'Allowed zone', polygon: regularPolygon(offsetPoint(centre, 0, 400), 150) },
    { title: 'West lot', zoneType: 'Allowed zone', polygon: regularPolygon(offsetPoint(centre, 0, -400), 150) },
    { title: 'North break room', zoneType: 'Break zone', polygon: regularPolygon(offsetPoint(centre, 120, 0), 25) },
    { title: 'South break room', zoneType: 'Break zone', polygon: regularPolygon(offsetPoint(centre, -120, 0), 25) },
  ];
  for (let k = 0; k < 5; k += 1) {
    const angle = (2 * Math.PI * k) / 5 + Math.PI / 5;
    const at = offsetPoint(centre, Math.cos(angle) * 180, Math.sin(angle) * 180);
    zones.push({ title: `Plant room ${k + 1}`, zoneType: 'Restricted zone', polygon: regularPolygon(at, 20) });
  }
  return zones;
}

function restrictedCentres(centre: LatLngPoint): LatLngPoint[] {
  return Array.from({ length: 5 }, (_, k) => {
    const angle = (2 * Math.PI * k) / 5 + Math.PI / 5;
    return offsetPoint(centre, Math.cos(angle) * 180, Math.sin(angle) * 180);
  });
}

interface BenchGuard {
  id: string;
  email: string;
  eventId: string;
  centre: LatLngPoint;
  restricted: LatLngPoint[];
  position: LatLngPoint;
  cookie: string;
  away: boolean;
}

/** Events, zones, guard accounts (the demo guard's password) and assignments, in one transaction. */
async function createData(db: pg.Client): Promise<BenchGuard[]> {
  await db.query('begin');
  const owner = await db.query<{ client_id: string; password_hash: string }>(
    `select client_id, password_hash from users where email = 'guard@demo.test'`,
  );
  const { client_id: clientId, password_hash: passwordHash } = owner.rows[0] ?? {};
  if (!clientId) throw new Error('the demo guard account is missing');
  const customer = await db.query<{ id: string }>('select id from customers where client_id = $1 limit 1', [clientId]);
  const customerId = customer.rows[0]?.id;
  if (!customerId) throw new Error('the demo client has no customer');

  const centres = Array.from({ length: eventCount }, (_, i) => ({
    lat: 41.8 + Math.floor(i / 10) * 0.02,
    lng: -87.7 + (i % 10) * 0.02,
  }));
  const events = await db.query<{ id: string; ord: number }>(
    `insert into events (client_id, customer_id, name, latitude, longitude, time_zone, start_at, end_at)
     select $1, $2, 'Benchmark site ' || e.ord, e.lat, e.lng, 'America/Chicago', now() - interval '1 hour',
       now() + interval '1 day'
     from json_to_recordset($3) as e(ord int, lat float8, lng float8)
     returning id, substring(name from 'Benchmark site (\\d+)')::int as ord`,
    [clientId, customerId, JSON.stringify(centres.map((c, ord) => ({ ord, ...c })))],
  );
  const eventIds = new Map(events.rows.map((e) => [e.ord, e.id]));
  const zones = centres.flatMap((centre, ord) =>
    zonesAround(centre).map((z) => ({
      event_id: eventIds.get(ord),
      title: z.title,
      zone_type: z.zoneType,
      polygon: z.polygon,
    })),
  );
  await db.query(
    `insert into geofences (client_id, event_id, title, zone_type, polygon)
     select $1, z.event_id, z.title, z.zone_type, z.polygon
     from json_to_recordset($2) as z(event_id uuid, title text, zone_type text, polygon jsonb)`,
    [clientId, JSON.stringify(zones)],
  );
  const run = randomUUID().slice(0, 8);
  const users = await db.query<{ id: string; email: string; n: number }>(
    `insert into users (client_id, email, email_verified, password_hash, roles, display_name)
     select $1, 'bench-guard-' || $2 || '-' || g || '@bench.test', true, $3, '{guard}', 'Bench Guard ' || g
     from generate_series(0, $4 - 1) g
     returning id, email, substring(display_name from 'Bench Guard (\\d+)')::int as n`,
    [clientId, run, passwordHash, guardCount],
  );
  const guards = users.rows.map((u) => {
    const ord = u.n % eventCount;
    const centre = centres[ord] as LatLngPoint;
    return {
      id: u.id,
      email: u.email,
      eventId: eventIds.get(ord) as string,
      centre,
      restricted: restrictedCentres(centre),
      position: offsetPoint(centre, (Math.random() - 0.5) * 100, (Math.random() - 0.5) * 100),
      cookie: '',
      away: false,
    };
  });
  await db.query(
    `insert into event_assignments (client_id, event_id, user_id)
     select $1, a.event_id, a.user_id from json_to_recordset($2) as a(event_id uuid, user_id uuid)`,
    [clientId, JSON.stringify(guards.map((g) => ({ event_id: g.eventId, user_id: g.id })))],
  );
  await db.query('commit');
  return guards;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachLimited<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

async function signInAndClockIn(base: string, guards: BenchGuard[]) {
  const began = performance.now();
  await eachLimited(guards, 4, async (guard) => {
    const response = await fetch(`${base}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: guard.email, password: 'demo1234', remember: true }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    guard.cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  const signInSeconds = (performance.now() - began) / 1000;
  const clockInBegan = performance.now();
  await eachLimited(guards, 16, async (guard) => {
    const response = await fetch(`${base}/api/v1/field/clock-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: guard.cookie },
      body: JSON.stringify({ eventId: guard.eventId, ...guard.position, accuracy: 5, idempotencyKey: randomUUID() }),
    });
    if (response.status !== 201) throw new Error(`clock-in failed: ${response.status} ${await response.text()}`);
  });
  return { signInSeconds, clockInSeconds: (performance.now() - clockInBegan) / 1000 };
}

/** The next position of a guard: a few metres of walk, or now and then a jump out of bounds and back. */
function nextPosition(guard: BenchGuard): LatLngPoint {
  if (guard.away) {
    guard.away = false;
    return guard.position;
  }
  if (Math.random() < jumpShare) {
    guard.away = true;
    return Math.random() < 0.5
      ? offsetPoint(guard.centre, 600, 0) // outside every Allowed zone
      : (guard.restricted[Math.floor(Math.random() * guard.restricted.length)] as LatLngPoint);
  }
  const d = (() => {
    const towardsCentre = {
      north: (guard.centre.lat - guard.position.lat) * metresPerDegree * 0.05,
      east: (guard.centre.lng - guard.position.lng) * metresPerDegree * 0.05,
    };
    return {
      north: towardsCentre.north + (Math.random() - 0.5) * 8,
      east: towardsCentre.east + (Math.random() - 0.5) * 8,
    };
  })();
  guard.position = offsetPoint(guard.position, d.north, d.east);
  return guard.position;
}

/** Closed loop: each of 1,000 connections sends its next position on the answer to its last (saturation). */
function closedLoad(base: string, guards: BenchGuard[], seconds: number) {
  let turn = 0;
  return autocannon({
    url: base,
    connections: guardCount,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/field/location',
        setupRequest: (request) => {
          const guard = guards[turn % guards.length] as BenchGuard;
          turn += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', origin: base, cookie: guard.cookie },
            body: positionBody(guard),
          };
        },
      },
    ],
  });
}

function positionBody(guard: BenchGuard): string {
  const p = nextPosition(guard);
  return JSON.stringify({
    lat: p.lat,
    lng: p.lng,
    accuracy: 5,
    at: new Date().toISOString(),
    idempotencyKey: randomUUID(),
  });
}

interface OpenLoopResult {
  ok: number;
  non2xx: number;
  errors: number;
  latency: { p50: number; p90: number; p99: number; max: number };
  /** The open loop's offered and completed rates; the closed loop has only completions. */
  rates?: OpenLoopRates;
}

/**
 * Open loop at `rate` positions per second: each guard's phone sends every `guards / rate` seconds from a phase of
 * its own (phones are not in step), over a kept-alive connection of its own. A phone whose last position is still
 * unanswered sends the next one right after the answer, and a position's latency counts from when it was due, not
 * from when it went out, so a slow server cannot hide its backlog (coordinated omission). The first `warmUp`
 * seconds are not counted: each phone opens its connection then. autocannon's own fixed
 * rate is not used: it lets each connection send its whole second's share at the start of every second, all
 * connections together, and it corrects latencies against a 1 ms interval.
 */
async function openLoad(
  base: string,
  guards: BenchGuard[],
  seconds: number,
  rate: number,
  warmUp = 2,
): Promise<OpenLoopResult> {
  const { hostname, port } = new URL(base);
  const period = (guards.length / rate) * 1000;
  const began = performance.now() + 50;
  const counted = began + warmUp * 1000;
  const end = counted + seconds * 1000;
  const latencies: number[] = [];
  const answeredAt: number[] = [];
  let dueInWindow = 0;
  let non2xx = 0;
  let errors = 0;
  const phones = guards.map((guard) => ({
    guard,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    due: began + Math.random() * period,
  }));
  const send = (phone: (typeof phones)[number]) =>
    new Promise<void>((resolve) => {
      const due = phone.due;
      const body = positionBody(phone.guard);
      const request = http.request(
        {
          host: hostname,
          port,
          method: 'POST',
          path: '/api/v1/field/location',
          agent: phone.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: base,
            cookie: phone.guard.cookie,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (due < counted) {
              // warm-up
            } else if (response.statusCode === 200 || response.statusCode === 201) {
              const now = performance.now();
              latencies.push(now - due);
              answeredAt.push(now);
            } else non2xx += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        if (due >= counted) errors += 1;
        resolve();
      });
      request.end(body);
    });
  const run = async (phone: (typeof phones)[number]) => {
    while (phone.due < end) {
      const wait = phone.due - performance.now();
      if (wait > 0) await delay(wait);
      if (phone.due >= counted) dueInWindow += 1;
      await send(phone);
      phone.due += period;
    }
  };
  await Promise.all(phones.map(run));
  for (const phone of phones) phone.agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN);
  return {
    ok: latencies.length,
    non2xx,
    errors,
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Math.round(sorted[sorted.length - 1] ?? Number.NaN) },
    rates: openLoopRates({ start: counted, seconds }, dueInWindow, answeredAt),
  };
}

// ── CPU accounting (/proc) ──────────────────────────────────────────────────────────────────────────────────

const clockTicks = 100; // USER_HZ on Linux

function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by a process (user + system). */
function cpuSeconds(pid: number): number {
  const f = statFields(pid);
  return f ? (Number(f[11]) + Number(f[12])) / clockTicks : 0;
}

/** The server's node process: the one in `group` (the server's process group) running main.ts or main.js. */
function serverPid(group: number | undefined): number | undefined {
  const pids = readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number);
  return pids.find((pid) => {
    const f = statFields(pid);
    if (!f || (group !== undefined && Number(f[2]) !== group)) return false;
    const argv = (() => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      } catch {
        return [];
      }
    })();
    const main = argv.includes('src/server/main.ts') || argv.includes('dist/server/main.js');
    return main && path.basename(argv[0] ?? '') === 'node';
  });
}

/** The PostgreSQL of `dataDir`: its postmaster and all its children (backends come and go; summed at each read). */
function postgresCpuSeconds(dataDir: string): number {
  const pids = readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number);
  const postmaster = pids.find((pid) => {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return cmd.includes('postgres -D') && cmd.includes(dataDir);
    } catch {
      return false;
    }
  });
  if (!postmaster) return Number.NaN;
  return pids
    .filter((pid) => pid === postmaster || Number(statFields(pid)?.[1]) === postmaster)
    .reduce((sum, pid) => sum + cpuSeconds(pid), 0);
}

async function outcomeCounts(db: pg.Client, guards: BenchGuard[], since: Date) {
  const ids = guards.map((g) => g.id);
  const alerts = await db.query<{ type: string; n: number }>(
    `select type, count(*)::int as n from alerts where guard_id = any($1) and created_at >= $2 group by type order by type`,
    [ids, since],
  );
  const crossings = await db.query<{ n: number }>(
    'select count(*)::int as n from geofence_activity where user_id = any($1) and at >= $2',
    [ids, since],
  );
  const pings = await db.query<{ n: number }>(
    'select count(*)::int as n from location_pings where user_id = any($1) and received_at >= $2',
    [ids, since],
  );
  return { alerts: alerts.rows, crossings: crossings.rows[0]?.n ?? 0, pings: pings.rows[0]?.n ?? 0 };
}

/**
 * Sets up 1,000 clocked-in guards on the running server at `port` (data directory `dataDir`) and measures
 * position ingest for `seconds`. `serverGroup` is the server's process group (for its CPU time). Answers the
 * table rows.
 */
export async function positionIngest(options: {
  port: number;
  dataDir: string;
  seconds: number;
  serverGroup?: number;
}): Promise<string[][]> {
  const base = `http://127.0.0.1:${options.port}`;
  const db = await databaseOf(options.dataDir);
  try {
    const guards = await createData(db);
    const setup = await signInAndClockIn(base, guards);
    await closedLoad(base, guards, 2); // warm-up, not counted

    const server = serverPid(options.serverGroup);
    const cores = os.cpus().length;
    const rows: string[][] = [
      [
        `Position ingest setup: ${fmt(guardCount)} guards (${eventCount} events × 10 zones of ${verticesPerZone} vertices) sign in, then clock in`,
        `sign-in ${fmt(setup.signInSeconds, 1)} s (${fmt(guardCount / setup.signInSeconds)} /s, 4 at a time) · clock-in ${fmt(setup.clockInSeconds, 1)} s (${fmt(guardCount / setup.clockInSeconds)} /s, 16 at a time)`,
      ],
    ];
    // Saturation (each connection sends again on its answer), then the target's rate in an open loop.
    for (const rate of [undefined, target.positionsPerSecond]) {
      const loadBefore = os.loadavg();
      const before = {
        at: new Date(),
        server: server ? cpuSeconds(server) : Number.NaN,
        postgres: postgresCpuSeconds(options.dataDir),
        self: process.cpuUsage(),
        wall: performance.now(),
      };
      const result = rate
        ? await openLoad(base, guards, options.seconds, rate)
        : await closedLoad(base, guards, options.seconds).then(
            (r): OpenLoopResult => ({
              ok: r['2xx'],
              non2xx: r.non2xx,
              errors: r.errors + r.timeouts,
              latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
            }),
          );
      const wall = (performance.now() - before.wall) / 1000;
      const selfUsage = process.cpuUsage(before.self);
      const cpu = {
        server: ((server ? cpuSeconds(server) : Number.NaN) - before.server) / wall,
        postgres: (postgresCpuSeconds(options.dataDir) - before.postgres) / wall,
        generator: (selfUsage.user + selfUsage.system) / 1e6 / wall,
      };
      const loadAfter = os.loadavg();
      const outcome = await outcomeCounts(db, guards, before.at);
      // Completions per second: the closed loop's answers in its window; the open loop's answers over the time from
      // its window's start to the last of them. The open loop's offered rate is its schedule, not a measurement.
      const completed = result.rates?.completedPerSecond ?? result.ok / options.seconds;
      const met = completed >= target.positionsPerSecond * 0.98 && result.latency.p99 < target.p99Ms;
      const alertText =
        outcome.alerts.length > 0 ? outcome.alerts.map((a) => `${a.type} ${fmt(a.n)}`).join(', ') : 'none';
      const how = rate
        ? `open loop at ${fmt(rate)}/s (each guard every ${fmt((guardCount / rate) * 1000)} ms from a phase of its own; latency from when each position was due)`
        : 'closed loop (saturation: each guard posts again on its answer)';
      rows.push(
        [
          `POST /api/v1/field/location, ${fmt(guardCount)} concurrent guards, ${how}, ${options.seconds} s`,
          `${
            result.rates
              ? `offered ${fmt(result.rates.offeredPerSecond)}/s · **completed ${fmt(completed)} positions/s** (answers ÷ ${fmt(result.rates.elapsedSeconds, 2)} s from the window's start to the last answer)`
              : `**completed ${fmt(completed)} positions/s** (answers ÷ ${options.seconds} s)`
          } · p50 ${result.latency.p50} ms · p90 ${result.latency.p90} ms · p99 ${result.latency.p99} ms · max ${result.latency.max} ms · non-2xx ${result.non2xx} · errors ${result.errors}${rate ? ` — target (≥ ${fmt(target.positionsPerSecond)}/s, p99 < ${target.p99Ms} ms) ${met ? 'met' : 'missed'}` : ''}`,
        ],
        [
          `… what it produced (≈${fmt(jumpShare * 100)} % of pings jump out of bounds and back) and CPU (${cores} cores, load generator on the same cores)${rate ? `, the open loop's 2 s warm-up included` : ''}`,
          `${fmt(outcome.pings)} positions stored · ${fmt(outcome.crossings)} crossings · alerts: ${alertText} · CPU: server ${fmt(cpu.server * 100)} %, PostgreSQL ${fmt(cpu.postgres * 100)} %, load generator ${fmt(cpu.generator * 100)} % (100 % = one core) · load average before ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' / ')}`,
        ],
      );
    }
    return rows;
  } finally {
    await db.end();
  }
}

// ── Alone: start a server of our own ────────────────────────────────────────────────────────────────────────

async function standalone() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const compiled = process.argv.includes('--compiled');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-ingest-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  try {
    child = compiled
      ? spawnBuiltServer(dataDir, port, { detached: true })
      : spawnSourceServer(dataDir, port, { detached: true });
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('server did not become healthy in time');
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      await delay(50);
    }
    const rows = await positionIngest({ port, dataDir, seconds, serverGroup: child.pid });
    console.log(
      ['| Measure | Result |', '|---|---|', ...rows.map(([what, value]) => `| ${what} | ${value} |`)].join('\n'),
    );
  } finally {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child?.once('exit', () => resolve()));
      process.kill(-child.pid, 'SIGINT');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await standalone();
