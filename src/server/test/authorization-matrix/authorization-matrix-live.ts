/**
 * Authorization-matrix entries of the alerts, map and live-stream routes (docs/product/alerts.md#live-stream), spread into `matrixEntries`
 * of authorization-matrix.ts. An alert of the tenant's client on the tenant's event is seen by the manager
 * (fullClientAccess) and the supervisor (individualEvents) and the assigned guard; another client's alert answers
 * 404 for all but admin, who reaches their working client's alerts only (the own client), so 404 too.
 */
import { alerts } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { listExpect, passes, recordExpect } from './authorization-matrix-expect.ts';

/** Alerts are scoped to the caller's (working) client: another client's is 404 for everyone, admin included. */

let count = 0;

async function alertOf(fx: MatrixFixture, tenant: Tenant) {
  count += 1;
  const [row] = await fx.db
    .insert(alerts)
    .values({ clientId: fx.clients[tenant], eventId: fx.events[tenant], type: 'SOS', title: `Matrix alert ${count}` })
    .returning({ id: alerts.id });
  if (!row) throw new Error('alert insert failed');
  return row.id;
}

const bellRoles: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard', 'client'];
const acknowledgers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];
const mapRoles: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];
const allRoles: readonly MatrixRole[] = ['admin', 'executive', 'manager', 'supervisor', 'guard', 'client', 'guest'];

export const liveMatrixEntries: Record<string, MatrixEntry> = {
  'GET /api/v1/alerts': { request: () => ({ url: '/api/v1/alerts' }), expect: listExpect(bellRoles) },
  'POST /api/v1/alerts/:id/seen': {
    request: async (fx, tenant) => ({ url: `/api/v1/alerts/${await alertOf(fx, tenant)}/seen` }),
    expect: recordExpect(acknowledgers, { adminReachesOtherClient: false }),
  },
  'DELETE /api/v1/alerts/:id': {
    request: async (fx, tenant) => ({ url: `/api/v1/alerts/${await alertOf(fx, tenant)}` }),
    expect: recordExpect(['executive'], { adminReachesOtherClient: false }),
  },
  'GET /api/v1/map/guards': { request: () => ({ url: '/api/v1/map/guards' }), expect: listExpect(mapRoles) },
  'GET /api/v1/map/trail': {
    request: (fx, tenant) => ({
      url: `/api/v1/map/trail?userId=${tenant === 'own' ? fx.users.guard : fx.otherClientUser}`,
    }),
    expect: (caller, tenant) => {
      if (caller === 'signedOut') return 401;
      if (!passes(mapRoles, caller)) return 403;
      return tenant === 'other' ? 404 : 'ok';
    },
  },
  'GET /api/v1/stream': { request: () => ({ url: '/api/v1/stream' }), expect: listExpect(allRoles), streaming: true },
};
