/**
 * `npm run test:crash`: acknowledged writes survive a crash (docs/crash-safety.md).
 *
 * Starts the compiled server (dist/server, built first when stale: the artefact that is deployed) on a throwaway
 * DATA_DIR, runs concurrent writers (incident reports, visitors, messages, keyed SOS and positions) and, once enough
 * writes are acknowledged, SIGKILLs the Node server (scenario 1) or the embedded PostgreSQL's postmaster (scenario 2)
 * while requests are in flight. It then restarts the server on the
 * same data and checks in the database that every write answered 2xx is there — SOS exactly once, also when its key
 * is replayed. Positions are committed asynchronously on purpose: they are counted and printed, never a failure.
 *
 * The kill moment is a count of acknowledged writes, never a timer; waits are on conditions (health answers,
 * process exits) with generous deadlines. Exit code 1 on any missing write or unexpected error. Child processes
 * and the temp directory are always cleaned up.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { FieldActionResult, FieldToday } from '../src/shared/contract/field.ts';
import { pointInPolygon } from '../src/shared/geofence.ts';
import type { LatLng } from '../src/shared/polygon.ts';
import { buildServerIfStale, serverEntry } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** Non-position writes acknowledged in a scenario before the kill. */
const killAfterAcknowledged = 150;
/** After the kill each writer stops at its first failure; this caps the requests it may still send. */
const maxRequestsAfterKill = 200;
const startDeadlineMs = 180_000;
const exitDeadlineMs = 60_000;
const requestTimeoutMs = 30_000;
const password = 'demo1234';

class CrashTestFailure extends Error {}

// ── Processes ────────────────────────────────────────────────────────────────────────────────────────────────

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Polls a condition (a process's state, an HTTP answer) until it holds or the deadline passes. */
async function waitUntil(what: string, deadlineMs: number, condition: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new CrashTestFailure(`timed out after ${deadlineMs / 1000} s waiting for ${what}`);
    await delay(50);
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

class ServerProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<number | string | null>;
  hasExited = false;
  private readonly tail: string[] = [];

  constructor(dataDir: string, port: number) {
    this.child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DATABASE_URL: '',
        BASE_URL: '',
        CLOCK_START: '2026-03-18T15:00:00Z',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        SIGN_IN_ATTEMPT_LIMIT: '1000',
        DEMO_SEED: 'auto',
      },
    });
    // Read the output (an unread pipe would block the server); keep the last lines for a failure report.
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        for (const line of chunk.split('\n')) if (line.trim()) this.tail.push(line.slice(0, 400));
        if (this.tail.length > 40) this.tail.splice(0, this.tail.length - 40);
      });
    }
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.hasExited = true;
        resolve(signal ?? code);
      });
    });
  }

  get pid(): number {
    const pid = this.child.pid;
    if (!pid) throw new CrashTestFailure('the server process has no pid');
    return pid;
  }

  output(): string {
    return this.tail.join('\n');
  }

  async waitForExit(what: string): Promise<number | string | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new CrashTestFailure(`${what}: the server did not exit within ${exitDeadlineMs / 1000} s`)),
        exitDeadlineMs,
      );
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function postmasterPidFile(dataDir: string) {
  return path.join(dataDir, 'postgres', 'postmaster.pid');
}

/** Line 1 of postmaster.pid is the postmaster's pid, line 4 its port. */
function readPostmaster(dataDir: string): { pid: number; port: number } | undefined {
  const file = postmasterPidFile(dataDir);
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 && Number.isInteger(port) ? { pid, port } : undefined;
}

// ── HTTP ─────────────────────────────────────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  body: unknown;
}

/** One server run's connection pool; destroyed when that server is killed so no request reuses a dead socket. */
class HttpClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  constructor(readonly origin: string) {}

  request(method: string, url: string, body?: unknown, cookie?: string): Promise<Answer & { cookie?: string }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${this.origin}${url}`,
        {
          method,
          agent: this.agent,
          timeout: requestTimeoutMs,
          headers: {
            accept: 'application/json',
            origin: this.origin,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // not JSON: kept as text for the error message
            }
            const setCookie = res.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; ');
            resolve({ status: res.statusCode ?? 0, body: parsed, ...(setCookie ? { cookie: setCookie } : {}) });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${requestTimeoutMs / 1000} s`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

