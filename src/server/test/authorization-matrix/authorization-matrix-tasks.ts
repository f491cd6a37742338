/**
 * Authorization-matrix entries of the task routes (src/server/modules/tasks), spread into `matrixEntries` of
 * authorization-matrix.ts. The own target is a fresh task on the own event assigned to the own guard (so the
 * manager, through fullClientAccess, the supervisor, through individualEvents, the guard, as assignee, and the
 * client user, through their customer, all see it); the other target is a task on the other client's event: 404
 * for everyone, admin included (an admin works in their working client).
 */
import { tasks } from '../../db/schema.ts';
import type { Caller, Expected, MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, passes } from './authorization-matrix-expect.ts';

const viewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard', 'client', 'guest'];
const managers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];

/** Reaching a task: the own client's if in scope (a guest sees none: 404), never another client's. */
function record(roles: readonly MatrixRole[]) {
  return (caller: Caller, tenant: Tenant): Expected => {
    if (caller === 'signedOut') return 401;
    if (!passes(roles, caller)) return 403;
    if (tenant === 'other' || caller === 'guest') return 404;
    return 'ok';
  };
}

/** Complete / reopen: the assignee (the guard) or a task manager; a client user sees the task but may not. */
function completion(caller: Caller, tenant: Tenant): Expected {
  const base = record(viewers)(caller, tenant);
  if (base === 'ok' && caller === 'client') return 403;
  return base;
}

let count = 0;

async function taskIn(fx: MatrixFixture, tenant: Tenant, status: 'open' | 'done' = 'open') {
  count += 1;
  const values = {
    clientId: fx.clients[tenant],
    eventId: fx.events[tenant],
    title: `Matrix task ${count}`,
    assignedTo: tenant === 'own' ? (fx.users.guard ?? null) : null,
    status,
    completedAt: status === 'done' ? new Date('2026-04-01T11:00:00Z') : null,
  };
  return insertedId(fx.db.insert(tasks).values(values).returning({ id: tasks.id }), 'task');
}

export const taskMatrixEntries: Record<string, MatrixEntry> = {
  ...sameRequestEntries(listExpect(viewers), ['GET /api/v1/tasks', 'GET /api/v1/tasks.csv']),
  ...sameRequestEntries(listExpect(managers), ['GET /api/v1/tasks/options']),
  'POST /api/v1/tasks': {
    request: (fx) => ({
      url: '/api/v1/tasks',
      payload: { title: 'Matrix task', eventId: fx.events.own, dueAt: '2026-04-01T18:00:00Z', priority: 'high' },
    }),
    expect: listExpect(managers),
  },
  ...recordEntries(record(viewers), taskIn, ['GET /api/v1/tasks/:id']),
  'PATCH /api/v1/tasks/:id': {
    request: async (fx, tenant) => ({
      url: `/api/v1/tasks/${await taskIn(fx, tenant)}`,
      payload: { priority: 'low' },
    }),
    expect: record(managers),
  },
  ...recordEntries(record(managers), taskIn, ['DELETE /api/v1/tasks/:id']),
  ...recordEntries(completion, taskIn, ['POST /api/v1/tasks/:id/complete']),
  ...recordEntries(completion, (fx, tenant) => taskIn(fx, tenant, 'done'), ['POST /api/v1/tasks/:id/reopen']),
};
