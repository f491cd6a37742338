import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alerts, auditLog, eventAssignments } from '../../db/schema.ts';
import { grantCustomer, grantEvent, insertAlphaAndBravo, insertEvent, insertUser } from '../../test/fixtures.ts';
import { signInCookie, signInEach } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

// 10:00 on 10 June in Chicago, the client's (and event's) time zone.
const now = new Date('2026-06-10T15:00:00Z');
const { t, ids, cookies, call, hours } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const { a, b, stadium, mall } = await insertAlphaAndBravo(db, { alpha: { timeZone: 'America/Chicago' } });
  const event = await insertEvent(db, a.id, stadium.id, {
    name: 'Cup Final',
    startAt: hours(2),
    endAt: hours(10),
    timeZone: 'America/Chicago',
  });
  const exec = await insertUser(db, a.id, { email: 'exec@alpha.test', roles: ['executive'], displayName: 'Erin Exec' });
  const supervisor = await insertUser(db, a.id, {
    email: 'supervisor@alpha.test',
    roles: ['supervisor'],
    displayName: 'Sam Supervisor',
  });
  await grantEvent(db, a.id, supervisor.id, event.id);
  const manager = await insertUser(db, a.id, { email: 'manager@alpha.test', roles: ['manager'] });
  await grantCustomer(db, a.id, manager.id, mall.id);
  const valid = await insertUser(db, a.id, {
    email: 'valid@alpha.test',
    roles: ['guard'],
    displayName: 'Val Valid',
    licenceNumber: '129-100001',
    licenceExpiresOn: '2027-01-31',
  });
  const expired = await insertUser(db, a.id, {
    email: 'expired@alpha.test',
    roles: ['guard'],
    displayName: 'Ed Expired',
    licenceNumber: '129-100002',
    licenceExpiresOn: '2026-06-09',
  });
  const lastDay = await insertUser(db, a.id, {
    email: 'lastday@alpha.test',
    roles: ['guard'],
    displayName: 'Lee Lastday',
    licenceExpiresOn: '2026-06-10',
  });
  const disabled = await insertUser(db, a.id, { email: 'off@alpha.test', roles: ['guard'], status: 'disabled' });
  const clientUser = await insertUser(db, a.id, {
    email: 'client@alpha.test',
    roles: ['client'],
    customerId: stadium.id,
  });
  await insertUser(db, a.id, { email: 'guard@alpha.test', roles: ['guard'], displayName: 'Gus Guard' });
  const foreign = await insertUser(db, b.id, { email: 'guard@bravo.test', roles: ['guard'] });
  await insertUser(db, b.id, { email: 'exec@bravo.test', roles: ['executive'] });
  Object.assign(ids, {
    a: a.id,
    event: event.id,
    exec: exec.id,
    supervisor: supervisor.id,
    valid: valid.id,
    expired: expired.id,
    lastDay: lastDay.id,
    disabled: disabled.id,
    clientUser: clientUser.id,
    foreign: foreign.id,
  });
  await signInEach(t.app, cookies, ['exec', 'supervisor', 'manager', 'valid', 'client', 'guard'], 'alpha.test');
  cookies.bravo = await signInCookie(t.app, 'exec@bravo.test');
});

const url = () => `/api/v1/events/${ids.event}/assigned-guards`;
const alertsFor = (userId: string) =>
  t.database.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.guardId, userId), eq(alerts.eventId, ids.event ?? '')));
const assignmentsOf = (userId: string) =>
  t.database.db
    .select()
    .from(eventAssignments)
    .where(and(eq(eventAssignments.userId, userId), eq(eventAssignments.eventId, ids.event ?? '')));

