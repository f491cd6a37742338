import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftAssignments, shifts } from '../../db/schema.ts';
import {
  assignGuard,
  grantCustomer,
  grantEvent,
  insertClient,
  insertCustomer,
  insertEvent,
} from '../../test/fixtures.ts';
import { addSignedInRoles, addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { judgePatrolVisits } from './visit-check.ts';

/*
 * Mobile patrol runsheets through the API (docs/product/dispatch.md#mobile-patrol-runsheets), on a clock the suite
 * moves. The client works in Europe/London; in January that is UTC+0, so local times read as UTC here. The route
 * "Night patrol" has two stops: Quay Stores 22:30–23:30 (checkpoints Quay gate and Quay yard) and Mill Yard
 * 23:00–01:00 (crossing midnight; checkpoint Mill door). The shift at the patrol base runs 22:00–06:00.
 */

let now = new Date('2026-01-10T21:30:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const db = () => t.database.db;
const setNow = (iso: string) => {
  now = new Date(iso);
};

const scan = (who: string, checkpointId: string, at: string) =>
  call(who, 'POST', '/api/v1/field/scans', {
    token: ids[`token:${checkpointId}`],
    at,
    idempotencyKey: randomUUID(),
  });

async function checkpoint(eventId: string, name: string, lat: number) {
  const created = await call('manager', 'POST', `/api/v1/events/${eventId}/checkpoints`, {
    name,
    latitude: lat,
    longitude: -0.1,
    radiusMeters: 30,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const list = await call('manager', 'GET', `/api/v1/events/${eventId}/checkpoints`);
  const row = list.json().items.find((c: { id: string }) => c.id === id);
  ids[`token:${id}`] = String(row.scanUrl).split('/').at(-1) ?? '';
  return id;
}

async function missedAlerts() {
  const result = await db().execute<{
    guard_id: string | null;
    event_id: string | null;
    params: Record<string, unknown>;
  }>(
    sql`select guard_id, event_id, params from alerts where type = 'Missed Patrol Visit' and client_id = ${ids.own}
      order by created_at, id`,
  );
  return result.rows;
}

const route = (stops: unknown[], name = 'Night patrol') => ({ name, stops });

beforeAll(async () => {
  const own = await insertClient(db(), { name: 'Sentinel', timeZone: 'Europe/London' });
  ids.own = own.id;
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'manager', 'supervisor'], 'patrol.test');
  const customer = await insertCustomer(db(), own.id, { name: 'Docklands Estates' });
  const span = { startAt: new Date('2026-01-01T00:00:00Z'), endAt: new Date('2026-12-31T00:00:00Z') };
  const event = async (name: string, lat: number) =>
    (
      await insertEvent(db(), own.id, customer.id, {
        name,
        latitude: lat,
        longitude: -0.1,
        timeZone: 'Europe/London',
        ...span,
      })
    ).id;
  ids.base = await event('Patrol base', 51.49);
  ids.quay = await event('Quay Stores', 51.5);
  ids.mill = await event('Mill Yard', 51.51);
  await grantCustomer(db(), own.id, ids.manager as string, customer.id);
  // The supervisor sees the base and Quay Stores only: a route through Mill Yard is not theirs to see.
  await grantEvent(db(), own.id, ids.supervisor as string, ids.base);
  await grantEvent(db(), own.id, ids.supervisor as string, ids.quay);
  for (const [key, name] of [
    ['patroller', 'Pat Rowe'],
    ['static', 'Stan Tick'],
  ] as const) {
    await addSignedInUser(t, { ids, cookies }, key, own.id, {
      email: `${key}@patrol.test`,
      roles: ['guard'],
      displayName: name,
    });
  }
  await assignGuard(db(), own.id, ids.base, ids.patroller as string);
  await assignGuard(db(), own.id, ids.quay, ids.static as string);
  ids.quayGate = await checkpoint(ids.quay, 'Quay gate', 51.5);
  ids.quayYard = await checkpoint(ids.quay, 'Quay yard', 51.5005);
  ids.millDoor = await checkpoint(ids.mill, 'Mill door', 51.51);
  const [shift] = await db()
    .insert(shifts)
    .values({
      clientId: own.id,
      eventId: ids.base,
      post: 'Patrol 1',
      startAt: new Date('2026-01-10T22:00:00Z'),
      endAt: new Date('2026-01-11T06:00:00Z'),
    })
    .returning({ id: shifts.id });
  ids.shift = shift?.id as string;
  await db()
    .insert(shiftAssignments)
    .values({ clientId: own.id, shiftId: ids.shift, userId: ids.patroller as string });
  const [other] = await db()
    .insert(shifts)
    .values({
      clientId: own.id,
      eventId: ids.base,
      post: 'Patrol 2',
      startAt: new Date('2026-01-09T22:00:00Z'),
      endAt: new Date('2026-01-10T06:00:00Z'),
    })
    .returning({ id: shifts.id });
  ids.pastShift = other?.id as string;
});

describe('planning a route', () => {
  it('refuses bad stops field by field, all at once', async () => {
    const empty = await call('manager', 'POST', '/api/v1/patrol-routes', route([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors.stops.code).toBe('patrol.stop_required');
    const bad = await call(
      'manager',
      'POST',
      '/api/v1/patrol-routes',
      route([
        { eventId: ids.quay, windowStart: '22:00', windowEnd: '22:00', checkpointIds: [ids.quayGate] },
        { eventId: ids.quay, windowStart: '25:00', windowEnd: '23:00', checkpointIds: [] },
      ]),
    );
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.fieldErrors;
    expect(fields['stops.0.windowEnd'].code).toBe('patrol.window_empty');
    expect(fields['stops.1.windowStart'].code).toBe('validation.time_hh_mm');
    expect(fields['stops.1.checkpointIds'].code).toBe('tour.checkpoint_required');
    const foreign = await call(
      'manager',
      'POST',
      '/api/v1/patrol-routes',
      route([
        { eventId: ids.quay, windowStart: '22:30', windowEnd: '23:30', checkpointIds: [ids.millDoor] },
        { eventId: randomUUID(), windowStart: '23:00', windowEnd: '01:00', checkpointIds: [ids.millDoor] },
      ]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fieldErrors).toMatchObject({
      'stops.0.checkpointIds': { code: 'tour.checkpoints_of_event' },
      'stops.1.eventId': { code: 'event.unknown' },
    });
    expect((await call('patroller', 'POST', '/api/v1/patrol-routes', route([]))).statusCode).toBe(403);
  });

  it('keeps the stops in order with their windows and checkpoints', async () => {
    const created = await call(
      'manager',
      'POST',
      '/api/v1/patrol-routes',
      route([
        { eventId: ids.quay, windowStart: '22:30', windowEnd: '23:30', checkpointIds: [ids.quayGate, ids.quayYard] },
        { eventId: ids.mill, windowStart: '23:00', windowEnd: '01:00', checkpointIds: [ids.millDoor] },
      ]),
    );
    expect(created.statusCode).toBe(201);
    ids.route = created.json().id;
    const got = (await call('manager', 'GET', `/api/v1/patrol-routes/${ids.route}`)).json();
    expect(
      got.stops.map((s: Record<string, unknown>) => [s.position, s.eventName, s.windowStart, s.windowEnd]),
    ).toEqual([
      [1, 'Quay Stores', '22:30', '23:30'],
      [2, 'Mill Yard', '23:00', '01:00'],
    ]);
    expect(got.stops[0].checkpoints.map((c: { name: string }) => c.name)).toEqual(['Quay gate', 'Quay yard']);
    const listed = (await call('manager', 'GET', '/api/v1/patrol-routes')).json().items;
    expect(listed.map((r: { id: string }) => r.id)).toContain(ids.route);
  });

  it('lists a site’s checkpoints in use to pick from, for the sites the dispatcher sees', async () => {
    const quay = await call('supervisor', 'GET', `/api/v1/patrol-routes/sites/${ids.quay}/checkpoints`);
    expect(quay.json().items.map((c: { name: string }) => c.name)).toEqual(['Quay gate', 'Quay yard']);
    const mill = await call('supervisor', 'GET', `/api/v1/patrol-routes/sites/${ids.mill}/checkpoints`);
    expect(mill.statusCode).toBe(404);
  });

  it('hides a route through a site the caller cannot see', async () => {
    const listed = (await call('supervisor', 'GET', '/api/v1/patrol-routes')).json().items;
    expect(listed.map((r: { id: string }) => r.id)).not.toContain(ids.route);
    const got = await call('supervisor', 'GET', `/api/v1/patrol-routes/${ids.route}`);
    expect(got.statusCode).toBe(404);
    expect(got.json().error).toMatchObject({ code: 'not_found', params: { resource: 'patrol_route' } });
  });

  it('gives the route to a shift once; a second route, or the same again, is refused with the route’s name', async () => {
    const ended = await call('manager', 'POST', `/api/v1/patrol-routes/${ids.route}/assignments`, {
      shiftId: ids.pastShift,
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error.code).toBe('patrol.shift_ended');
    const other = await call(
      'manager',
      'POST',
      '/api/v1/patrol-routes',
      route([{ eventId: ids.quay, windowStart: '02:00', windowEnd: '03:00', checkpointIds: [ids.quayGate] }], 'Late'),
    );
    ids.lateRoute = other.json().id;
    // Two dispatchers give the shift a route at the same moment: one wins, the other is told which route it has.
    const [a, b] = await Promise.all([
      call('manager', 'POST', `/api/v1/patrol-routes/${ids.route}/assignments`, { shiftId: ids.shift }),
      call('executive', 'POST', `/api/v1/patrol-routes/${ids.lateRoute}/assignments`, { shiftId: ids.shift }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    // Keep "Night patrol" on the shift whichever won.
    if (a.statusCode === 409) {
      const lateNights = (await call('manager', 'GET', `/api/v1/patrol-routes/${ids.lateRoute}/assignments`)).json();
      await call('manager', 'DELETE', `/api/v1/patrol-routes/${ids.lateRoute}/assignments/${lateNights.items[0].id}`);
      expect(
        (await call('manager', 'POST', `/api/v1/patrol-routes/${ids.route}/assignments`, { shiftId: ids.shift }))
          .statusCode,
      ).toBe(201);
    }
    const again = await call('manager', 'POST', `/api/v1/patrol-routes/${ids.lateRoute}/assignments`, {
      shiftId: ids.shift,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'patrol.shift_has_route', params: { routeName: 'Night patrol' } });
    expect((await call('manager', 'DELETE', `/api/v1/patrol-routes/${ids.lateRoute}`)).statusCode).toBe(204);
  });
});

describe('the night', () => {
  it('shows the guard tonight’s runsheet before the shift, the earliest window next', async () => {
    const sheet = (await call('patroller', 'GET', '/api/v1/field/runsheet')).json();
    expect(sheet).toMatchObject({ routeName: 'Night patrol', shift: { id: ids.shift, post: 'Patrol 1' } });
    expect(
      sheet.stops.map((s: Record<string, unknown>) => [s.eventName, s.windowStartsAt, s.windowEndsAt, s.status]),
    ).toEqual([
      ['Quay Stores', '2026-01-10T22:30:00.000Z', '2026-01-10T23:30:00.000Z', 'upcoming'],
      ['Mill Yard', '2026-01-10T23:00:00.000Z', '2026-01-11T01:00:00.000Z', 'upcoming'],
    ]);
    expect(sheet.nextStopId).toBe(sheet.stops[0].stopId);
    const none = (await call('static', 'GET', '/api/v1/field/runsheet')).json();
    expect(none).toMatchObject({ assignmentId: null, stops: [], nextStopId: null });
  });

  it('lets the patrol guard scan the route’s checkpoints away from the base; a visit counts when all are scanned', async () => {
    setNow('2026-01-10T22:00:00Z');
    const clockIn = await call('patroller', 'POST', '/api/v1/field/clock-in', {
      eventId: ids.base,
      at: '2026-01-10T22:00:00.000Z',
    });
    expect(clockIn.statusCode).toBe(201);
    setNow('2026-01-10T22:45:00Z');
    expect((await scan('patroller', ids.quayGate as string, '2026-01-10T22:40:00.000Z')).statusCode).toBe(201);
    // Not on a patrol shift and not clocked in at the site: refused, as any scan off duty.
    const stranger = await scan('static', ids.quayGate as string, '2026-01-10T22:41:00.000Z');
    expect(stranger.statusCode).toBe(403);
    let sheet = (await call('patroller', 'GET', '/api/v1/field/runsheet')).json();
    expect(sheet.stops[0]).toMatchObject({ status: 'open', visitedAt: null });
    expect(sheet.stops[0].checkpoints.map((c: { scannedAt: string | null }) => c.scannedAt)).toEqual([
      '2026-01-10T22:40:00.000Z',
      null,
    ]);
    expect(sheet.nextStopId).toBe(sheet.stops[0].stopId);
    setNow('2026-01-10T22:55:00Z');
    expect((await scan('patroller', ids.quayYard as string, '2026-01-10T22:50:00.000Z')).statusCode).toBe(201);
    sheet = (await call('patroller', 'GET', '/api/v1/field/runsheet')).json();
    expect(sheet.stops[0]).toMatchObject({ status: 'visited', visitedAt: '2026-01-10T22:50:00.000Z' });
    expect(sheet.nextStopId).toBe(sheet.stops[1].stopId);
  });

  it('judges each window once as it closes: the missed one raises one Missed Patrol Visit, even with two checks at once', async () => {
    setNow('2026-01-11T00:59:00Z');
    expect(await judgePatrolVisits(t.ctx)).toEqual([]);
    setNow('2026-01-11T01:05:00Z');
    const [first, second] = await Promise.all([judgePatrolVisits(t.ctx), judgePatrolVisits(t.ctx)]);
    expect(first.length + second.length).toBe(1);
    expect(await judgePatrolVisits(t.ctx)).toEqual([]);
    const alerts = await missedAlerts();
    expect(alerts).toEqual([
      {
        guard_id: ids.patroller,
        event_id: ids.mill,
        params: {
          name: 'Pat Rowe',
          eventName: 'Mill Yard',
          routeName: 'Night patrol',
          windowStart: '2026-01-10T23:00:00.000Z',
          windowEnd: '2026-01-11T01:00:00.000Z',
        },
      },
    ]);
    const nights = (await call('manager', 'GET', `/api/v1/patrol-routes/${ids.route}/assignments`)).json();
    expect(nights.items).toHaveLength(1);
    expect(nights.items[0].shift.people).toEqual([{ id: ids.patroller, name: 'Pat Rowe' }]);
    expect(nights.items[0].stops.map((s: { status: string }) => s.status)).toEqual(['visited', 'missed']);
    // A scan of Mill Yard sent after its window was judged does not change the verdict.
    expect((await scan('patroller', ids.millDoor as string, '2026-01-11T00:30:00.000Z')).statusCode).toBe(201);
    const after = (await call('manager', 'GET', `/api/v1/patrol-routes/${ids.route}/assignments`)).json();
    expect(after.items[0].stops[1].status).toBe('missed');
  });

  it('puts the visits in each site’s daily activity report', async () => {
    const quay = await call('manager', 'GET', `/api/v1/reports/daily-activity?eventId=${ids.quay}&date=2026-01-10`);
    expect(quay.statusCode).toBe(200);
    expect(quay.json().content.patrolVisits).toEqual([
      {
        routeName: 'Night patrol',
        windowStartsAt: '2026-01-10T22:30:00.000Z',
        windowEndsAt: '2026-01-10T23:30:00.000Z',
        status: 'visited',
        visitedAt: '2026-01-10T22:50:00.000Z',
        guard: { id: ids.patroller, name: 'Pat Rowe' },
      },
    ]);
    const mill = (
      await call('manager', 'GET', `/api/v1/reports/daily-activity?eventId=${ids.mill}&date=2026-01-10`)
    ).json();
    expect(mill.content.patrolVisits).toMatchObject([{ status: 'missed', visitedAt: null }]);
    const base = (
      await call('manager', 'GET', `/api/v1/reports/daily-activity?eventId=${ids.base}&date=2026-01-10`)
    ).json();
    expect(base.content).not.toHaveProperty('patrolVisits');
  });

  it('keeps a night under way or past on its route; the shift cannot be taken off once ended', async () => {
    setNow('2026-01-11T07:00:00Z');
    const nights = (await call('manager', 'GET', `/api/v1/patrol-routes/${ids.route}/assignments`)).json();
    const off = await call('manager', 'DELETE', `/api/v1/patrol-routes/${ids.route}/assignments/${nights.items[0].id}`);
    expect(off.statusCode).toBe(409);
    expect(off.json().error.code).toBe('patrol.shift_ended');
  });
});
