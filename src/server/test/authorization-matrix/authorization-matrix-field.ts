/**
 * Authorization-matrix entries of the field app's routes (src/server/modules/field), spread into `matrixEntries`
 * of authorization-matrix.ts. Field actions are one's own (no record of another client to reach), except a
 * clock-in names an event: the tenant's event is the guard's assigned one; another client's event answers 404, and
 * a supervisor or manager who is not assigned to it 403. The matrix clock is 2026-04-01T12:00:00Z.
 */
import { tasks } from '../../db/schema.ts';
import type { Caller, Expected, MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId } from './authorization-matrix-entry.ts';

const fieldRoles: readonly MatrixRole[] = ['guard', 'supervisor', 'manager'];
const at = '2026-04-01T11:59:00Z';

function own(caller: Caller, tenant: Tenant): Expected {
  if (tenant === 'other') return 'n/a';
  if (caller === 'signedOut') return 401;
  return fieldRoles.includes(caller as MatrixRole) ? 'ok' : 403;
}

function clockInExpect(caller: Caller, tenant: Tenant): Expected {
  if (caller === 'signedOut') return 401;
  if (!fieldRoles.includes(caller as MatrixRole)) return 403;
  if (tenant === 'other') return 404;
  return caller === 'guard' ? 'ok' : 403;
}

let count = 0;

/** A task of the tenant's client assigned to the signed-in guard of the own client (another client's: 404). */
async function guardTask(fx: MatrixFixture, tenant: Tenant) {
  count += 1;
  const task: typeof tasks.$inferInsert = {
    clientId: fx.clients[tenant],
    title: `Matrix field task ${count}`,
    assignedTo: tenant === 'own' ? fx.users.guard : fx.otherClientUser,
  };
  return insertedId(fx.db.insert(tasks).values(task).returning({ id: tasks.id }), 'task');
}

function taskExpect(caller: Caller, tenant: Tenant): Expected {
  if (caller === 'signedOut') return 401;
  if (!fieldRoles.includes(caller as MatrixRole)) return 403;
  if (tenant === 'other') return 404;
  // The own task is the guard's: a supervisor or manager checking it off is refused like a stranger's task.
  return caller === 'guard' ? 'ok' : 404;
}

export const fieldMatrixEntries: Record<string, MatrixEntry> = {
  'GET /api/v1/field/today': { request: () => ({ url: '/api/v1/field/today' }), expect: own },
  'POST /api/v1/field/clock-in': {
    request: (fx, tenant) => ({ url: '/api/v1/field/clock-in', payload: { eventId: fx.events[tenant] } }),
    expect: clockInExpect,
  },
  'POST /api/v1/field/clock-out': { request: () => ({ url: '/api/v1/field/clock-out', payload: {} }), expect: own },
  'POST /api/v1/field/breaks/start': {
    request: () => ({ url: '/api/v1/field/breaks/start', payload: { lengthOfBreak: 15 } }),
    expect: own,
  },
  'POST /api/v1/field/breaks/end': { request: () => ({ url: '/api/v1/field/breaks/end', payload: {} }), expect: own },
  'POST /api/v1/field/location': {
    request: () => ({ url: '/api/v1/field/location', payload: { lat: 51.5, lng: -0.12, accuracy: 10, at } }),
    expect: own,
  },
  'POST /api/v1/field/sos': {
    request: () => ({ url: '/api/v1/field/sos', payload: {} }),
    expect: own,
  },
  'POST /api/v1/field/tasks/:id/done': {
    request: async (fx, tenant) => ({
      url: `/api/v1/field/tasks/${await guardTask(fx, tenant)}/done`,
      payload: { done: true },
    }),
    expect: taskExpect,
  },
  'POST /api/v1/field/sync': {
    request: () => ({
      url: '/api/v1/field/sync',
      payload: { actions: [{ kind: 'location', body: { lat: 51.5, lng: -0.12, accuracy: 10, at } }] },
    }),
    expect: own,
  },
};
