/**
 * Authorization-matrix entries of scheduling (src/server/modules/shifts), spread into `matrixEntries` of
 * authorization-matrix.ts. Targets are made fresh for each cell on the tenant's event (the own event is seen by the
 * manager through fullClientAccess and the supervisor through individualEvents). Shifts follow the event scope in
 * the working client, so another client's shift is 404 for everyone, admin included. The field routes act on the
 * caller's own things (guard, supervisor, manager); the matrix guard has no licence, so an assignment or a claim
 * of theirs reaches the eligibility check and answers 409, which counts as reaching the handler. The matrix clock is
 * 2026-04-01T12:00:00Z; the tenant's event runs from 10:00 to 18:00 UTC.
 */
import { shiftAssignments, shiftSwaps, shifts, timeOffRequests } from '../../db/schema.ts';
import type { Caller, Expected, MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, passes, recordExpect } from './authorization-matrix-expect.ts';
import { freshUserIn, spareEventIn } from './authorization-matrix-records.ts';

const viewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];
const editors: readonly MatrixRole[] = ['executive', 'manager'];
const assigners: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];
const fieldRoles: readonly MatrixRole[] = ['guard', 'supervisor', 'manager'];
const requestViewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard'];

const record = (roles: readonly MatrixRole[]) => recordExpect(roles, { adminReachesOtherClient: false });

let count = 0;

/** A shift of the tenant's event, 13:00–15:00 UTC on the matrix day. */
async function shiftIn(fx: MatrixFixture, tenant: Tenant, published = false) {
  count += 1;
  const values = {
    clientId: fx.clients[tenant],
    eventId: fx.events[tenant],
    post: `Matrix post ${count}`,
    startAt: new Date('2026-04-01T13:00:00Z'),
    endAt: new Date('2026-04-01T15:00:00Z'),
    publishedAt: published ? new Date('2026-04-01T11:00:00Z') : null,
  };
  return insertedId(fx.db.insert(shifts).values(values).returning({ id: shifts.id }), 'shift');
}

/** A fresh guard of the tenant's client. */
const guardIn = (fx: MatrixFixture, tenant: Tenant) => freshUserIn(fx, tenant, 'matrix-shift');

/** The tenant's guard: the signed-in guard of the own client, a fresh one in the other. */
const tenantGuard = async (fx: MatrixFixture, tenant: Tenant) =>
  tenant === 'own' ? (fx.users.guard ?? '') : guardIn(fx, tenant);

/** A shift with the tenant's guard on it (assigned or claimed); answers the shift and the guard. */
async function shiftWithGuard(fx: MatrixFixture, tenant: Tenant, status: 'assigned' | 'pending') {
  const shiftId = await shiftIn(fx, tenant);
  const userId = await tenantGuard(fx, tenant);
  await fx.db.insert(shiftAssignments).values({ clientId: fx.clients[tenant], shiftId, userId, status });
  return { shiftId, userId };
}

/** An event spanning three weeks with one shift on the matrix day, to copy a week of. */
async function spareEventWithShift(fx: MatrixFixture, tenant: Tenant) {
  const eventId = await spareEventIn(fx, tenant, 'Matrix Season', '2026-03-30T00:00:00Z', '2026-04-20T00:00:00Z');
  await fx.db.insert(shifts).values({
    clientId: fx.clients[tenant],
    eventId,
    post: 'Copied',
    startAt: new Date('2026-04-01T13:00:00Z'),
    endAt: new Date('2026-04-01T15:00:00Z'),
  });
  return eventId;
}

async function timeOffOf(fx: MatrixFixture, tenant: Tenant) {
  const values = {
    clientId: fx.clients[tenant],
    userId: await tenantGuard(fx, tenant),
    startAt: new Date('2026-04-10T00:00:00Z'),
    endAt: new Date('2026-04-11T00:00:00Z'),
  };
  return insertedId(fx.db.insert(timeOffRequests).values(values).returning({ id: timeOffRequests.id }), 'time off');
}

/** A swap offered by the tenant's guard (`fromOwnGuard`) or by a fresh guard of the tenant's client. */
async function swapIn(fx: MatrixFixture, tenant: Tenant, fromOwnGuard: boolean) {
  const shiftId = await shiftIn(fx, tenant);
  const fromUserId = fromOwnGuard ? await tenantGuard(fx, tenant) : await guardIn(fx, tenant);
  await fx.db.insert(shiftAssignments).values({ clientId: fx.clients[tenant], shiftId, userId: fromUserId });
  const swap = { clientId: fx.clients[tenant], shiftId, fromUserId };
  return insertedId(fx.db.insert(shiftSwaps).values(swap).returning({ id: shiftSwaps.id }), 'swap');
}

/** The caller's own things (field roles): a list cell only. */
const own = listExpect(fieldRoles);

/**
 * A record of the guard's own (their time off, their shift, their offer): the guard reaches it; a manager or
 * supervisor who sees it is refused (403), one who does not see it gets 404 (`seenBy`); another client's is 404.
 */
function guardsOwn(seenBy: readonly MatrixRole[]) {
  return (caller: Caller, tenant: Tenant): Expected => {
    if (caller === 'signedOut') return 401;
    if (!passes(fieldRoles, caller)) return 403;
    if (tenant === 'other') return 404;
    if (caller === 'guard') return 'ok';
    return seenBy.includes(caller) ? 403 : 404;
  };
}

