/**
 * The eligibility rules of docs/product/shifts.md#eligibility through the API, each with figures worked out by
 * hand. The client and the event are in America/New_York, whose clocks go forward on Sunday 2026-03-08 at 02:00;
 * overtime weeks start on Sunday. The shift under test is the night of Saturday 7 March, 20:00 EST to Sunday
 * 08:00 EDT: eleven real hours, four of them (20:00–24:00) in the week of 1 March and seven (00:00–08:00, one hour
 * skipped) in the week of 8 March.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShiftCandidate } from '../../../shared/contract/shifts.ts';
import { auditLog, eventAssignments, shiftAssignments, shifts, timeOffRequests } from '../../db/schema.ts';
import {
  clockIn,
  grantCustomer,
  grantEvent,
  insertClient,
  insertCustomer,
  insertEvent,
  insertSchedulingSettings,
  insertUser,
} from '../../test/fixtures.ts';
import { addSignedInRoles, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-03-01T12:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const tz = 'America/New_York';
/** The night under test: Sat 7 March 20:00 EST → Sun 8 March 08:00 EDT. */
const night = { startAt: '2026-03-08T01:00:00.000Z', endAt: '2026-03-08T12:00:00.000Z' };

/** An instant from a New York wall-clock time with its offset written out (EST −05:00, EDT −04:00). */
const ny = (local: string, offset: '-05:00' | '-04:00') => new Date(`${local}${offset}`);

