/**
 * `npm run bench`: starts the real server with `npm start` on a throwaway data directory and measures start-up
 * (cold and warm), idle memory of the server and of PostgreSQL, throughput/latency of two endpoints at
 * 50 concurrent connections, position ingest at 1,000 concurrent guards (bench/position-ingest.ts) and alert
 * latency on 1,000 open live streams (bench/alert-latency.ts) and the workforce reports on 500,000 clock entries
 * (bench/reports.ts), a month's invoices and coverage for 200 contracts (bench/billing.ts), a pay run of 1,000 guards
 * (bench/pay-runs.ts), dispatch's nearest units and status changes on live boards (bench/dispatch.ts) and screen
 * speed in a browser (bench/screen-speed.ts). Prints a Markdown table; `--record` appends it to docs/benchmarks.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import { alertLatency } from './alert-latency.ts';
import { launchChromium, printResults, serverEnv } from './bench-server.ts';
import { billingBench } from './billing.ts';
import { dispatchBench } from './dispatch.ts';
import { eventsListConnections as connections, eventsListLoad, loadUrl, signInAs } from './events-list.ts';
import { payRunsBench } from './pay-runs.ts';
import { positionIngest } from './position-ingest.ts';
import { reportsBench } from './reports.ts';
import { screenSpeedBench } from './screen-speed.ts';

const root = path.resolve(import.meta.dirname, '..');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

interface Started {
  child: ChildProcess;
  port: number;
  msToHealthy: number;
}

async function waitHealthy(port: number, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(20);
  }
  throw new Error('server did not become healthy in time');
}

async function startWithNpm(dataDir: string, port: number): Promise<Started> {
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true, // its own process group, so we can stop npm, sh and node together like a Ctrl-C does
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv(dataDir, port),
  });
  await waitHealthy(port, child);
  return { child, port, msToHealthy: performance.now() - began };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGINT');
  await exited;
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

function allPids(): number[] {
  return readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number);
}

function parentOf(pid: number): number | undefined {
  const stat = readProc(pid, 'stat');
  if (!stat) return undefined;
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function kib(pid: number, field: 'VmRSS' | 'Pss'): number {
  const text = field === 'Pss' ? readProc(pid, 'smaps_rollup') : readProc(pid, 'status');
  const match = text?.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) : 0;
}

/** The node server (`npm start` runs dist/server/main.js) and the postmaster of this data dir plus its children. */
function memory(dataDir: string) {
  const pids = allPids();
  const server = pids.find((pid) => {
    const argv = (readProc(pid, 'cmdline') ?? '').split('\0');
    return path.basename(argv[0] ?? '') === 'node' && argv.includes('dist/server/main.js');
  });
  const postmaster = pids.find((pid) => {
    const cmd = (readProc(pid, 'cmdline') ?? '').replaceAll('\0', ' ');
    return cmd.includes('postgres -D') && cmd.includes(dataDir);
  });
  const pgFamily = postmaster ? [postmaster, ...pids.filter((pid) => parentOf(pid) === postmaster)] : [];
  return {
    serverRssMiB: server ? kib(server, 'VmRSS') / 1024 : Number.NaN,
    postgresRssMiB: postmaster ? kib(postmaster, 'VmRSS') / 1024 : Number.NaN,
    postgresPssMiB: pgFamily.reduce((sum, pid) => sum + kib(pid, 'Pss'), 0) / 1024,
    postgresProcesses: pgFamily.length,
  };
}

