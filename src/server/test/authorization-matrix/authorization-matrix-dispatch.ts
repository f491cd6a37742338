/**
 * Authorization-matrix entries of dispatch (src/server/modules/dispatch), spread into `matrixEntries` of
 * authorization-matrix.ts. Dispatchers (executive, manager, supervisor) take, assign and cancel calls at the
 * events of their scope; they and the customer's own user read calls (the user their customer's only); a guard moves
 * their own call on from the phone; the customer's user asks for a patrol. Another client's call or event is 404,
 * for an admin too (the working client's calls only). Whoever uses the field app registers their own browser for
 * Web Push. The matrix clock is 2026-04-01T12:00:00Z.
 */
import { randomUUID } from 'node:crypto';
import { dispatchCalls } from '../../db/schema.ts';
import type { Caller, Expected, MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, passes, recordExpect } from './authorization-matrix-expect.ts';

const dispatchers = ['executive', 'manager', 'supervisor'] as const;
const viewers = ['executive', 'manager', 'supervisor', 'client'] as const;
const fieldRoles: readonly MatrixRole[] = ['guard', 'supervisor', 'manager'];

/** A P2 alarm at the tenant's event, assigned to its guard (the own client's signed-in guard). */
function callIn(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  const receivedAt = new Date('2026-04-01T11:50:00Z');
  return insertedId(
    fx.db
      .insert(dispatchCalls)
      .values({
        clientId: fx.clients[tenant],
        eventId: fx.events[tenant],
        customerId: fx.customers[tenant],
        type: 'alarm',
        priority: 2,
        description: 'Matrix alarm',
        source: 'dispatcher',
        status: 'assigned',
        receivedAt,
        targetMinutes: 30,
        targetAt: new Date('2026-04-01T12:20:00Z'),
        assigneeId: tenant === 'own' ? fx.users.guard : fx.otherClientUser,
        assignedAt: receivedAt,
      })
      .returning({ id: dispatchCalls.id }),
    'call',
  );
}

/** Where the request names an event or a call of another client, the answer is 404 even for an admin. */
function eventExpect(roles: readonly MatrixRole[]) {
  return (caller: Caller, tenant: Tenant): Expected => {
    if (caller === 'signedOut') return 401;
    if (!passes(roles, caller)) return 403;
    return tenant === 'own' ? 'ok' : 404;
  };
}

/** The guard's own call: another person's (a supervisor's or manager's cell) or another client's is 404. */
function ownCallExpect(caller: Caller, tenant: Tenant): Expected {
  if (caller === 'signedOut') return 401;
  if (!fieldRoles.includes(caller as MatrixRole)) return 403;
  return tenant === 'own' && caller === 'guard' ? 'ok' : 404;
}

const period = 'from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z';

export const dispatchMatrixEntries: Record<string, MatrixEntry> = {
  'POST /api/v1/dispatch/calls': {
    request: (fx, tenant) => ({
      url: '/api/v1/dispatch/calls',
      payload: { eventId: fx.events[tenant], type: 'alarm', priority: 1, description: 'Matrix call' },
    }),
    expect: eventExpect(dispatchers),
  },
  ...sameRequestEntries(listExpect(viewers), ['GET /api/v1/dispatch/calls']),
  ...recordEntries(recordExpect(viewers, { adminReachesOtherClient: false }), callIn, [
    'GET /api/v1/dispatch/calls/:id',
  ]),
  ...recordEntries(recordExpect(dispatchers, { adminReachesOtherClient: false }), callIn, [
    'GET /api/v1/dispatch/calls/:id/units',
  ]),
  'POST /api/v1/dispatch/calls/:id/assign': {
    request: async (fx, tenant) => ({
      url: `/api/v1/dispatch/calls/${await callIn(fx, tenant)}/assign`,
      payload: { userId: fx.users.guard },
    }),
    expect: recordExpect(dispatchers, { adminReachesOtherClient: false }),
  },
  'POST /api/v1/dispatch/calls/:id/cancel': {
    request: async (fx, tenant) => ({
      url: `/api/v1/dispatch/calls/${await callIn(fx, tenant)}/cancel`,
      payload: { reason: 'Matrix' },
    }),
    expect: recordExpect(dispatchers, { adminReachesOtherClient: false }),
  },
  ...sameRequestEntries(listExpect(fieldRoles), ['GET /api/v1/field/dispatch']),
  'POST /api/v1/field/dispatch/:id/status': {
    request: async (fx, tenant) => ({
      url: `/api/v1/field/dispatch/${await callIn(fx, tenant)}/status`,
      payload: { status: 'acknowledged', at: '2026-04-01T11:59:00Z', idempotencyKey: randomUUID() },
    }),
    expect: ownCallExpect,
  },
  'POST /api/v1/portal/patrol-requests': {
    request: (fx, tenant) => ({
      url: '/api/v1/portal/patrol-requests',
      payload: { eventId: fx.events[tenant], description: 'Matrix patrol' },
    }),
    expect: eventExpect(['client']),
  },
  ...sameRequestEntries(listExpect(fieldRoles), ['GET /api/v1/push/key']),
  'POST /api/v1/push/subscriptions': {
    request: () => ({
      url: '/api/v1/push/subscriptions',
      payload: { endpoint: `https://push.example.test/matrix/${randomUUID()}`, keys: { p256dh: 'BAAA', auth: 'AAAA' } },
    }),
    expect: listExpect(fieldRoles),
  },
  'POST /api/v1/push/subscriptions/remove': {
    request: () => ({
      url: '/api/v1/push/subscriptions/remove',
      payload: { endpoint: 'https://push.example.test/gone' },
    }),
    expect: listExpect(fieldRoles),
  },
  'GET /api/v1/reports/response-times': {
    request: () => ({ url: `/api/v1/reports/response-times?${period}` }),
    expect: listExpect(viewers),
  },
  'GET /api/v1/reports/response-times.csv': {
    request: () => ({ url: `/api/v1/reports/response-times.csv?${period}` }),
    expect: listExpect(viewers),
  },
};