beforeAll(async () => {
  const db = t.database.db;
  const client = await insertClient(db, { name: 'Harbor Guarding', timeZone: tz });
  const other = await insertClient(db, { name: 'Elsewhere' });
  await insertSchedulingSettings(db, client.id, { weekStart: 0 });
  const customer = await insertCustomer(db, client.id, { name: 'Pier' });
  const otherCustomer = await insertCustomer(db, other.id);
  const event = await insertEvent(db, client.id, customer.id, {
    name: 'Pier Season',
    timeZone: tz,
    startAt: new Date('2026-03-01T05:00:00Z'),
    endAt: new Date('2026-03-21T04:00:00Z'),
    guardPayRateCents: 2000,
  });
  const side = await insertEvent(db, client.id, customer.id, {
    name: 'Side Gate',
    timeZone: tz,
    startAt: new Date('2026-03-01T05:00:00Z'),
    endAt: new Date('2026-03-21T04:00:00Z'),
    guardPayRateCents: 2000,
  });
  const away = await insertEvent(db, other.id, otherCustomer.id, {
    startAt: new Date('2026-03-01T05:00:00Z'),
    endAt: new Date('2026-03-21T04:00:00Z'),
  });
  Object.assign(ids, { client: client.id, event: event.id, side: side.id, away: away.id });
  await addSignedInRoles(t, { ids, cookies }, client.id, ['executive', 'manager', 'supervisor'], 'harbor.test');
  await grantCustomer(db, client.id, ids.manager ?? '', customer.id);
  await grantEvent(db, client.id, ids.supervisor ?? '', event.id);
  await insertUser(db, other.id, { email: 'executive@elsewhere.test', roles: ['executive'] });
  cookies.otherExecutive = await signInCookie(t.app, 'executive@elsewhere.test');

  const guard = async (name: string, licenceExpiresOn: string | null = '2027-12-31', extra: object = {}) => {
    const user = await insertUser(db, client.id, {
      email: `${name}@harbor.test`,
      displayName: name[0]?.toUpperCase() + name.slice(1),
      roles: ['guard'],
      licenceExpiresOn,
      ...extra,
    });
    ids[name] = user.id;
    return user.id;
  };
  for (const name of ['ann', 'bob', 'fay', 'gus', 'hal', 'ivy', 'jon', 'kim', 'lee']) await guard(name);
  await guard('dan', '2026-03-08');
  await guard('cat', '2026-03-07');
  await guard('eve', null);
  await guard('old', '2027-12-31', { status: 'disabled' });
  await insertUser(db, client.id, { email: 'sup@harbor.test', roles: ['supervisor'], licenceExpiresOn: '2027-12-31' });

  /** A shift on the side event with the person assigned. */
  const worked = async (who: string, start: Date, end: Date) => {
    const [row] = await db
      .insert(shifts)
      .values({ clientId: client.id, eventId: side.id, post: 'Side', startAt: start, endAt: end })
      .returning({ id: shifts.id });
    await db.insert(shiftAssignments).values({ clientId: client.id, shiftId: row?.id ?? '', userId: ids[who] ?? '' });
  };
  // ann: 4 × 9 h in the week of 1 March (36 h) and 3 × 12 h in the week of 8 March (36 h).
  for (const day of ['02', '03', '04', '05']) {
    await worked('ann', ny(`2026-03-${day}T08:00:00`, '-05:00'), ny(`2026-03-${day}T17:00:00`, '-05:00'));
  }
  for (const day of ['09', '10', '11']) {
    await worked('ann', ny(`2026-03-${day}T08:00:00`, '-04:00'), ny(`2026-03-${day}T20:00:00`, '-04:00'));
  }
  // bob: 12 + 12 + 10 = 34 h in the week of 8 March.
  await worked('bob', ny('2026-03-09T08:00:00', '-04:00'), ny('2026-03-09T20:00:00', '-04:00'));
  await worked('bob', ny('2026-03-10T08:00:00', '-04:00'), ny('2026-03-10T20:00:00', '-04:00'));
  await worked('bob', ny('2026-03-11T08:00:00', '-04:00'), ny('2026-03-11T18:00:00', '-04:00'));
  // fay ends 4 h before the night; gus 5 h before, after 9 h; hal exactly 8 h before.
  await worked('fay', ny('2026-03-07T08:00:00', '-05:00'), ny('2026-03-07T16:00:00', '-05:00'));
  await worked('gus', ny('2026-03-07T06:00:00', '-05:00'), ny('2026-03-07T15:00:00', '-05:00'));
  await worked('hal', ny('2026-03-07T04:00:00', '-05:00'), ny('2026-03-07T12:00:00', '-05:00'));
  // ivy works 22:00–23:30 that evening elsewhere; jon is clocked in since 19:00.
  await worked('ivy', ny('2026-03-07T22:00:00', '-05:00'), ny('2026-03-07T23:30:00', '-05:00'));
  await clockIn(db, client.id, ids.jon ?? '', side.id, ny('2026-03-07T19:00:00', '-05:00'));
  // kim has that night off (approved); lee asked for it too (not decided).
  for (const [who, status] of [
    ['kim', 'approved'],
    ['lee', 'pending'],
  ] as const) {
    await db.insert(timeOffRequests).values({
      clientId: client.id,
      userId: ids[who] ?? '',
      startAt: new Date('2026-03-08T06:00:00Z'),
      endAt: new Date('2026-03-08T18:00:00Z'),
      status,
    });
  }
  const created = await call('manager', 'POST', `/api/v1/events/${event.id}/shifts`, {
    post: 'Gate 3',
    ...night,
    headcount: 2,
    notes: 'Night watch',
  });
  expect(created.statusCode, created.body).toBe(201);
  ids.night = created.json().id;
});

