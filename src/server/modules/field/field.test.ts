import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { geofences, restrictedAreas, tasks } from '../../db/schema.ts';
import { assignGuard, insertClient, insertCustomer, insertEvent, insertUser } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { raiseBreakOverruns } from './break-overrun-check.ts';
import { square } from './field-site.test-data.ts';

let now = new Date('2026-06-10T12:00:00Z');
const minutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();
const { t, ids, cookies } = suiteTestApp({ clock: () => now });

// The site (field-site.test-data.ts): the Allowed zone, a store room and a break room inside it.
const inside = { lat: 51.5, lng: -0.1003, accuracy: 5 };
const outside = { lat: 51.5015, lng: -0.1, accuracy: 5 }; // ~167 m north: outside the zone, near it
const farAway = { lat: 51.52, lng: -0.1, accuracy: 10 }; // ~2.2 km
const inStoreRoom = { lat: 51.5, lng: -0.0995, accuracy: 3 };
const inBreakRoom = { lat: 51.4996, lng: -0.1006, accuracy: 3 };

async function addGuard(name: string, clientId: string, eventId: string | null) {
  const email = `${name}@field.test`;
  const user = await insertUser(t.database.db, clientId, { email, roles: ['guard'], displayName: name });
  if (eventId) await assignGuard(t.database.db, clientId, eventId, user.id);
  ids[name] = user.id;
  cookies[name] = await signInCookie(t.app, email);
  return user.id;
}

const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/field${url}`, headers: { cookie: cookies[who] ?? '' }, payload });
const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/field${url}`, headers: { cookie: cookies[who] ?? '' } });

async function alertsOf(userId: string) {
  const result = await t.database.db.execute<{ type: string; title: string; latitude: number | null }>(
    sql`select type, title, latitude from alerts where guard_id = ${userId} order by created_at, type`,
  );
  return result.rows;
}

/** The type, params and English text each alert about the guard was stored with, oldest first. */
async function alertParamsOf(userId: string) {
  const result = await t.database.db.execute<{ type: string; params: unknown; message: string }>(
    sql`select type, params, message from alerts where guard_id = ${userId} order by created_at, type`,
  );
  return result.rows;
}

async function crossingsOf(userId: string) {
  const result = await t.database.db.execute<{ zone_type: string; crossing: string; title: string | null }>(
    sql`select zone_type, crossing, title from geofence_activity where user_id = ${userId} order by at, created_at`,
  );
  return result.rows;
}

async function entriesOf(userId: string) {
  const result = await t.database.db.execute<{ clock_in: Date; clock_out: Date | null; off_site: boolean }>(
    sql`select clock_in, clock_out, off_site from clock_entries where user_id = ${userId} order by clock_in`,
  );
  return result.rows.map((r) => ({
    clockIn: new Date(r.clock_in).toISOString(),
    clockOut: r.clock_out ? new Date(r.clock_out).toISOString() : null,
    offSite: r.off_site,
  }));
}

