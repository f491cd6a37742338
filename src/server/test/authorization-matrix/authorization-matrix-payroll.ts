/**
 * Authorization-matrix entries of payroll (src/server/modules/payroll), spread into `matrixEntries` of
 * authorization-matrix.ts. Executive and manager read and replace their own client's pay settings; everyone else is
 * refused. The settings are the caller's client's, so there is no other client's cell.
 */
import type { MatrixEntry } from './authorization-matrix.ts';
import { sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect } from './authorization-matrix-expect.ts';

const payrollManagers = ['executive', 'manager'] as const;

export const payrollMatrixEntries: Record<string, MatrixEntry> = {
  ...sameRequestEntries(listExpect(payrollManagers), ['GET /api/v1/pay-settings']),
  'PUT /api/v1/pay-settings': {
    // Monthly periods ignore the anchor, so the request does not depend on the tenant's week start.
    request: () => ({
      url: '/api/v1/pay-settings',
      payload: { frequency: 'monthly', anchorDate: '2026-01-01', holidayPayPct: 150 },
    }),
    expect: listExpect(payrollManagers),
  },
};
