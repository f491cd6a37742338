/**
 * Authorization-matrix entries of mobile patrol routes (src/server/modules/patrols), spread into `matrixEntries` of
 * authorization-matrix.ts. Dispatchers (executive, manager, supervisor) plan routes at the events of their scope
 * and give them to shifts; another client's route is 404, for an admin too (the working client's routes only).
 * Whoever uses the field app reads their own runsheet. Targets are made fresh for each cell: a route with one stop
 * at the tenant's event, and a shift there later on the matrix day (2026-04-01T12:00:00Z).
 */
import { patrolAssignments, patrolRouteStops, patrolRoutes, shifts } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';
import { checkpointIn } from './authorization-matrix-tours.ts';

const dispatchers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];
const fieldRoles: readonly MatrixRole[] = ['guard', 'supervisor', 'manager'];
const record = recordExpect(dispatchers, { adminReachesOtherClient: false });

let count = 0;

/** A body naming one stop at the tenant's event with one of its checkpoints. */
async function routeBody(fx: MatrixFixture, tenant: Tenant) {
  count += 1;
  const checkpointId = await checkpointIn(fx, tenant);
  return {
    name: `Matrix route ${count}`,
    stops: [{ eventId: fx.events[tenant], windowStart: '13:00', windowEnd: '14:00', checkpointIds: [checkpointId] }],
  };
}

async function routeIn(fx: MatrixFixture, tenant: Tenant) {
  const clientId = fx.clients[tenant];
  const routeId = await insertedId(
    fx.db.insert(patrolRoutes).values({ clientId, name: 'Matrix route' }).returning({ id: patrolRoutes.id }),
    'patrol route',
  );
  const checkpointId = await checkpointIn(fx, tenant);
  await fx.db.insert(patrolRouteStops).values({
    clientId,
    routeId,
    position: 1,
    eventId: fx.events[tenant],
    windowStart: '13:00',
    windowEnd: '14:00',
    checkpointIds: [checkpointId],
  });
  return routeId;
}

function shiftIn(fx: MatrixFixture, tenant: Tenant) {
  count += 1;
  return insertedId(
    fx.db
      .insert(shifts)
      .values({
        clientId: fx.clients[tenant],
        eventId: fx.events[tenant],
        post: `Matrix patrol ${count}`,
        startAt: new Date('2026-04-01T13:00:00Z'),
        endAt: new Date('2026-04-01T15:00:00Z'),
      })
      .returning({ id: shifts.id }),
    'shift',
  );
}

export const patrolMatrixEntries: Record<string, MatrixEntry> = {
  'POST /api/v1/patrol-routes': {
    request: async (fx) => ({ url: '/api/v1/patrol-routes', payload: await routeBody(fx, 'own') }),
    expect: listExpect(dispatchers),
  },
  ...sameRequestEntries(listExpect(dispatchers), ['GET /api/v1/patrol-routes']),
  'GET /api/v1/patrol-routes/sites/:id/checkpoints': {
    request: (fx, tenant) => ({ url: `/api/v1/patrol-routes/sites/${fx.events[tenant]}/checkpoints` }),
    expect: (caller, tenant) => {
      const base = listExpect(dispatchers)(caller, 'own');
      return base === 'ok' && tenant === 'other' ? 404 : base;
    },
  },
  ...recordEntries(record, routeIn, [
    'GET /api/v1/patrol-routes/:id',
    'DELETE /api/v1/patrol-routes/:id',
    'GET /api/v1/patrol-routes/:id/assignments',
  ]),
  'PUT /api/v1/patrol-routes/:id': {
    request: async (fx, tenant) => ({
      url: `/api/v1/patrol-routes/${await routeIn(fx, tenant)}`,
      payload: await routeBody(fx, tenant),
    }),
    expect: record,
  },
  'POST /api/v1/patrol-routes/:id/assignments': {
    request: async (fx, tenant) => ({
      url: `/api/v1/patrol-routes/${await routeIn(fx, tenant)}/assignments`,
      payload: { shiftId: await shiftIn(fx, tenant) },
    }),
    expect: record,
  },
  'DELETE /api/v1/patrol-routes/:id/assignments/:assignmentId': {
    request: async (fx, tenant) => {
      const routeId = await routeIn(fx, tenant);
      const assignmentId = await insertedId(
        fx.db
          .insert(patrolAssignments)
          .values({ clientId: fx.clients[tenant], routeId, shiftId: await shiftIn(fx, tenant) })
          .returning({ id: patrolAssignments.id }),
        'patrol assignment',
      );
      return { url: `/api/v1/patrol-routes/${routeId}/assignments/${assignmentId}` };
    },
    expect: record,
  },
  ...sameRequestEntries(listExpect(fieldRoles), ['GET /api/v1/field/runsheet']),
};
