import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertUser, testPassword } from './test/fixtures.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { openStream, type StreamReader } from './test/sse-client.ts';
import { testSessionSecret } from './test/test-app.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

/*
 * SIGTERM, as an orchestrator sends it to retire a process (src/server/main.ts, docs/deploy.md): the compiled
 * server, in a process of its own. A "slow request" is a PATCH /me that waits on a row lock this test holds, so
 * the test decides when it finishes; every wait is on a condition (a lock wait seen in pg_stat_activity, a refused
 * connection, an exit), never on time.
 */

/** main.ts: a stop that takes longer ends the process anyway. */
const shutdownDeadlineMs = 10_000;
/** What a loaded machine may add to a deadline before a test calls it missed. */
const slackMs = 5_000;
/** Starting a process, then its 10-s deadline, on two shared cores. */
const testTimeout = 90_000;

let database: TestDatabase;
let clientId: string;
const started: ServerProcess[] = [];
const streams: StreamReader[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  clientId = (await insertClient(database.db, { name: 'Graceful Guarding' })).id;
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all(started.map((p) => p.stop()));
  await database?.destroy();
});

/** Polls `check` until it holds (the condition is in another process: there is no event to await). */
async function until(what: string, check: () => Promise<boolean>, deadlineMs = 20_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function connectionRefused(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Backends of the process's pool on the database (each process names its connections: application_name). */
async function connectionsOf(appName: string, waitingOnLock = false): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = $1 and ($2 = false or wait_event_type = 'Lock')`,
    [appName, waitingOnLock],
  );
  return rows[0]?.n ?? 0;
}

/**
 * A server process with a signed-in user, a live stream open on it, and a PATCH /me in flight that waits on the
 * lock of that user's row, held by `lock` until the test commits it.
 */
async function processWithSlowRequest(key: string) {
  const appName = `watchpost-${key}`;
  const user = await insertUser(database.db, clientId, {
    email: `${key}@graceful.test`,
    roles: ['executive'],
    displayName: key,
  });
  const databaseUrl = new URL(database.url);
  databaseUrl.searchParams.set('application_name', appName);
  const server = await startServerProcess({
    databaseUrl: databaseUrl.toString(),
    sessionSecret: testSessionSecret,
    compiled: true,
  });
  started.push(server);
  const signIn = await fetch(`${server.baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${key}@graceful.test`, password: testPassword, remember: false }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('wp_session='));
  const stream = await openStream(server.baseUrl, cookie ?? '');
  streams.push(stream);
  await stream.waitFor((e) => e.type === 'ready');

  const lock = new pg.Client({ connectionString: database.url });
  // The database is dropped with force at the end, ending this connection if a failed test left it open.
  lock.on('error', () => {});
  await lock.connect();
  await lock.query('begin');
  await lock.query('select 1 from users where id = $1 for update', [user.id]);
  const slow = fetch(`${server.baseUrl}/api/v1/me`, {
    method: 'PATCH',
    headers: { cookie: cookie ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ displayName: `${key} renamed` }),
  }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as { displayName?: string } }),
    (error: unknown) => ({ status: 0, body: { error: String(error) } as { displayName?: string } }),
  );
  await until('the PATCH waiting on the row lock', async () => (await connectionsOf(appName, true)) === 1);
  let exitedAt: number | undefined;
  void server.exited.then(() => {
    exitedAt = Date.now();
  });
  return { server, stream, lock, slow, appName, exitedAt: () => exitedAt };
}

describe('SIGTERM', () => {
  it.concurrent(
    'ends the live streams, refuses new connections, finishes the request in flight, closes the pool and exits 0',
    async () => {
      const { server, stream, lock, slow, appName, exitedAt } = await processWithSlowRequest('patient');
      const signalledAt = Date.now();
      server.kill('SIGTERM');

      // The stream is finished properly, not cut: an EventSource reconnects after the retry time it was given,
      // through the load balancer, to a process that is still serving.
      expect(await stream.ended).toBe('end');
      expect(stream.retries).toEqual([3000]);
      await until('the listener closed', () => connectionRefused(server.baseUrl));
      // …while the request in flight still holds the process up.
      expect(exitedAt()).toBeUndefined();
      expect(await connectionsOf(appName)).toBeGreaterThan(0);

      await lock.query('commit');
      await lock.end();
      expect(await slow).toEqual({ status: 200, body: expect.objectContaining({ displayName: 'patient renamed' }) });
      expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
      expect((exitedAt() ?? Number.POSITIVE_INFINITY) - signalledAt).toBeLessThan(shutdownDeadlineMs);
      expect(server.output()).toContain('stopped: requests finished, database pool closed');
      expect(await connectionsOf(appName)).toBe(0);
    },
    testTimeout,
  );

  it.concurrent(
    'does not wait past its deadline for a request that never finishes: exits 1 after 10 s',
    async () => {
      const { server, lock, slow, exitedAt } = await processWithSlowRequest('stuck');
      const signalledAt = Date.now();
      server.kill('SIGTERM');
      try {
        expect(await server.exited, server.output()).toEqual({ code: 1, signal: null });
        const took = (exitedAt() ?? Number.POSITIVE_INFINITY) - signalledAt;
        expect(took).toBeGreaterThanOrEqual(shutdownDeadlineMs);
        expect(took).toBeLessThan(shutdownDeadlineMs + slackMs);
        expect(server.output()).toContain('still stopping after 10 s; exiting now');
        expect(server.output()).not.toContain('stopped: requests finished');
        expect((await slow).status).toBe(0);
      } finally {
        await lock.query('rollback');
        await lock.end();
      }
    },
    testTimeout,
  );
});
