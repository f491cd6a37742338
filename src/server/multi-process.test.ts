import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSubscriptions } from './db/schema.ts';
import { serverJobs } from './jobs/server-jobs.ts';
import { runId } from './jobs/slots.ts';
import { insertClient, insertCustomer, insertEvent, insertUser, testPassword } from './test/fixtures.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './test/round-robin-proxy.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { openStream, type StreamReader } from './test/sse-client.ts';
import { testSessionSecret } from './test/test-app.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

/*
 * Two Watchpost processes on one database, as deployed (the compiled server), each with its own DATA_DIR, behind a
 * round-robin proxy: what docs/deploy.md#running-several-processes promises, proved (that section lists it).
 * Waits are on conditions (an answer, an event, a row, a log line), never on time.
 */

const attemptLimit = 4;
const day = 24 * 60 * 60_000;

let database: TestDatabase;
const processes: Record<'A' | 'B', ServerProcess> = {} as never;
let proxy: RoundRobinProxy;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const streams: StreamReader[] = [];

interface Answer {
  status: number;
  upstream: string | null;
  body: unknown;
  setCookie: string[];
}

/** A request through the proxy, as `who` (no session when absent), from `address` when given. */
async function call(
  method: string,
  url: string,
  options: { who?: string; body?: unknown; address?: string; raw?: { type: string; bytes: Buffer } } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.who) headers.cookie = cookies[options.who] ?? '';
  if (options.address) headers['x-forwarded-for'] = options.address;
  let body: BodyInit | null = null;
  if (options.raw) {
    headers['content-type'] = options.raw.type;
    body = new Uint8Array(options.raw.bytes);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${proxy.url}/api/v1${url}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a photo, an empty answer)
  }
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream'),
    body: parsed,
    setCookie: response.headers.getSetCookie(),
  };
}

function sessionCookieOf(answer: Answer): string {
  const cookie = answer.setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('wp_session='));
  if (!cookie) throw new Error(`no session cookie: ${answer.status} ${JSON.stringify(answer.body)}`);
  return cookie;
}

/** Polls `read` until `done` holds on what it answers (conditions on other processes have no event to await). */
async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, deadlineMs = 20_000) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  const clientId = (await insertClient(database.db, { name: 'Twin Towers Guarding' })).id;
  ids.client = clientId;
  for (const [key, roles] of [
    ['exec', ['executive']],
    ['guard', ['guard']],
  ] as const) {
    ids[key] = (
      await insertUser(database.db, clientId, { email: `${key}@twin.test`, roles: [...roles], displayName: key })
    ).id;
  }
  const env = {
    // The proxy passes the caller's address on; the rate-limit cases give each caller one of its own.
    TRUST_PROXY: 'true',
    SIGN_IN_ATTEMPT_LIMIT: String(attemptLimit),
    // The job queue logs each run it made (job id, slot) at debug: how the test sees which process ran what.
    LOG_LEVEL: 'debug',
  };
  const [a, b] = await Promise.all(
    ['A', 'B'].map(() =>
      startServerProcess({ databaseUrl: database.url, sessionSecret: testSessionSecret, compiled: true, env }),
    ),
  );
  if (!a || !b) throw new Error('no processes');
  processes.A = a;
  processes.B = b;
  expect(a.dataDir).not.toBe(b.dataDir);
  proxy = await startRoundRobinProxy([
    { name: 'A', url: a.baseUrl },
    { name: 'B', url: b.baseUrl },
  ]);
  for (const key of ['exec', 'guard']) {
    const answer = await call('POST', '/auth/sign-in', {
      body: { email: `${key}@twin.test`, password: testPassword, remember: true },
    });
    cookies[key] = sessionCookieOf(answer);
  }
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await proxy?.close();
  await Promise.all(Object.values(processes).map((p) => p.stop()));
  await database?.destroy();
});

