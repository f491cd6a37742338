import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const startDeadlineMs = 60_000;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` of the process's HTTP listener. */
  baseUrl: string;
  /** Stops the process (SIGTERM, as an orchestrator would) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Another Watchpost server, as its own operating-system process (`src/server/main.ts`), on the given database: what
 * a second instance behind a load balancer is. It takes a port of its own; `baseUrl` comes from its log line.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  sessionSecret: string;
}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'watchpost-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx/esm', 'src/server/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET: options.sessionSecret,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DEMO_SEED: 'off',
      BASE_URL: '',
      CLOCK_START: '',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output: string[] = [];
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no server within 60 s:\n${output.join('')}`)), startDeadlineMs);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'));
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''));
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server process exited (${code}) before listening:\n${output.join('')}`));
    });
  });
  // Keep reading, or a full pipe would stall the process.
  child.stdout.resume();
  child.stderr.resume();
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