async function auditActions(userId: string) {
  const result = await t.database.db.execute<{ action: string }>(
    sql`select action from audit_log where actor_id = ${userId} order by id`,
  );
  return result.rows.map((r) => r.action);
}

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel' });
  const other = await insertClient(db, { name: 'Lakeshore' });
  ids.own = own.id;
  const customer = await insertCustomer(db, own.id, { name: 'Harbour' });
  const otherCustomer = await insertCustomer(db, other.id, { name: 'Lake Pier' });
  /** 10 June, 06:00 to 22:00 UTC: the window of every event but the afternoon one. */
  const day = { startAt: new Date('2026-06-10T06:00:00Z'), endAt: new Date('2026-06-10T22:00:00Z') };
  const running = await insertEvent(db, own.id, customer.id, { name: 'Harbour Night', ...day });
  const later = await insertEvent(db, own.id, customer.id, {
    name: 'Harbour Afternoon',
    startAt: new Date('2026-06-10T14:00:00Z'),
    endAt: new Date('2026-06-11T22:00:00Z'),
  });
  const unassigned = await insertEvent(db, own.id, customer.id, { name: 'Harbour Day', ...day });
  const otherEvent = await insertEvent(db, other.id, otherCustomer.id, { name: 'Pier Watch', ...day });
  ids.running = running.id;
  ids.later = later.id;
  ids.unassigned = unassigned.id;
  ids.otherEvent = otherEvent.id;
  await db.insert(geofences).values([
    {
      clientId: own.id,
      eventId: running.id,
      title: 'Quay',
      zoneType: 'Allowed zone',
      polygon: square(0.001) as [number, number][],
    },
    {
      clientId: own.id,
      eventId: running.id,
      title: 'Break room',
      zoneType: 'Break zone',
      polygon: square(0.0002, { lat: 51.4996, lng: -0.1006 }) as [number, number][],
    },
  ]);
  await db.insert(restrictedAreas).values({
    clientId: own.id,
    eventId: running.id,
    title: 'Store room',
    polygon: square(0.0001, { lat: 51.5, lng: -0.0995 }) as [number, number][],
  });
  const manager = await insertUser(db, own.id, { email: 'manager@field.test', roles: ['manager'] });
  cookies.manager = await signInCookie(t.app, 'manager@field.test');
  ids.manager = manager.id;
  await insertUser(db, own.id, { email: 'exec@field.test', roles: ['executive'] });
  cookies.executive = await signInCookie(t.app, 'exec@field.test');
});

beforeEach(() => {
  now = new Date('2026-06-10T12:00:00Z');
});

