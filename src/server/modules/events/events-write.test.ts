import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventAssignments, events, geofences } from '../../db/schema.ts';
import {
  assignGuard,
  clockIn,
  grantCustomer,
  insertAlphaAndBravo,
  insertAlphaAndBravoEvents,
  insertUser,
  startBreak,
} from '../../test/fixtures.ts';
import { signInCookie, signInEach } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-10T15:00:00Z');
const { t, ids, cookies, call, hours } = suiteTestApp({ clock: () => now });
const iso = (h: number) => hours(h).toISOString();

beforeAll(async () => {
  const db = t.database.db;
  const tenants = await insertAlphaAndBravo(db, {
    alpha: { timeZone: 'America/Chicago' },
  });
  const { a, b, stadium, mall, bravoCustomer } = tenants;
  const { stadiumEvent, mallEvent, bravoEvent } = await insertAlphaAndBravoEvents(db, tenants, hours, 'Bravo Secret');
  const exec = await insertUser(db, a.id, { email: 'exec@alpha.test', roles: ['executive'], displayName: 'Erin Exec' });
  await insertUser(db, a.id, { email: 'admin@alpha.test', roles: ['admin'] });
  const manager = await insertUser(db, a.id, { email: 'manager@alpha.test', roles: ['manager'] });
  await grantCustomer(db, a.id, manager.id, mall.id);
  const supervisor = await insertUser(db, a.id, { email: 'supervisor@alpha.test', roles: ['supervisor'] });
  await grantCustomer(db, a.id, supervisor.id, mall.id);
  const guard = await insertUser(db, a.id, { email: 'guard@alpha.test', roles: ['guard'], displayName: 'Gus Guard' });
  const guard2 = await insertUser(db, a.id, { email: 'guard2@alpha.test', roles: ['guard'], displayName: 'Gia Guard' });
  await db.insert(eventAssignments).values({
    clientId: a.id,
    eventId: stadiumEvent.id,
    userId: guard.id,
    assignedBy: exec.id,
    assignedAt: hours(-30),
  });
  await assignGuard(db, a.id, stadiumEvent.id, guard2.id);
  await clockIn(db, a.id, guard.id, stadiumEvent.id, hours(-2));
  await clockIn(db, a.id, guard2.id, stadiumEvent.id, hours(-2));
  await startBreak(db, a.id, guard2.id, stadiumEvent.id, hours(-0.5));
  await insertUser(db, a.id, { email: 'client@alpha.test', roles: ['client'], customerId: stadium.id });
  await insertUser(db, b.id, { email: 'exec@bravo.test', roles: ['executive'] });
  Object.assign(ids, {
    a: a.id,
    b: b.id,
    stadium: stadium.id,
    mall: mall.id,
    bravoCustomer: bravoCustomer.id,
    stadiumEvent: stadiumEvent.id,
    mallEvent: mallEvent.id,
    bravoEvent: bravoEvent.id,
    guard: guard.id,
  });
  await signInEach(t.app, cookies, ['exec', 'admin', 'manager', 'supervisor', 'guard', 'client'], 'alpha.test');
  cookies.bravo = await signInCookie(t.app, 'exec@bravo.test');
});

