import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkpointScans,
  checkpoints,
  clockEntries,
  events,
  guardZoneStates,
  incidentReportComments,
  incidentReports,
  shiftAssignments,
  shifts,
  tasks,
  tours,
  users,
  visitors,
} from '../../db/schema.ts';
import {
  assignGuard,
  clockIn,
  grantEvent,
  insertAlert,
  insertAlphaAndBravoOnDuty,
  insertCustomer,
  insertEvent,
  insertUser,
  startBreak,
} from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-10T15:00:00Z');
const { t, hours } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const { a, b, cust, gate: active, patrol: other, tomorrow, bEvent } = await insertAlphaAndBravoOnDuty(db, hours);
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

  // g3 stands outside the allowed zone of their event (the map's "out of zone").
  const open = (await db.select().from(clockEntries).where(eq(clockEntries.userId, g3.id))).find((c) => !c.clockOut);
  if (!open) throw new Error('no clock entry');
  await db
    .insert(guardZoneStates)
    .values({ userId: g3.id, clientId: a.id, clockEntryId: open.id, eventId: other.id, allowed: 'outside' });

  // A second customer of client A with its own running event and guard on duty (client-user scope).
  const cust2 = await insertCustomer(db, a.id, { name: 'Second Customer' });
  const c2Event = await insertEvent(db, a.id, cust2.id, { name: 'Mall Watch', startAt: hours(-2), endAt: hours(2) });
  const g5 = await insertUser(db, a.id, { email: 'g5@a.test', displayName: 'Gus Five' });
  await assignGuard(db, a.id, c2Event.id, g5.id);
  await clockIn(db, a.id, g5.id, c2Event.id, hours(-1.5));
  await insertUser(db, a.id, { email: 'client@a.test', roles: ['client'], customerId: cust.id });

  // Ended events of this month: budget vs actual (the financial report's figures).
  const ended = await insertEvent(db, a.id, cust.id, {
    name: 'Past Concert',
    startAt: hours(-60),
    endAt: hours(-50),
    payrollBudgetCents: 150_000,
    guardPayRateCents: 2_500,
  });
  await clockIn(db, a.id, g1.id, ended.id, hours(-60), hours(-52)); // 8 h × $25 = $200
  await insertEvent(db, a.id, cust2.id, {
    name: 'Past Fair',
    startAt: hours(-30),
    endAt: hours(-26),
    payrollBudgetCents: 40_000,
  });

  // Incident reports: two this week of one type, one of another, one older, one custom (not an incident).
  const report = (type: string, eventId: string | null, daysAgo: number) => ({
    clientId: a.id,
    eventId,
    reportType: type as 'Fire Report',
    submittedAt: hours(-24 * daysAgo),
    submittedBy: g1.id,
    guardId: g1.id,
  });
  await db
    .insert(incidentReports)
    .values([
      report('Fire Report', active.id, 1),
      report('Fire Report', other.id, 2),
      report('Vandalism Report', active.id, 3),
      report('Vandalism Report', active.id, 10),
      report('Custom Report', active.id, 1),
      report('Break-In Report', c2Event.id, 1),
    ]);

  // Licences: one expiring within 30 days, one expired, one fine.
  await db.update(users).set({ licenceExpiresOn: '2026-06-20', licenceNumber: 'L-1' }).where(eq(users.id, g1.id));
  await db.update(users).set({ licenceExpiresOn: '2026-06-01' }).where(eq(users.id, g2.id));
  await db.update(users).set({ licenceExpiresOn: '2027-06-01' }).where(eq(users.id, g3.id));

  // Tasks of g1: one open due today, one done, one due next week.
  await db.insert(tasks).values([
    { clientId: a.id, eventId: active.id, title: 'Check gate B', assignedTo: g1.id, dueAt: hours(2) },
    { clientId: a.id, eventId: active.id, title: 'Done already', assignedTo: g1.id, dueAt: hours(1), status: 'done' },
    { clientId: a.id, eventId: active.id, title: 'Next week', assignedTo: g1.id, dueAt: hours(24 * 7) },
  ]);
});

async function dashboardFor(email: string) {
  const cookie = await signInCookie(t.app, email);
  return t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: { cookie } });
}

