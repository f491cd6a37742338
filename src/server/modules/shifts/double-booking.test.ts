/**
 * One person, one place at a time (docs/product/shifts.md#one-person-one-place): requests that each would put
 * the same person on overlapping shifts, sent all at once, through the HTTP API on real PostgreSQL. Whatever order
 * the database runs them in, at most one of them may succeed.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftAssignments, shifts } from '../../db/schema.ts';
import { insertClientWithEvent, insertSchedulingSettings } from '../../test/fixtures.ts';
import { addSignedInRoles, addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-01T12:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const people = { ids, cookies };
const minutes = (iso: string, m: number) => new Date(Date.parse(iso) + m * 60_000);

let clientId = '';
let eventId = '';

/** `count` shifts of four hours, the first at `firstStart`, each a minute after the one before: all overlap. */
async function overlappingShifts(firstStart: string, count: number, published: boolean) {
  const rows = await t.database.db
    .insert(shifts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        clientId,
        eventId,
        post: `Gate ${i + 1}`,
        startAt: minutes(firstStart, i),
        endAt: minutes(firstStart, i + 240),
        publishedAt: published ? now : null,
      })),
    )
    .returning({ id: shifts.id });
  return rows.map((r) => r.id);
}

async function assignedShiftsOf(userId: string) {
  return t.database.db
    .select({ id: shifts.id, startAt: shifts.startAt, endAt: shifts.endAt })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .where(and(eq(shiftAssignments.userId, userId), eq(shiftAssignments.status, 'assigned')));
}

beforeAll(async () => {
  const db = t.database.db;
  const { client, event } = await insertClientWithEvent(
    db,
    { client: 'Booking Co' },
    { name: 'Harbour Season', startAt: new Date('2026-06-01T00:00:00Z'), endAt: new Date('2026-07-01T00:00:00Z') },
  );
  clientId = client.id;
  await insertSchedulingSettings(db, clientId);
  eventId = event.id;
  await addSignedInRoles(t, people, clientId, ['executive'], 'booking.test');
  for (const key of ['ann', 'ben', 'cat', 'dan']) {
    await addSignedInUser(t, people, key, clientId, {
      email: `${key}@booking.test`,
      displayName: key.toUpperCase(),
      roles: ['guard'],
      licenceExpiresOn: '2027-12-31',
    });
  }
});

/**
 * Of 20 answers to writes at once that would double-book one person, exactly one succeeded (`won`, the first
 * answer's body shown when not) and the other 19 were refused with `code` for the overlap.
 */
function expectOneOfTwenty(answers: readonly LightMyRequestResponse[], won: number, code: string) {
  const statuses = answers.map((a) => a.statusCode);
  expect(
    statuses.filter((s) => s === won),
    answers[0]?.body,
  ).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  for (const refused of answers.filter((a) => a.statusCode === 409)) {
    expect(refused.json().error).toMatchObject({ code, params: { blocks: ['shift.overlap'] } });
  }
}

describe('parallel requests for one person', () => {
  it('assigns one guard to exactly one of 20 overlapping shifts asked at once', async () => {
    const ids20 = await overlappingShifts('2026-06-10T08:00:00Z', 20, false);
    const answers = await Promise.all(
      ids20.map((id) => call('executive', 'POST', `/api/v1/shifts/${id}/assignments`, { userId: ids.ann })),
    );
    expectOneOfTwenty(answers, 201, 'shift.ineligible');
    expect(await assignedShiftsOf(ids.ann ?? '')).toHaveLength(1);
  });

  it('lets a guard claim exactly one of 20 overlapping open shifts claimed at once', async () => {
    const ids20 = await overlappingShifts('2026-06-12T08:00:00Z', 20, true);
    const answers = await Promise.all(ids20.map((id) => call('ben', 'POST', `/api/v1/field/open-shifts/${id}/claim`)));
    expectOneOfTwenty(answers, 201, 'shift.claim_ineligible');
    expect(await assignedShiftsOf(ids.ben ?? '')).toHaveLength(1);
  });

  it('approves exactly one of 20 claims of overlapping shifts approved at once', async () => {
    // Claims wait for a manager: a claim waiting holds no one's time, so all 20 are taken.
    const settings = await call('executive', 'PATCH', '/api/v1/scheduling/settings', { claimApproval: 'manager' });
    expect(settings.statusCode, settings.body).toBe(200);
    const ids20 = await overlappingShifts('2026-06-14T08:00:00Z', 20, true);
    for (const id of ids20) {
      const claim = await call('dan', 'POST', `/api/v1/field/open-shifts/${id}/claim`);
      expect(claim.json()).toMatchObject({ status: 'pending' });
    }
    const answers = await Promise.all(
      ids20.map((id) => call('executive', 'POST', `/api/v1/shifts/${id}/assignments/${ids.dan}/approve`)),
    );
    expectOneOfTwenty(answers, 200, 'shift.claim_ineligible');
    expect(await assignedShiftsOf(ids.dan ?? '')).toHaveLength(1);
  });

  it('never leaves overlapping shifts when a shift of theirs is moved while they are assigned elsewhere', async () => {
    // cat works Gate A on 20 June 08:00–12:00; at once, Gate A moves to 21 June 08:00–12:00 and she is assigned to
    // five shifts of 21 June from 08:00. Either the move or one assignment wins, never both.
    const [gateA] = await overlappingShifts('2026-06-20T08:00:00Z', 1, false);
    const assign = await call('executive', 'POST', `/api/v1/shifts/${gateA}/assignments`, { userId: ids.cat });
    expect(assign.statusCode, assign.body).toBe(201);
    const others = await overlappingShifts('2026-06-21T08:00:00Z', 5, false);
    const answers = await Promise.all([
      call('executive', 'PATCH', `/api/v1/shifts/${gateA}`, {
        startAt: '2026-06-21T08:00:00.000Z',
        endAt: '2026-06-21T12:00:00.000Z',
      }),
      ...others.map((id) => call('executive', 'POST', `/api/v1/shifts/${id}/assignments`, { userId: ids.cat })),
    ]);
    expect(answers.filter((a) => a.statusCode < 300)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 300 || a.statusCode === 409)).toBe(true);
    const mine = await assignedShiftsOf(ids.cat ?? '');
    for (const a of mine) {
      for (const b of mine) {
        if (a.id !== b.id) expect(a.startAt < b.endAt && b.startAt < a.endAt, `${a.id} overlaps ${b.id}`).toBe(false);
      }
    }
  });
});
