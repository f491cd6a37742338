import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, geofences, restrictedAreas } from '../../db/schema.ts';
import {
  assignGuard,
  grantCustomer,
  grantEvent,
  insertAlphaAndBravo,
  insertAlphaAndBravoEvents,
  insertUser,
} from '../../test/fixtures.ts';
import { signInCookie, signInEach } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-10T15:00:00Z');
const { t, ids, cookies, call, hours } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const tenants = await insertAlphaAndBravo(db);
  const { a, b, stadium, mall } = tenants;
  const { stadiumEvent, mallEvent, bravoEvent } = await insertAlphaAndBravoEvents(db, tenants, hours, 'Bravo');
  await insertUser(db, a.id, { email: 'exec@alpha.test', roles: ['executive'], displayName: 'Erin Exec' });
  const manager = await insertUser(db, a.id, { email: 'manager@alpha.test', roles: ['manager'], displayName: 'Max' });
  await grantCustomer(db, a.id, manager.id, mall.id);
  const supervisor = await insertUser(db, a.id, { email: 'supervisor@alpha.test', roles: ['supervisor'] });
  await grantEvent(db, a.id, supervisor.id, stadiumEvent.id);
  const guard = await insertUser(db, a.id, { email: 'guard@alpha.test', roles: ['guard'] });
  await assignGuard(db, a.id, stadiumEvent.id, guard.id);
  await insertUser(db, a.id, { email: 'client@alpha.test', roles: ['client'], customerId: stadium.id });
  await insertUser(db, b.id, { email: 'exec@bravo.test', roles: ['executive'] });
  Object.assign(ids, { a: a.id, stadiumEvent: stadiumEvent.id, mallEvent: mallEvent.id, bravoEvent: bravoEvent.id });
  await signInEach(t.app, cookies, ['exec', 'manager', 'supervisor', 'guard', 'client'], 'alpha.test');
  cookies.bravo = await signInCookie(t.app, 'exec@bravo.test');
});