async function getJson(email: string, url: string) {
  const cookie = await signInCookie(t.app, email);
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/v1/dashboard, coverage', () => {
  it('counts per active event the assigned places on shifts running now (docs/product/shifts.md#coverage)', async () => {
    const db = t.database.db;
    const [patrol] = await db.select().from(events).where(eq(events.name, 'Night Patrol'));
    if (!patrol) throw new Error('no Night Patrol');
    const people = await db.select().from(users).where(eq(users.clientId, patrol.clientId));
    const [ann, ben, cal] = people.map((p) => p.id) as [string, string, string];
    const shift = async (start: number, end: number, cancelled = false) => {
      const [row] = await db
        .insert(shifts)
        .values({
          clientId: patrol.clientId,
          eventId: patrol.id,
          post: 'Gate',
          startAt: hours(start),
          endAt: hours(end),
          headcount: 3,
          cancelledAt: cancelled ? hours(-2) : null,
        })
        .returning();
      return row?.id ?? '';
    };
    // Running now: Ann and Ben assigned, Cal's claim waiting (not counted) → 2. A cancelled running shift and one
    // starting in an hour count for nothing; neither does one that ended at now.
    const running = await shift(-1, 3);
    const cancelled = await shift(-1, 3, true);
    const later = await shift(1, 5);
    const ended = await shift(-3, 0);
    await db.insert(shiftAssignments).values([
      { clientId: patrol.clientId, shiftId: running, userId: ann },
      { clientId: patrol.clientId, shiftId: running, userId: ben },
      { clientId: patrol.clientId, shiftId: running, userId: cal, status: 'pending', source: 'claim' },
      { clientId: patrol.clientId, shiftId: cancelled, userId: cal },
      { clientId: patrol.clientId, shiftId: later, userId: cal },
      { clientId: patrol.clientId, shiftId: ended, userId: cal },
    ]);
    const body = (await dashboardFor('exec@a.test')).json();
    const byName = Object.fromEntries(
      body.activeEventList.map((e: { eventName: string; scheduledNow: number }) => [e.eventName, e.scheduledNow]),
    );
    expect(byName).toEqual({ 'Mall Watch': 0, 'Gate Watch': 0, 'Night Patrol': 2 });
    await db.delete(shifts).where(eq(shifts.eventId, patrol.id));
  });
});

