import { beforeAll, describe, expect, it } from 'vitest';
import { clockEntries, shiftAssignments, shifts } from '../../db/schema.ts';
import {
  grantEvent,
  insertClient,
  insertCustomer,
  insertEvent,
  insertSchedulingSettings,
  insertUser,
} from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

/**
 * The schedule-vs-actual report (docs/product/schedule-vs-actual.md) through the HTTP API on real PostgreSQL, every
 * figure computed by hand in the comments. The client counts weeks from Monday in UTC with a 10-hour weekly
 * threshold and a 1.5× multiplier; guards earn $20/h at Harbour Watch and Night Fair, $30/h at Dock Gate. The clock
 * stands at Friday 12 June 2026 12:00 UTC, in the week of Monday 8 June.
 */
const now = new Date('2026-06-12T12:00:00Z');
const at = (iso: string) => new Date(`2026-06-${iso}:00Z`);
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const week = 'from=2026-06-08T00:00:00.000Z&to=2026-06-14T23:59:59.999Z';
const fromWednesday = 'from=2026-06-10T00:00:00.000Z&to=2026-06-14T23:59:59.999Z';

type Row = Record<string, number | string>;
/** [event, person, scheduled, worked, unscheduled, no-shows, late, left early, overtime h, overtime $]. */
const figures = (rows: Row[]) =>
  rows.map((r) => [
    r.eventName,
    r.personName,
    r.scheduledHours,
    r.workedHours,
    r.unscheduledHours,
    r.noShows,
    r.lateMinutes,
    r.leftEarlyMinutes,
    r.overtimeHours,
    r.overtimeCost,
  ]);

