/**
 * Authorization-matrix entries of the audit log viewer (src/server/modules/audit), spread into `matrixEntries` of
 * authorization-matrix.ts: only the executive (and admin, as executive) reads the log. The list, CSV and filter
 * options are lists of the caller's client (no "other client" cell); one entry of another client is 404 — for an
 * admin too, whose working client is the own one.
 */
import { auditLog } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';

const readers: readonly MatrixRole[] = ['executive'];

async function entryOf(fx: MatrixFixture, tenant: Tenant) {
  const [row] = await fx.db
    .insert(auditLog)
    .values({ clientId: fx.clients[tenant], actorId: null, action: 'matrix.check', entity: 'client' })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('audit insert failed');
  return row.id;
}

export const auditMatrixEntries: Record<string, MatrixEntry> = {
  'GET /api/v1/audit': { request: () => ({ url: '/api/v1/audit' }), expect: listExpect(readers) },
  'GET /api/v1/audit.csv': { request: () => ({ url: '/api/v1/audit.csv' }), expect: listExpect(readers) },
  'GET /api/v1/audit/options': { request: () => ({ url: '/api/v1/audit/options' }), expect: listExpect(readers) },
  'GET /api/v1/audit/:id': {
    request: async (fx, tenant) => ({ url: `/api/v1/audit/${await entryOf(fx, tenant)}` }),
    expect: recordExpect(readers, { adminReachesOtherClient: false }),
  },
};
