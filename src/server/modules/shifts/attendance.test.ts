import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clockEntries, shiftAssignments, shifts } from '../../db/schema.ts';
import { assignGuard, insertClientWithEvent, insertUser } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { raiseMissedClockIns } from './no-show-check.ts';

/** Attendance against the schedule (docs/product/shift-attendance.md): no-shows, late clock-ins, early clock-outs. */
let now = new Date('2026-06-10T08:00:00Z');
const at = (iso: string) => new Date(iso);
const { t, ids, cookies } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const { client, event } = await insertClientWithEvent(
    db,
    { client: 'Attendance Co', customer: 'Harbour' },
    { name: 'Harbour Watch', startAt: at('2026-06-01T00:00:00Z'), endAt: at('2026-06-30T00:00:00Z') },
  );
  ids.client = client.id;
  ids.event = event.id;
});

async function guardOnShift(name: string, startAt: string, endAt: string, post = 'Gate 3') {
  const db = t.database.db;
  const clientId = ids.client ?? '';
  const email = `${name}@attendance.test`;
  const user = await insertUser(db, clientId, { email, roles: ['guard'], displayName: name });
  await assignGuard(db, clientId, ids.event ?? '', user.id);
  cookies[name] = await signInCookie(t.app, email);
  const [shift] = await db
    .insert(shifts)
    .values({ clientId, eventId: ids.event ?? '', post, startAt: at(startAt), endAt: at(endAt) })
    .returning();
  if (!shift) throw new Error('no shift');
  await db.insert(shiftAssignments).values({ clientId, shiftId: shift.id, userId: user.id });
  return { userId: user.id, shiftId: shift.id };
}

