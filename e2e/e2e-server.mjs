// Runs the compiled server (dist/server, built first when its sources changed) for the end-to-end tests on a
// throwaway data directory, and removes it afterwards: every run of the suite proves the artefact that is deployed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfStale, serverEntry } from '../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
await buildServerIfStale();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-e2e-'));

// A real OpenID provider for the federated sign-in tests, beside the server (90 ports above it unless told).
const appPort = process.env.PORT ?? '3100';
const oidcPort = process.env.E2E_OIDC_PORT ?? String(Number(appPort) + 90);
const oidc = {
  OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
  OIDC_CLIENT_ID: 'watchpost-e2e',
  OIDC_CLIENT_SECRET: 'watchpost-e2e-secret-0123456789',
  OIDC_DISPLAY_NAME: 'Test ID',
};
const provider = spawn(process.execPath, ['--import', 'tsx/esm', 'e2e/oidc-test-provider.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...oidc, OIDC_TEST_PORT: oidcPort, APP_PORT: appPort },
});

// Tests that read the database (e.g. the mail outbox) find it through this file; one per port, so runs on other
// ports do not overwrite it (see outboxMails in e2e/fixtures.ts).
const serverInfoFile = path.join(root, 'e2e', '.auth', `server-${appPort}.json`);
mkdirSync(path.dirname(serverInfoFile), { recursive: true });
writeFileSync(serverInfoFile, JSON.stringify({ dataDir }));

// A second process on the same database (docs/deploy.md#running-several-processes), for the tests that prove what
// one process writes reaches the screens another serves (e2e/dispatch.spec.ts). Both share the session and secrets
// keys, as processes of one deployment do.
const secondPort = process.env.E2E_SECOND_PORT ?? String(Number(appPort) + 1);
const secondDataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-e2e-b-'));
const sharedSecrets = {
  SESSION_SECRET: randomBytes(32).toString('hex'),
  SECRETS_KEY: randomBytes(32).toString('hex'),
};

/** What both processes run with. */
const serverEnv = {
  ...process.env,
  ...sharedSecrets,
  BASE_URL: '',
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  CLOCK_START: process.env.CLOCK_START ?? '2026-03-18T15:00:00Z',
  // Loopback only: lets each test present its own client address (X-Forwarded-For) to the attempt limiter.
  TRUST_PROXY: 'true',
  ...oidc,
};

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: '' },
});
let second;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    second?.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code) => {
  provider.kill('SIGTERM');
  second?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(secondDataDir, { recursive: true, force: true });
  rmSync(serverInfoFile, { force: true });
  process.exit(code ?? 0);
});

/** The first process's embedded PostgreSQL, once it answers ready (then its migrations and demo data are in). */
async function firstDatabaseUrl() {
  for (;;) {
    try {
      const ready = await fetch(`http://127.0.0.1:${appPort}/api/health/ready`);
      if (ready.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/watchpost`;
}

const databaseUrl = await firstDatabaseUrl();
second = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...serverEnv, PORT: secondPort, DATA_DIR: secondDataDir, DATABASE_URL: databaseUrl, DEMO_SEED: 'off' },
});
