import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { geofences, guardZoneStates, incidentReports } from '../../db/schema.ts';
import { clockIn, grantCustomer, grantEvent, insertClient, insertCustomer, insertEvent } from '../../test/fixtures.ts';
import { addSignedInRoles, addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { raiseDispatchAlerts } from './alert-check.ts';

/*
 * Calls for service through the API (docs/product/dispatch.md), on a clock the suite moves. The site, Harbor
 * Terminal, is at 40.7000 N, 74.0000 W, inside a square geofence of ±0.001°. Distances along the meridian are
 * Δlat × π/180 × 6,371,000 m: 0.005° = 555.97 m → 556 m, 0.02° = 2,223.90 m → 2,224 m, 0.001° = 111.19 m → 111 m;
 * ETAs at 40 km/h (666.67 m a minute), rounded up: 556 m → 1 min, 2,224 m → 4 min (3.34), 111 m → 1 min.
 */

let now = new Date('2026-01-10T15:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const db = () => t.database.db;
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const site = { lat: 40.7, lng: -74 };

async function placeGuard(userId: string, dLat: number | null) {
  await clockIn(db(), ids.own as string, userId, ids.harbor as string, new Date('2026-01-10T12:00:00Z'));
  if (dLat === null) return;
  await db()
    .insert(guardZoneStates)
    .values({
      userId,
      clientId: ids.own as string,
      latitude: site.lat + dLat,
      longitude: site.lng,
      accuracy: 10,
      positionAt: new Date('2026-01-10T14:59:00Z'),
    });
}

async function newCall(body: Record<string, unknown> = {}, as = 'manager') {
  const created = await call(as, 'POST', '/api/v1/dispatch/calls', {
    eventId: ids.harbor,
    type: 'alarm',
    priority: 1,
    description: 'Intruder alarm, zone 3',
    ...body,
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; targetAt: string };
}

function step(as: string, callId: string, body: Record<string, unknown>) {
  return call(as, 'POST', `/api/v1/field/dispatch/${callId}/status`, {
    at: now.toISOString(),
    idempotencyKey: randomUUID(),
    ...body,
  });
}

const assign = (callId: string, userId: string) =>
  call('manager', 'POST', `/api/v1/dispatch/calls/${callId}/assign`, { userId });

beforeAll(async () => {
  const own = await insertClient(db(), { name: 'Sentinel', timeZone: 'America/New_York' });
  ids.own = own.id;
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'manager', 'supervisor'], 'sentinel.test');
  const harbor = await insertCustomer(db(), own.id, { name: 'Harbor Logistics' });
  const depot = await insertCustomer(db(), own.id, { name: 'Depot Partners' });
  ids.harborCustomer = harbor.id;
  ids.depotCustomer = depot.id;
  const span = { startAt: new Date('2026-01-01T00:00:00Z'), endAt: new Date('2026-12-31T00:00:00Z') };
  ids.harbor = (
    await insertEvent(db(), own.id, harbor.id, {
      name: 'Harbor Terminal',
      latitude: site.lat,
      longitude: site.lng,
      ...span,
    })
  ).id;
  ids.depot = (
    await insertEvent(db(), own.id, depot.id, { name: 'Depot', latitude: 40.8, longitude: -74, ...span })
  ).id;
  await db()
    .insert(geofences)
    .values({
      clientId: own.id,
      eventId: ids.harbor,
      zoneType: 'Allowed zone',
      polygon: [
        [40.699, -74.001],
        [40.701, -74.001],
        [40.701, -73.999],
        [40.699, -73.999],
      ],
    });
  await grantCustomer(db(), own.id, ids.manager as string, harbor.id);
  await grantCustomer(db(), own.id, ids.manager as string, depot.id);
  await grantEvent(db(), own.id, ids.supervisor as string, ids.harbor);
  for (const [key, customerId] of [
    ['harborUser', harbor.id],
    ['depotUser', depot.id],
  ] as const) {
    await addSignedInUser(t, { ids, cookies }, key, own.id, {
      email: `${key.toLowerCase()}@sentinel.test`,
      roles: ['client'],
      customerId,
      displayName: key,
    });
  }
  for (const [key, name] of [
    ['guardA', 'Alex Able'],
    ['guardB', 'Bea Best'],
    ['guardC', 'Cy Cole'],
    ['guardD', 'Dee Dunn'],
    ['guardE', 'Eli East'],
  ] as const) {
    await addSignedInUser(t, { ids, cookies }, key, own.id, {
      email: `${key.toLowerCase()}@sentinel.test`,
      roles: ['guard'],
      displayName: name,
    });
  }
  await placeGuard(ids.guardA as string, 0.02);
  await placeGuard(ids.guardB as string, 0.005);
  await placeGuard(ids.guardC as string, null);
  await placeGuard(ids.guardE as string, 0.001);
  // guardD is not clocked in: not a unit.
});

describe('taking a call', () => {
  it('refuses a call with no place, a priority out of range and a year out of range, field by field', async () => {
    const noPlace = await call('manager', 'POST', '/api/v1/dispatch/calls', {
      type: 'alarm',
      priority: 5,
      description: 'x',
      receivedAt: '9999-01-01T00:00:00Z',
    });
    expect(noPlace.statusCode).toBe(400);
    const fields = noPlace.json().error.fieldErrors;
    expect(fields.priority.code).toBe('dispatch.priority_range');
    expect(fields.receivedAt.code).toBe('validation.date_range');
    const place = await call('manager', 'POST', '/api/v1/dispatch/calls', {
      type: 'alarm',
      priority: 1,
      description: 'x',
    });
    expect(place.json().error.fieldErrors.eventId.code).toBe('dispatch.place_required');
    const unknownType = await call('manager', 'POST', '/api/v1/dispatch/calls', {
      lat: 1,
      lng: 2,
      type: 'fire',
      priority: 1,
      description: 'a\u0000b',
    });
    expect(Object.keys(unknownType.json().error.fieldErrors).sort()).toEqual(['description', 'type']);
  });

  it('counts the target from when the call came in, by priority (15 / 30 / 60 / 240 minutes)', async () => {
    const receivedAt = '2026-01-10T14:50:00.000Z';
    for (const [priority, target] of [
      [1, '2026-01-10T15:05:00.000Z'],
      [2, '2026-01-10T15:20:00.000Z'],
      [3, '2026-01-10T15:50:00.000Z'],
      [4, '2026-01-10T18:50:00.000Z'],
    ] as const) {
      const created = await newCall({ priority, receivedAt });
      expect(created.targetAt).toBe(target);
      await call('manager', 'POST', `/api/v1/dispatch/calls/${created.id}/cancel`, { reason: 'test' });
    }
  });

  it('takes the customer’s own targets from its contract in force, the defaults for the priorities it leaves out', async () => {
    const bad = await call('manager', 'POST', `/api/v1/customers/${ids.harborCustomer}/contracts`, {
      code: 'HARBOR-BAD',
      currency: 'USD',
      startsOn: '2026-01-01',
      billingCycle: 'monthly',
      responseTargets: { p1: 0, p5: 3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors)).toEqual(expect.arrayContaining(['responseTargets.p1']));
    const contract = await call('manager', 'POST', `/api/v1/customers/${ids.harborCustomer}/contracts`, {
      code: 'HARBOR-2026',
      currency: 'USD',
      startsOn: '2026-01-01',
      billingCycle: 'monthly',
      responseTargets: { p1: 10 },
    });
    expect(contract.statusCode).toBe(201);
    const receivedAt = '2026-01-10T14:50:00.000Z';
    const p1 = await newCall({ priority: 1, receivedAt });
    const p2 = await newCall({ priority: 2, receivedAt });
    // Depot's customer has no contract: the defaults.
    const depot = await newCall({ eventId: ids.depot, priority: 1, receivedAt });
    expect([p1.targetAt, p2.targetAt, depot.targetAt]).toEqual([
      '2026-01-10T15:00:00.000Z',
      '2026-01-10T15:20:00.000Z',
      '2026-01-10T15:05:00.000Z',
    ]);
    expect((await call('manager', 'GET', `/api/v1/contracts/${contract.json().id}`)).json().responseTargets).toEqual({
      p1: 10,
    });
    for (const id of [p1.id, p2.id, depot.id])
      await call('manager', 'POST', `/api/v1/dispatch/calls/${id}/cancel`, { reason: 'test' });
  });

  it('is refused at an event outside the dispatcher’s scope (404) and for a client user (403)', async () => {
    const outside = await call('supervisor', 'POST', '/api/v1/dispatch/calls', {
      eventId: ids.depot,
      type: 'alarm',
      priority: 2,
      description: 'x',
    });
    expect(outside.statusCode).toBe(404);
    const portal = await call('harborUser', 'POST', '/api/v1/dispatch/calls', {
      eventId: ids.harbor,
      type: 'alarm',
      priority: 2,
      description: 'x',
    });
    expect(portal.statusCode).toBe(403);
  });

  it('takes a call from a guard’s incident report: the guard’s call, at the report’s event, naming the report', async () => {
    const fileReport = async (clientId: string, eventId: string | null) => {
      const [report] = await db()
        .insert(incidentReports)
        .values({
          clientId,
          eventId,
          guardId: clientId === ids.own ? (ids.guardA as string) : null,
          submittedBy: clientId === ids.own ? (ids.guardA as string) : null,
          reportType: 'Detailed Incident Report',
          incidentType: 'Theft',
          details: 'Fence cut behind the loading bay',
        })
        .returning({ id: incidentReports.id });
      return report?.id as string;
    };
    const atHarbor = await fileReport(ids.own as string, ids.harbor as string);
    const body = { type: 'disturbance', priority: 2, description: 'Theft: fence cut behind the loading bay' };

    const created = await call('manager', 'POST', '/api/v1/dispatch/calls', { ...body, incidentReportId: atHarbor });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    const read = await call('manager', 'GET', `/api/v1/dispatch/calls/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      source: 'guard',
      eventId: ids.harbor,
      eventName: 'Harbor Terminal',
      incidentReportId: atHarbor,
      type: 'disturbance',
      priority: 2,
      status: 'new',
    });
    const listed = (await call('manager', 'GET', '/api/v1/dispatch/calls?status=open')).json() as {
      items: { id: string; incidentReportId: string | null }[];
    };
    expect(listed.items.find((item) => item.id === id)?.incidentReportId).toBe(atHarbor);

    // A report nobody filed, or another client's: as if it did not exist.
    const other = await insertClient(db(), { name: 'Elsewhere Security', timeZone: 'UTC' });
    for (const incidentReportId of [randomUUID(), await fileReport(other.id, null)]) {
      const refused = await call('manager', 'POST', '/api/v1/dispatch/calls', { ...body, incidentReportId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('not_found');
    }
    // A report at an event outside the caller's scope (the supervisor sees Harbor Terminal only).
    const atDepot = await fileReport(ids.own as string, ids.depot as string);
    const unseen = await call('supervisor', 'POST', '/api/v1/dispatch/calls', { ...body, incidentReportId: atDepot });
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().error.code).toBe('not_found');
    // The same report is the manager's to raise a call from.
    const seen = await call('manager', 'POST', '/api/v1/dispatch/calls', { ...body, incidentReportId: atDepot });
    expect(seen.statusCode).toBe(201);

    for (const callId of [id, (seen.json() as { id: string }).id])
      await call('manager', 'POST', `/api/v1/dispatch/calls/${callId}/cancel`, { reason: 'test' });
  });
});

describe('the units for a call', () => {
  it('ranks the units on duty: available nearest first, then the busy ones, with straight-line ETAs', async () => {
    const busy = await newCall({ priority: 3 });
    expect((await assign(busy.id, ids.guardE as string)).statusCode).toBe(200);
    const alarm = await newCall();
    const units = await call('manager', 'GET', `/api/v1/dispatch/calls/${alarm.id}/units`);
    expect(units.statusCode).toBe(200);
    expect(units.json().speedKmh).toBe(40);
    const rows = units
      .json()
      .items.map((u: Record<string, unknown>) => [u.name, u.available, u.distanceMeters, u.etaMinutes]);
    expect(rows).toEqual([
      ['Bea Best', true, 556, 1],
      ['Alex Able', true, 2224, 4],
      ['Cy Cole', true, null, null],
      ['Eli East', false, 111, 1],
    ]);
    // At the client's own 20 km/h (333.33 m a minute): 556 m → 1.67 → 2 min, 2,224 m → 6.67 → 7 min.
    const slower = await call('executive', 'PATCH', `/api/v1/clients/${ids.own}`, { dispatchSpeedKmh: 20 });
    expect(slower.statusCode).toBe(200);
    const atTwenty = (await call('manager', 'GET', `/api/v1/dispatch/calls/${alarm.id}/units`)).json();
    expect(atTwenty.speedKmh).toBe(20);
    expect(atTwenty.items.slice(0, 2).map((u: { etaMinutes: number }) => u.etaMinutes)).toEqual([2, 7]);
    const tooFast = await call('executive', 'PATCH', `/api/v1/clients/${ids.own}`, { dispatchSpeedKmh: 201 });
    expect(tooFast.json().error.fieldErrors.dispatchSpeedKmh.code).toBe('validation.too_big');
    await call('executive', 'PATCH', `/api/v1/clients/${ids.own}`, { dispatchSpeedKmh: 40 });
    await call('manager', 'POST', `/api/v1/dispatch/calls/${busy.id}/cancel`, { reason: 'test' });
    await call('manager', 'POST', `/api/v1/dispatch/calls/${alarm.id}/cancel`, { reason: 'test' });
  });
});

describe('a call’s statuses', () => {
  it('goes new → assigned → acknowledged → en route → on scene → cleared, each step on the timeline', async () => {
    const alarm = await newCall();
    const notOnDuty = await assign(alarm.id, ids.guardD as string);
    expect(notOnDuty.statusCode).toBe(409);
    expect(notOnDuty.json().error).toMatchObject({ code: 'dispatch.not_on_duty', params: { name: 'Dee Dunn' } });
    expect((await assign(alarm.id, ids.guardB as string)).json().status).toBe('assigned');
    // Another guard cannot move it; the assignee cannot skip ahead.
    expect((await step('guardA', alarm.id, { status: 'acknowledged' })).statusCode).toBe(404);
    const skip = await step('guardB', alarm.id, { status: 'en_route' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error).toMatchObject({
      code: 'dispatch.illegal_transition',
      params: { status: 'assigned', action: 'en_route' },
    });
    const ack = await step('guardB', alarm.id, { status: 'acknowledged', lat: 40.705, lng: -74, accuracy: 8 });
    expect(ack.statusCode).toBe(201);
    expect(ack.json()).toMatchObject({ kind: 'dispatch-status', id: alarm.id, callStatus: 'acknowledged' });
    expect((await step('guardB', alarm.id, { status: 'en_route' })).json().callStatus).toBe('en_route');
    now = minutes(6);
    // 0.0015° north of the zone's edge is 167 m outside, more than the 10 m accuracy: flagged far.
    const arrived = await step('guardB', alarm.id, { status: 'on_scene', lat: 40.7025, lng: -74, accuracy: 10 });
    expect(arrived.json()).toMatchObject({ callStatus: 'on_scene', arrivalFar: true });
    const noOutcome = await step('guardB', alarm.id, { status: 'cleared' });
    expect(noOutcome.statusCode).toBe(400);
    expect(noOutcome.json().error.fieldErrors.outcome.code).toBe('dispatch.outcome_required');
    expect((await step('guardB', alarm.id, { status: 'cleared', outcome: 'false_alarm' })).json().callStatus).toBe(
      'cleared',
    );
    const cancel = await call('manager', 'POST', `/api/v1/dispatch/calls/${alarm.id}/cancel`, { reason: 'late' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('dispatch.illegal_transition');
    const detail = (await call('manager', 'GET', `/api/v1/dispatch/calls/${alarm.id}`)).json();
    expect(detail).toMatchObject({ status: 'cleared', outcome: 'false_alarm', arrivalFar: true, responseMinutes: 6 });
    expect(detail.targetMissed).toBe(false);
    expect(detail.timeline.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'assigned',
      'acknowledged',
      'en_route',
      'on_scene',
      'cleared',
    ]);
    expect(detail.timeline[2]).toMatchObject({ by: { name: 'Bea Best' }, lat: 40.705, lng: -74, accuracy: 8 });
    expect(detail.timeline[4]).toMatchObject({ far: true });
  });

  it('goes from acknowledged straight to on scene, inside the geofence not flagged', async () => {
    const alarm = await newCall({ priority: 2 });
    await assign(alarm.id, ids.guardB as string);
    await step('guardB', alarm.id, { status: 'acknowledged' });
    const arrived = await step('guardB', alarm.id, { status: 'on_scene', lat: 40.7, lng: -74, accuracy: 5 });
    expect(arrived.json()).toMatchObject({ callStatus: 'on_scene', arrivalFar: false });
    await step('guardB', alarm.id, { status: 'cleared', outcome: 'secured' });
  });

  it('puts a refused call back in the queue, unassigned, with the reason on the timeline', async () => {
    const alarm = await newCall({ priority: 2 });
    await assign(alarm.id, ids.guardA as string);
    const noReason = await step('guardA', alarm.id, { status: 'refused' });
    expect(noReason.json().error.fieldErrors.reason.code).toBe('dispatch.reason_required');
    const refused = await step('guardA', alarm.id, { status: 'refused', reason: 'Vehicle broke down' });
    expect(refused.json().callStatus).toBe('new');
    const queue = (await call('manager', 'GET', '/api/v1/dispatch/calls?status=open')).json().items;
    expect(queue.find((c: { id: string }) => c.id === alarm.id)).toMatchObject({ status: 'new', assignee: null });
    const detail = (await call('manager', 'GET', `/api/v1/dispatch/calls/${alarm.id}`)).json();
    expect(detail.timeline.at(-1)).toMatchObject({
      action: 'refused',
      status: 'new',
      reason: 'Vehicle broke down',
      by: { name: 'Alex Able' },
    });
    // Reassigned to someone else, the call leaves the first guard's phone.
    await assign(alarm.id, ids.guardC as string);
    expect((await call('guardA', 'GET', '/api/v1/field/dispatch')).json().items).toEqual([]);
    const mine = (await call('guardC', 'GET', '/api/v1/field/dispatch')).json().items;
    expect(mine.map((c: { id: string }) => c.id)).toEqual([alarm.id]);
    await call('manager', 'POST', `/api/v1/dispatch/calls/${alarm.id}/cancel`, { reason: 'test' });
  });

  it('applies a status sent offline and replayed twice once', async () => {
    const alarm = await newCall({ priority: 3 });
    await assign(alarm.id, ids.guardC as string);
    const key = randomUUID();
    const action = {
      kind: 'dispatch-status',
      callId: alarm.id,
      body: { status: 'acknowledged', at: minutes(-1).toISOString(), idempotencyKey: key },
    };
    const first = await call('guardC', 'POST', '/api/v1/field/sync', { actions: [action] });
    expect(first.json().results[0]).toMatchObject({
      ok: true,
      result: { callStatus: 'acknowledged', duplicate: false },
    });
    const again = await call('guardC', 'POST', '/api/v1/field/sync', { actions: [action] });
    expect(again.json().results[0]).toMatchObject({ ok: true, result: { duplicate: true } });
    const detail = (await call('manager', 'GET', `/api/v1/dispatch/calls/${alarm.id}`)).json();
    expect(detail.timeline.filter((e: { action: string }) => e.action === 'acknowledged')).toHaveLength(1);
    expect(detail.acknowledgedAt).toBe(minutes(-1).toISOString());
    await call('manager', 'POST', `/api/v1/dispatch/calls/${alarm.id}/cancel`, { reason: 'test' });
  });

  it('takes one of two steps sent at once and refuses the other', async () => {
    const alarm = await newCall({ priority: 3 });
    await assign(alarm.id, ids.guardC as string);
    const answers = await Promise.all([
      step('guardC', alarm.id, { status: 'acknowledged' }),
      step('guardC', alarm.id, { status: 'acknowledged' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    await call('manager', 'POST', `/api/v1/dispatch/calls/${alarm.id}/cancel`, { reason: 'test' });
  });
});

describe('the dispatch alerts', () => {
  it('raises Dispatch Not Acknowledged once, past 3 minutes after assignment', async () => {
    const alarm = await newCall({ priority: 4 });
    await assign(alarm.id, ids.guardA as string);
    const start = now;
    now = new Date(start.getTime() + 3 * 60_000);
    expect(await raiseDispatchAlerts({ db: db(), clock: () => now })).toEqual([]);
    now = new Date(start.getTime() + 3 * 60_000 + 1000);
    const raised = await raiseDispatchAlerts({ db: db(), clock: () => now });
    expect(raised).toHaveLength(1);
    expect(await raiseDispatchAlerts({ db: db(), clock: () => now })).toEqual([]);
    const [alert] = (
      await db().execute<{ type: string; title: string; params: Record<string, unknown> }>(
        sql`select type, title, params from alerts where id = ${raised[0]}`,
      )
    ).rows;
    expect(alert).toMatchObject({
      type: 'Dispatch Not Acknowledged',
      title: 'Dispatch not acknowledged: Alex Able',
      params: { callId: alarm.id, priority: 4, minutes: 3, place: 'Harbor Terminal' },
    });
    await call('manager', 'POST', `/api/v1/dispatch/calls/${alarm.id}/cancel`, { reason: 'test' });
  });

  it('raises Response Target Missed once when nobody is on scene by the target, not for a cancelled call', async () => {
    const received = now;
    const alarm = await newCall({ eventId: ids.depot, priority: 1, receivedAt: received.toISOString() });
    const cancelled = await newCall({ eventId: ids.depot, priority: 1, receivedAt: received.toISOString() });
    await call('manager', 'POST', `/api/v1/dispatch/calls/${cancelled.id}/cancel`, { reason: 'duplicate' });
    now = new Date(received.getTime() + 15 * 60_000);
    expect(await raiseDispatchAlerts({ db: db(), clock: () => now })).toEqual([]);
    now = new Date(received.getTime() + 15 * 60_000 + 1000);
    const raised = await raiseDispatchAlerts({ db: db(), clock: () => now });
    expect(raised).toHaveLength(1);
    expect(await raiseDispatchAlerts({ db: db(), clock: () => now })).toEqual([]);
    const detail = (await call('manager', 'GET', `/api/v1/dispatch/calls/${alarm.id}`)).json();
    expect(detail.targetMissed).toBe(true);
    const [alert] = (
      await db().execute<{ type: string; params: Record<string, unknown> }>(
        sql`select type, params from alerts where id = ${raised[0]}`,
      )
    ).rows;
    expect(alert).toMatchObject({ type: 'Response Target Missed', params: { callId: alarm.id, minutes: 15 } });
    await call('manager', 'POST', `/api/v1/dispatch/calls/${alarm.id}/cancel`, { reason: 'test' });
  });
});

describe('who sees which call', () => {
  it('shows a customer’s user only their own customer’s calls, and takes their patrol requests as P4', async () => {
    const harborCall = await newCall({ priority: 2 });
    const depotCall = await newCall({ eventId: ids.depot, priority: 2 });
    const addressCall = await newCall({ eventId: undefined, address: '1 Pier Rd', lat: 40.71, lng: -74.01 });
    const mine = (await call('harborUser', 'GET', '/api/v1/dispatch/calls'))
      .json()
      .items.map((c: { id: string }) => c.id);
    expect(mine).toContain(harborCall.id);
    expect(mine).not.toContain(depotCall.id);
    expect(mine).not.toContain(addressCall.id);
    expect((await call('harborUser', 'GET', `/api/v1/dispatch/calls/${depotCall.id}`)).statusCode).toBe(404);
    expect((await call('depotUser', 'GET', `/api/v1/dispatch/calls/${depotCall.id}`)).statusCode).toBe(200);
    const otherSite = await call('harborUser', 'POST', '/api/v1/portal/patrol-requests', {
      eventId: ids.depot,
      description: 'Please check the gate',
    });
    expect(otherSite.statusCode).toBe(404);
    const request = await call('harborUser', 'POST', '/api/v1/portal/patrol-requests', {
      eventId: ids.harbor,
      description: 'Please check the gate',
    });
    expect(request.statusCode).toBe(201);
    const requested = (await call('manager', 'GET', `/api/v1/dispatch/calls/${request.json().id}`)).json();
    expect(requested).toMatchObject({
      type: 'patrol_request',
      priority: 4,
      source: 'portal',
      customerName: 'Harbor Logistics',
    });
    // A supervisor with the Harbor event sees its calls and the calls at a free address, not the Depot's.
    const supervisor = (await call('supervisor', 'GET', '/api/v1/dispatch/calls'))
      .json()
      .items.map((c: { id: string }) => c.id);
    expect(supervisor).toEqual(expect.arrayContaining([harborCall.id, addressCall.id]));
    expect(supervisor).not.toContain(depotCall.id);
    expect((await call('guardA', 'GET', '/api/v1/dispatch/calls')).statusCode).toBe(403);
    for (const id of [harborCall.id, depotCall.id, addressCall.id, request.json().id])
      await call('manager', 'POST', `/api/v1/dispatch/calls/${id}/cancel`, { reason: 'test' });
  });
});

describe('the response-time report', () => {
  it('gives p50, p90 and the share within target per customer, priority and month', async () => {
    // Three P1 calls at the Depot (no contract: the default targets) in an hour of January (New York): on scene after 10, 20 and 12 minutes (target 15): p50 12, p90
    // 20 (nearest rank), 2 of 3 within target; one P1 still unreached past its target counts against; a cancelled
    // one does not count.
    const feb = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
    now = feb;
    for (const after of [10, 20, 12]) {
      const c = await newCall({ eventId: ids.depot, receivedAt: feb.toISOString() });
      await assign(c.id, ids.guardB as string);
      now = new Date(feb.getTime() + after * 60_000);
      await step('guardB', c.id, { status: 'acknowledged' });
      await step('guardB', c.id, { status: 'on_scene' });
      await step('guardB', c.id, { status: 'cleared', outcome: 'secured' });
      now = feb;
    }
    await newCall({ eventId: ids.depot, receivedAt: feb.toISOString() });
    const gone = await newCall({ eventId: ids.depot, receivedAt: feb.toISOString() });
    await call('manager', 'POST', `/api/v1/dispatch/calls/${gone.id}/cancel`, { reason: 'test' });
    now = new Date(feb.getTime() + 3_600_000);
    const query = `from=${feb.toISOString()}&to=${now.toISOString()}`;
    const report = await call('manager', 'GET', `/api/v1/reports/response-times?${query}`);
    expect(report.statusCode).toBe(200);
    expect(report.json().rows).toEqual([
      {
        customerId: ids.depotCustomer,
        customerName: 'Depot Partners',
        priority: 1,
        month: '2026-01',
        calls: 4,
        reached: 3,
        p50Minutes: 12,
        p90Minutes: 20,
        withinTarget: 2,
        withinTargetShare: 0.5,
      },
    ]);
    const csv = await call('manager', 'GET', `/api/v1/reports/response-times.csv?${query}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[1]).toBe('"Depot Partners","P1","2026-01","4","3","12","20","2","50.0"');
    expect((await call('harborUser', 'GET', `/api/v1/reports/response-times?${query}`)).json().rows).toEqual([]);
    const backwards = await call(
      'manager',
      'GET',
      '/api/v1/reports/response-times?from=2026-03-01T00:00:00Z&to=2026-02-01T00:00:00Z',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fieldErrors.to.code).toBe('validation.after_start');
  });

  it('keeps the client’s proof chain whole with calls and their steps in it', async () => {
    const verified = await call(
      'manager',
      'GET',
      '/api/v1/proof/verify?from=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z',
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ brokenAt: null, unchained: [], unchainedTotal: 0 });
  });
});
