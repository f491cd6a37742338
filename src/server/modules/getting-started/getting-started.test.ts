import { beforeAll, describe, expect, it } from 'vitest';
import { geofences } from '../../db/schema.ts';
import {
  assignGuard,
  clockIn,
  grantCustomer,
  insertAlert,
  insertClient,
  insertEvent,
  insertSentinelAndLakeshore,
  insertUser,
} from '../../test/fixtures.ts';
import { addSignedInRoles, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-05-05T12:00:00Z');
const { t, ids, cookies, call, hours } = suiteTestApp({ clock: () => now });

const square: [number, number][] = [
  [41.88, -87.63],
  [41.881, -87.63],
  [41.881, -87.629],
];

async function drawZone(clientId: string, eventId: string) {
  await t.database.db.insert(geofences).values({ clientId, eventId, zoneType: 'Allowed zone', polygon: square });
}

beforeAll(async () => {
  const db = t.database.db;
  const { own, other, north, south, otherCustomer } = await insertSentinelAndLakeshore(db);
  const northEvent = await insertEvent(db, own.id, north.id, {
    name: 'North Watch',
    startAt: hours(2),
    endAt: hours(8),
  });
  await insertEvent(db, own.id, south.id, { name: 'South Watch', startAt: hours(-2), endAt: hours(4) });
  const pierEvent = await insertEvent(db, other.id, otherCustomer.id, {
    name: 'Pier Watch',
    startAt: hours(-2),
    endAt: hours(4),
  });
  await drawZone(other.id, pierEvent.id);
  const pierGuard = await insertUser(db, other.id, { email: 'guard@lakeshore.test' });
  await assignGuard(db, other.id, pierEvent.id, pierGuard.id);
  await clockIn(db, other.id, pierGuard.id, pierEvent.id, hours(-1));
  await insertAlert(db, other.id, { eventId: pierEvent.id, seen: true, seenAt: hours(-1) });
  Object.assign(ids, { own: own.id, north: north.id, northEvent: northEvent.id });
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'guard', 'client', 'guest'], 'sentinel.test');
  const scoped = await insertUser(db, own.id, { email: 'scoped@sentinel.test', roles: ['manager'] });
  await grantCustomer(db, own.id, scoped.id, north.id);
  cookies.scoped = await signInCookie(t.app, 'scoped@sentinel.test');

  const fresh = await insertClient(db, { name: 'Fresh Guarding' });
  ids.fresh = fresh.id;
  await insertUser(db, fresh.id, { email: 'exec@fresh.test', roles: ['executive'] });
  cookies.fresh = await signInCookie(t.app, 'exec@fresh.test');
});

const progressOf = async (who: string) => {
  const response = await call(who, 'GET', '/api/v1/getting-started');
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('getting started', () => {
  it('marks each step done as the client sets up its operation', async () => {
    expect(await progressOf('fresh')).toEqual({
      customers: 0,
      events: 0,
      eventsWithZones: 0,
      eventsWithGuards: 0,
      eventWithoutZonesId: null,
      clockedIn: false,
      reviewed: false,
    });

    const customer = await call('fresh', 'POST', '/api/v1/customers', { name: 'First Customer' });
    expect(customer.statusCode).toBe(201);
    expect((await progressOf('fresh')).customers).toBe(1);

    const db = t.database.db;
    const clientId = ids.fresh ?? '';
    const event = await insertEvent(db, clientId, customer.json().id, { startAt: hours(1), endAt: hours(9) });
    expect(await progressOf('fresh')).toMatchObject({ events: 1, eventsWithZones: 0, eventWithoutZonesId: event.id });

    await drawZone(clientId, event.id);
    expect(await progressOf('fresh')).toMatchObject({ eventsWithZones: 1, eventWithoutZonesId: null });

    const guard = await insertUser(db, clientId, { email: 'guard@fresh.test' });
    await assignGuard(db, clientId, event.id, guard.id);
    expect(await progressOf('fresh')).toMatchObject({ eventsWithGuards: 1, clockedIn: false });

    await clockIn(db, clientId, guard.id, event.id, hours(1));
    expect(await progressOf('fresh')).toMatchObject({ clockedIn: true, reviewed: false });

    await insertAlert(db, clientId, { eventId: event.id, seen: true, seenAt: hours(2) });
    expect((await progressOf('fresh')).reviewed).toBe(true);
  });

  it('counts only what the caller may see, never another client’s records', async () => {
    expect(await progressOf('executive')).toEqual({
      customers: 2,
      events: 2,
      eventsWithZones: 0,
      eventsWithGuards: 0,
      eventWithoutZonesId: ids.northEvent,
      clockedIn: false,
      reviewed: false,
    });
    // A manager granted North Mall sees its event only; the customer count is the client's.
    expect(await progressOf('scoped')).toMatchObject({ customers: 2, events: 1, eventWithoutZonesId: ids.northEvent });
    // Roles that may not list customers get no customer count; a guard sees the events they are assigned to.
    expect(await progressOf('guard')).toMatchObject({ customers: null, events: 0 });
    expect(await progressOf('guest')).toMatchObject({ customers: null, events: 0, clockedIn: false });
  });

  it('is for the six main roles only', async () => {
    const db = t.database.db;
    await insertUser(db, ids.own ?? '', { email: 'area@sentinel.test', roles: ['areaManager'] });
    cookies.area = await signInCookie(t.app, 'area@sentinel.test');
    expect((await call('area', 'GET', '/api/v1/getting-started')).statusCode).toBe(403);
  });
});