const eventCount = async () =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from events`)).rows[0]?.n;

const validBody = () => ({
  customerId: ids.mall,
  eventName: 'Spring Fair',
  startDate: iso(48),
  endDate: iso(56),
  guardPayrate: 21.5,
  managerPayrate: 30,
  supervisorPayrate: 25.25,
  payrollBudget: 12000.75,
});

describe('POST /api/v1/events', () => {
  it('creates an event (201) in the customer’s client, with the client’s time zone by default, and audits it', async () => {
    const response = await call('exec', 'POST', '/api/v1/events', validBody());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      eventName: 'Spring Fair',
      customerId: ids.mall,
      customerName: 'Mall Group',
      clientId: ids.a,
      timeZone: 'America/Chicago',
      status: 'Upcoming',
      guardPayrate: 21.5,
      supervisorPayrate: 25.25,
      payrollBudget: 12000.75,
      unassigned: false,
      geofences: [],
      assignedGuards: [],
      notesCount: 0,
    });
    const [row] = await t.database.db.select().from(events).where(eq(events.id, created.id));
    expect(row?.payrollBudgetCents).toBe(1_200_075);
    expect(row?.guardPayRateCents).toBe(2150);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((e) => e.action)).toEqual(['event.create']);
  });

  it.each([
    ['dates out of order', { endDate: iso(40) }, 'endDate', 'Must be after the start'],
    ['equal dates', { endDate: iso(48) }, 'endDate', 'Must be after the start'],
    ['a negative pay rate', { guardPayrate: -1 }, 'guardPayrate', 'Must be 0 or more'],
    ['a negative budget', { payrollBudget: -0.01 }, 'payrollBudget', 'Must be 0 or more'],
    ['three decimals', { managerPayrate: 10.005 }, 'managerPayrate', 'At most 2 decimals'],
    ['money as text', { payrollBudget: '100' }, 'payrollBudget', 'Must be a number'],
    ['an empty name', { eventName: '   ' }, 'eventName', 'You must enter a name'],
    ['a long name', { eventName: 'x'.repeat(121) }, 'eventName', 'At most 120 characters'],
    [
      'an unknown time zone',
      { timeZone: 'Mars/Olympus' },
      'timeZone',
      'Must be an IANA time zone such as America/Chicago',
    ],
    ['a bad date', { startDate: '2026-13-01' }, 'startDate', 'Must be an ISO 8601 date-time'],
    ['a bad customer id', { customerId: 'nope' }, 'customerId', 'Must be a valid id'],
    ['an unknown field', { color: 'red' }, 'color', 'Unknown field'],
    ['unassigned as text', { unassigned: 'yes' }, 'unassigned', 'Must be true or false'],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_name, change, field, message) => {
    const before = await eventCount();
    const response = await call('exec', 'POST', '/api/v1/events', { ...validBody(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a missing required field', async () => {
    const { eventName: _omit, ...body } = validBody();
    const response = await call('exec', 'POST', '/api/v1/events', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['eventName']);
  });

  it('refuses a customer of another client (400 on customerId), for an executive', async () => {
    const before = await eventCount();
    const response = await call('exec', 'POST', '/api/v1/events', { ...validBody(), customerId: ids.bravoCustomer });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ customerId: 'Choose one of your customers' });
    expect(await eventCount()).toBe(before);
  });

  it('lets a manager plan events only for their fullClientAccess customers', async () => {
    expect((await call('manager', 'POST', '/api/v1/events', validBody())).statusCode).toBe(201);
    const refused = await call('manager', 'POST', '/api/v1/events', { ...validBody(), customerId: ids.stadium });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ customerId: 'Choose one of your customers' });
  });

  it('refuses supervisors, guards and customer users (403) and signed-out callers (401)', async () => {
    for (const who of ['supervisor', 'guard', 'client']) {
      expect((await call(who, 'POST', '/api/v1/events', validBody())).statusCode).toBe(403);
    }
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/v1/events', payload: validBody() });
    expect(signedOut.statusCode).toBe(401);
  });

  it('lets an admin plan an event for any client’s customer, in that client', async () => {
    const response = await call('admin', 'POST', '/api/v1/events', { ...validBody(), customerId: ids.bravoCustomer });
    expect(response.statusCode).toBe(201);
    expect(response.json().clientId).toBe(ids.b);
    await call('admin', 'DELETE', `/api/v1/events/${response.json().id}`);
  });
});

describe('GET /api/v1/events/:id', () => {
  it('answers the detail: zones, assigned people with who assigned them, on duty and on break now', async () => {
    await t.database.db.insert(geofences).values({
      clientId: ids.a ?? '',
      eventId: ids.stadiumEvent ?? '',
      title: 'Bowl',
      zoneType: 'Allowed zone',
      polygon: [
        [41.86, -87.62],
        [41.86, -87.61],
        [41.87, -87.61],
      ],
    });
    const response = await call('exec', 'GET', `/api/v1/events/${ids.stadiumEvent}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      eventName: 'Cup Final',
      status: 'Active',
      guardsAssigned: 2,
      guardsOnDuty: 2,
      guardsOnBreak: 1,
      geofences: [
        {
          title: 'Bowl',
          zoneType: 'Allowed zone',
          polygon: [
            { lat: 41.86, lng: -87.62 },
            { lat: 41.86, lng: -87.61 },
            { lat: 41.87, lng: -87.61 },
          ],
        },
      ],
      restrictedAreas: [],
    });
    expect(detail.assignedGuards).toEqual([
      expect.objectContaining({ displayName: 'Gia Guard', role: 'guard', onDuty: true, onBreak: true }),
      expect.objectContaining({
        displayName: 'Gus Guard',
        assignedByName: 'Erin Exec',
        assignedAt: iso(-30),
        onDuty: true,
        onBreak: false,
      }),
    ]);
    expect(detail.onBreakNow).toEqual([
      {
        userId: expect.any(String),
        displayName: 'Gia Guard',
        breakStartedAt: iso(-0.5),
        lengthOfBreak: 15,
        overrun: true,
      },
    ]);
  });

  it('answers 404 for another client’s event, an out-of-scope event and an unknown id; 400 for a bad id', async () => {
    expect((await call('exec', 'GET', `/api/v1/events/${ids.bravoEvent}`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', `/api/v1/events/${ids.stadiumEvent}`)).statusCode).toBe(404);
    expect((await call('client', 'GET', `/api/v1/events/${ids.mallEvent}`)).statusCode).toBe(404);
    expect((await call('exec', 'GET', '/api/v1/events/6a0b3c1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await call('exec', 'GET', '/api/v1/events/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: 'Must be a valid id' });
  });

  it('shows a guard only the events they are assigned to, and hides licence dates from them', async () => {
    const own = await call('guard', 'GET', `/api/v1/events/${ids.stadiumEvent}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().assignedGuards.every((g: { licenceExpiresOn: unknown }) => g.licenceExpiresOn === null)).toBe(
      true,
    );
    expect((await call('guard', 'GET', `/api/v1/events/${ids.mallEvent}`)).statusCode).toBe(404);
  });

  it('lets a customer’s user read their customer’s event', async () => {
    expect((await call('client', 'GET', `/api/v1/events/${ids.stadiumEvent}`)).statusCode).toBe(200);
  });
});

describe('PATCH /api/v1/events/:id', () => {
  it('edits an event and audits the change with what it was before', async () => {
    const response = await call('manager', 'PATCH', `/api/v1/events/${ids.mallEvent}`, {
      eventName: 'Holiday Sale (late)',
      payrollBudget: 500,
      unassigned: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eventName: 'Holiday Sale (late)',
      payrollBudget: 500,
      status: 'Unassigned',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ids.mallEvent ?? ''));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'event.update',
        data: expect.objectContaining({ before: expect.objectContaining({ eventName: 'Holiday Sale' }) }),
      }),
    ]);
    await call('manager', 'PATCH', `/api/v1/events/${ids.mallEvent}`, { eventName: 'Holiday Sale', unassigned: false });
  });

  it('checks the order of the dates against the stored ones', async () => {
    const endBefore = await call('exec', 'PATCH', `/api/v1/events/${ids.mallEvent}`, { endDate: iso(20) });
    expect(endBefore.statusCode).toBe(400);
    expect(endBefore.json().error.fields).toEqual({ endDate: 'Must be after the start' });
    const startAfter = await call('exec', 'PATCH', `/api/v1/events/${ids.mallEvent}`, { startDate: iso(31) });
    expect(startAfter.statusCode).toBe(400);
    expect(startAfter.json().error.fields).toEqual({ startDate: 'Must be before the end' });
    const both = await call('exec', 'PATCH', `/api/v1/events/${ids.mallEvent}`, {
      startDate: iso(31),
      endDate: iso(30),
    });
    expect(both.json().error.fields).toEqual({ endDate: 'Must be after the start' });
    const [row] = await t.database.db
      .select()
      .from(events)
      .where(eq(events.id, ids.mallEvent ?? ''));
    expect(row?.startAt).toEqual(hours(24));
  });

  it('refuses an empty change, negative money and moving the event to a customer out of scope', async () => {
    const empty = await call('exec', 'PATCH', `/api/v1/events/${ids.mallEvent}`, {});
    expect(empty.statusCode).toBe(400);
    const negative = await call('exec', 'PATCH', `/api/v1/events/${ids.mallEvent}`, { supervisorPayrate: -5 });
    expect(negative.json().error.fields).toEqual({ supervisorPayrate: 'Must be 0 or more' });
    const moved = await call('manager', 'PATCH', `/api/v1/events/${ids.mallEvent}`, { customerId: ids.stadium });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toEqual({ customerId: 'Choose one of your customers' });
    const otherClient = await call('admin', 'PATCH', `/api/v1/events/${ids.mallEvent}`, {
      customerId: ids.bravoCustomer,
    });
    expect(otherClient.json().error.fields).toEqual({ customerId: 'Not a customer of this client' });
  });

  it('answers 404 outside the caller’s scope or client, 403 to roles that may not edit', async () => {
    expect((await call('manager', 'PATCH', `/api/v1/events/${ids.stadiumEvent}`, { eventName: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call('exec', 'PATCH', `/api/v1/events/${ids.bravoEvent}`, { eventName: 'X' })).statusCode).toBe(404);
    expect((await call('bravo', 'PATCH', `/api/v1/events/${ids.mallEvent}`, { eventName: 'X' })).statusCode).toBe(404);
    for (const who of ['supervisor', 'guard', 'client']) {
      expect((await call(who, 'PATCH', `/api/v1/events/${ids.stadiumEvent}`, { eventName: 'X' })).statusCode).toBe(403);
    }
    const [row] = await t.database.db
      .select()
      .from(events)
      .where(eq(events.id, ids.bravoEvent ?? ''));
    expect(row?.name).toBe('Bravo Secret');
  });
});

describe('DELETE /api/v1/events/:id', () => {
  it('refuses (409) an event where time was clocked, and keeps it', async () => {
    const response = await call('exec', 'DELETE', `/api/v1/events/${ids.stadiumEvent}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Time has been clocked at this event, so it cannot be deleted. Mark it unassigned instead.',
    );
    expect((await call('exec', 'GET', `/api/v1/events/${ids.stadiumEvent}`)).statusCode).toBe(200);
  });

  it('deletes an event with no time records, with its zones and notes, and audits it', async () => {
    const created = (await call('exec', 'POST', '/api/v1/events', validBody())).json();
    await call('exec', 'POST', `/api/v1/events/${created.id}/notes`, { content: 'Gate 4 closed' });
    const square = [
      { lat: 1, lng: 1 },
      { lat: 1, lng: 2 },
      { lat: 2, lng: 2 },
    ];
    await call('exec', 'POST', `/api/v1/events/${created.id}/geofences`, { zoneType: 'Break zone', polygon: square });
    expect((await call('supervisor', 'DELETE', `/api/v1/events/${created.id}`)).statusCode).toBe(403);
    expect((await call('bravo', 'DELETE', `/api/v1/events/${created.id}`)).statusCode).toBe(404);
    expect((await call('exec', 'DELETE', `/api/v1/events/${created.id}`)).statusCode).toBe(204);
    expect((await call('exec', 'GET', `/api/v1/events/${created.id}`)).statusCode).toBe(404);
    const zones = await t.database.db.select().from(geofences).where(eq(geofences.eventId, created.id));
    expect(zones).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((e) => e.action)).toContain('event.delete');
  });

  it('answers 404 for another client’s event', async () => {
    expect((await call('exec', 'DELETE', `/api/v1/events/${ids.bravoEvent}`)).statusCode).toBe(404);
  });
});