describe('assigning personnel', () => {
  it('assigns a guard (201), records who did it and creates an eventAssigned alert for the guard', async () => {
    const before = await call('valid', 'GET', '/api/v1/events');
    expect(before.json().items).toEqual([]);
    const response = await call('exec', 'POST', url(), { userId: ids.valid });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: ids.valid,
      displayName: 'Val Valid',
      role: 'guard',
      assignedById: ids.exec,
      assignedByName: 'Erin Exec',
      assignedAt: now.toISOString(),
      unassignedAt: null,
      onDuty: false,
      onBreak: false,
      licenceExpiresOn: '2027-01-31',
    });
    const [alert, ...more] = await alertsFor(ids.valid ?? '');
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      type: 'eventAssigned',
      assignedBy: ids.exec,
      title: 'Event assigned: Val Valid',
      params: { name: 'Val Valid', eventName: 'Cup Final' },
      seen: false,
      clientId: ids.a,
    });
    expect(alert?.message).toContain(`event: ${ids.event}`);
    // The guard now sees the event.
    const after = await call('valid', 'GET', '/api/v1/events');
    expect(after.json().items.map((e: { eventName: string }) => e.eventName)).toEqual(['Cup Final']);
    expect((await call('valid', 'GET', `/api/v1/events/${ids.event}`)).statusCode).toBe(200);
  });

  it('refuses to assign the same person twice (409 on userId)', async () => {
    const response = await call('exec', 'POST', url(), { userId: ids.valid });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ userId: 'Already assigned' });
    expect(await assignmentsOf(ids.valid ?? '')).toHaveLength(1);
  });

  it('refuses someone whose licence has expired unless an override reason is given, and audits the override', async () => {
    const refused = await call('exec', 'POST', url(), { userId: ids.expired });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ userId: 'Licence expired: give a reason to assign anyway' });
    const short = await call('exec', 'POST', url(), { userId: ids.expired, overrideReason: ' ok ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ overrideReason: 'Give a reason of at least 5 characters' });
    expect(await assignmentsOf(ids.expired ?? '')).toEqual([]);
    expect(await alertsFor(ids.expired ?? '')).toEqual([]);

    const overridden = await call('supervisor', 'POST', url(), {
      userId: ids.expired,
      overrideReason: 'Renewal filed; state register confirms it is in process',
    });
    expect(overridden.statusCode).toBe(201);
    expect(overridden.json()).toMatchObject({ assignedByName: 'Sam Supervisor', licenceExpiresOn: '2026-06-09' });
    const [assignment] = await assignmentsOf(ids.expired ?? '');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, assignment?.id ?? ''));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'event.assign-licence-override',
        actorId: ids.supervisor,
        data: expect.objectContaining({
          licenceExpired: true,
          licenceExpiresOn: '2026-06-09',
          overrideReason: 'Renewal filed; state register confirms it is in process',
        }),
      }),
    ]);
  });

  it('treats a licence as valid through its expiry date in the event’s time zone', async () => {
    expect((await call('exec', 'POST', url(), { userId: ids.lastDay })).statusCode).toBe(201);
  });

  it.each([
    ['another client’s guard', 'foreign'],
    ['a disabled guard', 'disabled'],
    ['a customer’s user', 'clientUser'],
    ['an unknown id', 'unknown'],
  ])('refuses %s with 400 on userId', async (_name, key) => {
    const userId = ids[key] ?? '6a0b3c1e-0000-4000-8000-000000000000';
    const response = await call('exec', 'POST', url(), { userId });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      userId: 'Choose an active guard, supervisor or manager of this client',
    });
  });

  it('refuses bad bodies, roles that may not assign, and callers outside the event’s scope or client', async () => {
    expect((await call('exec', 'POST', url(), { userId: 'x' })).json().error.fields).toEqual({
      userId: 'Must be a valid id',
    });
    expect((await call('exec', 'POST', url(), { userId: ids.valid, extra: 1 })).json().error.fields).toEqual({
      extra: 'Unknown field',
    });
    expect((await call('guard', 'POST', url(), { userId: ids.lastDay })).statusCode).toBe(403);
    expect((await call('client', 'POST', url(), { userId: ids.lastDay })).statusCode).toBe(403);
    expect((await call('manager', 'POST', url(), { userId: ids.lastDay })).statusCode).toBe(404);
    expect((await call('bravo', 'POST', url(), { userId: ids.foreign })).statusCode).toBe(404);
    expect((await call('bravo', 'DELETE', `${url()}/${ids.valid}`)).statusCode).toBe(404);
  });
});

