import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { serverEntry } from '../../../scripts/build-server.mjs';
import { testSecretsKeyFor } from './test-secrets.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const startDeadlineMs = 60_000;

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` of the process's HTTP listener. */
  baseUrl: string;
  pid: number;
  /** Its own data directory (removed by stop()). */
  dataDir: string;
  /** Resolves when the process has exited. */
  exited: Promise<ServerExit>;
  /** Everything it wrote to stdout and stderr so far (its log: one JSON object a line). */
  output(): string;
  /** Sends a signal (SIGKILL: a crash; SIGTERM: what an orchestrator sends to stop it). */
  kill(signal: NodeJS.Signals): void;
  /** Stops the process (SIGTERM, as an orchestrator would) when it still runs, waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Another Watchpost server, as its own operating-system process, on the given database: what a second instance
 * behind a load balancer is. It takes a port and a DATA_DIR of its own; `baseUrl` comes from its log line. It runs
 * the sources through tsx, or with `compiled` the built server (dist/server/main.js, built by the test run's global
 * setup), which is what is deployed. `env` adds to or overrides its environment.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  sessionSecret: string;
  compiled?: boolean;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const buildError = options.compiled ? inject('serverBuildError') : null;
  if (buildError) throw new Error(`the compiled server could not be built:\n${buildError}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'watchpost-process-'));
  const args = options.compiled ? ['--enable-source-maps', serverEntry] : ['--import', 'tsx/esm', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET: options.sessionSecret,
      SECRETS_KEY: testSecretsKeyFor(options.sessionSecret).toString('hex'),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DEMO_SEED: 'off',
      BASE_URL: '',
      CLOCK_START: '',
      ...options.env,
    },
  });
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const output: string[] = [];
  // Keep reading, or a full pipe would stall the process.
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no server within 60 s:\n${output.join('')}`)), startDeadlineMs);
    const read = () => {
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''));
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the server process exited (${code}) before listening:\n${output.join('')}`));
    });
  });
  return {
    baseUrl,
    pid: child.pid ?? 0,
    dataDir,
    exited,
    output: () => output.join(''),
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
