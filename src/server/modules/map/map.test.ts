import { beforeAll, describe, expect, it } from 'vitest';
import { locationPings, shiftAssignments, shifts } from '../../db/schema.ts';
import {
  assignGuard,
  clockIn,
  grantEvent,
  insertAlphaAndBravoOnDuty,
  insertEvent,
  insertUser,
  startBreak,
} from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-10T15:00:00Z');
const { t, ids, hours } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const { a, b, cust, gate, patrol, bEvent } = await insertAlphaAndBravoOnDuty(db, hours);
  // Ended, but someone is still clocked in: on the map until they clock out.
  const overrun = await insertEvent(db, a.id, cust.id, { name: 'Overrun', startAt: hours(-9), endAt: hours(-1) });
  const g1 = await insertUser(db, a.id, { email: 'g1@a.test', displayName: 'Ann Gate' });
  const g2 = await insertUser(db, a.id, { email: 'g2@a.test', displayName: 'Ben Patrol' });
  const g3 = await insertUser(db, a.id, { email: 'g3@a.test', displayName: 'Cid Late' });
  const idle = await insertUser(db, a.id, { email: 'idle@a.test', displayName: 'Idle Ida' });
  const bg = await insertUser(db, b.id, { email: 'bg@b.test' });
  await assignGuard(db, a.id, gate.id, g1.id);
  await clockIn(db, a.id, g1.id, gate.id, hours(-2));
  await startBreak(db, a.id, g1.id, gate.id, hours(-0.2));
  await assignGuard(db, a.id, patrol.id, g2.id);
  await clockIn(db, a.id, g2.id, patrol.id, hours(-1));
  await clockIn(db, a.id, g3.id, overrun.id, hours(-8));
  await clockIn(db, b.id, bg.id, bEvent.id, hours(-1));
  await insertUser(db, a.id, { email: 'exec@a.test', roles: ['executive'] });
  const sup = await insertUser(db, a.id, { email: 'sup@a.test', roles: ['supervisor'] });
  await grantEvent(db, a.id, sup.id, patrol.id);

  // g1's positions: 2,500 over the last 2.5 hours on the gate, one older than the window, one on the patrol.
  const ping = (eventId: string, recordedAt: Date, latitude: number) => ({
    clientId: a.id,
    userId: g1.id,
    eventId,
    latitude,
    longitude: 13.4,
    recordedAt,
  });
  await db
    .insert(locationPings)
    .values(
      Array.from({ length: 2500 }, (_, i) => ping(gate.id, new Date(hours(-2.5).getTime() + i * 3_600), i / 100)),
    );
  await db.insert(locationPings).values([ping(gate.id, hours(-30), -1), ping(patrol.id, hours(-0.5), -2)]);
  Object.assign(ids, {
    client: a.id,
    gate: gate.id,
    patrol: patrol.id,
    g1: g1.id,
    g2: g2.id,
    g3: g3.id,
    idle: idle.id,
    bg: bg.id,
  });
});

async function get(email: string, url: string) {
  const cookie = await signInCookie(t.app, email);
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

async function getJson(email: string, url: string) {
  const response = await get(email, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('real-time map', () => {
  it('lists the guards on duty and the running events of the whole client to an executive', async () => {
    const body = await getJson('exec@a.test', '/api/v1/map/guards');
    expect(body.now).toBe(now.toISOString());
    expect(body.guards.map((g: { name: string; status: string }) => [g.name, g.status])).toEqual([
      ['Ann Gate', 'onBreak'],
      ['Ben Patrol', 'onDuty'],
      ['Cid Late', 'onDuty'],
    ]);
    expect(body.guards[0].onBreak).toEqual({ since: hours(-0.2).toISOString(), lengthOfBreak: 15 });
    expect(body.events.map((e: { name: string }) => e.name)).toEqual(['Gate Watch', 'Night Patrol', 'Overrun']);
  });

  it('counts per event the people scheduled now, as the dashboard does (assigned on a running shift)', async () => {
    const db = t.database.db;
    const [running] = await db
      .insert(shifts)
      .values({
        clientId: ids.client ?? '',
        eventId: ids.patrol ?? '',
        post: 'Gate',
        startAt: hours(-1),
        endAt: hours(2),
        headcount: 3,
      })
      .returning();
    const [later] = await db
      .insert(shifts)
      .values({ clientId: ids.client ?? '', eventId: ids.gate ?? '', post: 'Gate', startAt: hours(1), endAt: hours(2) })
      .returning();
    await db.insert(shiftAssignments).values([
      { clientId: ids.client ?? '', shiftId: running?.id ?? '', userId: ids.g2 ?? '' },
      { clientId: ids.client ?? '', shiftId: running?.id ?? '', userId: ids.idle ?? '' },
      {
        clientId: ids.client ?? '',
        shiftId: running?.id ?? '',
        userId: ids.g3 ?? '',
        status: 'pending',
        source: 'claim',
      },
      { clientId: ids.client ?? '', shiftId: later?.id ?? '', userId: ids.g1 ?? '' },
    ]);
    const body = await getJson('exec@a.test', '/api/v1/map/guards');
    expect(body.events.map((e: { name: string; scheduledNow: number }) => [e.name, e.scheduledNow])).toEqual([
      ['Gate Watch', 0],
      ['Night Patrol', 2],
      ['Overrun', 0],
    ]);
  });

  it('narrows guards and events to one event', async () => {
    const body = await getJson('exec@a.test', `/api/v1/map/guards?eventId=${ids.patrol}`);
    expect(body.guards.map((g: { userId: string }) => g.userId)).toEqual([ids.g2]);
    expect(body.events.map((e: { id: string }) => e.id)).toEqual([ids.patrol]);
  });

  it('shows a supervisor the events they may see only', async () => {
    const body = await getJson('sup@a.test', '/api/v1/map/guards');
    expect(body.guards.map((g: { userId: string }) => g.userId)).toEqual([ids.g2]);
    expect(body.events.map((e: { name: string }) => e.name)).toEqual(['Night Patrol']);
    expect((await getJson('sup@a.test', `/api/v1/map/guards?eventId=${ids.gate}`)).guards).toEqual([]);
  });

  it("thins a long trail to about 2,000 points, oldest first, keeping the last, within the window's events", async () => {
    const body = await getJson('exec@a.test', `/api/v1/map/trail?userId=${ids.g1}&hours=3`);
    const points: { lat: number; at: string }[] = body.points;
    // 2,501 points in the window (the gate's 2,500 and the patrol's one): every second one and the last.
    expect(points.length).toBe(1251);
    expect(points.map((p) => p.at)).toEqual([...points.map((p) => p.at)].sort());
    expect(points.at(-1)?.lat).toBe(24.99);
    expect(points.some((p) => p.lat === -1)).toBe(false);
  });

  it('gives a supervisor the positions on their events only', async () => {
    const body = await getJson('sup@a.test', `/api/v1/map/trail?userId=${ids.g1}&hours=3`);
    expect(body.points).toEqual([{ lat: -2, lng: 13.4, at: hours(-0.5).toISOString() }]);
  });

  it("answers an empty trail for a guard of the client without positions, 404 for another client's user", async () => {
    expect((await getJson('exec@a.test', `/api/v1/map/trail?userId=${ids.idle}&hours=1`)).points).toEqual([]);
    expect((await get('exec@a.test', `/api/v1/map/trail?userId=${ids.bg}&hours=1`)).statusCode).toBe(404);
  });
});
