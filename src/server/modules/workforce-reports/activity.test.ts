import { beforeAll, describe, expect, it } from 'vitest';
import type { ClockActivityResponse, GeofenceActivityResponse } from '../../../shared/contract/workforce-reports.ts';
import { clockEntries, geofenceActivity } from '../../db/schema.ts';
import { grantEvent, insertClient, insertCustomer, insertEvent, insertUser } from '../../test/fixtures.ts';
import { addSignedInRoles, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-05-20T18:00:00Z');
const at = (iso: string) => new Date(`2026-05-${iso}Z`);
const { t, ids, cookies } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel' });
  const other = await insertClient(db, { name: 'Lakeshore' });
  ids.own = own.id;
  ids.other = other.id;
  const customer = await insertCustomer(db, own.id, { name: 'North Mall' });
  const otherCustomer = await insertCustomer(db, other.id, { name: 'Lake Pier' });
  const mall = await insertEvent(db, own.id, customer.id, {
    name: 'Mall 100% Day',
    startAt: at('01T08:00:00'),
    endAt: at('30T23:00:00'),
  });
  const arena = await insertEvent(db, own.id, customer.id, {
    name: 'Arena Night',
    startAt: at('01T08:00:00'),
    endAt: at('30T23:00:00'),
  });
  const pier = await insertEvent(db, other.id, otherCustomer.id, {
    name: 'Pier Watch',
    startAt: at('01T08:00:00'),
    endAt: at('30T23:00:00'),
  });
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'supervisor'], 's.test', 'one');
  await insertUser(db, other.id, { email: 'admin@p.test', roles: ['admin'], displayName: 'Platform' });
  cookies.admin = await signInCookie(t.app, 'admin@p.test');
  await grantEvent(db, own.id, ids.supervisor ?? '', mall.id);
  const ann = await insertUser(db, own.id, { email: 'ann@s.test', displayName: 'Ann North' });
  const bob = await insertUser(db, own.id, { email: 'bob@s.test', displayName: 'Bob_South' });
  const eve = await insertUser(db, other.id, { email: 'eve@l.test', displayName: 'Eve Lake' });

  await db.insert(clockEntries).values([
    // Newest first: Ann at the mall (still on duty), Bob with no event, Ann at the arena, Eve at the pier.
    { clientId: own.id, userId: ann.id, eventId: mall.id, clockIn: at('20T16:00:00') },
    { clientId: own.id, userId: bob.id, eventId: null, clockIn: at('19T09:00:00'), clockOut: at('19T17:00:00') },
    { clientId: own.id, userId: ann.id, eventId: arena.id, clockIn: at('18T09:00:00'), clockOut: at('18T17:00:00') },
    { clientId: other.id, userId: eve.id, eventId: pier.id, clockIn: at('17T09:00:00'), clockOut: at('17T17:00:00') },
    // Before the period asked for below.
    { clientId: own.id, userId: bob.id, eventId: mall.id, clockIn: at('02T09:00:00'), clockOut: at('02T17:00:00') },
  ]);
  await db.insert(geofenceActivity).values([
    {
      clientId: own.id,
      eventId: mall.id,
      userId: ann.id,
      title: 'Mall perimeter',
      zoneType: 'Allowed zone',
      crossing: 'exit',
      at: at('20T16:30:00'),
    },
    {
      clientId: own.id,
      eventId: mall.id,
      userId: ann.id,
      title: null,
      zoneType: 'Allowed zone',
      crossing: 'enter',
      at: at('20T16:40:00'),
    },
    {
      clientId: own.id,
      eventId: null,
      userId: bob.id,
      title: 'Old fence',
      zoneType: null,
      crossing: 'exit',
      at: at('19T10:00:00'),
    },
    {
      clientId: own.id,
      eventId: arena.id,
      userId: bob.id,
      title: 'Arena staff room',
      zoneType: 'Break zone',
      crossing: 'exit',
      at: at('18T12:00:00'),
    },
    {
      clientId: other.id,
      eventId: pier.id,
      userId: eve.id,
      title: 'Pier gate',
      zoneType: 'Restricted zone',
      crossing: 'enter',
      at: at('17T12:00:00'),
    },
  ]);
});