/** The JavaScript the browser loads to show /sign-in (entry, preloads and the lazy page chunk), gzip-sized. */
async function signInPageScripts(port: number) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/sign-in`, { waitUntil: 'networkidle' });
    let gzip = 0;
    let raw = 0;
    for (const script of scripts) {
      const content = readFileSync(path.join(root, 'dist/web', script));
      raw += content.length;
      gzip += gzipSync(content, { level: 9 }).length;
    }
    return { files: scripts.size, rawKiB: raw / 1024, gzipKiB: gzip / 1024 };
  } finally {
    await browser.close();
  }
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-bench-'));
  const rows: string[][] = [];
  let running: Started | undefined;
  try {
    // Make sure the builds are current so start-up time measures the server, not a first build.
    for (const [script, ...args] of [['scripts/build-web-if-stale.mjs'], ['scripts/build-server.mjs', '--if-stale']]) {
      await new Promise<void>((resolve, reject) => {
        const build = spawn(process.execPath, [script ?? '', ...args], { cwd: root, stdio: 'inherit' });
        build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed`))));
      });
    }
    const port = await freePort();
    const cold = await startWithNpm(dataDir, port);
    rows.push([
      '`npm start` → healthy, cold data dir (initdb + migrations + demo seed)',
      `${fmt(cold.msToHealthy)} ms`,
    ]);
    await stop(cold.child);
    running = await startWithNpm(dataDir, port);
    rows.push(['`npm start` → healthy, warm data dir', `${fmt(running.msToHealthy)} ms`]);

    await delay(3000); // let start-up work settle before reading idle memory
    const idle = memory(dataDir);
    rows.push(['Idle RSS, Node server', `${fmt(idle.serverRssMiB, 1)} MiB`]);
    rows.push(['Idle RSS, PostgreSQL postmaster', `${fmt(idle.postgresRssMiB, 1)} MiB`]);
    rows.push([`Idle PSS, PostgreSQL (${idle.postgresProcesses} processes)`, `${fmt(idle.postgresPssMiB, 1)} MiB`]);

    const scripts = await signInPageScripts(port);
    rows.push([
      `Initial JavaScript of /sign-in (${scripts.files} files; target < 250 kB gzip)`,
      `${fmt(scripts.gzipKiB, 1)} kB gzip (${fmt(scripts.rawKiB, 0)} kB uncompressed)`,
    ]);

    const health = await loadUrl(`http://127.0.0.1:${port}/api/health`, durationSeconds);
    rows.push([
      `GET /api/health, ${connections} connections, ${durationSeconds} s`,
      `${fmt(health.requestsPerSecond)} req/s · p50 ${health.p50} ms · p99 ${health.p99} ms · non-2xx ${health.non2xx} · errors ${health.errors}`,
    ]);
    const signInMs: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const began = performance.now();
      await signInAs(port);
      signInMs.push(performance.now() - began);
    }
    signInMs.sort((a, b) => a - b);
    rows.push([
      'POST /api/v1/auth/sign-in (argon2id m=19 MiB, t=2, p=1), 20 sequential',
      `p50 ${fmt(signInMs[10] ?? Number.NaN, 1)} ms · max ${fmt(signInMs[19] ?? Number.NaN, 1)} ms`,
    ]);
    rows.push(await eventsListLoad(port, durationSeconds));
    const loaded = memory(dataDir);
    rows.push(['RSS after load, Node server', `${fmt(loaded.serverRssMiB, 1)} MiB`]);
    rows.push(...(await positionIngest({ port, dataDir, seconds: durationSeconds, serverGroup: running.child.pid })));
  } finally {
    if (running) await stop(running.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Starts servers of its own (one, then two processes on one database) once the one above has stopped.
  rows.push(...(await alertLatency()));
  // Workforce reports on a generated operation of 500,000 clock entries, on a server of its own (bench/reports.ts).
  rows.push(...(await reportsBench()));
  // A month's invoices of 200 contracts and the coverage report on 100,000 clock entries (bench/billing.ts).
  rows.push(...(await billingBench()));
  // A biweekly pay run of 1,000 guards on 14,000 clock entries: computed, approved, exported (bench/pay-runs.ts).
  rows.push(...(await payRunsBench()));
  // Dispatch: a call's units among 2,000 on duty; a status change on 200 boards of two processes (bench/dispatch.ts).
  rows.push(...(await dispatchBench()));
  // Screens in a real browser: data visible after a full load and after a menu click (bench/screen-speed.ts).
  rows.push(...(await screenSpeedBench()));

  const conditions = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM, load average before the run ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}, Node ${process.version}; load generator (autocannon) on the same machine`;
  printResults('', `${conditions}.`, rows);
}

await main();