async function report(who: string, query: string) {
  const response = await call(who, 'GET', `/api/v1/reports/schedule-vs-actual?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { rows: Row[]; totals: Row };
}

beforeAll(async () => {
  const db = t.database.db;
  const client = await insertClient(db, { name: 'Rota Co' });
  const other = await insertClient(db, { name: 'Elsewhere' });
  const customer = await insertCustomer(db, client.id, { name: 'Port' });
  const clientId = client.id;
  await insertSchedulingSettings(db, clientId, { weeklyOvertimeMinutes: 600 });
  const harbour = await insertEvent(db, clientId, customer.id, {
    name: 'Harbour Watch',
    startAt: at('01T00:00'),
    endAt: at('30T00:00'),
    guardPayRateCents: 2000,
  });
  const dock = await insertEvent(db, clientId, customer.id, {
    name: 'Dock Gate',
    startAt: at('01T00:00'),
    endAt: at('30T00:00'),
    guardPayRateCents: 3000,
  });
  const fair = await insertEvent(db, clientId, customer.id, {
    name: 'Night Fair',
    startAt: at('09T18:00'),
    endAt: at('10T02:00'),
    guardPayRateCents: 2000,
  });
  Object.assign(ids, { harbour: harbour.id, dock: dock.id, fair: fair.id });

  for (const [key, roles, clientOf] of [
    ['executive', ['executive'], clientId],
    ['manager', ['manager'], clientId],
    ['supervisor', ['supervisor'], clientId],
    ['guard', ['guard'], clientId],
    ['outsider', ['executive'], other.id],
  ] as const) {
    const email = `${key}@rota.test`;
    const user = await insertUser(db, clientOf, { email, roles: [...roles], displayName: key });
    ids[key] = user.id;
    cookies[key] = await signInCookie(t.app, email);
  }
  await grantEvent(db, clientId, ids.supervisor ?? '', harbour.id);
  for (const name of ['Ann', 'Ben', 'Cal', 'Dan', 'Eve']) {
    const user = await insertUser(db, clientId, { email: `${name}@rota.test`, roles: ['guard'], displayName: name });
    ids[name] = user.id;
  }
  const person = (name: string) => ids[name] ?? '';

  async function shift(
    eventId: string,
    who: string,
    start: string,
    end: string,
    options: { cancelled?: boolean; pending?: boolean } = {},
  ) {
    const [row] = await db
      .insert(shifts)
      .values({
        clientId,
        eventId,
        post: 'Gate',
        startAt: at(start),
        endAt: at(end),
        cancelledAt: options.cancelled ? at('01T00:00') : null,
      })
      .returning();
    if (!row) throw new Error('no shift');
    await db
      .insert(shiftAssignments)
      .values({ clientId, shiftId: row.id, userId: person(who), status: options.pending ? 'pending' : 'assigned' });
    return row.id;
  }
  async function entry(eventId: string, who: string, start: string, end: string | null, shiftId: string | null) {
    await db.insert(clockEntries).values({
      clientId,
      eventId,
      userId: person(who),
      clockIn: at(start),
      clockOut: end ? at(end) : null,
      shiftId,
    });
  }

  // Ann at Harbour: Mon 08:00–16:00 worked 08:06–15:48 (7.7 h, 6 min late, 12 min early); Tue 08:00–12:00 worked
  // in full (4 h; the week reaches 11.7 h, so 1.7 h are overtime); Wed 09:00–10:30 with no shift (1.5 h, all
  // overtime); Thu 08:00–12:00 not shown up (a no-show); Sat 08:00–12:00 still to come. A cancelled shift and a
  // claim waiting for approval count for nothing.
  await entry(harbour.id, 'Ann', '08T08:06', '08T15:48', await shift(harbour.id, 'Ann', '08T08:00', '08T16:00'));
  await entry(harbour.id, 'Ann', '09T08:00', '09T12:00', await shift(harbour.id, 'Ann', '09T08:00', '09T12:00'));
  await entry(harbour.id, 'Ann', '10T09:00', '10T10:30', null);
  await shift(harbour.id, 'Ann', '11T08:00', '11T12:00');
  await shift(harbour.id, 'Ann', '13T08:00', '13T12:00');
  await shift(harbour.id, 'Ann', '12T06:00', '12T10:00', { cancelled: true });
  await shift(harbour.id, 'Ann', '12T00:00', '12T04:00', { pending: true });
  // Ben: Mon 00:00–09:00 at Dock Gate with no shift (9 h); Wed 10:00–14:00 at Harbour worked 10:00–13:00 (3 h,
  // 60 min early; the week reaches 12 h, so 2 h are overtime, at Harbour's rate).
  await entry(dock.id, 'Ben', '08T00:00', '08T09:00', null);
  await entry(harbour.id, 'Ben', '10T10:00', '10T13:00', await shift(harbour.id, 'Ben', '10T10:00', '10T14:00'));
  // Cal: Fri 08:00–16:00, clocked in 08:30 and still on: 3.5 h to now, 30 min late, not (yet) early.
  await entry(harbour.id, 'Cal', '12T08:30', null, await shift(harbour.id, 'Cal', '12T08:00', '12T16:00'));
  // Dan: the Night Fair 18:00–02:00, clocked 17:30–02:30: clipped to the event, 8 h; early is not late.
  await entry(fair.id, 'Dan', '09T17:30', '10T02:30', await shift(fair.id, 'Dan', '09T18:00', '10T02:00'));
  // Eve: Sun 7 June 14:00–22:00 (8 h, the week before: weeks start on Monday) and Mon 08:00–12:00 with no shift
  // (4 h, no overtime in this week).
  await entry(harbour.id, 'Eve', '07T14:00', '07T22:00', null);
  await entry(harbour.id, 'Eve', '08T08:00', '08T12:00', null);
});

describe('schedule vs actual', () => {
  it('answers each event and person of the week with hand-computed figures', async () => {
    const body = await report('executive', week);
    expect(figures(body.rows)).toEqual([
      ['Dock Gate', 'Ben', 0, 0, 9, 0, 0, 0, 0, 0],
      // Overtime 1.7 + 1.5 = 3.2 h × $20 × 0.5 = $32.
      ['Harbour Watch', 'Ann', 20, 11.7, 1.5, 1, 6, 12, 3.2, 32],
      // 2 h × $20 × 0.5 = $20.
      ['Harbour Watch', 'Ben', 4, 3, 0, 0, 0, 60, 2, 20],
      ['Harbour Watch', 'Cal', 8, 3.5, 0, 0, 30, 0, 0, 0],
      ['Harbour Watch', 'Eve', 0, 0, 4, 0, 0, 0, 0, 0],
      ['Night Fair', 'Dan', 8, 8, 0, 0, 0, 0, 0, 0],
    ]);
    expect(body.totals).toEqual({
      scheduledHours: 40,
      workedHours: 26.2,
      unscheduledHours: 14.5,
      noShows: 1,
      lateMinutes: 36,
      leftEarlyMinutes: 72,
      overtimeHours: 5.2,
      overtimeCost: 52,
    });
  });

  it('counts the hours worked earlier in the week toward overtime when the period starts mid-week', async () => {
    const body = await report('executive', fromWednesday);
    expect(figures(body.rows)).toEqual([
      // Thu and Sat scheduled; the Wed 1.5 h come after Mon and Tue's 11.7 h: all overtime, 1.5 × $20 × 0.5 = $15.
      ['Harbour Watch', 'Ann', 8, 0, 1.5, 1, 0, 0, 1.5, 15],
      ['Harbour Watch', 'Ben', 4, 3, 0, 0, 0, 60, 2, 20],
      ['Harbour Watch', 'Cal', 8, 3.5, 0, 0, 30, 0, 0, 0],
    ]);
  });

  it('narrows to one event', async () => {
    const body = await report('executive', `${week}&eventId=${ids.fair}`);
    expect(figures(body.rows)).toEqual([['Night Fair', 'Dan', 8, 8, 0, 0, 0, 0, 0, 0]]);
  });

  it('shows a supervisor only the events they may see', async () => {
    const body = await report('supervisor', week);
    expect(body.rows.map((r) => [r.eventName, r.personName])).toEqual([
      ['Harbour Watch', 'Ann'],
      ['Harbour Watch', 'Ben'],
      ['Harbour Watch', 'Cal'],
      ['Harbour Watch', 'Eve'],
    ]);
    const dock = await report('supervisor', `${week}&eventId=${ids.dock}`);
    expect(dock.rows).toEqual([]);
  });

  it("shows another client's executive nothing of this client", async () => {
    const body = await report('outsider', week);
    expect(body.rows).toEqual([]);
    expect(body.totals.scheduledHours).toBe(0);
  });

  it('refuses a guard', async () => {
    const response = await call('guard', 'GET', `/api/v1/reports/schedule-vs-actual?${week}`);
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad event id or a period that ends before it starts', async () => {
    const badId = await call('executive', 'GET', '/api/v1/reports/schedule-vs-actual?eventId=nope');
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('eventId');
    const backwards = await call(
      'executive',
      'GET',
      '/api/v1/reports/schedule-vs-actual?from=2026-06-10T00:00:00Z&to=2026-06-09T00:00:00Z',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('to');
  });

  it('exports the same figures as CSV', async () => {
    const response = await call('executive', 'GET', `/api/v1/reports/schedule-vs-actual.csv?${week}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('schedule_vs_actual.csv');
    const lines = response.body
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n')
      .map((line) => line.replaceAll('"', ''));
    expect(lines[0]).toBe(
      'Event,Person,Scheduled hours,Worked hours,Unscheduled hours,No-shows,Late minutes,Left early minutes,Overtime hours,Overtime cost ($)',
    );
    expect(lines[2]).toBe('Harbour Watch,Ann,20.00,11.70,1.50,1,6,12,3.20,32.00');
    expect(lines).toHaveLength(7);
  });
});
