import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveChannel } from '../realtime/live-hub.ts';
import { insertClient } from '../test/fixtures.ts';
import { addSignedInUser } from '../test/http.ts';
import { openStream } from '../test/sse-client.ts';
import { createTestApp, suiteTestApp } from '../test/test-app.ts';

const token = 'metrics-token-0123456789';
const { t, ids, cookies } = suiteTestApp({ context: { metricsToken: token } });
let base: string;

const metrics = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line of the exposition, e.g. `watchpost_live_streams_open`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const client = await insertClient(t.database.db, { name: 'Metrics Guarding' });
  ids.client = client.id;
  await addSignedInUser(t, { ids, cookies }, 'exec', client.id, {
    email: 'exec@metrics.test',
    roles: ['executive'],
    displayName: 'Exec',
  });
});

describe('GET /metrics', () => {
  it('is not served at all without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('refuses a caller without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', token, `Basic ${token}`]) {
      const response = await metrics(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'metrics.unauthorized' } });
    }
  });

  it('counts requests by route pattern and status, pool use, open streams and the notification delay', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/events/${randomUUID()}`,
      headers: { cookie: cookies.exec ?? '' },
    });

    const stream = await openStream(base, cookies.exec ?? '');
    await stream.waitFor((e) => e.type === 'ready');
    // A notification for the stream's client, as a trigger would send it.
    const deleted = randomUUID();
    await t.database.db.execute(
      sql`select pg_notify(${liveChannel}, ${JSON.stringify({ t: 'alert.deleted', c: ids.client, id: deleted })})`,
    );
    await stream.waitFor((e) => e.type === 'alert.deleted' && e.data.id === deleted);

    const response = await metrics(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /watchpost_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    // The pattern, not the address: one series for every event id.
    expect(text).toMatch(/route="\/api\/v1\/events\/:id",status="404"/);
    expect(text).not.toContain(deleted);
    expect(sample(text, 'watchpost_live_streams_open')).toBe(1);
    expect(text).toMatch(/watchpost_live_notify_delay_seconds_count\{type="alert.deleted"\} 1/);
    expect(text).toMatch(/watchpost_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain('watchpost_process_cpu_seconds_total');

    stream.close();
    await stream.ended;
  });
});
