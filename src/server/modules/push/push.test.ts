import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIn, insertClient, insertCustomer, insertEvent } from '../../test/fixtures.ts';
import { addSignedInRoles, addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

/*
 * Web Push to a local mock push service (docs/product/dispatch.md#the-guards-phone): a guard's browser registers its
 * subscription; a call assigned to them is pushed, signed with the server's VAPID key, with a 5-minute TTL; a
 * subscription the push service says is gone is forgotten. The mock is HTTPS on loopback with a test certificate
 * (push services are HTTPS only), trusted by this process alone.
 */

const now = new Date('2026-06-10T08:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const tls = (name: string) => readFileSync(path.join(import.meta.dirname, '../../test/tls', name));

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}
const received: Received[] = [];
let answer = 201;
let service: https.Server;
let base = '';

beforeAll(async () => {
  service = https.createServer(
    { key: tls('localhost-key.pem'), cert: tls('localhost-cert.pem') },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, bytes: Buffer.concat(chunks).length });
        response.writeHead(answer).end();
      });
    },
  );
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(service.address() as AddressInfo).port}`;
  https.globalAgent.options.ca = tls('localhost-cert.pem');

  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel' });
  ids.own = own.id;
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive'], 'push.test');
  const customer = await insertCustomer(db, own.id, { name: 'Harbour' });
  const span = { startAt: new Date('2026-06-01T00:00:00Z'), endAt: new Date('2026-06-30T00:00:00Z') };
  ids.watch = (
    await insertEvent(db, own.id, customer.id, { name: 'Harbour Watch', latitude: 51.5, longitude: 0, ...span })
  ).id;
  await addSignedInUser(t, { ids, cookies }, 'gus', own.id, {
    email: 'gus@push.test',
    roles: ['guard'],
    displayName: 'Gus',
  });
  await clockIn(db, own.id, ids.gus as string, ids.watch, new Date('2026-06-10T06:00:00Z'));
});

afterAll(async () => {
  https.globalAgent.options.ca = undefined;
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

// A P-256 public key and a 16-byte auth secret as a browser gives them (base64url).
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

async function assignCall(): Promise<string> {
  const created = await call('executive', 'POST', '/api/v1/dispatch/calls', {
    eventId: ids.watch,
    type: 'alarm',
    priority: 1,
    description: 'Alarm at gate 2',
  });
  const callId = created.json().id as string;
  const assigned = await call('executive', 'POST', `/api/v1/dispatch/calls/${callId}/assign`, { userId: ids.gus });
  expect(assigned.statusCode).toBe(200);
  await t.ctx.background?.settled();
  return callId;
}

describe('Web Push of an assigned call', () => {
  it('refuses a subscription that is not HTTPS or whose keys are not base64url, field by field', async () => {
    const bad = await call('gus', 'POST', '/api/v1/push/subscriptions', {
      endpoint: 'http://push.example/abc',
      keys: { p256dh: 'not a key!', auth: keys.auth },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toMatchObject({
      endpoint: { code: 'push.endpoint_https' },
      'keys.p256dh': { code: 'push.key_format' },
    });
    expect(
      (await call('executive', 'POST', '/api/v1/push/subscriptions', { endpoint: `${base}/x`, keys })).statusCode,
    ).toBe(403);
  });

  it('sends the assigned guard’s browser a signed message, and forgets a subscription that is gone', async () => {
    const key = await call('gus', 'GET', '/api/v1/push/key');
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await call('gus', 'GET', '/api/v1/push/key')).json().publicKey).toBe(key.json().publicKey);
    const subscribed = await call('gus', 'POST', '/api/v1/push/subscriptions', {
      endpoint: `${base}/send/gus-phone`,
      keys,
    });
    expect(subscribed.statusCode).toBe(204);

    await assignCall();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.path).toBe('/send/gus-phone');
    expect(message?.headers).toMatchObject({ ttl: '300', urgency: 'high', 'content-encoding': 'aes128gcm' });
    expect(String(message?.headers.authorization)).toMatch(new RegExp(`^vapid t=[^,]+, k=${key.json().publicKey}$`));
    expect(message?.bytes).toBeGreaterThan(100);

    // The push service answers 410 Gone: the subscription is forgotten, and nothing is sent to it again.
    answer = 410;
    await assignCall();
    expect(received).toHaveLength(2);
    answer = 201;
    await assignCall();
    expect(received).toHaveLength(2);
  });
});