const candidates = async (who = 'manager') => {
  const response = await call(who, 'GET', `/api/v1/shifts/${ids.night}/candidates`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as ShiftCandidate[];
};
const byName = (items: ShiftCandidate[], name: string) => {
  const found = items.find((c) => c.name === name);
  if (!found) throw new Error(`no candidate ${name}`);
  return found;
};

describe('shift candidates', () => {
  it('lists every active person with the required role, ranked: eligible without overtime, by cost, blocked', async () => {
    const items = await candidates();
    expect(items.map((c) => c.name)).toEqual([
      'Dan',
      'Lee',
      'Hal',
      'Bob',
      'Ann',
      'Cat',
      'Eve',
      'Jon',
      'Kim',
      'Ivy',
      'Fay',
      'Gus',
    ]);
    expect(items.filter((c) => c.eligible).map((c) => c.name)).toEqual(['Dan', 'Lee', 'Hal', 'Bob', 'Ann']);
  });

  it('splits overtime at the week boundary, counting the real hours of the daylight-saving night', async () => {
    const items = await candidates();
    // ann: week of 1 March 36 + 4 = 40 h (no overtime); week of 8 March 36 + 7 = 43 h: 3 h × $20 × 0.5 = $30.
    expect(byName(items, 'Ann')).toMatchObject({
      eligible: true,
      blocks: [],
      weekHours: 40,
      warnings: [{ code: 'overtime.weekly', overtimeHours: 3, overtimeCost: 30 }],
    });
    // bob: 34 + 7 = 41 h in the week of 8 March: 1 h, $10; his week of 1 March holds only the night's 4 h.
    expect(byName(items, 'Bob')).toMatchObject({
      weekHours: 4,
      warnings: [{ code: 'overtime.weekly', overtimeHours: 1, overtimeCost: 10 }],
    });
    expect(byName(items, 'Dan')).toMatchObject({ eligible: true, blocks: [], warnings: [], weekHours: 4 });
  });

  it('reads the licence on the day the night ends', async () => {
    const items = await candidates();
    expect(byName(items, 'Cat').blocks).toEqual([
      expect.objectContaining({ code: 'licence.expired', params: { expiresOn: '2026-03-07' } }),
    ]);
    // dan's licence is valid through 8 March, the day the shift ends: eligible (above).
    expect(byName(items, 'Eve').blocks.map((b) => b.code)).toEqual(['licence.missing']);
  });

  it('wants the minimum rest between shifts, and warns of more than 12 hours in one day', async () => {
    const items = await candidates();
    expect(byName(items, 'Fay')).toMatchObject({
      eligible: false,
      blocks: [{ code: 'rest.too_short', params: { restHours: 4, minRestHours: 8 } }],
      warnings: [],
      weekHours: 12,
    });
    // gus: 9 h until 15:00 and the night's 4 h before midnight make 13 h on 7 March.
    expect(byName(items, 'Gus')).toMatchObject({
      blocks: [{ code: 'rest.too_short', params: { restHours: 5, minRestHours: 8 } }],
      warnings: [{ code: 'hours.daily', params: { hours: 13, day: '2026-03-07' } }],
    });
    // hal rests exactly 8 h: enough; 8 + 4 = 12 h that day is not more than 12.
    expect(byName(items, 'Hal')).toMatchObject({ eligible: true, blocks: [], warnings: [], weekHours: 12 });
  });

  it('blocks another shift at the same time, an open clock entry and approved time off', async () => {
    const items = await candidates();
    expect(byName(items, 'Ivy').blocks.map((b) => b.code)).toEqual(['shift.overlap']);
    expect(byName(items, 'Ivy').weekHours).toBe(5.5);
    expect(byName(items, 'Jon').blocks.map((b) => b.code)).toEqual(['shift.overlap']);
    expect(byName(items, 'Kim').blocks.map((b) => b.code)).toEqual(['time_off']);
    expect(byName(items, 'Lee').eligible).toBe(true);
  });

  it('follows the client’s rules when they change', async () => {
    const response = await call('executive', 'PATCH', '/api/v1/scheduling/settings', {
      minRestHours: 3.75,
      weeklyOvertimeHours: 42,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ minRestHours: 3.75, weeklyOvertimeHours: 42, weekStart: 0, timeZone: tz });
    const items = await candidates();
    // Rest of 4 h is now enough; ann's 43 h are 1 h over 42: $10.
    expect(byName(items, 'Fay').eligible).toBe(true);
    expect(byName(items, 'Ann').warnings).toEqual([expect.objectContaining({ overtimeHours: 1, overtimeCost: 10 })]);
    const back = await call('executive', 'PATCH', '/api/v1/scheduling/settings', {
      minRestHours: 8,
      weeklyOvertimeHours: 40,
    });
    expect(back.statusCode).toBe(200);
    expect((await call('manager', 'PATCH', '/api/v1/scheduling/settings', { minRestHours: 1 })).statusCode).toBe(403);
  });
});

describe('assignments', () => {
  it('refuses a blocked person without an override, naming the blocks', async () => {
    const response = await call('manager', 'POST', `/api/v1/shifts/${ids.night}/assignments`, { userId: ids.cat });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'shift.ineligible', params: { blocks: ['licence.expired'] } });
  });

  it('lets only a manager and above override, audits it and shows it on the shift', async () => {
    const bySupervisor = await call('supervisor', 'POST', `/api/v1/shifts/${ids.night}/assignments`, {
      userId: ids.cat,
      override: { reason: 'Renewal filed' },
    });
    expect(bySupervisor.statusCode).toBe(403);
    expect(bySupervisor.json().error.code).toBe('shift.override_refused');
    const response = await call('manager', 'POST', `/api/v1/shifts/${ids.night}/assignments`, {
      userId: ids.cat,
      override: { reason: 'Renewal filed, copy on file' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const shift = (await call('supervisor', 'GET', `/api/v1/shifts/${ids.night}`)).json();
    expect(shift.assignments).toEqual([
      expect.objectContaining({
        userId: ids.cat,
        status: 'assigned',
        override: {
          reason: 'Renewal filed, copy on file',
          by: ids.manager,
          byName: 'manager person',
          blocks: ['licence.expired'],
        },
      }),
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'shift.assign-override'));
    expect(audit).toHaveLength(1);
    // Being on a shift puts the person on its event (to clock in there).
    const onEvent = await t.database.db
      .select()
      .from(eventAssignments)
      .where(eq(eventAssignments.userId, ids.cat ?? ''));
    expect(onEvent.map((a) => a.eventId)).toEqual([ids.event]);
  });

  it('keeps to the headcount', async () => {
    const second = await call('supervisor', 'POST', `/api/v1/shifts/${ids.night}/assignments`, { userId: ids.dan });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ filled: 2, headcount: 2 });
    const third = await call('manager', 'POST', `/api/v1/shifts/${ids.night}/assignments`, { userId: ids.lee });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({ code: 'shift.full', params: { headcount: 2 } });
    const again = await call('manager', 'POST', `/api/v1/shifts/${ids.night}/assignments`, { userId: ids.dan });
    expect(again.json().error.code).toBe('shift.already_assigned');
    const removed = await call('manager', 'DELETE', `/api/v1/shifts/${ids.night}/assignments/${ids.dan}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('manager', 'DELETE', `/api/v1/shifts/${ids.night}/assignments/${ids.dan}`)).statusCode).toBe(
      404,
    );
  });

  it('counts an assigned shift against the person’s other shifts', async () => {
    // cat now works the night, so a shift of hers the next morning is too close: 2 h of rest.
    const morning = await call('manager', 'POST', `/api/v1/events/${ids.event}/shifts`, {
      post: 'Gate 1',
      startAt: '2026-03-08T14:00:00.000Z',
      endAt: '2026-03-08T18:00:00.000Z',
    });
    const items = (await call('manager', 'GET', `/api/v1/shifts/${morning.json().id}/candidates`)).json().items;
    expect(byName(items, 'Cat').blocks.map((b: { code: string }) => b.code)).toEqual([
      'licence.expired',
      'rest.too_short',
    ]);
  });

  it('refuses a person of another client or without the role, naming the field', async () => {
    const response = await call('manager', 'POST', `/api/v1/shifts/${ids.night}/assignments`, { userId: ids.manager });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['userId']);
  });
});

describe('who sees the shift', () => {
  it('answers 404 outside the caller’s events and client', async () => {
    const onSide = await call('manager', 'POST', `/api/v1/events/${ids.side}/shifts`, {
      post: 'Side door',
      startAt: '2026-03-10T14:00:00.000Z',
      endAt: '2026-03-10T18:00:00.000Z',
    });
    expect(onSide.statusCode).toBe(201);
    // The supervisor has the pier event only.
    expect((await call('supervisor', 'GET', `/api/v1/shifts/${onSide.json().id}`)).statusCode).toBe(404);
    expect((await call('supervisor', 'GET', `/api/v1/shifts/${onSide.json().id}/candidates`)).statusCode).toBe(404);
    const list = await call('supervisor', 'GET', '/api/v1/shifts?from=2026-03-01T00:00:00Z&to=2026-03-20T00:00:00Z');
    expect(list.json().items.map((s: { post: string }) => s.post)).not.toContain('Side door');
    expect((await call('otherExecutive', 'GET', `/api/v1/shifts/${ids.night}`)).statusCode).toBe(404);
    expect(
      (await call('otherExecutive', 'POST', `/api/v1/events/${ids.event}/shifts`, { post: 'X', ...night })).statusCode,
    ).toBe(404);
  });
});
