/** What the benchmarks share to drive a real server process and reach its embedded PostgreSQL. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import fastifyCookie from '@fastify/cookie';
import pg from 'pg';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Waits until the server at `base` answers /api/health; fails if the process exits or the time runs out. */
export async function waitHealthy(base: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(50);
  }
  throw new Error('server did not become healthy in time');
}

/** A client of the embedded PostgreSQL a server started under `dataDir` (its password file and port). */
export async function databaseOf(dataDir: string): Promise<pg.Client> {
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(port),
    user: 'postgres',
    password,
    database: 'watchpost',
  });
  await client.connect();
  return client;
}

/**
 * The environment of a benchmark's server: its own data directory and embedded PostgreSQL, on 127.0.0.1:`port`,
 * logging warnings only; `extra` adds to or overrides it.
 */
export function serverEnv(dataDir: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...extra,
  };
}

/**
 * Starts `node src/server/main.ts` (the sources, through the TypeScript loader) with `serverEnv`; `detached` puts it
 * in a process group of its own (to signal it and its children together); `cwd` runs another checkout's sources.
 */
export function spawnSourceServer(
  dataDir: string,
  port: number,
  { env = {}, detached = false, cwd = root }: { env?: Record<string, string>; detached?: boolean; cwd?: string } = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx/esm', 'src/server/main.ts'], {
    cwd,
    detached,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv(dataDir, port, env),
  });
}

/**
 * Starts the production artefact, `node dist/server/main.js` (needs `npm run build`), with `serverEnv`. NODE_ENV is
 * left unset so that the demo data is seeded: nothing else in the server reads it.
 */
export function spawnBuiltServer(dataDir: string, port: number, { detached = false } = {}): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    detached,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv(dataDir, port),
  });
}

/** `node src/server/main.ts` serving the built web app on a throwaway data directory (demo data), once healthy. */
export async function startWebServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawnSourceServer(dataDir, port);
  await waitHealthy(`http://127.0.0.1:${port}`, child);
  return child;
}

/**
 * Prints a benchmark's results as a section of docs/benchmarks.md (`### <date> UTC<title>`, the conditions, the
 * table) and, with `--record` on the command line, appends it there.
 */
export function printResults(title: string, conditions: string, rows: string[][]): void {
  const table = [
    `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${title}`,
    '',
    `Conditions: ${conditions}`,
    '',
    '| Measure | Result |',
    '|---|---|',
    ...rows.map(([what, result]) => `| ${what} | ${result} |`),
    '',
  ].join('\n');
  console.log(`\n${table}`);
  if (process.argv.includes('--record')) {
    appendFileSync(path.join(root, 'docs/benchmarks.md'), `\n${table}`);
    console.log('Appended to docs/benchmarks.md');
  }
}

export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGINT'): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
}

/** A number as the tables write it: thousands separated, `digits` decimals; 'n/a' when not finite. */
export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';

/** A size in B, KiB or MiB. */
export const bytesText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${fmt(bytes / 1024 / 1024, 1)} MiB`
    : bytes >= 1024
      ? `${fmt(bytes / 1024, 1)} KiB`
      : `${bytes} B`;

/** The 1, 5 and 15 minute load averages, "1.20 / 0.80 / 0.50". */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}

/** Headless Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium) without background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutablePath,
    headless: true,
    args: [...chromiumArgs],
  });
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A timed answer: the time is from sending the request to its last byte. */
export interface TimedAnswer {
  status: number;
  bytes: number;
  body: Buffer;
  ms: number;
  headers: http.IncomingHttpHeaders;
}

/** One request over a keep-alive socket (of `agent`, else one shared socket), no compression asked, timed to the last byte. */
export function timedRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent } = {},
): Promise<TimedAnswer> {
  return new Promise<TimedAnswer>((resolve, reject) => {
    const began = performance.now();
    const req = http.request(url, {
      method: options.method ?? 'GET',
      agent: options.agent ?? keepAlive,
      headers: options.headers ?? {},
    });
    req.on('error', reject);
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          bytes: body.length,
          body,
          ms: performance.now() - began,
          headers: response.headers,
        });
      });
    });
    req.end(options.body);
  });
}

/** Signs in over HTTP with the demo password; answers the session cookie. */
export async function signInOverHttp(base: string, email: string): Promise<string> {
  const answer = await timedRequest(`${base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'demo1234', remember: true }),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body.toString()}`);
  const setCookie = answer.headers['set-cookie'] ?? [];
  const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** The q-quantile of sorted figures (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** Closes the kept-alive sockets of timedRequest, so the process can end (later requests open new ones). */
export function closeTimedRequests(): void {
  keepAlive.destroy();
}

// ── Server processes on one database, sessions by SQL, live streams (alert-latency.ts, dispatch.ts) ─────────

/** A server process started by startServerProcess. */
export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
}

/**
 * Starts `node [nodeArgs] src/server/main.ts` on 127.0.0.1:`port` logging warnings only, with `env` (DATA_DIR,
 * SESSION_SECRET, SECRETS_KEY, DATABASE_URL…) over this process's environment; resolves once healthy.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx/esm', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  if (!child.pid) throw new Error('server did not start');
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base, child);
  return { child, pid: child.pid, base };
}

/** Stops a server of startServerProcess (SIGTERM), if it was started and still runs. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (server) await stopServer(server.child, 'SIGTERM');
}

/** The connection string of the embedded PostgreSQL a server started under `dataDir` (for a second process). */
export function embeddedDatabaseUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/watchpost`;
}