interface SignedIn {
  email: string;
  userId: string;
  cookie: string;
}

async function signIn(client: HttpClient, email: string): Promise<SignedIn> {
  const answer = await client.request('POST', '/api/v1/auth/sign-in', { email, password });
  const user = (answer.body as { user?: { id?: string } } | null)?.user;
  if (answer.status !== 200 || !answer.cookie || !user?.id) {
    throw new CrashTestFailure(`sign-in as ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return { email, userId: user.id, cookie: answer.cookie };
}

async function call(client: HttpClient, who: SignedIn, method: string, url: string, body?: unknown) {
  const answer = await client.request(method, url, body, who.cookie);
  if (answer.status < 200 || answer.status >= 300) {
    throw new CrashTestFailure(
      `${method} ${url} as ${who.email} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body;
}

// ── What was acknowledged ────────────────────────────────────────────────────────────────────────────────────

interface Acknowledged {
  reports: string[];
  visitors: string[];
  messages: string[];
  /** SOS idempotency key → the alert id its answer named. */
  sos: Map<string, string>;
  /** SOS keys sent whose answer never came (or was a failure): each may or may not have been applied. */
  sosUnanswered: string[];
  positions: string[];
}

const emptyAcknowledged = (): Acknowledged => ({
  reports: [],
  visitors: [],
  messages: [],
  sos: new Map(),
  sosUnanswered: [],
  positions: [],
});

const nonPositionCount = (a: Acknowledged) => a.reports.length + a.visitors.length + a.messages.length + a.sos.size;

// ── The demo operation's actors ──────────────────────────────────────────────────────────────────────────────

interface Actors {
  guard: SignedIn;
  supervisor: SignedIn;
  manager: SignedIn;
  eventId: string;
  conversationId: string;
  /** A point inside the event's Allowed zone and outside its restricted zones: positions raise no crossing. */
  spot: LatLng;
}

function centroid(ring: readonly LatLng[]): LatLng {
  const sum = ring.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / ring.length, lng: sum.lng / ring.length };
}

function quietSpot(event: FieldToday['events'][number]): LatLng {
  const allowed = event.zones.filter((z) => z.zoneType === 'Allowed zone');
  const restricted = event.zones.filter((z) => z.zoneType === 'Restricted zone');
  for (const zone of allowed) {
    const centre = centroid(zone.polygon);
    const candidates = [
      centre,
      ...zone.polygon.map((v) => ({ lat: (v.lat + centre.lat) / 2, lng: (v.lng + centre.lng) / 2 })),
    ];
    const spot = candidates.find(
      (p) => pointInPolygon(p, zone.polygon) && !restricted.some((r) => pointInPolygon(p, r.polygon)),
    );
    if (spot) return spot;
  }
  const first = event.zones[0];
  if (!first) throw new CrashTestFailure(`event ${event.name} has no zones`);
  return centroid(first.polygon);
}

async function prepareActors(client: HttpClient): Promise<Actors> {
  const [guard, supervisor, manager] = await Promise.all(
    ['guard', 'supervisor', 'manager'].map((role) => signIn(client, `${role}@demo.test`)),
  );
  if (!guard || !supervisor || !manager) throw new CrashTestFailure('could not sign in the demo accounts');
  let today = (await call(client, guard, 'GET', '/api/v1/field/today')) as FieldToday;
  if (!today.clock) {
    const open = today.events.find((e) => e.canClockIn);
    if (!open) throw new CrashTestFailure('the demo guard has no event open for clock-in');
    await call(client, guard, 'POST', '/api/v1/field/clock-in', { eventId: open.id, idempotencyKey: randomUUID() });
    today = (await call(client, guard, 'GET', '/api/v1/field/today')) as FieldToday;
  }
  const eventId = today.clock?.eventId;
  const event = today.events.find((e) => e.id === eventId);
  if (!eventId || !event) throw new CrashTestFailure('the demo guard is not clocked in to an event of today');
  const conversation = (await call(client, supervisor, 'POST', '/api/v1/conversations', {
    kind: 'direct',
    userId: manager.userId,
  })) as { id: string };
  return { guard, supervisor, manager, eventId, conversationId: conversation.id, spot: quietSpot(event) };
}

// ── Writers ──────────────────────────────────────────────────────────────────────────────────────────────────

interface Load {
  client: HttpClient;
  actors: Actors;
  acknowledged: Acknowledged;
  /** Server time minus local time, from the server's own answer (its clock starts at CLOCK_START). */
  serverOffsetMs: number;
  killed: boolean;
  onKillPoint: () => void;
  failuresAfterKill: number;
  /** Writes answered 2xx after the kill signal was sent (committed before the crash took effect). */
  acknowledgedAfterKill: number;
  unexpected: string[];
  sequence: number;
}

type Write = (load: Load, n: number) => Promise<void>;

const serverNow = (load: Load) => new Date(Date.now() + load.serverOffsetMs);

const fileReport: Write = async (load, n) => {
  const { guard, eventId } = load.actors;
  const report = (await call(load.client, guard, 'POST', '/api/v1/incident-reports', {
    reportType: 'Custom Report',
    eventId,
    guardId: guard.userId,
    incidentDate: serverNow(load).toISOString(),
    guardNote: `Crash test report ${n}`,
  })) as { id: string };
  load.acknowledged.reports.push(report.id);
};

const preRegisterVisitor: Write = async (load, n) => {
  const visitor = (await call(load.client, load.actors.manager, 'POST', '/api/v1/visitors', {
    name: `Crashtest Visitor ${n}`,
    expectedAt: new Date(serverNow(load).getTime() + 3_600_000).toISOString(),
  })) as { id: string };
  load.acknowledged.visitors.push(visitor.id);
};

const sendMessage: Write = async (load, n) => {
  const { supervisor, conversationId } = load.actors;
  const message = (await call(load.client, supervisor, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
    body: `Crash test message ${n}`,
    clientMessageId: randomUUID(),
  })) as { id: string };
  load.acknowledged.messages.push(message.id);
};