const period = { from: '2026-05-10T00:00:00.000Z', to: '2026-05-20T23:59:59.999Z' };

async function get<T>(role: string, path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ ...period, ...query });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/reports/${path}?${search}`,
    headers: { cookie: cookies[role] ?? '' },
  });
  return { status: response.statusCode, body: response.json() as T, response };
}

async function csv(role: string, path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ ...period, ...query });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/reports/${path}.csv?${search}`,
    headers: { cookie: cookies[role] ?? '' },
  });
  return {
    status: response.statusCode,
    disposition: response.headers['content-disposition'],
    lines: response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

describe('clock activity report', () => {
  it('lists the clock entries of the period newest first, with no-event and still-open entries', async () => {
    const { status, body } = await get<ClockActivityResponse>('executive', 'clock-activity');
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.period).toEqual(period);
    expect(body.rows.map((r) => [r.guard?.name, r.event?.name ?? null, r.clockIn, r.clockOut])).toEqual([
      ['Ann North', 'Mall 100% Day', '2026-05-20T16:00:00.000Z', null],
      ['Bob_South', null, '2026-05-19T09:00:00.000Z', '2026-05-19T17:00:00.000Z'],
      ['Ann North', 'Arena Night', '2026-05-18T09:00:00.000Z', '2026-05-18T17:00:00.000Z'],
    ]);
    expect(body.rows.every((r) => r.client.name === 'Sentinel')).toBe(true);
  });

  it('keeps to the period bounds', async () => {
    const { body } = await get<ClockActivityResponse>('executive', 'clock-activity', {
      from: '2026-05-18T09:00:00.000Z',
      to: '2026-05-19T09:00:00.000Z',
    });
    expect(body.rows.map((r) => r.clockIn)).toEqual(['2026-05-19T09:00:00.000Z', '2026-05-18T09:00:00.000Z']);
  });

  it('searches and filters by column (contains, case-insensitive, % and _ literal)', async () => {
    const names = async (query: Record<string, string>) =>
      (await get<ClockActivityResponse>('executive', 'clock-activity', query)).body.rows.map(
        (r) => `${r.guard?.name}@${r.event?.name ?? '-'}`,
      );
    expect(await names({ q: 'arena' })).toEqual(['Ann North@Arena Night']);
    expect(await names({ guard: 'ann' })).toEqual(['Ann North@Mall 100% Day', 'Ann North@Arena Night']);
    expect(await names({ guard: 'ann', event: 'ARENA' })).toEqual(['Ann North@Arena Night']);
    expect(await names({ event: '100%' })).toEqual(['Ann North@Mall 100% Day']);
    expect(await names({ event: '0% D' })).toEqual(['Ann North@Mall 100% Day']);
    expect(await names({ guard: 'b_s' })).toEqual(['Bob_South@-']);
    expect(await names({ guard: 'b_' })).toEqual(['Bob_South@-']);
    expect(await names({ guard: '_' })).toEqual(['Bob_South@-']);
    expect(await names({ client: 'senti' })).toHaveLength(3);
    expect(await names({ client: 'lake' })).toEqual([]);
    expect(await names({ guard: '  ann  ' })).toHaveLength(2);
  });

  it('pages with the total, also past the last page', async () => {
    const first = await get<ClockActivityResponse>('executive', 'clock-activity', { limit: '2', page: '1' });
    expect(first.body.rows).toHaveLength(2);
    expect(first.body.total).toBe(3);
    const second = await get<ClockActivityResponse>('executive', 'clock-activity', { limit: '2', page: '2' });
    expect(second.body.rows.map((r) => r.clockIn)).toEqual(['2026-05-18T09:00:00.000Z']);
    const beyond = await get<ClockActivityResponse>('executive', 'clock-activity', { limit: '2', page: '5' });
    expect(beyond.body.rows).toEqual([]);
    expect(beyond.body.total).toBe(3);
  });

  it('shows a supervisor only the entries of their events, and entries with no event to none but the executive', async () => {
    const { body } = await get<ClockActivityResponse>('supervisor', 'clock-activity');
    expect(body.rows.map((r) => r.event?.name)).toEqual(['Mall 100% Day']);
  });

  it('shows an admin every client, or the one chosen', async () => {
    const all = await get<ClockActivityResponse>('admin', 'clock-activity');
    expect(all.body.total).toBe(4);
    const one = await get<ClockActivityResponse>('admin', 'clock-activity', { clientId: ids.other ?? '' });
    expect(one.body.rows.map((r) => r.client.name)).toEqual(['Lakeshore']);
  });

  it('exports ClockedInOutReports.csv with the fallbacks and the same filters', async () => {
    const file = await csv('executive', 'clock-activity');
    expect(file.status).toBe(200);
    expect(file.disposition).toBe('attachment; filename="ClockedInOutReports.csv"');
    expect(file.lines).toEqual([
      '"Guard","Event","Clocked In","Clocked Out"',
      '"Ann North","Mall 100% Day","2026-05-20T16:00:00.000Z","No Clock Out"',
      '"Bob_South","No Event Assigned","2026-05-19T09:00:00.000Z","2026-05-19T17:00:00.000Z"',
      '"Ann North","Arena Night","2026-05-18T09:00:00.000Z","2026-05-18T17:00:00.000Z"',
    ]);
    const filtered = await csv('executive', 'clock-activity', { guard: 'bob' });
    expect(filtered.lines.slice(1)).toEqual([
      '"Bob_South","No Event Assigned","2026-05-19T09:00:00.000Z","2026-05-19T17:00:00.000Z"',
    ]);
    const admin = await csv('admin', 'clock-activity', { client: 'lake' });
    expect(admin.lines).toEqual([
      '"Guard","Event","Client","Clocked In","Clocked Out"',
      '"Eve Lake","Pier Watch","Lakeshore","2026-05-17T09:00:00.000Z","2026-05-17T17:00:00.000Z"',
    ]);
  });

  it('answers 400 to a bad period or filter, never 500', async () => {
    for (const query of <Record<string, string>[]>[
      { from: 'yesterday' },
      { to: 'soon' },
      { from: '2026-05-20T00:00:00.000Z', to: '2026-05-10T00:00:00.000Z' },
      { guard: 'x'.repeat(101) },
    ]) {
      expect((await get('executive', 'clock-activity', query)).status).toBe(400);
      expect((await csv('executive', 'clock-activity', query)).status).toBe(400);
    }
    const { body } = await get<{ error: { fields?: Record<string, string> } }>('executive', 'clock-activity', {
      from: '2026-05-20T00:00:00.000Z',
      to: '2026-05-10T00:00:00.000Z',
    });
    expect(body.error.fields?.to).toBe('Must be after the start');
  });
});