export function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? Number.NaN);
}

export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in USER_HZ (100 on Linux)
}

/** CPU seconds of the PostgreSQL of `dataDir`: its postmaster and the children alive now (the pools' backends). */
export function postgresCpuSeconds(dataDir: string): number {
  const pids = readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number);
  const cmdline = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      return '';
    }
  };
  const parent = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return -1;
    }
  };
  const postmaster = pids.find((pid) => cmdline(pid).includes('postgres -D') && cmdline(pid).includes(dataDir));
  if (postmaster === undefined) return Number.NaN;
  return pids
    .filter((pid) => pid === postmaster || parent(pid) === postmaster)
    .reduce((sum, pid) => {
      try {
        return sum + cpuSeconds(pid);
      } catch {
        return sum; // a backend that ended meanwhile
      }
    }, 0);
}

/**
 * CPU over a measured window, begun now: `end(items)` answers each server's % of one core and its ms ÷ item, the
 * PostgreSQL of `postgresDir` and this process (the load generator), over the window's wall time.
 */
export function cpuWindow(servers: readonly ServerProcess[], postgresDir: string) {
  const cpuBefore = servers.map((s) => cpuSeconds(s.pid));
  const postgresBefore = postgresCpuSeconds(postgresDir);
  const selfBefore = process.cpuUsage();
  const began = performance.now();
  return {
    began,
    end(items: number) {
      const wall = (performance.now() - began) / 1000;
      const serverCpuSeconds = servers.map((s, i) => cpuSeconds(s.pid) - (cpuBefore[i] as number));
      const self = process.cpuUsage(selfBefore);
      return {
        serverCpu: serverCpuSeconds.map((seconds) => (seconds / wall) * 100),
        postgresCpu: ((postgresCpuSeconds(postgresDir) - postgresBefore) / wall) * 100,
        // CPU time is what the work costs whatever else runs on the machine; latency is not.
        cpuPerItemMs: serverCpuSeconds.map((seconds) => (seconds * 1000) / items),
        selfCpu: ((self.user + self.system) / 1e6 / wall) * 100,
      };
    },
  };
}

export function openFilesLimit(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  return Number(limits.match(/^Max open files\s+(\d+)/m)?.[1] ?? Number.NaN);
}

/** A signed-in user: the session cookie made by createSessions. */
export interface Session {
  userId: string;
  cookie: string;
}

/**
 * `count` executives of the demo client and one session each, plus a session of the demo guard, by SQL: the cookie
 * is the session token signed with `secret` exactly as the server's cookie plugin signs it (no argon2 sign-in).
 */
export async function createSessions(databaseUrl: string, secret: string, count: number) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const guard = await db.query<{ id: string; client_id: string }>(
      `select id, client_id from users where email = 'guard@demo.test'`,
    );
    const guardRow = guard.rows[0];
    if (!guardRow) throw new Error('the demo guard account is missing');
    const run = randomUUID().slice(0, 8);
    await db.query('begin');
    const users = await db.query<{ id: string }>(
      `insert into users (client_id, email, email_verified, roles, display_name)
       select $1, 'bench-exec-' || $2 || '-' || g || '@bench.test', true, '{executive}', 'Bench Executive ' || g
       from generate_series(1, $3) g
       returning id`,
      [guardRow.client_id, run, count],
    );
    const make = (userId: string) => {
      const token = randomBytes(32).toString('base64url');
      return {
        row: { id: createHash('sha256').update(token).digest('hex'), user_id: userId },
        session: { userId, cookie: `wp_session=${encodeURIComponent(fastifyCookie.sign(token, secret))}` },
      };
    };
    const made = [...users.rows.map((u) => make(u.id)), make(guardRow.id)];
    await db.query(
      `insert into sessions (id, user_id, persistent, expires_at, last_seen_at, created_at)
       select s.id, s.user_id, true, now() + interval '1 day', now(), now()
       from json_to_recordset($1) as s(id text, user_id uuid)`,
      [JSON.stringify(made.map((m) => m.row))],
    );
    await db.query('commit');
    const sessions = made.map((m) => m.session);
    return { executives: sessions.slice(0, count), guard: sessions[count] as Session };
  } finally {
    await db.end();
  }
}

