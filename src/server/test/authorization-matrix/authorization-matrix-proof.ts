/**
 * Authorization-matrix entry of the hash chain's check (src/server/modules/proof), spread into `matrixEntries` of
 * authorization-matrix.ts: the whole working client's records, so executive and manager (and an admin).
 */
import type { MatrixEntry } from './authorization-matrix.ts';
import { listExpect } from './authorization-matrix-expect.ts';

export const proofMatrixEntries: Record<string, MatrixEntry> = {
  'GET /api/v1/proof/verify': {
    request: () => ({ url: '/api/v1/proof/verify?from=2026-04-01T00:00:00Z&to=2026-04-02T00:00:00Z' }),
    expect: listExpect(['executive', 'manager']),
  },
};