describe('geofence activity report', () => {
  it('lists the crossings of the period newest first with their nulls for the fallbacks', async () => {
    const { status, body } = await get<GeofenceActivityResponse>('executive', 'geofence-activity');
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.rows.map((r) => [r.title, r.event?.name ?? null, r.zoneType, r.guard?.name, r.crossing, r.at])).toEqual(
      [
        [null, 'Mall 100% Day', 'Allowed zone', 'Ann North', 'enter', '2026-05-20T16:40:00.000Z'],
        ['Mall perimeter', 'Mall 100% Day', 'Allowed zone', 'Ann North', 'exit', '2026-05-20T16:30:00.000Z'],
        ['Old fence', null, null, 'Bob_South', 'exit', '2026-05-19T10:00:00.000Z'],
        ['Arena staff room', 'Arena Night', 'Break zone', 'Bob_South', 'exit', '2026-05-18T12:00:00.000Z'],
      ],
    );
  });

  it('keeps to the period bounds', async () => {
    const { body } = await get<GeofenceActivityResponse>('executive', 'geofence-activity', {
      from: '2026-05-18T12:00:00.000Z',
      to: '2026-05-19T10:00:00.000Z',
    });
    expect(body.rows.map((r) => r.title)).toEqual(['Old fence', 'Arena staff room']);
  });

  it('searches and filters by column', async () => {
    const titles = async (query: Record<string, string>) =>
      (await get<GeofenceActivityResponse>('executive', 'geofence-activity', query)).body.rows.map((r) => r.title);
    expect(await titles({ q: 'staff' })).toEqual(['Arena staff room']);
    expect(await titles({ title: 'PERIM' })).toEqual(['Mall perimeter']);
    expect(await titles({ event: 'mall' })).toEqual([null, 'Mall perimeter']);
    expect(await titles({ zoneType: 'break' })).toEqual(['Arena staff room']);
    expect(await titles({ guard: 'bob', zoneType: 'zone' })).toEqual(['Arena staff room']);
    expect(await titles({ title: '%' })).toEqual([]);
  });

  it('pages with the total, also past the last page', async () => {
    const beyond = await get<GeofenceActivityResponse>('executive', 'geofence-activity', {
      limit: '3',
      page: '3',
    });
    expect(beyond.body.rows).toEqual([]);
    expect(beyond.body.total).toBe(4);
    const second = await get<GeofenceActivityResponse>('executive', 'geofence-activity', { limit: '3', page: '2' });
    expect(second.body.rows.map((r) => r.title)).toEqual(['Arena staff room']);
  });

  it('shows a supervisor only the crossings at their events', async () => {
    const { body } = await get<GeofenceActivityResponse>('supervisor', 'geofence-activity');
    expect(body.rows.map((r) => r.event?.name)).toEqual(['Mall 100% Day', 'Mall 100% Day']);
  });

  it('exports GeofenceReports.csv with the fallbacks, and the client column for an admin', async () => {
    const file = await csv('executive', 'geofence-activity');
    expect(file.status).toBe(200);
    expect(file.disposition).toBe('attachment; filename="GeofenceReports.csv"');
    expect(file.lines).toEqual([
      '"Title","Event","Zone Type","Guard","Crossing","Time"',
      '"Untitled","Mall 100% Day","Allowed zone","Ann North","Enter","2026-05-20T16:40:00.000Z"',
      '"Mall perimeter","Mall 100% Day","Allowed zone","Ann North","Exit","2026-05-20T16:30:00.000Z"',
      '"Old fence","No Event Found","N/A","Bob_South","Exit","2026-05-19T10:00:00.000Z"',
      '"Arena staff room","Arena Night","Break zone","Bob_South","Exit","2026-05-18T12:00:00.000Z"',
    ]);
    const admin = await csv('admin', 'geofence-activity', { zoneType: 'restricted' });
    expect(admin.lines).toEqual([
      '"Title","Event","Zone Type","Guard","Client","Crossing","Time"',
      '"Pier gate","Pier Watch","Restricted zone","Eve Lake","Lakeshore","Enter","2026-05-17T12:00:00.000Z"',
    ]);
  });

  it('answers 400 to a bad period or filter', async () => {
    for (const query of <Record<string, string>[]>[
      { from: 'not a date' },
      { from: '2026-05-20T00:00:00.000Z', to: '2026-05-10T00:00:00.000Z' },
      { zoneType: 'y'.repeat(101) },
    ]) {
      expect((await get('executive', 'geofence-activity', query)).status).toBe(400);
      expect((await csv('executive', 'geofence-activity', query)).status).toBe(400);
    }
  });
});