describe('two server processes on one database behind a round-robin proxy', () => {
  it('a session signed in through A works on B', async () => {
    proxy.aimAt('A');
    const signIn = await call('POST', '/auth/sign-in', {
      body: { email: 'exec@twin.test', password: testPassword, remember: false },
    });
    expect([signIn.status, signIn.upstream]).toEqual([200, 'A']);
    cookies.execFresh = sessionCookieOf(signIn);

    const me = await call('GET', '/me', { who: 'execFresh' });
    expect([me.status, me.upstream]).toEqual([200, 'B']);
    expect(me.body).toMatchObject({ email: 'exec@twin.test' });
  });

  it('a sign-out through A ends the session on B at its very next request, though B keeps sessions in memory', async () => {
    proxy.aimAt('A');
    const signIn = await call('POST', '/auth/sign-in', {
      body: { email: 'exec@twin.test', password: testPassword, remember: true },
    });
    cookies.execLeaving = sessionCookieOf(signIn);
    for (let i = 0; i < 4; i++) expect((await call('GET', '/me', { who: 'execLeaving' })).status).toBe(200);

    proxy.aimAt('A');
    const signOut = await call('POST', '/auth/sign-out', { who: 'execLeaving' });
    expect([signOut.status, signOut.upstream]).toEqual([200, 'A']);
    const after = await call('GET', '/me', { who: 'execLeaving' });
    expect([after.status, after.upstream]).toEqual([401, 'B']);
  });

  it('the sign-in limit counts attempts on both processes: it trips at the same total as on one', async () => {
    const address = '203.0.113.10';
    const answers: Answer[] = [];
    proxy.aimAt('A');
    for (let i = 0; i <= attemptLimit; i += 1) {
      answers.push(
        await call('POST', '/auth/sign-in', {
          address,
          body: { email: 'guard@twin.test', password: 'not the password', remember: false },
        }),
      );
    }
    expect(answers.map((a) => a.upstream)).toEqual(['A', 'B', 'A', 'B', 'A']);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429]);
  });

  it('the sign-up limit counts sign-ups on both processes', async () => {
    const address = '203.0.113.11';
    const answers: Answer[] = [];
    proxy.aimAt('B');
    for (let i = 0; i <= attemptLimit; i += 1) {
      const email = `new${i}@twin.test`;
      answers.push(
        await call('POST', '/auth/sign-up', {
          address,
          body: {
            displayName: `New ${i}`,
            email,
            password: 'long enough password',
            passwordConfirm: 'long enough password',
            acceptTermsConditions: true,
          },
        }),
      );
    }
    expect(answers.map((a) => a.upstream)).toEqual(['B', 'A', 'B', 'A', 'B']);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 429]);
  });

  it('a photo uploaded through A is served by B', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    proxy.aimAt('A');
    const upload = await call('PUT', '/me/photo', { who: 'exec', raw: { type: 'image/png', bytes: png } });
    expect([upload.status, upload.upstream]).toEqual([200, 'A']);
    const photoUrl = (upload.body as { photoUrl: string }).photoUrl;
    expect(photoUrl).toMatch(new RegExp(`^/api/v1/users/${ids.exec}/photo\\?v=`));

    const served = await call('GET', photoUrl.replace('/api/v1', ''), { who: 'exec' });
    expect(served.upstream).toBe('B');
    expect(served.status).toBe(200);
  });

  it('an SOS posted to A reaches a live stream open on B', async () => {
    proxy.aimAt('B');
    const stream = await openStream(proxy.url, cookies.exec ?? '');
    streams.push(stream);
    expect([stream.status, stream.headers.get('x-upstream')]).toEqual([200, 'B']);
    await stream.waitFor((e) => e.type === 'ready');

    const message = `Intruder at gate ${randomUUID()}`;
    const sos = await call('POST', '/field/sos', { who: 'guard', body: { message, idempotencyKey: randomUUID() } });
    expect([sos.status, sos.upstream]).toEqual([201, 'A']);
    const event = await stream.waitFor((e) => e.type === 'alert.created' && e.data.alert.message === message, 10_000);
    expect(event).toMatchObject({ data: { alert: { category: 'sos', guard: { id: ids.guard } } } });
    stream.close();
  });

  it('each scheduled run is made by one process of the two', async () => {
    // Slots two days back, which no heartbeat enqueues: these runs are due now and exist only because the test
    // put them in the queue, as a heartbeat would (same derived ids). Both processes' loops compete for them.
    const now = Date.now();
    const runs = serverJobs({} as never, {} as never).flatMap((job) => {
      const period = job.everySeconds * 1000;
      return [0, 1, 2].map((k) => {
        const slot = new Date(Math.floor(now / period) * period - 2 * day - k * period);
        return { name: job.name, slot, id: runId(job.name, slot) };
      });
    });
    const boss = new PgBoss({ connectionString: database.url, migrate: false, schedule: false, supervise: false });
    await boss.start();
    try {
      for (const run of runs) {
        const created = await boss.send(run.name, { slot: run.slot.toISOString() }, { id: run.id, retryLimit: 0 });
        expect(created).toBe(run.id);
      }
    } finally {
      await boss.stop({ graceful: false });
    }
    const runIds = runs.map((r) => r.id);
    await until(
      'every run completed',
      async () =>
        (
          await database.pool.query<{ id: string; state: string }>(
            'select id, state from pgboss.job where id = any($1)',
            [runIds],
          )
        ).rows,
      (rows) => rows.length === runIds.length && rows.every((r) => r.state === 'completed'),
    );
    // The run log of each process: the queue logs every attempt it made with the job id, after recording it.
    const attemptsBy = (name: 'A' | 'B') => {
      const made: string[] = [];
      for (const line of processes[name].output().split('\n')) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { jobId?: string };
        if (entry.jobId && runIds.includes(entry.jobId)) made.push(entry.jobId);
      }
      return made;
    };
    const both = await until(
      'both logs naming every run',
      async () => [...attemptsBy('A'), ...attemptsBy('B')],
      (made) => new Set(made).size === runIds.length,
    );
    expect(both.toSorted()).toEqual(runIds.toSorted());
  });

  // Exactly once across processes: docs/decisions/0039-report-delivery-exactly-once.md.
  it('a report subscription mails each event once, though both processes run the delivery job at once', async () => {
    const db = database.db;
    const clientId = ids.client ?? '';
    const customer = await insertCustomer(db, clientId, { name: 'Twin Piers' });
    const now = Date.now();
    const events = [];
    for (const name of ['North Pier', 'South Pier']) {
      events.push(
        await insertEvent(db, clientId, customer.id, {
          name,
          startAt: new Date(now - 3 * day),
          endAt: new Date(now + day),
        }),
      );
    }
    // Due since midnight UTC (the events' zone), made two days ago: yesterday's report goes at the next run.
    await db.insert(reportSubscriptions).values({
      clientId,
      customerId: customer.id,
      recipients: ['twin@example.test'],
      kind: 'daily',
      sendAt: '00:00',
      createdAt: new Date(now - 2 * day),
    });
    // Past slots of the job, as a heartbeat would enqueue them: both processes' loops take them at the same time.
    const job = 'report-delivery.send';
    const slots = [1, 2, 3, 4, 5, 6].map((k) => new Date(Math.floor(now / 60_000) * 60_000 - 2 * day - k * 60_000));
    const boss = new PgBoss({ connectionString: database.url, migrate: false, schedule: false, supervise: false });
    await boss.start();
    try {
      for (const slot of slots)
        await boss.send(job, { slot: slot.toISOString() }, { id: runId(job, slot), retryLimit: 0 });
    } finally {
      await boss.stop({ graceful: false });
    }
    const runIds = slots.map((slot) => runId(job, slot));
    await until(
      'every delivery run completed',
      async () =>
        (await database.pool.query<{ state: string }>('select state from pgboss.job where id = any($1)', [runIds]))
          .rows,
      (rows) => rows.length === runIds.length && rows.every((r) => r.state === 'completed'),
      60_000,
    );
    const mails = await database.pool.query<{ subject: string; files: string }>(
      `select m.subject, count(a.*)::text as files from mail_outbox m
       left join mail_outbox_attachments a on a.mail_id = m.id
       where m."to" = 'twin@example.test' group by m.id, m.subject order by m.subject`,
    );
    expect(mails.rows.map((row) => [row.subject.split(' — ')[1], row.files])).toEqual([
      ['North Pier', '1'],
      ['South Pier', '1'],
    ]);
  });

  it('after a SIGKILL of A, B serves everything through the proxy and every write A acknowledged is there', async () => {
    const writers = 4;
    const killAfterAcknowledgedByA = 12;
    const acknowledged: Array<{ id: string; upstream: string }> = [];
    /** Writes sent once A's exit was seen: all must be answered, by B. */
    const afterExit: Answer[] = [];
    const unanswered: Answer[] = [];
    let killed = false;
    let aGone = false;
    void processes.A.exited.then(() => {
      aGone = true;
    });
    const acknowledgedByA = () => acknowledged.filter((w) => w.upstream === 'A').length;
    const write = async (writer: number) => {
      for (let i = 0; afterExit.length < 3 * writers && i < 500; i += 1) {
        const sentAfterExit = aGone;
        const answer = await call('POST', '/customers', { who: 'exec', body: { name: `Writer ${writer} #${i}` } });
        if (sentAfterExit) afterExit.push(answer);
        if (answer.status === 201)
          acknowledged.push({ id: (answer.body as { id: string }).id, upstream: answer.upstream ?? '' });
        else unanswered.push(answer);
        if (!killed && acknowledgedByA() >= killAfterAcknowledgedByA) {
          killed = true;
          processes.A.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: writers }, (_, w) => write(w)));
    expect(await processes.A.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // Only requests that reached A while it died went unanswered (the proxy's 502).
    for (const answer of unanswered) expect([answer.status, answer.upstream]).toEqual([502, 'A']);
    expect(afterExit.length).toBeGreaterThanOrEqual(3 * writers);
    for (const answer of afterExit) expect([answer.status, answer.upstream]).toEqual([201, 'B']);

    expect(acknowledgedByA()).toBeGreaterThanOrEqual(killAfterAcknowledgedByA);
    for (const write of acknowledged) {
      const read = await call('GET', `/customers/${write.id}`, { who: 'exec' });
      expect([read.status, read.upstream]).toEqual([200, 'B']);
    }
  });
});