const field = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/field${url}`, headers: { cookie: cookies[who] ?? '' }, payload });

async function alertsOf(userId: string) {
  const result = await t.database.db.execute<{
    type: string;
    title: string;
    message: string;
    params: Record<string, unknown>;
    seen: boolean;
    seen_by: string | null;
  }>(
    sql`select type, title, message, params, seen, seen_by from alerts where guard_id = ${userId} order by created_at`,
  );
  return result.rows;
}

beforeEach(() => {
  now = new Date('2026-06-10T08:00:00Z');
});

describe('no-shows', () => {
  it('raises one Missed Clock-In when the grace (10 min by default) has run out, and closes it at a late clock-in', async () => {
    const { userId, shiftId } = await guardOnShift('nora', '2026-06-10T09:00:00Z', '2026-06-10T17:00:00Z');

    now = at('2026-06-10T09:09:59Z');
    expect(await raiseMissedClockIns({ db: t.database.db, clock: () => now })).toEqual([]);
    now = at('2026-06-10T09:10:00Z');
    const raised = await raiseMissedClockIns({ db: t.database.db, clock: () => now });
    expect(raised).toHaveLength(1);
    now = at('2026-06-10T09:10:30Z');
    expect(await raiseMissedClockIns({ db: t.database.db, clock: () => now })).toEqual([]);
    expect(await alertsOf(userId)).toEqual([
      expect.objectContaining({
        type: 'Missed Clock-In',
        title: 'Missed clock-in: nora',
        message: `nora has not clocked in for the Gate 3 shift at Harbour Watch that started 10 minutes ago. event: ${ids.event}`,
        params: { name: 'nora', post: 'Gate 3', eventName: 'Harbour Watch', minutes: 10 },
        seen: false,
      }),
    ]);

    // In the bell like every alert.
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/v1/alerts',
      headers: { cookie: await signInCookie(t.app, await executiveEmail()) },
    });
    expect(bell.json().items.map((a: { type: string }) => a.type)).toContain('Missed Clock-In');

    now = at('2026-06-10T09:23:40Z');
    expect((await field('nora', '/clock-in', { eventId: ids.event })).statusCode).toBe(201);
    const [closed] = await alertsOf(userId);
    expect(closed).toMatchObject({
      message: `nora clocked in 23 minutes late for the Gate 3 shift at Harbour Watch. event: ${ids.event}`,
      params: { minutes: 10, lateMinutes: 23 },
      seen: true,
      seen_by: userId,
    });
    const [entry] = await t.database.db.select().from(clockEntries).where(eq(clockEntries.userId, userId));
    expect(entry?.shiftId).toBe(shiftId);
  });

  it('raises nothing for a person on duty when the shift starts, a cancelled shift or one already over', async () => {
    const early = await guardOnShift('omar', '2026-06-10T09:00:00Z', '2026-06-10T17:00:00Z');
    now = at('2026-06-10T08:45:00Z');
    expect((await field('omar', '/clock-in', { eventId: ids.event })).statusCode).toBe(201);
    const cancelled = await guardOnShift('cato', '2026-06-10T09:00:00Z', '2026-06-10T17:00:00Z');
    await t.database.db.update(shifts).set({ cancelledAt: now }).where(eq(shifts.id, cancelled.shiftId));
    const over = await guardOnShift('olga', '2026-06-09T09:00:00Z', '2026-06-09T17:00:00Z');

    now = at('2026-06-10T12:00:00Z');
    await raiseMissedClockIns({ db: t.database.db, clock: () => now });
    for (const person of [early, cancelled, over]) expect(await alertsOf(person.userId)).toEqual([]);
  });

  it('a clock-in within the early window links the entry; an early clock-out raises Left Early with the minutes', async () => {
    const { userId, shiftId } = await guardOnShift('lena', '2026-06-10T09:00:00Z', '2026-06-10T17:00:00Z', 'Lobby');
    now = at('2026-06-10T08:50:00Z');
    expect((await field('lena', '/clock-in', { eventId: ids.event })).statusCode).toBe(201);
    now = at('2026-06-10T16:20:30Z');
    const out = await field('lena', '/clock-out', {});
    expect(out.statusCode).toBe(200);
    expect(out.json().alertIds).toHaveLength(1);
    expect(await alertsOf(userId)).toEqual([
      expect.objectContaining({
        type: 'Left Early',
        title: 'Left early: lena',
        message: `lena clocked out 39 minutes before the end of the Lobby shift at Harbour Watch. event: ${ids.event}`,
        params: { name: 'lena', post: 'Lobby', eventName: 'Harbour Watch', minutes: 39 },
      }),
    ]);
    const [entry] = await t.database.db.select().from(clockEntries).where(eq(clockEntries.userId, userId));
    expect(entry?.shiftId).toBe(shiftId);
  });

  it('a clock-out at the shift’s end, or a clock entry with no shift, raises nothing', async () => {
    const { userId } = await guardOnShift('ivan', '2026-06-10T09:00:00Z', '2026-06-10T13:00:00Z');
    now = at('2026-06-10T09:00:00Z');
    await field('ivan', '/clock-in', { eventId: ids.event });
    now = at('2026-06-10T13:00:00Z');
    const out = await field('ivan', '/clock-out', {});
    expect(out.json()).toMatchObject({ kind: 'clock-out', alertIds: [] });

    const loose = await insertUser(t.database.db, ids.client ?? '', {
      email: 'loose@attendance.test',
      roles: ['guard'],
    });
    await assignGuard(t.database.db, ids.client ?? '', ids.event ?? '', loose.id);
    cookies.loose = await signInCookie(t.app, 'loose@attendance.test');
    now = at('2026-06-10T10:00:00Z');
    await field('loose', '/clock-in', { eventId: ids.event });
    now = at('2026-06-10T11:00:00Z');
    expect((await field('loose', '/clock-out', {})).json()).toMatchObject({ kind: 'clock-out', alertIds: [] });
    expect(await alertsOf(userId)).toEqual([]);
    expect(await alertsOf(loose.id)).toEqual([]);
  });
});

async function executiveEmail() {
  const email = 'exec@attendance.test';
  const found = await t.database.db.execute(sql`select 1 from users where email = ${email}`);
  if (found.rows.length === 0) await insertUser(t.database.db, ids.client ?? '', { email, roles: ['executive'] });
  return email;
}