describe('clock in and out', () => {
  it('clocks in to an assigned running event, shows it on the field screen, and clocks out', async () => {
    const guard = await addGuard('ada', ids.own ?? '', ids.running ?? '');
    await assignGuard(t.database.db, ids.own ?? '', ids.later ?? '', guard);
    const today = await get('ada', '/today');
    expect(today.statusCode).toBe(200);
    expect(today.json()).toMatchObject({
      clock: null,
      onBreak: null,
      positionIntervalSeconds: 30,
      events: [
        {
          id: ids.running,
          canClockIn: true,
          zones: expect.arrayContaining([expect.objectContaining({ title: 'Quay' })]),
        },
        { id: ids.later, canClockIn: false },
      ],
    });
    expect(today.json().events[0].zones).toHaveLength(3);

    const res = await post('ada', '/clock-in', { eventId: ids.running, ...inside });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'clock-in', offSite: false, duplicate: false, alertIds: [] });
    expect((await get('ada', '/today')).json().clock).toMatchObject({ eventId: ids.running, since: now.toISOString() });

    const twice = await post('ada', '/clock-in', { eventId: ids.running });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('You are already clocked in.');

    now = new Date('2026-06-10T16:00:00Z');
    const out = await post('ada', '/clock-out', {});
    expect(out.statusCode).toBe(200);
    expect(await entriesOf(guard)).toEqual([
      { clockIn: '2026-06-10T12:00:00.000Z', clockOut: '2026-06-10T16:00:00.000Z', offSite: false },
    ]);
    const again = await post('ada', '/clock-out', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You are not clocked in.');
    expect((await auditActions(guard)).filter((a) => a.startsWith('field.'))).toEqual([
      'field.clock-in',
      'field.clock-out',
    ]);
  });

  it('refuses an unassigned event (403), another client’s (404), and one that is not running (409)', async () => {
    await addGuard('bea', ids.own ?? '', ids.running ?? '');
    await assignGuard(t.database.db, ids.own ?? '', ids.later ?? '', ids.bea ?? '');
    const unassigned = await post('bea', '/clock-in', { eventId: ids.unassigned });
    expect(unassigned.statusCode).toBe(403);
    expect(unassigned.json().error.message).toBe('You are not assigned to this event.');
    expect((await post('bea', '/clock-in', { eventId: ids.otherEvent })).statusCode).toBe(404);
    expect((await post('bea', '/clock-in', { eventId: randomUUID() })).statusCode).toBe(404);
    const notYet = await post('bea', '/clock-in', { eventId: ids.later });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe('This event is not running now.');
    // From an hour before the start it opens.
    now = new Date('2026-06-10T13:00:00Z');
    expect((await post('bea', '/clock-in', { eventId: ids.later })).statusCode).toBe(201);
    expect(await entriesOf(ids.bea ?? '')).toHaveLength(1);
  });

  it('accepts a clock-in far outside the Allowed zones, flags it off-site and raises one Geofence alert', async () => {
    const guard = await addGuard('cal', ids.own ?? '', ids.running ?? '');
    const res = await post('cal', '/clock-in', { eventId: ids.running, ...farAway });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ offSite: true, alertIds: [expect.any(String)] });
    expect(await entriesOf(guard)).toEqual([expect.objectContaining({ offSite: true })]);
    expect(await alertsOf(guard)).toEqual([
      { type: 'Geofence Exit', title: 'Off-site clock-in: cal', latitude: farAway.lat },
    ]);
    // What the title and text are made of, for the reader's language: the distance tells it from a zone exit.
    const [offSite] = await alertParamsOf(guard);
    expect(offSite?.params).toEqual({ name: 'cal', metres: expect.any(Number), eventName: 'Harbour Night' });
    const metres = (offSite?.params as { metres?: number } | undefined)?.metres ?? 0;
    expect(metres).toBeGreaterThan(2000);
    expect(offSite?.message).toBe(
      `cal clocked in ${metres} m outside the allowed zones of Harbour Night. event: ${ids.running}`,
    );
    // Still outside on the next ping: no second alert (one per crossing).
    now = new Date(now.getTime() + 30_000);
    await post('cal', '/location', { ...farAway, at: now.toISOString() });
    expect(await alertsOf(guard)).toHaveLength(1);
    expect((await get('cal', '/today')).json().clock.offSite).toBe(true);
  });

  it('does not flag a clock-in just outside the zone (at the gate)', async () => {
    const guard = await addGuard('cy', ids.own ?? '', ids.running ?? '');
    const res = await post('cy', '/clock-in', { eventId: ids.running, ...outside });
    expect(res.json()).toMatchObject({ offSite: false, alertIds: [] });
    expect(await alertsOf(guard)).toEqual([]);
  });

  it('validates coordinates, accuracy and both-or-neither', async () => {
    await addGuard('dot', ids.own ?? '', ids.running ?? '');
    const cases: [object, string][] = [
      [{ eventId: ids.running, lat: 91, lng: 0 }, 'lat'],
      [{ eventId: ids.running, lat: 0, lng: -181 }, 'lng'],
      [{ eventId: ids.running, lat: 0, lng: 0, accuracy: -1 }, 'accuracy'],
      [{ eventId: ids.running, lat: 10 }, 'lng'],
      [{ eventId: 'nope' }, 'eventId'],
      [{ eventId: ids.running, extra: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await post('dot', '/clock-in', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    }
    const location = await post('dot', '/location', { lat: 10, lng: 10, accuracy: 5 });
    expect(location.statusCode).toBe(400);
    expect(location.json().error.fields).toHaveProperty('at');

    // A denormal accuracy is valid JSON but no PostgreSQL real can hold it: refused by the contract, not a 500.
    await post('dot', '/clock-in', { eventId: ids.running, ...inside });
    const at = now.toISOString();
    for (const accuracy of [5e-324, -5e-324, 1e-40]) {
      const tiny = await post('dot', '/location', { ...inside, accuracy, at });
      expect(tiny.statusCode, String(accuracy)).toBe(400);
      expect(Object.keys(tiny.json().error.fields)).toEqual(['accuracy']);
    }
    expect((await post('dot', '/location', { ...inside, accuracy: 0, at })).statusCode).toBe(200);
    await post('dot', '/clock-out', {});
  });
});

describe('times from the device', () => {
  it('refuses times in the future or older than 7 days, with a clear message on `at`', async () => {
    await addGuard('eli', ids.own ?? '', ids.running ?? '');
    const future = await post('eli', '/clock-in', { eventId: ids.running, at: minutes(3) });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.at).toBe('This time is in the future.');
    expect((await post('eli', '/sos', { at: minutes(-8 * 24 * 60) })).json().error.fields.at).toBe(
      'This time is more than 7 days ago.',
    );
    // A minute of clock drift ahead is tolerated; an hour-old clock-in is accepted with its own time.
    const late = await post('eli', '/clock-in', { eventId: ids.running, at: minutes(-60) });
    expect(late.statusCode).toBe(201);
    expect(late.json().at).toBe('2026-06-10T11:00:00.000Z');
  });
});