describe('GET /api/v1/dashboard', () => {
  it("gives an executive the live figures of their client's whole operation", async () => {
    const response = await dashboardFor('exec@a.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      view: 'operations',
      generatedAt: now.toISOString(),
      guardsOnDuty: 4,
      guardsOnBreak: 1,
      guardsOutOfZone: 1,
      activeEvents: 3,
      eventsToday: 3,
      upcomingEvents: 1,
      unseenAlerts: 2,
      openSosAlerts: 1,
      visitorsOnSite: 1,
      incidentsLast7Days: 4,
    });
    expect(body.activeEventList.map((e: { eventName: string }) => e.eventName)).toEqual([
      'Mall Watch',
      'Gate Watch',
      'Night Patrol',
    ]);
    expect(body.activeEventList[1]).toMatchObject({ guardsAssigned: 2, guardsOnDuty: 2 });
    expect(body.recentAlerts.map((a: { title: string }) => a.title)).toEqual(['SOS at gate', 'Left zone', 'Old one']);
    expect(body.recentAlerts[0]).toMatchObject({
      type: 'SOS',
      guardName: 'Test User',
      eventName: 'Gate Watch',
      seen: false,
    });
    // Unseen alerts by type, SOS first; incidents of the last 7 days by type (custom reports are not incidents).
    expect(body.alertsByType).toEqual([
      { type: 'SOS', count: 1 },
      { type: 'Geofence Exit', count: 1 },
    ]);
    expect(body.incidentsByType).toEqual([
      { type: 'Fire Report', count: 2 },
      { type: 'Break-In Report', count: 1 },
      { type: 'Vandalism Report', count: 1 },
    ]);
    expect(body.licences).toMatchObject({ expiringCount: 1, expiredCount: 1 });
    expect(body.licences.people).toEqual([
      expect.objectContaining({ name: 'Test User', licenceNumber: 'L-1', expiresOn: '2026-06-20', state: 'expiring' }),
    ]);
    expect(body.activity).toHaveLength(15);
    expect(body.activity[0]).toMatchObject({ kind: 'alert', title: 'SOS at gate' });
    const kinds = new Set(body.activity.map((a: { kind: string }) => a.kind));
    for (const kind of ['alert', 'clockIn', 'incident', 'visitor']) expect(kinds).toContain(kind);
    const times = body.activity.map((a: { at: string }) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows budget vs actual equal to the financial report of the same period', async () => {
    const body = await getJson('exec@a.test', '/api/v1/dashboard');
    const { from, to } = body.budget.period;
    expect(from).toBe('2026-06-01T00:00:00.000Z');
    expect(to).toBe(now.toISOString());
    const report = await getJson(
      'exec@a.test',
      `/api/v1/reports/financial?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(body.budget.totals).toEqual(report.totals);
    expect(body.budget.totals).toEqual({ budgetedExpenses: 1900, actualExpenses: 200, profitLoss: 1700 });
    expect(body.budget.eventCount).toBe(report.total);
    expect(body.budget.events).toEqual(
      report.rows.map(
        (r: { eventId: string; eventName: string; budgetedExpenses: number; actualExpenses: number }) => ({
          eventId: r.eventId,
          eventName: r.eventName,
          budgetedExpenses: r.budgetedExpenses,
          actualExpenses: r.actualExpenses,
        }),
      ),
    );
    // Another period: the dashboard takes it as the report does.
    const may = { from: '2026-05-01T00:00:00.000Z', to: '2026-05-31T23:59:59.999Z' };
    const q = `from=${encodeURIComponent(may.from)}&to=${encodeURIComponent(may.to)}`;
    const mayBody = await getJson('exec@a.test', `/api/v1/dashboard?${q}`);
    expect(mayBody.budget.totals).toEqual((await getJson('exec@a.test', `/api/v1/reports/financial?${q}`)).totals);
    expect(mayBody.budget.eventCount).toBe(0);
  });

  it('refuses a bad period with 400, not 500', async () => {
    const cookie = await signInCookie(t.app, 'exec@a.test');
    for (const q of ['from=yesterday', 'from=2026-06-02T00:00:00Z&to=2026-06-01T00:00:00Z']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/dashboard?${q}`, headers: { cookie } });
      expect(response.statusCode).toBe(400);
    }
  });

  it('counts on-duty guards as the real-time map does (same rows)', async () => {
    const body = await getJson('exec@a.test', '/api/v1/dashboard');
    const map = await getJson('exec@a.test', '/api/v1/map/guards');
    expect(body.guardsOnDuty).toBe(map.guards.length);
    expect(body.guardsOutOfZone).toBe(map.guards.filter((g: { status: string }) => g.status === 'outOfZone').length);
  });

  it('scopes a supervisor to the events they may see', async () => {
    const body = (await dashboardFor('sup@a.test')).json();
    expect(body).toMatchObject({
      view: 'operations',
      guardsOnDuty: 1,
      guardsOnBreak: 0,
      guardsOutOfZone: 1,
      activeEvents: 1,
      unseenAlerts: 1,
      openSosAlerts: 0,
      incidentsLast7Days: 1,
    });
    expect(body.recentAlerts.map((a: { title: string }) => a.title)).toEqual(['Left zone', 'Old one']);
    expect(body.activeEventList.map((e: { eventName: string }) => e.eventName)).toEqual(['Night Patrol']);
    expect(body.alertsByType).toEqual([{ type: 'Geofence Exit', count: 1 }]);
    expect(body.incidentsByType).toEqual([{ type: 'Fire Report', count: 1 }]);
    // No ended event of theirs this month: nothing of the others' budgets.
    expect(body.budget).toMatchObject({ eventCount: 0, totals: { budgetedExpenses: 0, actualExpenses: 0 } });
    const report = await getJson('sup@a.test', '/api/v1/reports/financial');
    expect(body.budget.totals).toEqual(report.totals);
    for (const item of body.activity) expect(['Night Patrol', null]).toContain(item.eventName);
  });

  it("gives a guard their assignment, clock state, today's open tasks and recent alerts", async () => {
    const body = await getJson('g1@a.test', '/api/v1/dashboard');
    expect(body).toMatchObject({
      view: 'guard',
      clock: { state: 'onDuty', since: hours(-2).toISOString() },
      assignment: { name: 'Gate Watch' },
    });
    expect(body.tasks.map((task: { title: string }) => task.title)).toEqual(['Check gate B']);
    expect(body.recentAlerts.map((a: { title: string }) => a.title)).toEqual(['SOS at gate']);
    expect(body).not.toHaveProperty('guardsOnDuty');
    expect(body).not.toHaveProperty('budget');
    const next = await getJson('g4@a.test', '/api/v1/dashboard');
    expect(next).toMatchObject({ clock: { state: 'off' }, assignment: { name: 'Tomorrow' }, tasks: [] });
  });

  it("gives a client user only their customer's events, guards, reports and visitors", async () => {
    const body = await getJson('client@a.test', '/api/v1/dashboard');
    expect(body.view).toBe('client');
    expect(body.eventsToday.map((e: { eventName: string }) => e.eventName)).toEqual(['Gate Watch', 'Night Patrol']);
    expect(body.guardsOnDuty).toBe(3); // not Gus Five at the other customer's Mall Watch
    // Open incident reports of their events: not the custom one, not the other customer's Break-In.
    expect(body.openIncidents.map((r: { eventName: string }) => r.eventName).sort()).toEqual(
      ['Gate Watch', 'Gate Watch', 'Night Patrol', 'Gate Watch'].sort(),
    );
    expect(body.visitorsToday.map((v: { name: string }) => v.name).sort()).toEqual(['Later Larry', 'Val Visitor']);
    expect(body.visitorsOnSite).toBe(1);
    expect(body).not.toHaveProperty('budget');
    expect(JSON.stringify(body)).not.toContain('Mall Watch');
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

describe('GET /api/v1/dashboard, the client portal (docs/product/dashboard.md#client-portal)', () => {
  const at = (hhmm: string) => new Date(`2026-06-10T${hhmm}:00Z`); // the test's now is 15:00 UTC

  beforeAll(async () => {
    const db = t.database.db;
    const [gate] = await db.select().from(events).where(eq(events.name, 'Gate Watch'));
    const [patrol] = await db.select().from(events).where(eq(events.name, 'Night Patrol'));
    const [mall] = await db.select().from(events).where(eq(events.name, 'Mall Watch'));
    const [bravo] = await db.select().from(events).where(eq(events.name, 'Bravo Job'));
    if (!gate || !patrol || !mall || !bravo) throw new Error('events missing');
    const user = async (email: string) => {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      if (!row) throw new Error(email);
      return row;
    };
    const [g1, g2, g3, g5, bg, exec, client] = await Promise.all(
      ['g1@a.test', 'g2@a.test', 'g3@a.test', 'g5@a.test', 'bg@b.test', 'exec@a.test', 'client@a.test'].map(user),
    );
    if (!g1 || !g2 || !g3 || !g5 || !bg || !exec || !client) throw new Error('users missing');
    await db.update(users).set({ displayName: 'Ann One' }).where(eq(users.id, g1.id));
    await db.update(users).set({ displayName: 'Ben Two' }).where(eq(users.id, g2.id));
    await db.update(users).set({ displayName: 'Cy Three' }).where(eq(users.id, g3.id));
    await insertUser(db, gate.clientId, { email: 'client2@a.test', roles: ['client'], customerId: mall.customerId });

    // Night Patrol runs in Chicago (UTC-5 in June): its today began at 05:00 UTC, its local 10:00 is 15:00 UTC.
    await db.update(events).set({ timeZone: 'America/Chicago' }).where(eq(events.id, patrol.id));
    const checkpoint = async (event: typeof gate, name: string) => {
      const [row] = await db
        .insert(checkpoints)
        .values({ clientId: event.clientId, eventId: event.id, name, latitude: 41.9, longitude: -87.6, token: name })
        .returning();
      if (!row) throw new Error('checkpoint');
      return row;
    };
    const gateA = await checkpoint(gate, 'gate-a');
    const gateB = await checkpoint(gate, 'gate-b');
    const lobby = await checkpoint(patrol, 'lobby');
    const mallDoor = await checkpoint(mall, 'mall-door');
    const bravoDoor = await checkpoint(bravo, 'bravo-door');
    const tour = (
      event: typeof gate,
      name: string,
      ids: string[],
      window: [string, string],
      every: number,
      grace: number,
    ) => ({
      clientId: event.clientId,
      eventId: event.id,
      name,
      checkpointIds: ids,
      startTime: window[0],
      endTime: window[1],
      everyMinutes: every,
      graceMinutes: grace,
    });
    await db.insert(tours).values([
      // Hourly 12:00–18:00 UTC, 30 min grace: runs 12–13, 13–14, 14–15 count by 15:00; 15–16 starts now.
      tour(gate, 'Perimeter round', [gateA.id, gateB.id], ['12:00', '18:00'], 60, 30),
      // Every 30 min 08:30–11:00 Chicago (13:30–16:00 UTC); the event starts at 14:00 UTC, so 14:00–14:30 and
      // 14:30–15:00 count. In UTC the same window would have ended before the event began.
      tour(patrol, 'Lobby check', [lobby.id], ['08:30', '11:00'], 30, 5),
      tour(mall, 'Mall doors', [mallDoor.id], ['00:00', '23:00'], 60, 0),
      tour(bravo, 'Bravo doors', [bravoDoor.id], ['00:00', '23:00'], 60, 0),
    ]);
    const scan = (cp: typeof gateA, userId: string, hhmm: string) => ({
      clientId: cp.clientId,
      checkpointId: cp.id,
      eventId: cp.eventId,
      userId,
      scannedAt: at(hhmm),
    });
    await db.insert(checkpointScans).values([
      scan(gateA, g1.id, '12:10'), // run 12–13: B never scanned → missed (1 checkpoint)
      scan(gateA, g1.id, '13:20'), // run 13–14: B at 14:05, in the grace → completed late
      scan(gateB, g1.id, '14:05'), // (also counts for run 14–15, whose window it is in)
      scan(gateA, g1.id, '14:40'), // run 14–15: A and B by 15:00 → on time
      scan(mallDoor, g5.id, '14:10'),
      scan(bravoDoor, bg.id, '14:10'),
    ]);

    // Open incidents: the 10-day-old vandalism report is closed; the newest fire report has four comments.
    const reportOf = async (type: string, eventId: string) => {
      const rows = await db
        .select()
        .from(incidentReports)
        .where(and(eq(incidentReports.reportType, type as 'Fire Report'), eq(incidentReports.eventId, eventId)));
      return rows.sort((x, y) => y.submittedAt.getTime() - x.submittedAt.getTime());
    };
    const [, oldVandalism] = await reportOf('Vandalism Report', gate.id);
    const [fire] = await reportOf('Fire Report', gate.id);
    const [breakIn] = await reportOf('Break-In Report', mall.id);
    if (!oldVandalism || !fire || !breakIn) throw new Error('reports missing');
    await db.update(incidentReports).set({ status: 'Closed' }).where(eq(incidentReports.id, oldVandalism.id));
    await db.update(incidentReports).set({ status: 'Under review' }).where(eq(incidentReports.id, fire.id));
    const comment = (reportId: string, authorId: string, hhmm: string, content: string) => ({
      clientId: gate.clientId,
      reportId,
      authorId,
      content,
      createdAt: at(hhmm),
    });
    await db
      .insert(incidentReportComments)
      .values([
        comment(fire.id, exec.id, '10:00', 'First look'),
        comment(fire.id, client.id, '11:00', 'Which door?'),
        comment(fire.id, exec.id, '12:00', 'North door'),
        comment(fire.id, client.id, '13:00', 'Thanks'),
        comment(breakIn.id, exec.id, '13:30', 'Mall only'),
      ]);
  });

  it("lists the guards on site at the customer's events: name, event, since, break and off-site, nothing more", async () => {
    const body = await getJson('client@a.test', '/api/v1/dashboard');
    expect(body.guardsOnSite).toEqual([
      expect.objectContaining({ name: 'Ann One', eventName: 'Gate Watch', breakSince: null, offSite: false }),
      expect.objectContaining({ name: 'Ben Two', eventName: 'Gate Watch', offSite: false }),
      expect.objectContaining({ name: 'Cy Three', eventName: 'Night Patrol', breakSince: null, offSite: true }),
    ]);
    expect(body.guardsOnSite[0].since).toBe(hours(-2).toISOString());
    expect(body.guardsOnSite[1].breakSince).toBe(hours(-0.2).toISOString());
    expect(Object.keys(body.guardsOnSite[0]).sort()).toEqual([
      'breakSince',
      'eventId',
      'eventName',
      'name',
      'offSite',
      'since',
    ]);
  });

  it("gives today's tour compliance per event in the event's time zone (hand-computed)", async () => {
    const body = await getJson('client@a.test', '/api/v1/dashboard');
    // The event has the one tour: its day's counts are the tour's.
    const counts = { due: 3, onTime: 1, late: 1, missed: 1, pending: 0, missedCheckpoints: 1, percentOnTime: 33 };
    expect(body.tourCompliance).toEqual([
      {
        eventId: expect.any(String),
        eventName: 'Gate Watch',
        timeZone: 'UTC',
        day: '2026-06-10',
        ...counts,
        tours: [{ tourName: 'Perimeter round', ...counts }],
      },
      {
        eventId: expect.any(String),
        eventName: 'Night Patrol',
        timeZone: 'America/Chicago',
        day: '2026-06-10',
        // 14:00–14:30 closed at 14:35 unscanned (missed); 14:30–15:00 is due, in its grace until 15:05 (pending).
        due: 2,
        onTime: 0,
        late: 0,
        missed: 1,
        pending: 1,
        missedCheckpoints: 1,
        percentOnTime: 0,
        tours: [expect.objectContaining({ tourName: 'Lobby check', due: 2, missed: 1, pending: 1 })],
      },
    ]);
  });

  it('lists the open incident reports newest first with their latest three comments', async () => {
    const body = await getJson('client@a.test', '/api/v1/dashboard');
    expect(body.openIncidentCount).toBe(3);
    expect(
      body.openIncidents.map((r: { reportType: string; eventName: string; status: string }) => [
        r.reportType,
        r.eventName,
        r.status,
      ]),
    ).toEqual([
      ['Fire Report', 'Gate Watch', 'Under review'],
      ['Fire Report', 'Night Patrol', ''],
      ['Vandalism Report', 'Gate Watch', ''],
    ]);
    const [fire, other] = body.openIncidents;
    expect(fire.commentCount).toBe(4);
    expect(fire.latestComments.map((c: { content: string }) => c.content)).toEqual([
      'Which door?',
      'North door',
      'Thanks',
    ]);
    expect(fire.latestComments[0]).toMatchObject({ authorName: 'Test User', createdAt: at('11:00').toISOString() });
    expect(other).toMatchObject({ commentCount: 0, latestComments: [] });
  });

  it("never shows another customer's or another client's guards, tours or incidents", async () => {
    const mine = JSON.stringify(await getJson('client@a.test', '/api/v1/dashboard'));
    for (const foreign of ['Gus Five', 'Mall Watch', 'Mall doors', 'Mall only', 'Bravo', 'Break-In Report']) {
      expect(mine).not.toContain(foreign);
    }
    const theirs = await getJson('client2@a.test', '/api/v1/dashboard');
    expect(theirs.guardsOnSite.map((g: { name: string }) => g.name)).toEqual(['Gus Five']);
    expect(theirs.tourCompliance.map((e: { eventName: string }) => e.eventName)).toEqual(['Mall Watch']);
    expect(theirs.openIncidents.map((r: { reportType: string }) => r.reportType)).toEqual(['Break-In Report']);
    expect(theirs.openIncidents[0].latestComments.map((c: { content: string }) => c.content)).toEqual(['Mall only']);
    const text = JSON.stringify(theirs);
    for (const foreign of ['Ann One', 'Gate Watch', 'Perimeter round', 'Which door?', 'Bravo']) {
      expect(text).not.toContain(foreign);
    }
  });
});