/** An open `GET /api/v1/stream`, held by server `server` (a label: A, B). */
export interface LiveStream {
  server: string;
  request: http.ClientRequest;
  closed: boolean;
}

/** What a stream's reader does with each event after `ready`: its type, its data and when its chunk arrived. */
export type StreamListener = (type: string, data: string, at: number, stream: LiveStream) => void;

/** Opens a stream (SSE parsed here over plain HTTP) and resolves on its `ready`; every event after it goes to `listen`. */
export function openStream(
  base: string,
  server: string,
  session: Session,
  listen: StreamListener,
): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/v1/stream`, {
      agent: false,
      headers: { cookie: session.cookie, accept: 'text/event-stream' },
    });
    const stream: LiveStream = { server, request, closed: false };
    let ready = false;
    request.on('error', (error) => {
      stream.closed = true;
      if (!ready) reject(error);
    });
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer = buffer ? buffer + chunk : chunk;
        let start = 0;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n', start)) {
          const block = buffer.slice(start, end);
          start = end + 2;
          let type = '';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) type = line.slice(6).trim();
            else if (line.startsWith('data:')) data += line.slice(5).trim();
          }
          if (type === 'ready' && !ready) {
            ready = true;
            resolve(stream);
          } else if (type !== 'ready') listen(type, data, at, stream);
        }
        buffer = start === buffer.length ? '' : buffer.slice(start);
      });
      response.on('close', () => {
        stream.closed = true;
      });
    });
  });
}

/** Opens a stream for each target, `concurrency` at a time. */
export async function openStreams(
  targets: Array<{ base: string; server: string; session: Session }>,
  listen: StreamListener,
  concurrency = 50,
): Promise<LiveStream[]> {
  const streams: LiveStream[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < targets.length) {
        const t = targets[next] as (typeof targets)[number];
        next += 1;
        streams.push(await openStream(t.base, t.server, t.session, listen));
      }
    }),
  );
  return streams;
}

export function closeStreams(streams: LiveStream[]): void {
  for (const s of streams) s.request.destroy();
}

/** When a stream received something sent (an alert, a status change). */
export interface Receipt {
  at: number;
  stream: LiveStream;
}

/** Receipts by the id of what was sent, over every stream. */
export type Receipts = Map<string, Receipt[]>;

export function addReceipt(receipts: Receipts, id: string, receipt: Receipt): void {
  let list = receipts.get(id);
  if (!list) {
    list = [];
    receipts.set(id, list);
  }
  list.push(receipt);
}

/** Something sent to a server whose arrival on the streams is timed: its id, when it was sent and answered. */
export interface Sent {
  id: string;
  sentAt: number;
  answeredAt: number;
}

/** "p50 … · p99 … · max … ms" of the figures (the percentiles of `quantiles`, nearest rank). */
export const spread = (values: number[], quantiles: readonly number[] = [0.5, 0.99]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ranks = quantiles.map((q) => `p${Math.round(q * 100)} ${fmt(percentile(sorted, q), 1)}`);
  return `${ranks.join(' · ')} · max ${fmt(sorted.at(-1) ?? Number.NaN, 1)} ms`;
};

export interface DeliveryFigures {
  /** Per item sent: from sending to its earliest receipt, and to its last when every stream got it. */
  firstStream: number[];
  allStreams: number[];
  /** Every (item, stream) pair, and those by the server holding the stream. */
  pairs: number[];
  byServer: Map<string, number[]>;
  answered: number[];
  missing: number;
  duplicates: number;
}

/** The latencies of what was sent to its receipts on `streams` (each stream counted once per item). */
export function deliveryFigures(sent: Sent[], receipts: Receipts, streams: LiveStream[]): DeliveryFigures {
  const result: DeliveryFigures = {
    firstStream: [],
    allStreams: [],
    pairs: [],
    byServer: new Map(),
    answered: sent.map((s) => s.answeredAt - s.sentAt),
    missing: 0,
    duplicates: 0,
  };
  for (const s of sent) {
    const list = receipts.get(s.id) ?? [];
    const seen = new Set<LiveStream>();
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const r of list) {
      if (seen.has(r.stream)) {
        result.duplicates += 1;
        continue;
      }
      seen.add(r.stream);
      const latency = r.at - s.sentAt;
      result.pairs.push(latency);
      let perServer = result.byServer.get(r.stream.server);
      if (!perServer) {
        perServer = [];
        result.byServer.set(r.stream.server, perServer);
      }
      perServer.push(latency);
      first = Math.min(first, latency);
      last = Math.max(last, latency);
    }
    result.missing += streams.length - seen.size;
    if (seen.size > 0) result.firstStream.push(first);
    if (seen.size === streams.length) result.allStreams.push(last);
  }
  return result;
}
