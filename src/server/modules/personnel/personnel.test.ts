import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clockEntries, clockEntryCorrections } from '../../db/schema.ts';
import {
  assignGuard,
  clockIn,
  insertEvent,
  insertSentinelAndLakeshore,
  insertUser,
  staffEvent,
  startBreak,
} from '../../test/fixtures.ts';
import { addSignedInRoles, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

let now = new Date('2026-05-05T18:00:00Z');
const at = (hhmm: string, day = '2026-05-05') => new Date(`${day}T${hhmm}:00Z`);
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });

/** The supervisor adds a missed punch to `who`'s timesheet. */
const addPunch = (who: string, body: object) =>
  call('supervisor', 'POST', `/api/v1/personnel/${ids[who]}/timesheet`, body);

beforeAll(async () => {
  const db = t.database.db;
  const { own, other, north, south, otherCustomer } = await insertSentinelAndLakeshore(db);
  const span = (from: string, to: string) => ({ startAt: at(from), endAt: at(to) });
  const northEvent = await insertEvent(db, own.id, north.id, { name: 'Mall Day', ...span('08:00', '16:00') });
  const southEvent = await insertEvent(db, own.id, south.id, { name: 'Arena Night', ...span('16:00', '23:00') });
  const otherEvent = await insertEvent(db, other.id, otherCustomer.id, {
    name: 'Pier Watch',
    ...span('08:00', '16:00'),
  });
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'manager', 'supervisor'], 's.test');
  const ann = await insertUser(db, own.id, {
    email: 'ann@s.test',
    displayName: 'Ann North',
    licenceNumber: 'L-100',
    licenceExpiresOn: '2026-05-20', // within 30 days of 2026-05-05
  });
  const bob = await insertUser(db, own.id, {
    email: 'bob@s.test',
    displayName: 'Bob South',
    licenceExpiresOn: '2026-05-01', // expired
  });
  const cat = await insertUser(db, own.id, {
    email: 'cat@s.test',
    displayName: 'Cat Idle',
    licenceExpiresOn: '2027-01-01',
    status: 'disabled',
  });
  const dan = await insertUser(db, own.id, { email: 'dan@s.test', displayName: 'Dan Break' });
  const stranger = await insertUser(db, other.id, { email: 'eve@l.test', displayName: 'Eve Lake' });
  await insertUser(db, own.id, { email: 'client@s.test', roles: ['client'], displayName: 'Not personnel' });
  await staffEvent(db, { clientId: own.id, customerId: north.id, eventId: northEvent.id }, { ...ids, guard: ann.id });
  await assignGuard(db, own.id, southEvent.id, bob.id);
  await assignGuard(db, own.id, northEvent.id, dan.id);
  // Ann: worked 07:00–17:30 on the mall event (clipped to 08:00–16:00 = 8 h); Bob on duty now at the arena.
  await clockIn(db, own.id, ann.id, northEvent.id, at('07:00'), at('17:30'));
  await clockIn(db, own.id, bob.id, southEvent.id, at('16:30'));
  await clockIn(db, own.id, dan.id, northEvent.id, at('09:00'));
  await startBreak(db, own.id, dan.id, northEvent.id, at('17:45'));
  await clockIn(db, other.id, stranger.id, otherEvent.id, at('09:00'), at('10:00'));
  Object.assign(ids, {
    own: own.id,
    ann: ann.id,
    bob: bob.id,
    cat: cat.id,
    dan: dan.id,
    stranger: stranger.id,
    northEvent: northEvent.id,
    southEvent: southEvent.id,
    otherEvent: otherEvent.id,
  });
});

const names = (body: { items: { name: string }[] }) => body.items.map((p) => p.name);

