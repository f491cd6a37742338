import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxSyncActions } from '../../../shared/contract/field.ts';
import { actorOf } from '../../access/actor.ts';
import { systemCaller } from '../../access/caller.ts';
import { geofences, restrictedAreas } from '../../db/schema.ts';
import { assignGuard, insertClientWithEvent, insertUser } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { findAuthUser } from '../auth/repository.ts';
import { centre, square } from './field-site.test-data.ts';
import { recordPositionRun } from './position-service.ts';

/*
 * A phone's offline queue of many positions replayed by POST /field/sync: stored together
 * (docs/decisions/0028-batched-position-ingest.md), with the outcome each position has when sent on its own —
 * every alert once per crossing, the trail, the latest position — and a bad item answered alone.
 */

const now = new Date('2026-06-10T12:00:00Z');
const { t, ids, cookies } = suiteTestApp({ clock: () => now });

// The site of field.test.ts (field-site.test-data.ts): an Allowed zone, a restricted store room inside it.
const outside = { lat: 51.5015, lng: -0.1 };
const inStoreRoom = { lat: 51.5, lng: -0.0995 };

const clockInAt = new Date('2026-06-10T09:00:00Z');
/** With the 4 bad items, a full sync (maxSyncActions). */
const positionCount = maxSyncActions - 4;

/**
 * The walk: position i, 15 s after the last, a few metres from the last inside the Allowed zone, except two trips
 * out of it and one into the store room (each crossing out and back in).
 */
function walk() {
  return Array.from({ length: positionCount }, (_, i) => {
    const at = new Date(clockInAt.getTime() + (i + 1) * 15_000).toISOString();
    const wander = { lat: centre.lat + ((i % 9) - 4) * 0.00005, lng: centre.lng - 0.0003 + ((i % 5) - 2) * 0.00005 };
    const point = (i >= 40 && i < 44) || (i >= 120 && i < 126) ? outside : i >= 80 && i < 83 ? inStoreRoom : wander;
    return { ...point, accuracy: 5, at, idempotencyKey: randomUUID() };
  });
}

