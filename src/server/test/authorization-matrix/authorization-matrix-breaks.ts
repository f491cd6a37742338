/**
 * Authorization-matrix entries of the breaks routes (src/server/modules/breaks), spread into `matrixEntries` of
 * authorization-matrix.ts. The target of an end is a fresh guard of the tenant's client with an open break on the
 * tenant's event (seen by the manager through fullClientAccess and the supervisor through individualEvents); the
 * other client's break answers 404 for all but admin, who reaches any client's break by id.
 */
import { breaks } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries } from './authorization-matrix-entry.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';
import { freshUserIn } from './authorization-matrix-records.ts';

const viewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard', 'client', 'guest'];
const enders: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];

const base = new Date('2026-04-01T12:00:00Z').getTime();

/** A fresh guard of the tenant's client on an open break on the tenant's event; returns the break id. */
async function openBreak(fx: MatrixFixture, tenant: Tenant) {
  const userId = await freshUserIn(fx, tenant, 'matrix-break');
  const onBreak = {
    clientId: fx.clients[tenant],
    userId,
    eventId: fx.events[tenant],
    lengthOfBreak: 15,
    startAt: new Date(base - 10 * 60_000),
  };
  return insertedId(fx.db.insert(breaks).values(onBreak).returning({ id: breaks.id }), 'break');
}

export const breakMatrixEntries: Record<string, MatrixEntry> = {
  'GET /api/v1/breaks': {
    request: () => ({ url: '/api/v1/breaks?view=history' }),
    expect: listExpect(viewers),
  },
  'GET /api/v1/breaks.csv': {
    request: () => ({ url: '/api/v1/breaks.csv?view=history' }),
    expect: listExpect(viewers),
  },
  ...recordEntries(recordExpect(enders, { adminReachesOtherClient: true }), openBreak, ['POST /api/v1/breaks/:id/end']),
};
