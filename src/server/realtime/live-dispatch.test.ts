import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/contract/stream.ts';
import { clockIn, grantEvent, insertClient, insertCustomer, insertEvent } from '../test/fixtures.ts';
import { addSignedInUser } from '../test/http.ts';
import { liveSuite } from '../test/live-suite.ts';
import { suiteTestApp } from '../test/test-app.ts';

/*
 * Calls for service on the live stream over real HTTP (docs/product/dispatch.md#live-updates): `dispatch.call`
 * reaches the dispatchers who see the call, its guard (and the guard it was taken from) and its customer's users;
 * nobody else. The hub handles notices in commit order, so once a later notice reaches a stream, an earlier one it
 * did not get was not sent to it.
 */

const now = new Date('2026-06-10T08:00:00Z');
const { t, ids, cookies } = suiteTestApp({ clock: () => now });
const { person, streamsOf } = liveSuite(t, { ids, cookies }, 'live-dispatch.test');

const call = (key: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: cookies[key] ?? '' }, payload });

const callEvent = (callId: string, status: string) => (e: LiveEvent) =>
  e.type === 'dispatch.call' && e.data.callId === callId && e.data.status === status;
const assigneeOf = (e: LiveEvent) => (e.type === 'dispatch.call' ? e.data.assigneeId : undefined);

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel' });
  const other = await insertClient(db, { name: 'Lakeshore' });
  const harbour = await insertCustomer(db, own.id, { name: 'Harbour' });
  const fairCustomer = await insertCustomer(db, own.id, { name: 'Fairground' });
  const span = { startAt: new Date('2026-06-01T00:00:00Z'), endAt: new Date('2026-06-30T00:00:00Z') };
  const watch = await insertEvent(db, own.id, harbour.id, {
    name: 'Harbour Watch',
    latitude: 51.5,
    longitude: 0,
    ...span,
  });
  const fair = await insertEvent(db, own.id, fairCustomer.id, { name: 'Fair', ...span });
  Object.assign(ids, { watch: watch.id, fair: fair.id });
  await person('dispatcher', own.id, ['executive']);
  await person('fairSupervisor', own.id, ['supervisor']);
  await grantEvent(db, own.id, ids.fairSupervisor ?? '', fair.id);
  await person('gus', own.id, ['guard']);
  await person('gia', own.id, ['guard']);
  await person('lake', other.id, ['executive']);
  for (const [key, customerId] of [
    ['harbourUser', harbour.id],
    ['fairUser', fairCustomer.id],
  ] as const) {
    await addSignedInUser(t, { ids, cookies }, key, own.id, {
      email: `${key}@live-dispatch.test`,
      roles: ['client'],
      customerId,
      displayName: key,
    });
  }
  await clockIn(db, own.id, ids.gus ?? '', watch.id, new Date('2026-06-10T06:00:00Z'));
  await clockIn(db, own.id, ids.gia ?? '', watch.id, new Date('2026-06-10T06:00:00Z'));
});

describe('dispatch.call on the live stream', () => {
  it('reaches the dispatcher, the call’s guard and its customer’s users, step by step', async () => {
    const readers = await streamsOf('dispatcher', 'fairSupervisor', 'gus', 'gia', 'harbourUser', 'fairUser', 'lake');
    const created = await call('dispatcher', '/api/v1/dispatch/calls', {
      eventId: ids.watch,
      type: 'alarm',
      priority: 1,
      description: 'Alarm at gate 2',
    });
    expect(created.statusCode, created.body).toBe(201);
    const callId = created.json().id as string;
    const first = await readers.dispatcher.waitFor(callEvent(callId, 'new'));
    expect(first.data).toMatchObject({ callId, status: 'new', assigneeId: null, eventId: ids.watch });
    await readers.harbourUser.waitFor(callEvent(callId, 'new'));

    expect((await call('dispatcher', `/api/v1/dispatch/calls/${callId}/assign`, { userId: ids.gus })).statusCode).toBe(
      200,
    );
    const rung = await readers.gus.waitFor(callEvent(callId, 'assigned'));
    expect(assigneeOf(rung)).toBe(ids.gus);
    const step = (status: string) =>
      call('gus', `/api/v1/field/dispatch/${callId}/status`, {
        status,
        at: now.toISOString(),
        idempotencyKey: randomUUID(),
      });
    expect((await step('acknowledged')).statusCode).toBe(201);
    await readers.harbourUser.waitFor(callEvent(callId, 'acknowledged'));

    // Reassigned to Gia: Gus hears that it left him.
    expect((await call('dispatcher', `/api/v1/dispatch/calls/${callId}/assign`, { userId: ids.gia })).statusCode).toBe(
      200,
    );
    const moved = await readers.gus.waitFor((e) => callEvent(callId, 'assigned')(e) && assigneeOf(e) === ids.gia);
    expect(assigneeOf(moved)).toBe(ids.gia);
    await readers.gia.waitFor(callEvent(callId, 'assigned'));
    await readers.dispatcher.waitFor((e) => callEvent(callId, 'assigned')(e) && assigneeOf(e) === ids.gia);

    // A call at the Fair reaches its supervisor and its customer's user; of the Harbour call they had nothing.
    const fairCall = await call('dispatcher', '/api/v1/dispatch/calls', {
      eventId: ids.fair,
      type: 'disturbance',
      priority: 2,
      description: 'Crowd at the gate',
    });
    const fairCallId = fairCall.json().id as string;
    await readers.fairSupervisor.waitFor(callEvent(fairCallId, 'new'));
    await readers.fairUser.waitFor(callEvent(fairCallId, 'new'));
    await readers.dispatcher.waitFor(callEvent(fairCallId, 'new'));
    for (const reader of [readers.fairSupervisor, readers.fairUser])
      expect(reader.events.some((e) => e.type === 'dispatch.call' && e.data.callId === callId)).toBe(false);
    expect(readers.harbourUser.events.some((e) => e.type === 'dispatch.call' && e.data.callId === fairCallId)).toBe(
      false,
    );
    expect(readers.lake.events.some((e) => e.type === 'dispatch.call')).toBe(false);
  });
});
