/**
 * Alert latency on the live stream (docs/product/alerts.md#live-stream): how long an SOS takes from the field POST to the `alert.created`
 * on 1,000 open streams, for one server process and for two processes on one database (the fan-out through
 * PostgreSQL LISTEN/NOTIFY), and the server memory each open stream costs. Part of `npm run bench`; run alone with
 * `node --import tsx/esm bench/alert-latency.ts [--record]`.
 *
 * The benchmark starts its own servers (`node src/server/main.ts`, embedded PostgreSQL in a throwaway data
 * directory; the second process with DATABASE_URL pointing at the first one's PostgreSQL, DEMO_SEED=off, the same
 * SESSION_SECRET). Stream holders are executives of the demo client (they see every alert of their client), created
 * by SQL with a session row each; the cookie is the session token signed with the SESSION_SECRET exactly as the
 * server's cookie plugin signs it, so no argon2 sign-in is needed. The SOS is raised by the demo guard.
 *
 * Latency is measured in this process on one clock: the time just before the POST is sent to the arrival of the
 * chunk carrying the matching `alert.created` on each stream (SSE parsed here over plain keep-alive HTTP). Alerts
 * are sent open-loop at a steady rate, each without waiting for the previous answer. The load generator shares the
 * machine's cores with the servers and PostgreSQL, so its own event loop (reading 1,000 sockets) is part of the
 * figure — a pessimistic one.
 *
 * Environment (standalone runs): ALERT_BENCH_PORTS=<a>,<b> (server ports; default free ones), ALERT_BENCH_STREAMS,
 * ALERT_BENCH_ALERTS, ALERT_BENCH_RATE (defaults 1000, 200, 20/s), ALERT_BENCH_NODE_ARGS (node flags for the servers,
 * e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`), ALERT_BENCH_TRACE=<file> (per-alert timeline as JSON lines).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import {
  addReceipt,
  closeStreams,
  cpuWindow,
  createSessions,
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
  rssKiB,
  type Sent,
  type ServerProcess as Server,
  type Session,
  type StreamListener,
  spread,
  startServerProcess,
  stopServerProcess as stopServer,
} from './bench-server.ts';

const target = { oneProcessP99Ms: 100, twoProcessesP99Ms: 150 };

export interface AlertLatencyOptions {
  /** Open streams (split evenly across the two processes in the second run). */
  streams?: number;
  /** Measured SOS alerts per run (after a warm-up that is not counted). */
  alerts?: number;
  /** SOS alerts per second. */
  rate?: number;
  /** Ports for the two servers (default: free ones). */
  ports?: [number, number];
}

// ── Servers ─────────────────────────────────────────────────────────────────────────────────────────────────

function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const nodeArgs = process.env.ALERT_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return startServerProcess(port, env, nodeArgs);
}

// ── Streams ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Arrival times of heartbeats on every stream (for ALERT_BENCH_TRACE). */
const heartbeats: number[] = [];

const alertIdPrefix = '{"alert":{"id":"';

/**
 * The alert id of an `alert.created` payload. The reader is on the same cores as the servers, so it takes the id
 * from where the server's serialization puts it (the alert's first key) and parses the JSON only if it is not there.
 */
function alertIdOf(data: string): string {
  if (data.startsWith(alertIdPrefix)) {
    const end = data.indexOf('"', alertIdPrefix.length);
    if (end > alertIdPrefix.length) return data.slice(alertIdPrefix.length, end);
  }
  return (JSON.parse(data) as { alert: { id: string } }).alert.id;
}

/** Records each `alert.created` (by alert id) and each heartbeat with its arrival time. */
function alertListener(receipts: Receipts): StreamListener {
  return (type, data, at, stream) => {
    if (type === 'heartbeat') heartbeats.push(at);
    else if (type === 'alert.created') addReceipt(receipts, alertIdOf(data), { at, stream });
  };
}

// ── SOS load ────────────────────────────────────────────────────────────────────────────────────────────────

const postAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function postSos(base: string, guard: Session): Promise<Sent> {
  const body = JSON.stringify({ message: 'Benchmark SOS', idempotencyKey: randomUUID() });
  return new Promise((resolve, reject) => {
    const sentAt = performance.now();
    const request = http.request(`${base}/api/v1/field/sos`, {
      method: 'POST',
      agent: postAgent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        origin: base,
        cookie: guard.cookie,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        const answeredAt = performance.now();
        if (response.statusCode !== 201) {
          reject(new Error(`SOS answered ${response.statusCode}: ${text}`));
          return;
        }
        const alertId = (JSON.parse(text) as { alertIds: string[] }).alertIds[0];
        if (!alertId) reject(new Error('SOS answered without an alert id'));
        else resolve({ id: alertId, sentAt, answeredAt });
      });
    });
    request.end(body);
  });
}