const raiseSos: Write = async (load) => {
  const key = randomUUID();
  load.acknowledged.sosUnanswered.push(key);
  const result = (await call(load.client, load.actors.guard, 'POST', '/api/v1/field/sos', {
    idempotencyKey: key,
    message: 'Crash test SOS',
  })) as FieldActionResult;
  if (result.duplicate || !result.id) throw new CrashTestFailure(`a fresh SOS key answered ${JSON.stringify(result)}`);
  load.acknowledged.sosUnanswered.splice(load.acknowledged.sosUnanswered.indexOf(key), 1);
  load.acknowledged.sos.set(key, result.id);
};

const sharePosition: Write = async (load, n) => {
  const key = randomUUID();
  const { spot } = load.actors;
  // A few centimetres of jitter: every position is a new one, none leaves the quiet spot.
  const jitter = ((n % 7) - 3) * 1e-7;
  await call(load.client, load.actors.guard, 'POST', '/api/v1/field/location', {
    lat: spot.lat + jitter,
    lng: spot.lng - jitter,
    accuracy: 5,
    at: serverNow(load).toISOString(),
    idempotencyKey: key,
  });
  load.acknowledged.positions.push(key);
};

/** One writer: sends its write in a loop until the kill; after it, until its first failure. */
async function writer(load: Load, write: Write, countsTowardsKill: boolean) {
  let afterKill = 0;
  for (;;) {
    if (load.killed) afterKill += 1;
    if (afterKill > maxRequestsAfterKill) {
      load.unexpected.push(`a writer still succeeded ${maxRequestsAfterKill} times after the kill`);
      return;
    }
    load.sequence += 1;
    try {
      await write(load, load.sequence);
    } catch (error) {
      if (load.killed) {
        load.failuresAfterKill += 1;
        return;
      }
      load.unexpected.push(`before the kill: ${(error as Error).message}`);
      load.onKillPoint();
      return;
    }
    if (load.killed) load.acknowledgedAfterKill += 1;
    if (countsTowardsKill && nonPositionCount(load.acknowledged) >= killAfterAcknowledged) load.onKillPoint();
  }
}

// ── Verification ─────────────────────────────────────────────────────────────────────────────────────────────