describe('unassigning personnel', () => {
  it('keeps the assignment as history with who unassigned and when, and alerts the guard', async () => {
    const response = await call('supervisor', 'DELETE', `${url()}/${ids.valid}`);
    expect(response.statusCode).toBe(204);
    const rows = await assignmentsOf(ids.valid ?? '');
    expect(rows).toEqual([
      expect.objectContaining({ assignedBy: ids.exec, unassignedBy: ids.supervisor, unassignedAt: now }),
    ]);
    const list = (await call('exec', 'GET', url())).json();
    expect(list.items.map((g: { userId: string }) => g.userId)).not.toContain(ids.valid);
    expect(list.history).toEqual([
      expect.objectContaining({
        userId: ids.valid,
        assignedByName: 'Erin Exec',
        unassignedByName: 'Sam Supervisor',
        unassignedAt: now.toISOString(),
      }),
    ]);
    const unassignedAlerts = (await alertsFor(ids.valid ?? '')).filter((a) => a.type === 'eventUnassigned');
    expect(unassignedAlerts).toEqual([
      expect.objectContaining({
        unassignedBy: ids.supervisor,
        title: 'Event unassigned: Val Valid',
        params: { name: 'Val Valid', eventName: 'Cup Final' },
      }),
    ]);
    expect((await call('valid', 'GET', `/api/v1/events/${ids.event}`)).statusCode).toBe(404);
  });

  it('answers 404 for someone not assigned now, and allows assigning again (a new history row)', async () => {
    expect((await call('exec', 'DELETE', `${url()}/${ids.valid}`)).statusCode).toBe(404);
    expect((await call('exec', 'POST', url(), { userId: ids.valid })).statusCode).toBe(201);
    expect(await assignmentsOf(ids.valid ?? '')).toHaveLength(2);
    const list = (await call('valid', 'GET', url())).json();
    expect(list.history).toHaveLength(1);
    expect(list.items.every((g: { licenceExpiresOn: unknown }) => g.licenceExpiresOn === null)).toBe(true);
  });
});

describe('GET /api/v1/events/:id/assignable-personnel', () => {
  it('lists active field personnel of the event’s client not assigned now, with their licence state', async () => {
    const response = await call('exec', 'GET', `/api/v1/events/${ids.event}/assignable-personnel`);
    expect(response.statusCode).toBe(200);
    const names = response.json().items.map((p: { displayName: string }) => p.displayName);
    // Val, Ed and Lee are assigned; the disabled guard, the customer's user and Bravo's guard are not offered.
    expect(names).toEqual(['Gus Guard', 'Sam Supervisor', 'Test User']);
    const search = await call('supervisor', 'GET', `/api/v1/events/${ids.event}/assignable-personnel?q=gus`);
    expect(search.json().items).toEqual([
      expect.objectContaining({ displayName: 'Gus Guard', email: 'guard@alpha.test', licenceExpired: false }),
    ]);
    await call('exec', 'DELETE', `${url()}/${ids.expired}`);
    const again = await call('exec', 'GET', `/api/v1/events/${ids.event}/assignable-personnel?q=expired`);
    expect(again.json().items).toEqual([
      expect.objectContaining({ displayName: 'Ed Expired', licenceExpiresOn: '2026-06-09', licenceExpired: true }),
    ]);
  });

  it('is for those who assign, within their scope', async () => {
    expect((await call('guard', 'GET', `/api/v1/events/${ids.event}/assignable-personnel`)).statusCode).toBe(403);
    expect((await call('manager', 'GET', `/api/v1/events/${ids.event}/assignable-personnel`)).statusCode).toBe(404);
    const bad = await call('exec', 'GET', `/api/v1/events/${ids.event}/assignable-personnel?limit=500`);
    expect(bad.json().error.fields).toEqual({ limit: 'Must be at most 100' });
  });
});