describe('breaks', () => {
  it('starts a break of an allowed length, refuses a second one, ends it, and refuses ending none', async () => {
    const guard = await addGuard('fay', ids.own ?? '', ids.running ?? '');
    expect((await post('fay', '/breaks/start', { lengthOfBreak: 15 })).json().error.message).toBe(
      'You are not clocked in.',
    );
    await post('fay', '/clock-in', { eventId: ids.running, ...inside });
    const bad = await post('fay', '/breaks/start', { lengthOfBreak: 17 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.lengthOfBreak).toBe('Choose one of the allowed break lengths');
    now = new Date(now.getTime() + 60 * 60_000);
    expect((await post('fay', '/breaks/start', { lengthOfBreak: 15, ...inBreakRoom })).statusCode).toBe(201);
    const second = await post('fay', '/breaks/start', { lengthOfBreak: 15 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('You are already on a break.');
    expect((await get('fay', '/today')).json().onBreak).toMatchObject({ lengthOfBreak: 15 });
    now = new Date(now.getTime() + 10 * 60_000);
    expect((await post('fay', '/breaks/end', {})).statusCode).toBe(200);
    const none = await post('fay', '/breaks/end', {});
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('You are not on a break.');
    expect(await alertsOf(guard)).toEqual([]);
  });

  it('raises one Break Overrun alert when the break overruns, from the scheduled check with no request', async () => {
    const guard = await addGuard('gus', ids.own ?? '', ids.running ?? '');
    await post('gus', '/clock-in', { eventId: ids.running, ...inside });
    await post('gus', '/breaks/start', { lengthOfBreak: 15, ...inBreakRoom });
    const clock = { db: t.database.db, clock: () => now };
    now = new Date('2026-06-10T12:15:00Z'); // exactly the allowed end: not yet
    expect((await raiseBreakOverruns(clock)).filter(Boolean)).not.toContainEqual(expect.anything());
    expect(await alertsOf(guard)).toEqual([]);
    now = new Date('2026-06-10T12:15:01Z');
    expect(await raiseBreakOverruns(clock)).toHaveLength(1);
    expect(await raiseBreakOverruns(clock)).toHaveLength(0);
    expect(await alertsOf(guard)).toEqual([
      // Where the guard was last seen (the clock-in position: no ping since).
      { type: 'Break Overrun', title: 'Break overrun: gus', latitude: inside.lat },
    ]);
    // Still going when the check raised it: no minutes over yet.
    expect((await alertParamsOf(guard))[0]?.params).toEqual({ name: 'gus', lengthOfBreak: 15 });
    // Ending it late raises nothing more; the break is recorded as overrun.
    now = new Date('2026-06-10T12:25:00Z');
    await post('gus', '/breaks/end', {});
    expect(await alertsOf(guard)).toHaveLength(1);
    const status = await t.database.db.execute<{ status: string }>(
      sql`select status from breaks where user_id = ${guard}`,
    );
    expect(status.rows[0]?.status).toBe('overrun');
  });

  it('raises Break Overrun at the end of a late break the check has not seen (offline replay)', async () => {
    const guard = await addGuard('hal', ids.own ?? '', ids.running ?? '');
    now = new Date('2026-06-10T13:00:00Z');
    const result = await post('hal', '/sync', {
      actions: [
        { kind: 'clock-in', body: { eventId: ids.running, at: '2026-06-10T12:00:00Z', ...inside } },
        { kind: 'break-start', body: { lengthOfBreak: 10, at: '2026-06-10T12:10:00Z' } },
        { kind: 'break-end', body: { at: '2026-06-10T12:30:00Z' } },
      ],
    });
    expect(result.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, true]);
    expect(await alertsOf(guard)).toEqual([{ type: 'Break Overrun', title: 'Break overrun: hal', latitude: null }]);
    expect((await alertParamsOf(guard))[0]?.params).toEqual({ name: 'hal', lengthOfBreak: 10, minutes: 10 });
  });

  it('raises Break Zone Exit when a break starts outside the Break zones', async () => {
    const guard = await addGuard('ida', ids.own ?? '', ids.running ?? '');
    await post('ida', '/clock-in', { eventId: ids.running, ...inside });
    await post('ida', '/breaks/start', { lengthOfBreak: 30, ...inside });
    expect((await alertsOf(guard)).map((a) => a.type)).toEqual(['Break Zone Exit']);
    // Staying outside on break: no more alerts; walking into the break room records a crossing only.
    now = new Date(now.getTime() + 30_000);
    await post('ida', '/location', { ...inside, at: now.toISOString() });
    now = new Date(now.getTime() + 30_000);
    await post('ida', '/location', { ...inBreakRoom, at: now.toISOString() });
    expect((await alertsOf(guard)).map((a) => a.type)).toEqual(['Break Zone Exit']);
    expect(await crossingsOf(guard)).toEqual([
      { zone_type: 'Break zone', crossing: 'exit', title: 'Break room' },
      { zone_type: 'Break zone', crossing: 'enter', title: 'Break room' },
    ]);
  });
});

describe('positions and the geofence engine', () => {
  it('accepts positions only while clocked in', async () => {
    await addGuard('jon', ids.own ?? '', ids.running ?? '');
    const res = await post('jon', '/location', { ...inside, at: now.toISOString() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Positions are shared only while you are clocked in.');
  });

  it('raises Geofence Exit once per crossing, Restricted Area Entry on entering, and records each crossing', async () => {
    const guard = await addGuard('kim', ids.own ?? '', ids.running ?? '');
    await post('kim', '/clock-in', { eventId: ids.running, ...inside });
    const path = [inside, outside, outside, { ...outside, lat: 51.5016 }, inside, inStoreRoom, inStoreRoom, inside];
    const raised: string[][] = [];
    for (const point of path) {
      now = new Date(now.getTime() + 30_000);
      const res = await post('kim', '/location', { ...point, at: now.toISOString() });
      expect(res.statusCode).toBe(200);
      raised.push(res.json().alertIds);
    }
    expect(raised.map((a) => a.length)).toEqual([0, 1, 0, 0, 0, 1, 0, 0]);
    expect((await alertsOf(guard)).map((a) => a.type)).toEqual(['Geofence Exit', 'Restricted Area Entry']);
    expect(await alertParamsOf(guard)).toEqual([
      {
        type: 'Geofence Exit',
        params: { name: 'kim', eventName: 'Harbour Night' },
        message: `kim left the allowed zones at Harbour Night. event: ${ids.running}`,
      },
      {
        type: 'Restricted Area Entry',
        params: { name: 'kim', eventName: 'Harbour Night', zoneTitle: 'Store room' },
        message: `kim entered the restricted zone “Store room” at Harbour Night. event: ${ids.running}`,
      },
    ]);
    expect(await crossingsOf(guard)).toEqual([
      { zone_type: 'Allowed zone', crossing: 'exit', title: 'Quay' },
      { zone_type: 'Allowed zone', crossing: 'enter', title: 'Quay' },
      { zone_type: 'Restricted zone', crossing: 'enter', title: 'Store room' },
      { zone_type: 'Restricted zone', crossing: 'exit', title: 'Store room' },
    ]);
    const pings = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from location_pings where user_id = ${guard}`,
    );
    expect(pings.rows[0]?.n).toBe(path.length);
    expect((await auditActions(guard)).filter((a) => a === 'field.location')).toHaveLength(path.length);
  });

  it('ignores a position whose accuracy circle straddles the boundary', async () => {
    const guard = await addGuard('lea', ids.own ?? '', ids.running ?? '');
    await post('lea', '/clock-in', { eventId: ids.running, ...inside });
    // 51.5011 is ~11 m beyond the northern edge: with 50 m accuracy it could be either side.
    for (const accuracy of [50, 50, 50]) {
      now = new Date(now.getTime() + 30_000);
      await post('lea', '/location', { lat: 51.5011, lng: -0.1, accuracy, at: now.toISOString() });
    }
    expect(await alertsOf(guard)).toEqual([]);
    now = new Date(now.getTime() + 30_000);
    await post('lea', '/location', { lat: 51.5011, lng: -0.1, accuracy: 3, at: now.toISOString() });
    expect((await alertsOf(guard)).map((a) => a.type)).toEqual(['Geofence Exit']);
  });

  it('stores an older position for the trail without moving the state', async () => {
    const guard = await addGuard('max', ids.own ?? '', ids.running ?? '');
    await post('max', '/clock-in', { eventId: ids.running, ...inside });
    now = new Date(now.getTime() + 60_000);
    await post('max', '/location', { ...inside, at: now.toISOString() });
    // A delayed ping from 30 s earlier, outside: kept, but it is not the guard's latest position.
    await post('max', '/location', { ...outside, at: new Date(now.getTime() - 30_000).toISOString() });
    expect(await alertsOf(guard)).toEqual([]);
    const state = await t.database.db.execute<{ allowed: string; latitude: number }>(
      sql`select allowed, latitude from guard_zone_states where user_id = ${guard}`,
    );
    expect(state.rows[0]).toEqual({ allowed: 'inside', latitude: inside.lat });
  });

  it('stops at clock-out: the state row goes, a late position of the shift is kept but judged by nothing', async () => {
    const guard = await addGuard('ned', ids.own ?? '', ids.running ?? '');
    await post('ned', '/clock-in', { eventId: ids.running, ...inside });
    now = new Date(now.getTime() + 10 * 60_000);
    await post('ned', '/clock-out', {});
    const late = await post('ned', '/location', { ...farAway, at: new Date(now.getTime() - 60_000).toISOString() });
    expect(late.statusCode).toBe(200);
    expect(await alertsOf(guard)).toEqual([]);
    const state = await t.database.db.execute(sql`select 1 from guard_zone_states where user_id = ${guard}`);
    expect(state.rows).toHaveLength(0);
    now = new Date(now.getTime() + 60_000);
    expect((await post('ned', '/location', { ...inside, at: now.toISOString() })).statusCode).toBe(409);
  });
});

describe('SOS', () => {
  it('raises an SOS alert at once with position and event, on or off duty, every time', async () => {
    const guard = await addGuard('oli', ids.own ?? '', ids.running ?? '');
    const off = await post('oli', '/sos', {});
    expect(off.statusCode).toBe(201);
    await post('oli', '/clock-in', { eventId: ids.running, ...inside });
    for (let i = 0; i < 25; i += 1) {
      const res = await post('oli', '/sos', { ...inside, message: `Help ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const rows = await t.database.db.execute<{ event_id: string | null; message: string; latitude: number | null }>(
      sql`select event_id, message, latitude from alerts where guard_id = ${guard} and type = 'SOS' order by created_at, message`,
    );
    expect(rows.rows).toHaveLength(26);
    expect(rows.rows.filter((r) => r.event_id === ids.running)).toHaveLength(25);
    expect(rows.rows.find((r) => r.message.startsWith('Help 0'))).toMatchObject({
      latitude: inside.lat,
      message: `Help 0 event: ${ids.running}`,
    });
    // Type and params are stored for each reader's language; the guard's own words stay as written.
    const sent = await alertParamsOf(guard);
    expect(sent).toContainEqual({ type: 'SOS', params: { name: 'oli' }, message: 'oli raised an SOS.' });
    expect(sent.find((a) => a.message.startsWith('Help 0'))?.params).toEqual({
      name: 'oli',
      eventName: 'Harbour Night',
      ownWords: true,
    });
    // The API hands them to the console.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/alerts?type=sos&limit=50',
      headers: { cookie: cookies.executive ?? '' },
    });
    const help0 = listed.json().items.find((a: { message: string }) => a.message.startsWith('Help 0'));
    expect(help0).toMatchObject({
      type: 'SOS',
      title: 'SOS: oli',
      params: { name: 'oli', eventName: 'Harbour Night', ownWords: true },
    });
  });
});

describe('tasks', () => {
  it('checks off one’s own task and refuses someone else’s (404)', async () => {
    const guard = await addGuard('pam', ids.own ?? '', ids.running ?? '');
    const [mine] = await t.database.db
      .insert(tasks)
      .values({ clientId: ids.own ?? '', title: 'Lock gate 3', assignedTo: guard })
      .returning({ id: tasks.id });
    const [theirs] = await t.database.db
      .insert(tasks)
      .values({ clientId: ids.own ?? '', title: 'Not yours', assignedTo: ids.manager })
      .returning({ id: tasks.id });
    expect((await get('pam', '/today')).json().tasks).toEqual([
      expect.objectContaining({ title: 'Lock gate 3', done: false }),
    ]);
    expect((await post('pam', `/tasks/${mine?.id}/done`, { done: true })).statusCode).toBe(200);
    expect((await get('pam', '/today')).json().tasks).toEqual([expect.objectContaining({ done: true })]);
    expect((await post('pam', `/tasks/${theirs?.id}/done`, { done: true })).statusCode).toBe(404);
  });
});

describe('idempotency and offline replay', () => {
  const queue = (eventId: string) => {
    const k = () => randomUUID();
    return [
      { kind: 'clock-in', body: { eventId, at: '2026-06-10T10:00:00Z', idempotencyKey: k(), ...inside } },
      { kind: 'location', body: { ...outside, at: '2026-06-10T10:05:00Z', idempotencyKey: k() } },
      { kind: 'location', body: { ...inside, at: '2026-06-10T10:10:00Z', idempotencyKey: k() } },
      { kind: 'break-start', body: { lengthOfBreak: 15, at: '2026-06-10T10:20:00Z', idempotencyKey: k() } },
      { kind: 'break-end', body: { at: '2026-06-10T10:30:00Z', idempotencyKey: k() } },
      { kind: 'sos', body: { message: 'Intruder', at: '2026-06-10T10:40:00Z', idempotencyKey: k() } },
      { kind: 'clock-out', body: { at: '2026-06-10T11:00:00Z', idempotencyKey: k() } },
    ];
  };

  async function outcome(userId: string) {
    const db = t.database.db;
    const [entries, breaksRows, alerts, crossings, pings] = await Promise.all([
      entriesOf(userId),
      db.execute(sql`select start_at, end_at, status from breaks where user_id = ${userId} order by start_at`),
      db.execute(sql`select type, created_at from alerts where guard_id = ${userId} order by type`),
      db.execute(sql`select zone_type, crossing, at from geofence_activity where user_id = ${userId} order by at`),
      db.execute(sql`select count(*)::int as n from location_pings where user_id = ${userId}`),
    ]);
    return {
      entries,
      breaks: breaksRows.rows,
      alerts: alerts.rows.map((a) => (a as { type: string }).type),
      crossings: crossings.rows,
      pings: pings.rows,
    };
  }

  it('answers a repeated key with the first result and changes nothing', async () => {
    const guard = await addGuard('quin', ids.own ?? '', ids.running ?? '');
    const key = randomUUID();
    const first = await post('quin', '/clock-in', { eventId: ids.running, idempotencyKey: key });
    const second = await post('quin', '/clock-in', { eventId: ids.running, idempotencyKey: key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ...first.json(), duplicate: true });
    expect(await entriesOf(guard)).toHaveLength(1);
    const reused = await post('quin', '/sos', { idempotencyKey: key });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields.idempotencyKey).toBe('This idempotency key was already used for another action.');
  });

  it('gives the same result for a queue sent in order once, shuffled, and twice', async () => {
    now = new Date('2026-06-10T13:00:00Z');
    const inOrder = await addGuard('rae', ids.own ?? '', ids.running ?? '');
    const shuffled = await addGuard('sam', ids.own ?? '', ids.running ?? '');
    const actions = queue(ids.running ?? '');
    const first = await post('rae', '/sync', { actions });
    expect(first.statusCode).toBe(200);
    expect(first.json().results.every((r: { ok: boolean }) => r.ok)).toBe(true);

    // The same kind of queue for another guard, delivered out of order and then again in full.
    const other = queue(ids.running ?? '');
    const scrambled = [other[6], other[2], other[0], other[5], other[1], other[4], other[3]];
    const a = await post('sam', '/sync', { actions: scrambled });
    expect(a.json().results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const b = await post('sam', '/sync', { actions: [...other].reverse() });
    expect(b.json().results.every((r: { ok: boolean; result: { duplicate: boolean } }) => r.result.duplicate)).toBe(
      true,
    );
    const expected = await outcome(inOrder);
    expect(expected.entries).toEqual([
      { clockIn: '2026-06-10T10:00:00.000Z', clockOut: '2026-06-10T11:00:00.000Z', offSite: false },
    ]);
    expect(expected.alerts).toEqual(['Geofence Exit', 'SOS']);
    expect(await outcome(shuffled)).toEqual(expected);
  });

  it('reports a refused action in the batch and applies the rest', async () => {
    await addGuard('tia', ids.own ?? '', ids.running ?? '');
    const res = await post('tia', '/sync', {
      actions: [
        { kind: 'break-end', body: {} },
        { kind: 'clock-in', body: { eventId: ids.unassigned } },
        { kind: 'clock-in', body: { eventId: ids.running } },
      ],
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results.map((r: { ok: boolean }) => r.ok)).toEqual([false, false, true]);
    expect(results[0].error).toMatchObject({ status: 409, message: 'You are not on a break.' });
    expect(results[1].error).toMatchObject({ status: 403 });
  });

  it('answers an unstorable or malformed action on its own and applies the rest of the batch', async () => {
    const guard = await addGuard('una', ids.own ?? '', ids.running ?? '');
    const res = await post('una', '/sync', {
      actions: [
        { kind: 'sos', body: { message: 'first', idempotencyKey: '00000000-0000-4000-8000-000000000001' } },
        { kind: 'sos', body: { message: 'x\ud800y', idempotencyKey: '00000000-0000-4000-8000-000000000002' } },
        { kind: 'sos', body: { message: 'a\u0000b', idempotencyKey: '00000000-0000-4000-8000-000000000003' } },
        { kind: 'teleport', body: {} },
        'not an action',
        { kind: 'sos', body: { message: 'last', idempotencyKey: '00000000-0000-4000-8000-000000000006' } },
      ],
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, false, false, false, true]);
    expect(results[1]).toMatchObject({
      idempotencyKey: '00000000-0000-4000-8000-000000000002',
      error: {
        status: 400,
        code: 'bad_request',
        fields: { 'body.message': 'Contains characters that cannot be stored' },
      },
    });
    expect(results[2].error.fields).toEqual({ 'body.message': 'Contains characters that cannot be stored' });
    expect(results[2].error.fieldErrors).toEqual({ 'body.message': { code: 'validation.unstorable_text' } });
    expect(results[3].error).toMatchObject({ status: 400, code: 'bad_request' });
    expect(results[4].error).toMatchObject({ status: 400, code: 'bad_request' });
    const sos = await t.database.db.execute<{ message: string }>(
      sql`select message from alerts where guard_id = ${guard} and type = 'SOS' order by created_at`,
    );
    expect(sos.rows.map((r) => r.message)).toEqual(['first', 'last']);
  });
});

describe('who may use the field app', () => {
  it('refuses an executive (no field role) and lets a manager act for themselves', async () => {
    expect((await get('executive', '/today')).statusCode).toBe(403);
    expect((await post('manager', '/sos', {})).statusCode).toBe(201);
  });
});