async function withDatabase<T>(dataDir: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const postmaster = readPostmaster(dataDir);
  if (!postmaster) throw new CrashTestFailure('no postmaster.pid: the embedded PostgreSQL is not running');
  const db = new pg.Client({
    host: '127.0.0.1',
    port: postmaster.port,
    user: 'postgres',
    password: readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim(),
    database: 'watchpost',
    application_name: 'watchpost-crash-test',
  });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

async function presentIds(db: pg.Client, table: string, ids: readonly string[]): Promise<Set<string>> {
  const result = await db.query<{ id: string }>(`select id::text as id from ${table} where id = any($1::uuid[])`, [
    ids,
  ]);
  return new Set(result.rows.map((r) => r.id));
}

interface SosCounts {
  alerts: number;
  receipts: number;
}

async function sosCounts(db: pg.Client, guardId: string): Promise<SosCounts> {
  const result = await db.query<{ alerts: number; receipts: number }>(
    `select (select count(*)::int from alerts where type = 'SOS' and guard_id = $1) as alerts,
       (select count(*)::int from field_action_receipts where user_id = $1 and kind = 'sos') as receipts`,
    [guardId],
  );
  const row = result.rows[0];
  if (!row) throw new CrashTestFailure('could not count SOS alerts');
  return row;
}

async function positionsPresent(db: pg.Client, guardId: string, keys: readonly string[]): Promise<number> {
  const result = await db.query<{ n: number }>(
    'select count(*)::int as n from location_pings where user_id = $1 and idempotency_key = any($2::uuid[])',
    [guardId, keys],
  );
  return result.rows[0]?.n ?? 0;
}

/** What is missing of the acknowledged writes (all but positions), and any SOS applied more than once. */
async function verify(dataDir: string, actors: Actors, all: Acknowledged, baseline: SosCounts): Promise<string[]> {
  return withDatabase(dataDir, async (db) => {
    const missing: string[] = [];
    const check = async (kind: string, table: string, ids: readonly string[]) => {
      const present = await presentIds(db, table, ids);
      for (const id of ids) if (!present.has(id)) missing.push(`${kind} ${id}`);
    };
    await check('incident report', 'incident_reports', all.reports);
    await check('visitor', 'visitors', all.visitors);
    await check('message', 'messages', all.messages);
    await check('SOS alert', 'alerts', [...all.sos.values()]);
    const receipts = await db.query<{ key: string; id: string | null }>(
      `select idempotency_key::text as key, result->>'id' as id from field_action_receipts
       where user_id = $1 and kind = 'sos' and idempotency_key = any($2::uuid[])`,
      [actors.guard.userId, [...all.sos.keys()]],
    );
    const receiptOf = new Map(receipts.rows.map((r) => [r.key, r.id]));
    for (const [key, alertId] of all.sos) {
      if (receiptOf.get(key) !== alertId) missing.push(`SOS receipt ${key} (alert ${alertId})`);
    }
    // Exactly once: each applied SOS key (acknowledged or not) made one alert and no alert came without a key.
    const counts = await sosCounts(db, actors.guard.userId);
    if (counts.alerts - baseline.alerts !== counts.receipts - baseline.receipts) {
      missing.push(
        `SOS exactly once: ${counts.alerts - baseline.alerts} new SOS alerts for ${counts.receipts - baseline.receipts} applied keys`,
      );
    }
    return missing;
  });
}

/** Replays SOS keys after the restart: an acknowledged one must answer duplicate with its alert; all apply once. */
async function replaySos(client: HttpClient, actors: Actors, all: Acknowledged): Promise<string[]> {
  const problems: string[] = [];
  const [key, alertId] = [...all.sos.entries()].at(-1) ?? [];
  if (!key) return ['no SOS was acknowledged: nothing to replay'];
  const again = (await call(client, actors.guard, 'POST', '/api/v1/field/sos', {
    idempotencyKey: key,
    message: 'Crash test SOS',
  })) as FieldActionResult;
  if (!again.duplicate || again.id !== alertId) {
    problems.push(
      `replayed SOS key ${key} answered ${JSON.stringify(again)}, expected a duplicate of alert ${alertId}`,
    );
  }
  // A key whose answer was lost in the crash may or may not have been applied; its replay applies it exactly once.
  for (const lost of all.sosUnanswered.splice(0)) {
    const result = (await call(client, actors.guard, 'POST', '/api/v1/field/sos', {
      idempotencyKey: lost,
      message: 'Crash test SOS',
    })) as FieldActionResult;
    if (!result.id) problems.push(`replayed unanswered SOS key ${lost} answered ${JSON.stringify(result)}`);
    else all.sos.set(lost, result.id);
  }
  return problems;
}

// ── Scenarios ────────────────────────────────────────────────────────────────────────────────────────────────

interface Run {
  dataDir: string;
  port: number;
  server?: ServerProcess;
  client?: HttpClient;
}

async function startAndWait(run: Run): Promise<HttpClient> {
  const server = new ServerProcess(run.dataDir, run.port);
  run.server = server;
  const client = new HttpClient(`http://127.0.0.1:${run.port}`);
  run.client = client;
  await waitUntil('the server to answer /api/health', startDeadlineMs, async () => {
    if (server.hasExited) {
      throw new CrashTestFailure(`the server exited during start-up:\n${server.output()}`);
    }
    try {
      return (await client.request('GET', '/api/health')).status === 200;
    } catch {
      return false;
    }
  });
  return client;
}

interface ScenarioResult {
  label: string;
  acknowledged: Acknowledged;
  missing: string[];
  positionsPresent: number;
  failuresAfterKill: number;
  acknowledgedAfterKill: number;
  seconds: number;
}

async function scenario(
  run: Run,
  label: string,
  all: Acknowledged,
  crash: (run: Run) => Promise<AfterWriters | undefined>,
): Promise<ScenarioResult> {
  const startedAt = Date.now();
  const client = run.client;
  if (!client) throw new CrashTestFailure('the server is not running');
  const actors = await prepareActors(client);
  const today = (await call(client, actors.guard, 'GET', '/api/v1/field/today')) as FieldToday;
  const baseline = await withDatabase(run.dataDir, (db) => sosCounts(db, actors.guard.userId));
  const acknowledged = emptyAcknowledged();
  let killPoint: () => void = () => {};
  const killPointReached = new Promise<void>((resolve) => {
    killPoint = resolve;
  });
  const load: Load = {
    client,
    actors,
    acknowledged,
    serverOffsetMs: Date.parse(today.now) - Date.now(),
    killed: false,
    onKillPoint: killPoint,
    failuresAfterKill: 0,
    acknowledgedAfterKill: 0,
    unexpected: [],
    sequence: 0,
  };
  const writers = [
    writer(load, fileReport, true),
    writer(load, preRegisterVisitor, true),
    writer(load, sendMessage, true),
    writer(load, raiseSos, true),
    writer(load, sharePosition, false),
  ];
  await killPointReached;
  if (load.unexpected.length > 0) {
    load.killed = true;
    await Promise.all(writers);
    throw new CrashTestFailure(`${label}: ${load.unexpected.join('; ')}`);
  }
  load.killed = true;
  const afterWriters = await crash(run);
  await Promise.all(writers);
  if (load.unexpected.length > 0) throw new CrashTestFailure(`${label}: ${load.unexpected.join('; ')}`);
  await afterWriters?.();
  client.close();

  const restarted = await startAndWait(run);
  // Sessions live in the database: the cookies from before the crash still work.
  const problems = await replaySos(restarted, actors, acknowledged);
  for (const id of acknowledged.reports) all.reports.push(id);
  for (const id of acknowledged.visitors) all.visitors.push(id);
  for (const id of acknowledged.messages) all.messages.push(id);
  for (const [key, id] of acknowledged.sos) all.sos.set(key, id);
  for (const key of acknowledged.positions) all.positions.push(key);
  // Every write acknowledged so far (this scenario's and the earlier ones') must be there.
  const missing = await verify(run.dataDir, actors, all, baseline);
  const present = await withDatabase(run.dataDir, (db) =>
    positionsPresent(db, actors.guard.userId, acknowledged.positions),
  );
  return {
    label,
    acknowledged,
    missing: [...problems, ...missing],
    positionsPresent: present,
    failuresAfterKill: load.failuresAfterKill,
    acknowledgedAfterKill: load.acknowledgedAfterKill,
    seconds: (Date.now() - startedAt) / 1000,
  };
}

/** A crash's last step, once every writer has stopped. */
type AfterWriters = () => Promise<void>;

/** Scenario 1: SIGKILL the Node server; its guardian stops PostgreSQL (fast shutdown). */
async function killServer(run: Run): Promise<undefined> {
  const server = run.server;
  if (!server) throw new CrashTestFailure('no server to kill');
  process.kill(server.pid, 'SIGKILL');
  await server.waitForExit('SIGKILL of the server');
  return undefined;
}

/**
 * Scenario 2: SIGKILL the postmaster under a live server. The writers run on against a server without its
 * database until each sees a failure; then the server is stopped (SIGTERM) as an operator would.
 */
async function killPostgres(run: Run): Promise<AfterWriters> {
  const server = run.server;
  const postmaster = readPostmaster(run.dataDir);
  if (!server || !postmaster) throw new CrashTestFailure('no server or postmaster to kill');
  process.kill(postmaster.pid, 'SIGKILL');
  await waitUntil('the postmaster to exit', exitDeadlineMs, () => !isAlive(postmaster.pid));
  return async () => {
    process.kill(server.pid, 'SIGTERM');
    await server.waitForExit('SIGTERM of the server after its database died');
  };
}

function summary(result: ScenarioResult): string {
  const a = result.acknowledged;
  const n = nonPositionCount(a);
  return (
    `crash test (${result.label}): acknowledged ${n} writes (reports ${a.reports.length}, visitors ${a.visitors.length}, ` +
    `messages ${a.messages.length}, SOS ${a.sos.size}), lost ${result.missing.length}; ` +
    `positions acknowledged ${a.positions.length}, present ${result.positionsPresent}`
  );
}

// ── Main ─────────────────────────────────────────────────────────────────────────────────────────────────────

const run: Run = { dataDir: mkdtempSync(path.join(os.tmpdir(), 'watchpost-crash-')), port: 0 };

async function cleanUp() {
  run.client?.close();
  const server = run.server;
  if (server && !server.hasExited) {
    server.child.kill('SIGTERM');
    try {
      await server.waitForExit('clean-up');
    } catch {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  // The guardian stops PostgreSQL when the server dies; make sure it is gone before the directory is removed.
  const postmaster = readPostmaster(run.dataDir);
  if (postmaster && isPostgres(postmaster.pid)) {
    try {
      await waitUntil('PostgreSQL to stop', exitDeadlineMs, () => !isAlive(postmaster.pid));
    } catch {
      process.kill(postmaster.pid, 'SIGKILL');
    }
  }
  rmSync(run.dataDir, { recursive: true, force: true });
}

async function main(): Promise<number> {
  await buildServerIfStale();
  const began = Date.now();
  run.port = await freePort();
  console.log(`crash test: data in ${run.dataDir}, server on port ${run.port}`);
  await startAndWait(run);
  console.log(`crash test: server up with the demo operation after ${((Date.now() - began) / 1000).toFixed(1)} s`);
  const all = emptyAcknowledged();
  const results: ScenarioResult[] = [];

  for (const [label, crash] of [
    ['server SIGKILL', killServer],
    ['PostgreSQL SIGKILL', killPostgres],
  ] as const) {
    const result = await scenario(run, label, all, crash);
    results.push(result);
    console.log(`${summary(result)} [${result.seconds.toFixed(1)} s]`);
  }

  let failed = false;
  for (const result of results) {
    const lostPositions = result.acknowledged.positions.length - result.positionsPresent;
    console.log(
      `  ${result.label}: after the kill ${result.acknowledgedAfterKill} writes were still acknowledged and ` +
        `${result.failuresAfterKill} failed (not acknowledged); ` +
        `${lostPositions} acknowledged positions lost (asynchronous commit, docs/crash-safety.md)`,
    );
    if (result.missing.length > 0) {
      failed = true;
      console.error(`  ${result.label}: MISSING after restart:\n    ${result.missing.slice(0, 20).join('\n    ')}`);
    }
  }
  console.log(`crash test: ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return failed ? 1 : 0;
}

let exitCode = 1;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`crash test: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}
try {
  exitCode = await main();
} catch (error) {
  console.error(`crash test: ${error instanceof CrashTestFailure ? error.message : (error as Error).stack}`);
  if (run.server) console.error(`last server output:\n${run.server.output()}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
