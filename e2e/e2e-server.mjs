// Runs the real server for the end-to-end tests on a throwaway data directory, and removes it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx/esm', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    BASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    CLOCK_START: process.env.CLOCK_START ?? '2026-03-18T15:00:00Z',
    // Loopback only: lets each test present its own client address (X-Forwarded-For) to the attempt limiter.
    TRUST_PROXY: 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