export const shiftMatrixEntries: Record<string, MatrixEntry> = {
  'POST /api/v1/events/:id/shifts': {
    request: (fx, tenant) => ({
      url: `/api/v1/events/${fx.events[tenant]}/shifts`,
      payload: { post: 'Matrix gate', startAt: '2026-04-01T13:00:00Z', endAt: '2026-04-01T15:00:00Z' },
    }),
    expect: record(editors),
  },
  'POST /api/v1/events/:id/shifts/copy-week': {
    request: async (fx, tenant) => ({
      url: `/api/v1/events/${await spareEventWithShift(fx, tenant)}/shifts/copy-week`,
      payload: { from: '2026-04-01', to: '2026-04-08' },
    }),
    expect: record(editors),
  },
  'GET /api/v1/shifts': {
    request: () => ({ url: '/api/v1/shifts?from=2026-04-01T00:00:00Z&to=2026-04-02T00:00:00Z' }),
    expect: listExpect(viewers),
  },
  ...recordEntries(record(viewers), (fx, tenant) => shiftIn(fx, tenant), ['GET /api/v1/shifts/:id']),
  'PATCH /api/v1/shifts/:id': {
    request: async (fx, tenant) => ({
      url: `/api/v1/shifts/${await shiftIn(fx, tenant)}`,
      payload: { notes: 'Matrix' },
    }),
    expect: record(editors),
  },
  ...recordEntries(record(editors), (fx, tenant) => shiftIn(fx, tenant), [
    'DELETE /api/v1/shifts/:id',
    'POST /api/v1/shifts/:id/publish',
    'POST /api/v1/shifts/:id/unpublish',
  ]),
  ...recordEntries(record(assigners), (fx, tenant) => shiftIn(fx, tenant), ['GET /api/v1/shifts/:id/candidates']),
  'POST /api/v1/shifts/:id/assignments': {
    request: async (fx, tenant) => ({
      url: `/api/v1/shifts/${await shiftIn(fx, tenant)}/assignments`,
      payload: { userId: await tenantGuard(fx, tenant) },
    }),
    expect: record(assigners),
  },
  'DELETE /api/v1/shifts/:id/assignments/:userId': {
    request: async (fx, tenant) => {
      const { shiftId, userId } = await shiftWithGuard(fx, tenant, 'assigned');
      return { url: `/api/v1/shifts/${shiftId}/assignments/${userId}` };
    },
    expect: record(assigners),
  },
  'POST /api/v1/shifts/:id/assignments/:userId/approve': {
    request: async (fx, tenant) => {
      const { shiftId, userId } = await shiftWithGuard(fx, tenant, 'pending');
      return { url: `/api/v1/shifts/${shiftId}/assignments/${userId}/approve` };
    },
    expect: record(editors),
  },
  'POST /api/v1/shifts/:id/assignments/:userId/deny': {
    request: async (fx, tenant) => {
      const { shiftId, userId } = await shiftWithGuard(fx, tenant, 'pending');
      return { url: `/api/v1/shifts/${shiftId}/assignments/${userId}/deny` };
    },
    expect: record(editors),
  },
  ...sameRequestEntries(own, [
    'GET /api/v1/field/shifts',
    'GET /api/v1/field/open-shifts',
    'GET /api/v1/field/availability',
  ]),
  'POST /api/v1/field/open-shifts/:id/claim': {
    request: async (fx, tenant) => ({ url: `/api/v1/field/open-shifts/${await shiftIn(fx, tenant, true)}/claim` }),
    expect: record(fieldRoles),
  },
  'PUT /api/v1/field/availability': {
    request: () => ({ url: '/api/v1/field/availability', payload: { weeklyAvailability: null } }),
    expect: own,
  },
  ...sameRequestEntries(listExpect(viewers), ['GET /api/v1/scheduling/settings']),
  'PATCH /api/v1/scheduling/settings': {
    request: () => ({ url: '/api/v1/scheduling/settings', payload: { noShowGraceMinutes: 12 } }),
    expect: listExpect(['executive']),
  },
  ...sameRequestEntries(listExpect(requestViewers), ['GET /api/v1/time-off', 'GET /api/v1/swaps']),
  'POST /api/v1/time-off': {
    request: () => ({
      url: '/api/v1/time-off',
      payload: { startAt: '2026-04-10T00:00:00Z', endAt: '2026-04-11T00:00:00Z', reason: 'Matrix' },
    }),
    expect: own,
  },
  'POST /api/v1/time-off/:id/approve': {
    request: async (fx, tenant) => ({ url: `/api/v1/time-off/${await timeOffOf(fx, tenant)}/approve`, payload: {} }),
    expect: record(editors),
  },
  'POST /api/v1/time-off/:id/deny': {
    request: async (fx, tenant) => ({ url: `/api/v1/time-off/${await timeOffOf(fx, tenant)}/deny`, payload: {} }),
    expect: record(editors),
  },
  // A supervisor sees only their own time off (404); a manager sees the client's but may not withdraw it (403).
  ...recordEntries(guardsOwn(['manager']), timeOffOf, ['POST /api/v1/time-off/:id/cancel']),
  'POST /api/v1/shifts/:id/swaps': {
    request: async (fx, tenant) => {
      const { shiftId } = await shiftWithGuard(fx, tenant, 'assigned');
      return { url: `/api/v1/shifts/${shiftId}/swaps`, payload: {} };
    },
    expect: guardsOwn(['manager', 'supervisor']),
  },
  ...recordEntries(record(fieldRoles), (fx, tenant) => swapIn(fx, tenant, false), ['POST /api/v1/swaps/:id/take']),
  ...recordEntries(record(editors), (fx, tenant) => swapIn(fx, tenant, false), [
    'POST /api/v1/swaps/:id/approve',
    'POST /api/v1/swaps/:id/deny',
  ]),
  ...recordEntries(guardsOwn(['manager', 'supervisor']), (fx, tenant) => swapIn(fx, tenant, true), [
    'POST /api/v1/swaps/:id/cancel',
  ]),
};