const p = (lat: number, lng: number) => ({ lat, lng });
const square = [p(41.88, -87.63), p(41.88, -87.62), p(41.89, -87.62), p(41.89, -87.63)];
const zoneCount = async () =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select (select count(*) from geofences)::int + (select count(*) from restricted_areas)::int as n`,
    )
  ).rows[0]?.n;

describe('event notes', () => {
  it('adds, lists (newest first) and deletes notes; the author or an executive deletes', async () => {
    const url = `/api/v1/events/${ids.stadiumEvent}/notes`;
    const first = await call('supervisor', 'POST', url, { content: '  Gate 4 closed  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ content: 'Gate 4 closed', authorName: 'Test User' });
    const second = await call('exec', 'POST', url, { content: 'VIP arrives 18:00' });
    const list = await call('guard', 'GET', url);
    // Both written at the same (test clock) instant: the order between them is not defined.
    expect(
      list
        .json()
        .items.map((n: { content: string }) => n.content)
        .sort(),
    ).toEqual(['Gate 4 closed', 'VIP arrives 18:00']);
    expect((await call('exec', 'GET', `/api/v1/events/${ids.stadiumEvent}`)).json().notesCount).toBe(2);
    // The supervisor may not delete the executive's note; the executive may delete anyone's.
    const refused = await call('supervisor', 'DELETE', `${url}/${second.json().id}`);
    expect(refused.statusCode).toBe(403);
    expect((await call('supervisor', 'DELETE', `${url}/${first.json().id}`)).statusCode).toBe(204);
    expect((await call('exec', 'DELETE', `${url}/${second.json().id}`)).statusCode).toBe(204);
    expect((await call('exec', 'GET', url)).json().items).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'event_note'));
    expect(audit.map((e) => e.action).sort()).toEqual([
      'event.note-add',
      'event.note-add',
      'event.note-delete',
      'event.note-delete',
    ]);
  });

  it('validates the note and refuses readers who may not write', async () => {
    const url = `/api/v1/events/${ids.stadiumEvent}/notes`;
    const empty = await call('exec', 'POST', url, { content: ' ' });
    expect(empty.json().error.fields).toEqual({ content: 'You must enter a note' });
    expect((await call('guard', 'POST', url, { content: 'hi' })).statusCode).toBe(403);
    expect((await call('client', 'POST', url, { content: 'hi' })).statusCode).toBe(403);
    expect((await call('exec', 'DELETE', `${url}/6a0b3c1e-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('answers 404 for another client’s or an out-of-scope event', async () => {
    expect((await call('exec', 'GET', `/api/v1/events/${ids.bravoEvent}/notes`)).statusCode).toBe(404);
    expect((await call('exec', 'POST', `/api/v1/events/${ids.bravoEvent}/notes`, { content: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('manager', 'POST', `/api/v1/events/${ids.stadiumEvent}/notes`, { content: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('geofences', () => {
  const url = () => `/api/v1/events/${ids.stadiumEvent}/geofences`;

  it('draws, lists, edits and deletes a geofence, auditing each step', async () => {
    const closed = [...square, square[0]];
    const created = await call('exec', 'POST', url(), { title: 'Bowl', zoneType: 'Allowed zone', polygon: closed });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Bowl', zoneType: 'Allowed zone', polygon: square });
    const [stored] = await t.database.db.select().from(geofences).where(eq(geofences.id, created.json().id));
    expect(stored?.polygon).toEqual(square.map((q) => [q.lat, q.lng]));

    const id = created.json().id as string;
    const changed = await call('exec', 'PATCH', `${url()}/${id}`, { zoneType: 'Break zone', title: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: null, zoneType: 'Break zone', polygon: square });
    expect((await call('guard', 'GET', url())).json().items).toHaveLength(1);
    expect((await call('exec', 'DELETE', `${url()}/${id}`)).statusCode).toBe(204);
    expect((await call('exec', 'GET', url())).json().items).toEqual([]);
    expect((await call('exec', 'DELETE', `${url()}/${id}`)).statusCode).toBe(404);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((e) => e.action)).toEqual([
      'event.geofence-add',
      'event.geofence-update',
      'event.geofence-delete',
    ]);
  });

  it.each([
    ['self-intersecting (a bow tie)', [p(0, 0), p(1, 1), p(1, 0), p(0, 1)], 'The outline must not cross itself'],
    ['fewer than 3 points', [p(0, 0), p(1, 1)], 'A zone needs at least 3 points'],
    ['3 points, one repeated', [p(0, 0), p(1, 1), p(0, 0)], 'A zone needs at least 3 points'],
    ['a latitude out of range', [p(0, 0), p(91, 1), p(1, 0)], 'Latitude must be between -90 and 90'],
    ['a longitude out of range', [p(0, 0), p(1, -180.5), p(1, 0)], 'Longitude must be between -180 and 180'],
    ['collinear points', [p(0, 0), p(1, 1), p(2, 2)], 'The outline must not cross itself'],
  ])('refuses a polygon %s with 400 on `polygon`, and saves nothing', async (_name, polygon, message) => {
    const before = await zoneCount();
    const response = await call('exec', 'POST', url(), { zoneType: 'Allowed zone', polygon });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ polygon: message });
    const area = await call('exec', 'POST', `/api/v1/events/${ids.stadiumEvent}/restricted-areas`, {
      title: 'Area',
      polygon,
    });
    expect(area.statusCode).toBe(400);
    expect(area.json().error.fields).toEqual({ polygon: message });
    expect(await zoneCount()).toBe(before);
  });

  it('refuses malformed points and bodies with 400 naming the field', async () => {
    const notANumber = await call('exec', 'POST', url(), {
      zoneType: 'Allowed zone',
      polygon: [p(0, 0), { lat: 'x', lng: 1 }, p(1, 0)],
    });
    expect(notANumber.json().error.fields).toEqual({ 'polygon.1.lat': 'Must be a number' });
    const pairs = await call('exec', 'POST', url(), {
      zoneType: 'Allowed zone',
      polygon: [
        [0, 0],
        [1, 1],
        [1, 0],
      ],
    });
    expect(pairs.statusCode).toBe(400);
    expect(Object.keys(pairs.json().error.fields)[0]).toMatch(/^polygon/);
    const tooMany = Array.from({ length: 600 }, (_, i) => p(Math.sin(i / 100), Math.cos(i / 100)));
    const big = await call('exec', 'POST', url(), { zoneType: 'Allowed zone', polygon: tooMany });
    expect(big.json().error.fields).toEqual({ polygon: 'A zone can have at most 500 points' });
    const badType = await call('exec', 'POST', url(), { zoneType: 'Party zone', polygon: square });
    expect(badType.json().error.fields).toEqual({
      zoneType: 'Must be one of Allowed zone, Break zone, Restricted zone',
    });
    const missing = await call('exec', 'POST', url(), { zoneType: 'Allowed zone' });
    expect(Object.keys(missing.json().error.fields)).toEqual(['polygon']);
  });

  it('refuses a bad outline on edit and keeps the stored one', async () => {
    const created = await call('exec', 'POST', url(), { zoneType: 'Restricted zone', polygon: square });
    const id = created.json().id as string;
    const bowTie = [p(0, 0), p(1, 1), p(1, 0), p(0, 1)];
    const response = await call('exec', 'PATCH', `${url()}/${id}`, { polygon: bowTie });
    expect(response.json().error.fields).toEqual({ polygon: 'The outline must not cross itself' });
    const [stored] = await t.database.db.select().from(geofences).where(eq(geofences.id, id));
    expect(stored?.polygon).toEqual(square.map((q) => [q.lat, q.lng]));
    expect((await call('exec', 'PATCH', `${url()}/${id}`, {})).statusCode).toBe(400);
    await call('exec', 'DELETE', `${url()}/${id}`);
  });

  it('lets only editors draw, within their scope; other clients’ events and zones are not found', async () => {
    const body = { zoneType: 'Allowed zone', polygon: square };
    for (const who of ['supervisor', 'guard', 'client'])
      expect((await call(who, 'POST', url(), body)).statusCode).toBe(403);
    expect((await call('manager', 'POST', url(), body)).statusCode).toBe(404);
    const mallZone = await call('manager', 'POST', `/api/v1/events/${ids.mallEvent}/geofences`, body);
    expect(mallZone.statusCode).toBe(201);
    expect((await call('exec', 'POST', `/api/v1/events/${ids.bravoEvent}/geofences`, body)).statusCode).toBe(404);
    // A zone id of another event is not found under this event.
    const crossed = await call('exec', 'DELETE', `${url()}/${mallZone.json().id}`);
    expect(crossed.statusCode).toBe(404);
    expect(
      (await call('bravo', 'PATCH', `/api/v1/events/${ids.mallEvent}/geofences/${mallZone.json().id}`, { title: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('restricted areas', () => {
  const url = () => `/api/v1/events/${ids.stadiumEvent}/restricted-areas`;

  it('draws, edits and deletes a restricted area', async () => {
    const created = await call('exec', 'POST', url(), { title: 'Pitch', description: 'No entry', polygon: square });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Pitch', description: 'No entry', polygon: square });
    const id = created.json().id as string;
    const changed = await call('manager', 'PATCH', `/api/v1/events/${ids.mallEvent}/restricted-areas/${id}`, {
      title: 'X',
    });
    expect(changed.statusCode).toBe(404);
    const edited = await call('exec', 'PATCH', `${url()}/${id}`, { description: '' });
    expect(edited.json()).toMatchObject({ title: 'Pitch', description: null });
    expect((await call('exec', 'GET', `/api/v1/events/${ids.stadiumEvent}`)).json().restrictedAreas).toHaveLength(1);
    expect((await call('client', 'GET', url())).json().items).toHaveLength(1);
    expect((await call('exec', 'DELETE', `${url()}/${id}`)).statusCode).toBe(204);
    const rows = await t.database.db.select().from(restrictedAreas);
    expect(rows).toEqual([]);
  });

  it('requires a title', async () => {
    const response = await call('exec', 'POST', url(), { title: '', polygon: square });
    expect(response.json().error.fields).toEqual({ title: 'You must enter a title' });
  });
});

describe('OpenAPI', () => {
  it('documents the events routes with their named schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/events.csv',
        '/api/v1/events/{id}',
        '/api/v1/events/{id}/notes/{noteId}',
        '/api/v1/events/{id}/geofences/{geofenceId}',
        '/api/v1/events/{id}/restricted-areas/{areaId}',
        '/api/v1/events/{id}/assigned-guards/{userId}',
        '/api/v1/events/{id}/assignable-personnel',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'EventCreateBody',
        'EventUpdateBody',
        'EventDetail',
        'Geofence',
        'GeofenceCreateBody',
        'RestrictedAreaCreateBody',
        'Polygon',
        'LatLng',
        'AssignGuardBody',
        'AssignedGuardList',
      ]),
    );
    expect(doc.components.schemas.EventCreateBody.required).toEqual(
      expect.arrayContaining(['customerId', 'eventName', 'startDate', 'endDate']),
    );
  });
});