describe('personnel list', () => {
  it('lists the field personnel of the client for an executive, with status, event and licence state', async () => {
    const res = await call('executive', 'GET', '/api/v1/personnel');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual([
      'Ann North',
      'Bob South',
      'Cat Idle',
      'Dan Break',
      'executive person'.replace('executive person', 'manager person'),
      'supervisor person',
    ]);
    const byName = Object.fromEntries(body.items.map((p: { name: string }) => [p.name, p]));
    expect(byName['Ann North']).toMatchObject({ status: 'offDuty', licenceState: 'expiring', licenceNumber: 'L-100' });
    expect(byName['Bob South']).toMatchObject({
      status: 'onDuty',
      licenceState: 'expired',
      currentEvent: { name: 'Arena Night' },
    });
    expect(byName['Cat Idle']).toMatchObject({ status: 'inactive', active: false, licenceState: 'ok' });
    expect(byName['Dan Break']).toMatchObject({ status: 'onBreak', licenceState: 'none' });
  });

  it('filters, searches, sorts and pages on the server', async () => {
    expect(names((await call('executive', 'GET', '/api/v1/personnel?status=onDuty')).json())).toEqual(['Bob South']);
    expect(names((await call('executive', 'GET', '/api/v1/personnel?role=supervisor')).json())).toEqual([
      'supervisor person',
    ]);
    expect(names((await call('executive', 'GET', '/api/v1/personnel?q=l-10')).json())).toEqual(['Ann North']);
    const sorted = (await call('executive', 'GET', '/api/v1/personnel?sort=licenceExpiresOn&order=asc')).json();
    expect(names(sorted).slice(0, 3)).toEqual(['Bob South', 'Ann North', 'Cat Idle']);
    const page = (await call('executive', 'GET', '/api/v1/personnel?limit=2&page=2')).json();
    expect(page).toMatchObject({ total: 6, page: 2, limit: 2 });
    expect(names(page)).toEqual(['Cat Idle', 'Dan Break']);
    const bad = await call('executive', 'GET', '/api/v1/personnel?sort=password&status=asleep&limit=500');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['limit', 'sort', 'status']);
  });

  it('shows a manager or supervisor only themselves and the people of their events', async () => {
    expect(names((await call('manager', 'GET', '/api/v1/personnel')).json())).toEqual([
      'Ann North',
      'Dan Break',
      'manager person',
    ]);
    expect(names((await call('supervisor', 'GET', '/api/v1/personnel')).json())).toEqual([
      'Ann North',
      'Dan Break',
      'supervisor person',
    ]);
    expect((await call('manager', 'GET', `/api/v1/personnel/${ids.bob}`)).statusCode).toBe(404);
    expect((await call('supervisor', 'GET', `/api/v1/personnel/${ids.bob}/timesheet`)).statusCode).toBe(404);
  });

  it("answers 404 for another client's person", async () => {
    expect((await call('executive', 'GET', `/api/v1/personnel/${ids.stranger}`)).statusCode).toBe(404);
    expect((await call('executive', 'GET', `/api/v1/personnel/${ids.stranger}/timesheet`)).statusCode).toBe(404);
    expect(
      (await call('executive', 'PATCH', `/api/v1/personnel/${ids.stranger}`, { notes: 'hijack' })).statusCode,
    ).toBe(404);
  });

  it('exports the filtered rows as CSV', async () => {
    const res = await call('executive', 'GET', '/api/v1/personnel.csv?status=onDuty');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Bob South"');
    expect(lines[1]).toContain('"Expired"');
  });

  it('moves the licence state with the clock', async () => {
    const saved = now;
    // A fresh session at each clock, as the old one would have been idle too long.
    const stateAt = async (instant: string) => {
      now = new Date(instant);
      const cookie = await signInCookie(t.app, 'executive@s.test');
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/personnel/${ids.ann}`, headers: { cookie } });
      return res.json().licenceState;
    };
    try {
      expect(await stateAt('2026-05-20T12:00:00Z')).toBe('expiring');
      expect(await stateAt('2026-05-21T12:00:00Z')).toBe('expired');
      expect(await stateAt('2026-04-19T12:00:00Z')).toBe('ok');
    } finally {
      now = saved;
    }
  });
});

describe('personnel edit', () => {
  it('lets a manager edit licence, availability and notes, validates and audits', async () => {
    const bad = await call('manager', 'PATCH', `/api/v1/personnel/${ids.ann}`, {
      licenceExpiresOn: '2026-02-31',
      availability: 'asleep',
      weeklyAvailability: { mon: true },
      salary: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(
      expect.arrayContaining(['availability', 'licenceExpiresOn', 'salary']),
    );
    const week = { mon: true, tue: true, wed: false, thu: true, fri: true, sat: false, sun: false };
    const ok = await call('manager', 'PATCH', `/api/v1/personnel/${ids.ann}`, {
      licenceNumber: 'L-200',
      licenceExpiresOn: '2027-05-01',
      availability: 'on_leave',
      weeklyAvailability: week,
      notes: 'Prefers day shifts',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      licenceNumber: 'L-200',
      licenceExpiresOn: '2027-05-01',
      licenceState: 'ok',
      availability: 'on_leave',
      weeklyAvailability: week,
      notes: 'Prefers day shifts',
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'personnel.update'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toMatchObject({ before: { licenceNumber: 'L-100', licenceExpiresOn: '2026-05-20' } });
    expect((await call('supervisor', 'PATCH', `/api/v1/personnel/${ids.ann}`, { notes: 'x' })).statusCode).toBe(403);
  });
});

describe('timesheet', () => {
  it('shows entries with raw and clipped payroll hours, breaks and totals', async () => {
    const res = await call(
      'executive',
      'GET',
      `/api/v1/personnel/${ids.ann}/timesheet?from=2026-05-05T00:00:00Z&to=2026-05-06T00:00:00Z`,
    );
    expect(res.statusCode).toBe(200);
    const sheet = res.json();
    expect(sheet.entries).toHaveLength(1);
    expect(sheet.entries[0]).toMatchObject({
      event: { name: 'Mall Day' },
      rawHours: 10.5,
      payrollHours: 8,
      source: 'field',
      corrected: false,
      original: null,
    });
    expect(sheet.totals).toMatchObject({ entries: 1, rawHours: 10.5, payrollHours: 8 });
    const dan = (await call('supervisor', 'GET', `/api/v1/personnel/${ids.dan}/timesheet`)).json();
    // Open entry on an ended event: ends at the event end (16:00) — 7 h.
    expect(dan.entries[0]).toMatchObject({ clockOut: null, rawHours: 7, payrollHours: 7 });
    expect(dan.entries[0].breaks).toHaveLength(1);
    expect(dan.entries[0].breaks[0]).toMatchObject({ endAt: null, minutes: 15 });
    const bad = await call(
      'executive',
      'GET',
      `/api/v1/personnel/${ids.ann}/timesheet?from=2026-05-06T00:00:00Z&to=2026-05-01T00:00:00Z`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('to');
  });

  it('refuses bad corrections with fields and saves nothing', async () => {
    const db = t.database.db;
    const [entry] = await db
      .select()
      .from(clockEntries)
      .where(eq(clockEntries.userId, ids.dan ?? ''));
    const url = `/api/v1/personnel/${ids.dan}/timesheet/${entry?.id}`;
    const cases: [object, string[]][] = [
      [{ clockOut: '2026-05-05T15:00:00Z' }, ['reason']],
      [{ clockOut: '2026-05-05T15:00:00Z', reason: 'oops' }, ['reason']],
      [{ clockIn: '2026-05-05T12:00:00Z', clockOut: '2026-05-05T11:00:00Z', reason: 'Wrong order' }, ['clockOut']],
      [{ clockOut: '2026-05-05T08:00:00Z', reason: 'Before the clock-in' }, ['clockOut']],
      [{ clockOut: '2026-05-06T08:00:00Z', reason: 'In the future' }, ['clockOut']],
      [{ reason: 'Nothing to change' }, ['clockIn']],
      [{ clockOut: 'yesterday', reason: 'Not a time', extra: true }, ['clockOut', 'extra']],
    ];
    for (const [payload, fields] of cases) {
      const res = await call('supervisor', 'PATCH', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields).sort(), JSON.stringify(payload)).toEqual(fields);
    }
    const missed = await addPunch('ann', {
      eventId: ids.northEvent,
      clockIn: '2026-05-05T19:00:00Z',
      reason: 'Future shift',
    });
    expect(missed.statusCode).toBe(400);
    expect(Object.keys(missed.json().error.fields)).toEqual(['clockIn']);
    const outOfScope = await addPunch('ann', {
      eventId: ids.southEvent,
      clockIn: '2026-05-04T10:00:00Z',
      clockOut: '2026-05-04T11:00:00Z',
      reason: 'Worked the arena',
    });
    expect(outOfScope.statusCode).toBe(400);
    expect(outOfScope.json().error.fields).toEqual({ eventId: 'No such event' });
    const overlap = await addPunch('ann', {
      eventId: ids.northEvent,
      clockIn: '2026-05-05T10:00:00Z',
      clockOut: '2026-05-05T11:00:00Z',
      reason: 'Double punch',
    });
    expect(overlap.statusCode).toBe(409);
    expect((await db.select().from(clockEntryCorrections)).length).toBe(0);
    const [unchanged] = await db
      .select()
      .from(clockEntries)
      .where(eq(clockEntries.id, entry?.id ?? ''));
    expect(unchanged?.clockOut).toBeNull();
  });

  it('corrects a missed clock-out keeping the original, and audits it', async () => {
    const db = t.database.db;
    const [entry] = await db
      .select()
      .from(clockEntries)
      .where(eq(clockEntries.userId, ids.dan ?? ''));
    const res = await call('supervisor', 'PATCH', `/api/v1/personnel/${ids.dan}/timesheet/${entry?.id}`, {
      clockOut: '2026-05-05T17:00:00Z',
      reason: 'Forgot to clock out at the gate',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clockIn: '2026-05-05T09:00:00.000Z',
      clockOut: '2026-05-05T17:00:00.000Z',
      rawHours: 8,
      payrollHours: 7,
      corrected: true,
      original: { clockIn: '2026-05-05T09:00:00.000Z', clockOut: null },
      corrections: [{ kind: 'corrected', reason: 'Forgot to clock out at the gate', byName: 'supervisor person' }],
    });
    // A second correction keeps the first original.
    const again = await call('executive', 'PATCH', `/api/v1/personnel/${ids.dan}/timesheet/${entry?.id}`, {
      clockIn: '2026-05-05T08:30:00Z',
      reason: 'Gate log shows 08:30',
    });
    expect(again.json()).toMatchObject({
      original: { clockIn: '2026-05-05T09:00:00.000Z', clockOut: null },
      payrollHours: 7.5,
    });
    expect(again.json().corrections).toHaveLength(2);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'timesheet.correct'), eq(auditLog.entityId, entry?.id ?? '')));
    expect(audit).toHaveLength(2);
    expect(audit[0]?.data).toMatchObject({ before: { clockOut: null }, reason: 'Forgot to clock out at the gate' });
  });

  it('adds a missed punch for an event in scope, audited, even partly outside the event', async () => {
    const res = await addPunch('ann', {
      eventId: ids.northEvent,
      clockIn: '2026-05-04T15:00:00Z',
      clockOut: '2026-05-05T06:00:00Z',
      reason: 'Night before, phone was dead',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      source: 'timesheet',
      rawHours: 15,
      payrollHours: 0,
      corrected: true,
      original: null,
      corrections: [{ kind: 'added', before: null }],
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'timesheet.add-missed-punch'));
    expect(audit).toHaveLength(1);
    expect(
      (
        await addPunch('stranger', {
          eventId: ids.otherEvent,
          clockIn: '2026-05-04T15:00:00Z',
          reason: 'Other client',
        })
      ).statusCode,
    ).toBe(404);
  });
});