/** `count` SOS at `rate` per second on a fixed schedule (open loop); waits until every stream has every alert. */
async function sendAlerts(
  base: string,
  guard: Session,
  count: number,
  rate: number,
  receipts: Receipts,
  streams: number,
) {
  const pending: Promise<Sent>[] = [];
  const start = performance.now() + 20;
  for (let i = 0; i < count; i += 1) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await delay(wait);
    pending.push(postSos(base, guard));
  }
  const sent = await Promise.all(pending);
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline && sent.some((s) => (receipts.get(s.id)?.length ?? 0) < streams)) {
    await delay(50);
  }
  return sent;
}

// ── Figures ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * ALERT_BENCH_TRACE=<file>: appends, per alert, when it was sent (s into the run), its POST answer time and its
 * first/last receipt (ms), and the heartbeats per 100 ms — to see what a latency spike coincides with.
 */
function writeTrace(file: string, label: string, began: number, sent: Sent[], receipts: Receipts) {
  const alerts = sent.map((s) => {
    const times = (receipts.get(s.id) ?? []).map((r) => r.at - s.sentAt);
    return {
      at: (s.sentAt - began) / 1000,
      answered: s.answeredAt - s.sentAt,
      first: Math.min(...times),
      last: Math.max(...times),
    };
  });
  const beats = new Map<number, number>();
  for (const at of heartbeats) {
    const slot = Math.floor((at - began) / 100) / 10;
    beats.set(slot, (beats.get(slot) ?? 0) + 1);
  }
  appendFileSync(file, `${JSON.stringify({ label, alerts, heartbeatsPer100ms: Object.fromEntries(beats) })}\n`);
}

/** One measured run: warm-up, then `alerts` SOS at `rate`/s to `postTo`, while `streams` are open. */
async function measure(
  label: string,
  postTo: Server,
  servers: Server[],
  guard: Session,
  streams: LiveStream[],
  receipts: Receipts,
  options: { alerts: number; rate: number; targetP99: number; postgresDir: string },
): Promise<string[][]> {
  await sendAlerts(postTo.base, guard, 10, options.rate, receipts, streams.length); // warm-up, not counted
  const loadBefore = loadAverage();
  const window = cpuWindow(servers, options.postgresDir);
  const began = window.began;
  const sent = await sendAlerts(postTo.base, guard, options.alerts, options.rate, receipts, streams.length);
  const { serverCpu, postgresCpu, cpuPerItemMs: cpuPerAlertMs, selfCpu } = window.end(options.alerts);
  const f = deliveryFigures(sent, receipts, streams);
  if (process.env.ALERT_BENCH_TRACE) writeTrace(process.env.ALERT_BENCH_TRACE, label, began, sent, receipts);
  const p99All = percentile(
    [...f.allStreams].sort((a, b) => a - b),
    0.99,
  );
  const complete = f.missing === 0 && f.duplicates === 0;
  const verdict = complete && p99All < options.targetP99 ? 'meets' : complete ? 'misses' : 'incomplete: misses';
  const rows: string[][] = [
    [
      `${label}: SOS → \`alert.created\` on the first stream (${fmt(options.alerts)} alerts at ${fmt(options.rate)}/s)`,
      spread(f.firstStream),
    ],
    [
      `${label}: SOS → \`alert.created\` on all ${fmt(streams.length)} streams (target p99 < ${options.targetP99} ms)`,
      `${spread(f.allStreams)} — ${verdict} the target`,
    ],
    [`${label}: every (alert, stream) pair (${fmt(f.pairs.length)} receipts)`, spread(f.pairs)],
  ];
  if (f.byServer.size > 1) {
    for (const [server, values] of [...f.byServer].sort(([a], [b]) => a.localeCompare(b))) {
      rows.push([`${label}: pairs on streams held by process ${server}`, spread(values)]);
    }
  }
  rows.push(
    [`${label}: POST /api/v1/field/sos answered (201)`, spread(f.answered)],
    [
      `${label}: delivery check, CPU and load`,
      `missing ${fmt(f.missing)} · duplicates ${fmt(f.duplicates)} · server CPU ${serverCpu.map((c) => `${fmt(c)} %`).join(' + ')} of one core (${cpuPerAlertMs.map((ms) => `${fmt(ms, 1)} ms`).join(' + ')} ÷ alert) · PostgreSQL CPU ${fmt(postgresCpu)} % · load generator CPU ${fmt(selfCpu)} % · load average before ${loadBefore}`,
    ],
  );
  return rows;
}

// ── The benchmark ───────────────────────────────────────────────────────────────────────────────────────────