const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/field${url}`, headers: { cookie: cookies[who] ?? '' }, payload });

async function addClockedInGuard(name: string) {
  const email = `${name}@sync.test`;
  const user = await insertUser(t.database.db, ids.own ?? '', { email, roles: ['guard'], displayName: name });
  await assignGuard(t.database.db, ids.own ?? '', ids.event ?? '', user.id);
  cookies[name] = await signInCookie(t.app, email);
  const clockIn = await post(name, '/clock-in', {
    eventId: ids.event,
    lat: centre.lat,
    lng: centre.lng - 0.0003,
    accuracy: 5,
    at: clockInAt.toISOString(),
  });
  expect(clockIn.statusCode, clockIn.body).toBe(201);
  return user.id;
}

/** Everything the positions of a guard left behind. */
async function outcomeOf(userId: string) {
  const db = t.database.db;
  const [alerts, crossings, pings, audit, state] = await Promise.all([
    db.execute(sql`select type, latitude, longitude from alerts where guard_id = ${userId} order by latitude, type`),
    db.execute(
      sql`select zone_type, crossing, title, at, latitude, longitude from geofence_activity where user_id = ${userId}
        order by at, zone_type`,
    ),
    db.execute(
      sql`select latitude, longitude, accuracy, recorded_at, idempotency_key from location_pings
        where user_id = ${userId} order by recorded_at`,
    ),
    db.execute(sql`select count(*)::int as n from audit_log where actor_id = ${userId} and action = 'field.location'`),
    db.execute(
      sql`select allowed, restricted_inside, break_zone, latitude, longitude, position_at from guard_zone_states
        where user_id = ${userId}`,
    ),
  ]);
  return { alerts: alerts.rows, crossings: crossings.rows, pings: pings.rows, audit: audit.rows, state: state.rows };
}

beforeAll(async () => {
  const db = t.database.db;
  const { client: own, event } = await insertClientWithEvent(
    db,
    { client: 'Sentinel', customer: 'Harbour' },
    { name: 'Harbour Night', startAt: new Date('2026-06-10T06:00:00Z'), endAt: new Date('2026-06-10T22:00:00Z') },
  );
  ids.own = own.id;
  ids.event = event.id;
  await db.insert(geofences).values({
    clientId: own.id,
    eventId: event.id,
    title: 'Quay',
    zoneType: 'Allowed zone',
    polygon: square(0.001) as [number, number][],
  });
  await db.insert(restrictedAreas).values({
    clientId: own.id,
    eventId: event.id,
    title: 'Store room',
    polygon: square(0.0001, inStoreRoom) as [number, number][],
  });
});

describe('POST /field/sync with many positions', () => {
  it('stores them in one transaction, with the outcome they have one by one, and answers a bad item alone', async () => {
    const batched = await addClockedInGuard('una');
    const oneByOne = await addClockedInGuard('vic');
    const positions = walk();

    // The same positions one request each, as a phone online sends them.
    const single: number[] = [];
    for (const body of positions) {
      const res = await post('vic', '/location', body);
      expect(res.statusCode, res.body).toBe(200);
      single.push(res.json().alertIds.length);
    }

    // The queue, out of order, with bad items among them: a malformed one, one from before the shift, one too old,
    // and one repeating an earlier position's key.
    const items: object[] = positions.map((body) => ({ kind: 'location', body }));
    const malformed = { kind: 'location', body: { ...positions[0], lat: 200, idempotencyKey: randomUUID() } };
    const offDuty = {
      kind: 'location',
      body: { ...positions[0], at: '2026-06-10T08:00:00Z', idempotencyKey: randomUUID() },
    };
    const tooOld = {
      kind: 'location',
      body: { ...positions[0], at: '2026-06-01T08:00:00Z', idempotencyKey: randomUUID() },
    };
    const repeated = { kind: 'location', body: positions[10] };
    const bad = [malformed, offDuty, tooOld, repeated];
    const order = Array.from({ length: positionCount }, (_, i) => (i * 5) % positionCount); // 5 is prime to 196
    const queue = [...order.map((i) => items[i] as object), ...bad];
    const res = await post('una', '/sync', { actions: queue });
    expect(res.statusCode).toBe(200);
    const results: Array<{
      index: number;
      ok: boolean;
      result: { alertIds: string[]; duplicate: boolean } | null;
      error: { status: number; code: string; fields?: Record<string, string> } | null;
    }> = res.json().results;
    expect(results.map((r) => r.index)).toEqual(queue.map((_, i) => i));

    const positionResults = results.slice(0, positionCount);
    expect(positionResults.every((r) => r.ok && r.result?.duplicate === false)).toBe(true);
    const alertsByPosition = new Array<number>(positionCount);
    for (const [k, i] of order.entries()) alertsByPosition[i] = positionResults[k]?.result?.alertIds.length ?? -1;
    expect(alertsByPosition).toEqual(single);
    expect(single.filter((n) => n > 0)).toHaveLength(3);

    const [malformedResult, offDutyResult, tooOldResult, repeatedResult] = results.slice(positionCount);
    expect(malformedResult?.error).toMatchObject({
      status: 400,
      code: 'bad_request',
      fields: { 'body.lat': expect.any(String) },
    });
    expect(offDutyResult?.error).toMatchObject({ status: 409, code: 'field.not_on_duty' });
    expect(tooOldResult?.error).toMatchObject({ status: 400, fields: { at: expect.any(String) } });
    expect(repeatedResult).toMatchObject({ ok: true, result: { duplicate: true, alertIds: [] } });

    const expected = await outcomeOf(oneByOne);
    expect(expected.alerts.map((a) => a.type)).toEqual(['Restricted Area Entry', 'Geofence Exit', 'Geofence Exit']);
    expect(expected.crossings).toHaveLength(6);
    expect(expected.pings).toHaveLength(positionCount);
    const got = await outcomeOf(batched);
    expect(got).toEqual(expected);

    // One transaction for all the positions (each position its own before).
    const transactions = await t.database.db.execute<{ batched: number; single: number }>(sql`
      select count(distinct xmin::text) filter (where user_id = ${batched})::int as batched,
        count(distinct xmin::text) filter (where user_id = ${oneByOne})::int as single
      from location_pings`);
    expect(transactions.rows).toEqual([{ batched: 1, single: positionCount }]);

    // Sent again (the phone did not get the answer): every position a duplicate, nothing changes.
    const again = await post('una', '/sync', { actions: queue.slice(0, positionCount) });
    expect(again.json().results.every((r: { result: { duplicate: boolean } }) => r.result.duplicate)).toBe(true);
    expect(await outcomeOf(batched)).toEqual(expected);
  }, 180_000);

  it('tries a run PostgreSQL refuses one position at a time, so only the position it refuses fails', async () => {
    const guard = await addClockedInGuard('wes');
    const user = await findAuthUser(t.database.db, guard);
    if (!user) throw new Error('no user');
    const bodies = walk().slice(0, 5);
    // A key the request schema would have refused: PostgreSQL refuses it, failing the run's statement as a whole.
    const refused = { ...bodies[2], idempotencyKey: 'not-a-uuid' } as unknown as (typeof bodies)[number];
    const caller = systemCaller(actorOf(user), 'sync-test');
    const outcomes = await recordPositionRun(t.ctx, caller, [...bodies.slice(0, 2), refused, ...bodies.slice(3)]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, false, true, true]);
    const pings = await t.database.db.execute(sql`select 1 from location_pings where user_id = ${guard}`);
    expect(pings.rows).toHaveLength(4);
  });
});
