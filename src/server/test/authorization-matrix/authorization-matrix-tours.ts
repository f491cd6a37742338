/**
 * Authorization-matrix entries of checkpoints, tours and the tour report (src/server/modules/tours), and of the
 * field app's scans and check-calls, spread into `matrixEntries` of authorization-matrix.ts. Checkpoints and tours
 * are edited with the event (executive, manager); the tour report is the reviewers' (executive, manager,
 * supervisor). A scan names a label's token, which no matrix caller holds: it answers 404 to every field role.
 */
import { randomUUID } from 'node:crypto';
import { checkpoints, tourRuns, tours } from '../../db/schema.ts';
import type { Caller, Expected, MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId } from './authorization-matrix-entry.ts';
import { listExpect, passes, recordExpect } from './authorization-matrix-expect.ts';

const editors: readonly MatrixRole[] = ['executive', 'manager'];
const reviewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];
const fieldRoles: readonly MatrixRole[] = ['guard', 'supervisor', 'manager'];
const at = '2026-04-01T11:59:00Z';

let count = 0;

/** A checkpoint of the tenant's event (also the patrol entries' stops). */
export async function checkpointIn(fx: MatrixFixture, tenant: Tenant) {
  count += 1;
  const values = {
    clientId: fx.clients[tenant],
    eventId: fx.events[tenant],
    name: `Matrix checkpoint ${count}`,
    latitude: 41.88,
    longitude: -87.63,
    token: `matrix-token-${tenant}-${count}-${Math.random().toString(36).slice(2)}`,
  };
  return insertedId(fx.db.insert(checkpoints).values(values).returning({ id: checkpoints.id }), 'checkpoint');
}

/** A one-checkpoint tour of the tenant's event, named `${name} ${count}`, on `schedule`. */
async function tourIn(
  fx: MatrixFixture,
  tenant: Tenant,
  name = 'Matrix tour',
  schedule = { startTime: '22:00', endTime: '06:00', everyMinutes: 120, graceMinutes: 15 },
) {
  const checkpointId = await checkpointIn(fx, tenant);
  const values = {
    clientId: fx.clients[tenant],
    eventId: fx.events[tenant],
    name: `${name} ${count}`,
    checkpointIds: [checkpointId],
    ...schedule,
  };
  return insertedId(fx.db.insert(tours).values(values).returning({ id: tours.id }), 'tour');
}

/** A run of a one-checkpoint tour of the tenant's event (what a scan or the missed-checkpoint job makes). */
async function runIn(fx: MatrixFixture, tenant: Tenant) {
  const tourId = await tourIn(fx, tenant, 'Matrix round', {
    startTime: '10:00',
    endTime: '14:00',
    everyMinutes: 60,
    graceMinutes: 10,
  });
  return insertedId(
    fx.db
      .insert(tourRuns)
      .values({
        clientId: fx.clients[tenant],
        tourId,
        startsAt: new Date('2026-04-01T10:00:00Z'),
        endsAt: new Date('2026-04-01T11:00:00Z'),
        closesAt: new Date('2026-04-01T11:10:00Z'),
      })
      .returning({ id: tourRuns.id }),
    'tour run',
  );
}

function unknownTokenExpect(caller: Caller, tenant: Tenant): Expected {
  if (tenant === 'other') return 'n/a';
  if (caller === 'signedOut') return 401;
  return passes(fieldRoles, caller) ? 404 : 403;
}

const editEvent = recordExpect(editors, { adminReachesOtherClient: true });
const key = () => randomUUID();

export const tourMatrixEntries: Record<string, MatrixEntry> = {
  'GET /api/v1/events/:id/checkpoints': {
    request: (fx, tenant) => ({ url: `/api/v1/events/${fx.events[tenant]}/checkpoints` }),
    expect: editEvent,
  },
  'POST /api/v1/events/:id/checkpoints': {
    request: (fx, tenant) => ({
      url: `/api/v1/events/${fx.events[tenant]}/checkpoints`,
      payload: { name: 'Matrix gate', latitude: 41.88, longitude: -87.63 },
    }),
    expect: editEvent,
  },
  'POST /api/v1/checkpoints/:id/rotate-token': {
    request: async (fx, tenant) => ({ url: `/api/v1/checkpoints/${await checkpointIn(fx, tenant)}/rotate-token` }),
    expect: editEvent,
  },
  'PATCH /api/v1/checkpoints/:id': {
    request: async (fx, tenant) => ({
      url: `/api/v1/checkpoints/${await checkpointIn(fx, tenant)}`,
      payload: { name: 'Matrix gate renamed' },
    }),
    expect: editEvent,
  },
  'DELETE /api/v1/checkpoints/:id': {
    request: async (fx, tenant) => ({ url: `/api/v1/checkpoints/${await checkpointIn(fx, tenant)}` }),
    expect: editEvent,
  },
  'PATCH /api/v1/tours/:id': {
    request: async (fx, tenant) => ({
      url: `/api/v1/tours/${await tourIn(fx, tenant)}`,
      payload: { graceMinutes: 20 },
    }),
    expect: editEvent,
  },
  'DELETE /api/v1/tours/:id': {
    request: async (fx, tenant) => ({ url: `/api/v1/tours/${await tourIn(fx, tenant)}` }),
    expect: editEvent,
  },
  'GET /api/v1/events/:id/checkpoints/labels.pdf': {
    request: (fx, tenant) => ({ url: `/api/v1/events/${fx.events[tenant]}/checkpoints/labels.pdf` }),
    expect: editEvent,
  },
  'GET /api/v1/events/:id/tours': {
    request: (fx, tenant) => ({ url: `/api/v1/events/${fx.events[tenant]}/tours` }),
    expect: editEvent,
  },
  'POST /api/v1/events/:id/tours': {
    request: async (fx, tenant) => ({
      url: `/api/v1/events/${fx.events[tenant]}/tours`,
      payload: {
        name: 'Matrix round',
        checkpointIds: [await checkpointIn(fx, tenant)],
        ordered: false,
        startTime: '22:00',
        endTime: '06:00',
        everyMinutes: 120,
        graceMinutes: 15,
      },
    }),
    expect: editEvent,
  },
  'GET /api/v1/reports/tours': {
    request: () => ({ url: `/api/v1/reports/tours?from=2026-04-01T00:00:00Z&to=2026-04-02T00:00:00Z` }),
    expect: listExpect(reviewers),
  },
  'GET /api/v1/reports/tours.csv': {
    request: () => ({ url: `/api/v1/reports/tours.csv?from=2026-04-01T00:00:00Z&to=2026-04-02T00:00:00Z` }),
    expect: listExpect(reviewers),
  },
  'GET /api/v1/reports/tours/runs/:id': {
    request: async (fx, tenant) => ({ url: `/api/v1/reports/tours/runs/${await runIn(fx, tenant)}` }),
    expect: recordExpect(reviewers, { adminReachesOtherClient: false }),
  },
  'GET /api/v1/reports/tours/runs/:id.pdf': {
    request: async (fx, tenant) => ({ url: `/api/v1/reports/tours/runs/${await runIn(fx, tenant)}.pdf` }),
    expect: recordExpect(reviewers, { adminReachesOtherClient: false }),
  },
  'POST /api/v1/field/scans': {
    request: () => ({
      url: '/api/v1/field/scans',
      payload: { token: 'no-such-label', at, idempotencyKey: key() },
    }),
    expect: unknownTokenExpect,
  },
  'POST /api/v1/field/check-calls': {
    request: () => ({ url: '/api/v1/field/check-calls', payload: { at, idempotencyKey: key() } }),
    expect: listExpect(fieldRoles),
  },
};