/** Runs both configurations and answers the table rows. */
export async function alertLatency(options: AlertLatencyOptions = {}): Promise<string[][]> {
  const streamCount = options.streams ?? 1000;
  const alerts = options.alerts ?? 200;
  const rate = options.rate ?? 20;
  const limit = openFilesLimit();
  // This process holds every stream; each server holds its share plus the database pool and files.
  if (limit < streamCount + 256) {
    throw new Error(`open-files limit ${limit} is too low for ${streamCount} streams: raise it (ulimit -n 4096)`);
  }
  const secret = randomBytes(32).toString('base64url');
  // Both processes share one database, so they need one SECRETS_KEY (each would generate its own in its DATA_DIR).
  const secretsKey = randomBytes(32).toString('hex');
  const dataA = mkdtempSync(path.join(os.tmpdir(), 'watchpost-alert-bench-a-'));
  const dataB = mkdtempSync(path.join(os.tmpdir(), 'watchpost-alert-bench-b-'));
  const [portA, portB] = options.ports ?? [await freePort(), await freePort()];
  let a: Server | undefined;
  let b: Server | undefined;
  const receipts: Receipts = new Map();
  let streams: LiveStream[] = [];
  const rows: string[][] = [];
  try {
    a = await startServer(portA, {
      DATA_DIR: dataA,
      SESSION_SECRET: secret,
      SECRETS_KEY: secretsKey,
      DATABASE_URL: '',
    });
    const databaseUrl = embeddedDatabaseUrl(dataA);
    const { executives, guard } = await createSessions(databaseUrl, secret, streamCount);

    // One process: every stream on A.
    await delay(3000); // let start-up work settle before reading memory
    const rssBefore = rssKiB(a.pid);
    streams = await openStreams(
      executives.map((session) => ({ base: (a as Server).base, server: 'A', session })),
      alertListener(receipts),
    );
    await delay(3000);
    const rssAfter = rssKiB(a.pid);
    rows.push([
      `Server memory per open stream (RSS of one process before and after opening ${fmt(streamCount)} streams)`,
      `${fmt((rssAfter - rssBefore) / streamCount, 1)} KiB per stream (${fmt(rssBefore / 1024, 1)} → ${fmt(rssAfter / 1024, 1)} MiB)`,
    ]);
    rows.push(
      ...(await measure('One process', a, [a], guard, streams, receipts, {
        alerts,
        rate,
        targetP99: target.oneProcessP99Ms,
        postgresDir: dataA,
      })),
    );
    closeStreams(streams);

    // Two processes on one database: half the streams on each, alerts posted to A.
    b = await startServer(portB, {
      DATA_DIR: dataB,
      SESSION_SECRET: secret,
      SECRETS_KEY: secretsKey,
      DATABASE_URL: databaseUrl,
      DEMO_SEED: 'off',
    });
    await delay(2000);
    const half = Math.floor(streamCount / 2);
    streams = await openStreams(
      executives.map((session, i) =>
        i < half
          ? { base: (a as Server).base, server: 'A', session }
          : { base: (b as Server).base, server: 'B', session },
      ),
      alertListener(receipts),
    );
    rows.push(
      ...(await measure(
        `Two processes (${fmt(half)} streams on A, ${fmt(streamCount - half)} on B, SOS posted to A)`,
        a,
        [a, b],
        guard,
        streams,
        receipts,
        { alerts, rate, targetP99: target.twoProcessesP99Ms, postgresDir: dataA },
      )),
    );
    rows.push([
      'Alert-latency conditions',
      `open-files limit ${fmt(limit)} (ulimit -n); the load generator (this process: ${fmt(streamCount)} SSE readers and the SOS sender) shares the ${os.cpus().length} cores with the servers and PostgreSQL`,
    ]);
  } finally {
    closeStreams(streams);
    postAgent.destroy();
    await stopServer(b);
    await stopServer(a);
    rmSync(dataA, { recursive: true, force: true });
    rmSync(dataB, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ports = process.env.ALERT_BENCH_PORTS?.split(',').map(Number);
  const loadBefore = loadAverage();
  const rows = await alertLatency({
    ...(process.env.ALERT_BENCH_STREAMS ? { streams: Number(process.env.ALERT_BENCH_STREAMS) } : {}),
    ...(process.env.ALERT_BENCH_ALERTS ? { alerts: Number(process.env.ALERT_BENCH_ALERTS) } : {}),
    ...(process.env.ALERT_BENCH_RATE ? { rate: Number(process.env.ALERT_BENCH_RATE) } : {}),
    ...(ports?.length === 2 ? { ports: ports as [number, number] } : {}),
  });
  printResults(
    ' — alert latency',
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM, load average before the run ${loadBefore}, Node ${process.version}; load generator on the same machine.`,
    rows,
  );
}
