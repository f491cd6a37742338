/** What the benchmarks share to drive a real server process and reach its embedded PostgreSQL. */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
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

/** One request over a keep-alive socket, no compression asked, timed to the last byte. */
export function timedRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<TimedAnswer> {
  return new Promise<TimedAnswer>((resolve, reject) => {
    const began = performance.now();
    const req = http.request(url, {
      method: options.method ?? 'GET',
      agent: keepAlive,
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
