import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/contract/stream.ts';
import { cancelledShiftText } from '../modules/shifts/service.ts';
import { grantCustomer, grantEvent, insertClient, insertCustomer, insertEvent } from '../test/fixtures.ts';
import { liveSuite } from '../test/live-suite.ts';
import { suiteTestApp } from '../test/test-app.ts';

/*
 * Shifts on the live stream over real HTTP (docs/product/shifts.md#live-updates): `shift.changed` reaches the
 * shift's people and those who see its event's schedule, a publication also every worker of the client; nobody
 * else. A cancellation also writes the shift's people a message naming it. The hub handles notices one at a time
 * in commit order, so once a later notice reaches a stream, an earlier one it did not get was not sent to it.
 */

const now = new Date('2026-06-10T08:00:00Z');
const { t, ids, cookies } = suiteTestApp({ clock: () => now });
const { person, stream, streamsOf } = liveSuite(t, { ids, cookies }, 'live-shift.test');

const call = (key: string, method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[key] ?? '' }, ...(payload ? { payload } : {}) });

const shiftEvent = (shiftId: string, change: string) => (e: LiveEvent) =>
  e.type === 'shift.changed' && e.data.shiftId === shiftId && e.data.change === change;

async function createShift(eventKey: string, post: string, startAt: string, endAt: string) {
  const res = await call('manager', 'POST', `/api/v1/events/${ids[eventKey]}/shifts`, { post, startAt, endAt });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel' });
  const other = await insertClient(db, { name: 'Lakeshore' });
  const customer = await insertCustomer(db, own.id, { name: 'Harbour' });
  const span = { startAt: new Date('2026-06-01T00:00:00Z'), endAt: new Date('2026-06-30T00:00:00Z') };
  const watch = await insertEvent(db, own.id, customer.id, { name: 'Harbour Watch', ...span });
  const fair = await insertEvent(db, own.id, customer.id, { name: 'Fair', ...span });
  Object.assign(ids, { watch: watch.id, fair: fair.id });
  await person('manager', own.id, ['manager']);
  await grantCustomer(db, own.id, ids.manager ?? '', customer.id);
  await person('fairSupervisor', own.id, ['supervisor']);
  await grantEvent(db, own.id, ids.fairSupervisor ?? '', fair.id);
  await person('gus', own.id, ['guard']);
  await person('gia', own.id, ['guard']);
  await person('lake', other.id, ['executive']);
});

describe('shift.changed on the live stream', () => {
  it('reaches the planners of the event, the people on the shift, and every worker when it is published', async () => {
    const readers = await streamsOf('manager', 'fairSupervisor', 'gus', 'gia', 'lake');
    const shiftId = await createShift('watch', 'Gate 3', '2026-06-11T08:00:00Z', '2026-06-11T12:00:00Z');
    const created = await readers.manager.waitFor(shiftEvent(shiftId, 'created'));
    expect(created.data).toEqual({ shiftId, eventId: ids.watch, change: 'created' });

    // Gus is put on it (he has no licence on file: the manager overrides).
    const assign = await call('manager', 'POST', `/api/v1/shifts/${shiftId}/assignments`, {
      userId: ids.gus,
      override: { reason: 'Licence checked on paper' },
    });
    expect(assign.statusCode, assign.body).toBe(201);
    await readers.gus.waitFor(shiftEvent(shiftId, 'assigned'));
    await readers.manager.waitFor(shiftEvent(shiftId, 'assigned'));

    // A publication reaches every worker of the client, Gia too; the Fair's supervisor does not plan this event.
    expect((await call('manager', 'POST', `/api/v1/shifts/${shiftId}/publish`)).statusCode).toBe(200);
    await readers.gia.waitFor(shiftEvent(shiftId, 'published'));
    await readers.gus.waitFor(shiftEvent(shiftId, 'published'));
    expect(readers.gia.events.some(shiftEvent(shiftId, 'created'))).toBe(false);
    expect(readers.gia.events.some(shiftEvent(shiftId, 'assigned'))).toBe(false);

    // A shift at the Fair reaches its supervisor; of Harbour Watch's, they (who work shifts too) had only the
    // publication, and nothing before it.
    const fairShift = await createShift('fair', 'Ride', '2026-06-12T08:00:00Z', '2026-06-12T12:00:00Z');
    await readers.fairSupervisor.waitFor(shiftEvent(fairShift, 'created'));
    const seen = readers.fairSupervisor.events.flatMap((e) =>
      e.type === 'shift.changed' && e.data.shiftId === shiftId ? [e.data.change] : [],
    );
    expect(seen).toEqual(['published']);
    expect(readers.lake.events.some((e) => e.type === 'shift.changed')).toBe(false);
  });

  it('tells the people of a cancelled shift live and in the messenger, naming the shift', async () => {
    const gus = await stream('gus');
    const gia = await stream('gia');
    const shiftId = await createShift('watch', 'North Gate', '2026-06-13T22:00:00Z', '2026-06-14T06:00:00Z');
    const assign = await call('manager', 'POST', `/api/v1/shifts/${shiftId}/assignments`, {
      userId: ids.gus,
      override: { reason: 'Short of people' },
    });
    expect(assign.statusCode, assign.body).toBe(201);
    expect((await call('manager', 'DELETE', `/api/v1/shifts/${shiftId}`)).statusCode).toBe(204);
    await gus.waitFor(shiftEvent(shiftId, 'cancelled'));
    await gus.waitFor((e) => e.type === 'message.created');

    const text = 'Shift cancelled: North Gate at Harbour Watch, 2026-06-13 22:00–2026-06-14 06:00 (UTC)';
    const list = await call('gus', 'GET', '/api/v1/conversations');
    expect(list.statusCode).toBe(200);
    const bodies = (list.json().items as { lastMessage: { body: string } | null }[]).map((c) => c.lastMessage?.body);
    expect(bodies).toContain(text);
    // Gia was not on it: no message for her (her conversations stay empty).
    const giaList = await call('gia', 'GET', '/api/v1/conversations');
    expect(giaList.json().items).toEqual([]);
    expect(gia.events.some((e) => e.type === 'message.created')).toBe(false);
  });

  it('names the shift in its event time zone, with the end date only when it is another day', () => {
    const row = {
      post: 'Gate 3',
      event_name: 'Harbour Watch',
      event_time_zone: 'Europe/Berlin',
      start_at: '2026-06-11T06:00:00Z',
      end_at: '2026-06-11T10:00:00Z',
    };
    // Berlin is UTC+2 in June.
    expect(cancelledShiftText(row)).toBe(
      'Shift cancelled: Gate 3 at Harbour Watch, 2026-06-11 08:00–12:00 (Europe/Berlin)',
    );
  });
});
