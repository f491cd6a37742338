import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitors } from '../../db/schema.ts';
import {
  assignGuard,
  clockIn,
  grantEvent,
  insertAlert,
  insertClient,
  insertCustomer,
  insertEvent,
  insertUser,
  startBreak,
} from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-10T15:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const db = t.database.db;
  const a = await insertClient(db, { name: 'Alpha' });
  const b = await insertClient(db, { name: 'Bravo' });
  const cust = await insertCustomer(db, a.id);
  const bCust = await insertCustomer(db, b.id);
  const active = await insertEvent(db, a.id, cust.id, { name: 'Gate Watch', startAt: hours(-3), endAt: hours(3) });
  const other = await insertEvent(db, a.id, cust.id, { name: 'Night Patrol', startAt: hours(-1), endAt: hours(8) });
  const tomorrow = await insertEvent(db, a.id, cust.id, { name: 'Tomorrow', startAt: hours(20), endAt: hours(30) });
  const bEvent = await insertEvent(db, b.id, bCust.id, { name: 'Bravo Job', startAt: hours(-1), endAt: hours(1) });
  const g1 = await insertUser(db, a.id, { email: 'g1@a.test' });
  const g2 = await insertUser(db, a.id, { email: 'g2@a.test' });
  const g3 = await insertUser(db, a.id, { email: 'g3@a.test' });
  const bg = await insertUser(db, b.id, { email: 'bg@b.test' });
  for (const g of [g1, g2]) {
    await assignGuard(db, a.id, active.id, g.id);
    await clockIn(db, a.id, g.id, active.id, hours(-2));
  }
  await assignGuard(db, a.id, other.id, g3.id);
  await clockIn(db, a.id, g3.id, other.id, hours(-1));
  await clockIn(db, a.id, g3.id, other.id, hours(-30), hours(-25)); // history, not on duty
  await startBreak(db, a.id, g2.id, active.id, hours(-0.2));
  await clockIn(db, b.id, bg.id, bEvent.id, hours(-1));
  await insertAlert(db, a.id, {
    type: 'SOS',
    title: 'SOS at gate',
    guardId: g1.id,
    eventId: active.id,
    createdAt: hours(-0.1),
  });
  await insertAlert(db, a.id, { type: 'Geofence Exit', title: 'Left zone', eventId: other.id, createdAt: hours(-0.5) });
  await insertAlert(db, a.id, {
    type: 'Geofence Exit',
    title: 'Old one',
    eventId: other.id,
    seen: true,
    createdAt: hours(-5),
  });
  await insertAlert(db, b.id, { type: 'SOS', title: 'Bravo SOS', eventId: bEvent.id });
  await db.insert(visitors).values([
    { clientId: a.id, eventId: active.id, name: 'Val Visitor', status: 'checked_in', checkedInAt: hours(-1) },
    { clientId: a.id, eventId: active.id, name: 'Later Larry', status: 'expected', expectedAt: hours(2) },
  ]);
  await insertUser(db, a.id, { email: 'exec@a.test', roles: ['executive'] });
  const sup = await insertUser(db, a.id, { email: 'sup@a.test', roles: ['supervisor'] });
  await grantEvent(db, a.id, sup.id, other.id);
  await insertUser(db, a.id, { email: 'guest@a.test', roles: ['guest'] });
  const g4 = await insertUser(db, a.id, { email: 'g4@a.test' });
  await assignGuard(db, a.id, tomorrow.id, g4.id);
});
afterAll(() => t.close());

async function dashboardFor(email: string) {
  const cookie = await signInCookie(t.app, email);
  return t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: { cookie } });
}

describe('GET /api/v1/dashboard', () => {
  it("gives an executive the live figures of their client's whole operation", async () => {
    const response = await dashboardFor('exec@a.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      generatedAt: now.toISOString(),
      guardsOnDuty: 3,
      guardsOnBreak: 1,
      activeEvents: 2,
      upcomingEvents: 1,
      unseenAlerts: 2,
      openSosAlerts: 1,
      visitorsOnSite: 1,
    });
    expect(body.activeEventList.map((e: { eventName: string }) => e.eventName)).toEqual(['Gate Watch', 'Night Patrol']);
    expect(body.activeEventList[0]).toMatchObject({ guardsAssigned: 2, guardsOnDuty: 2 });
    expect(body.recentAlerts.map((a: { title: string }) => a.title)).toEqual(['SOS at gate', 'Left zone', 'Old one']);
    expect(body.recentAlerts[0]).toMatchObject({
      type: 'SOS',
      guardName: 'Test User',
      eventName: 'Gate Watch',
      seen: false,
    });
  });

  it('scopes a supervisor to the events they may see', async () => {
    const body = (await dashboardFor('sup@a.test')).json();
    expect(body).toMatchObject({
      guardsOnDuty: 1,
      guardsOnBreak: 0,
      activeEvents: 1,
      unseenAlerts: 1,
      openSosAlerts: 0,
    });
    expect(body.recentAlerts.map((a: { title: string }) => a.title)).toEqual(['Left zone', 'Old one']);
  });

  it('is refused to a guest (403) and to nobody signed in (401)', async () => {
    expect((await dashboardFor('guest@a.test')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dashboard' })).statusCode).toBe(401);
  });
});

async function statusFor(email: string) {
  const cookie = await signInCookie(t.app, email);
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/status', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/v1/me/status (quick panel)', () => {
  it('shows a guard on duty the event they clocked in to, since when, and the alerts in their scope', async () => {
    const body = await statusFor('g1@a.test');
    expect(body.now).toBe(now.toISOString());
    expect(body.clock).toEqual({ state: 'onDuty', since: hours(-2).toISOString(), breakMinutes: null });
    expect(body.currentEvent).toMatchObject({ name: 'Gate Watch', timeZone: expect.any(String) });
    expect(body.recentAlerts.map((a: { title: string }) => a.title)).toEqual(['SOS at gate']);
  });

  it('shows a guard on break since the break started', async () => {
    const body = await statusFor('g2@a.test');
    expect(body.clock).toMatchObject({ state: 'onBreak', since: hours(-0.2).toISOString() });
    expect(body.clock.breakMinutes).toEqual(expect.any(Number));
    expect(body.currentEvent.name).toBe('Gate Watch');
  });

  it('shows a guard off duty their next assigned event', async () => {
    const body = await statusFor('g4@a.test');
    expect(body.clock).toEqual({ state: 'off', since: null, breakMinutes: null });
    expect(body.currentEvent.name).toBe('Tomorrow');
  });

  it('gives an executive the recent alerts of the client (newest first, at most 5) and no event', async () => {
    const body = await statusFor('exec@a.test');
    expect(body.currentEvent).toBeNull();
    expect(body.recentAlerts.map((a: { title: string }) => a.title)).toEqual(['SOS at gate', 'Left zone', 'Old one']);
  });

  it('gives a guest no alerts, and nobody signed in a 401', async () => {
    const body = await statusFor('guest@a.test');
    expect(body).toMatchObject({ clock: { state: 'off' }, currentEvent: null, recentAlerts: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/status' })).statusCode).toBe(401);
  });
});
