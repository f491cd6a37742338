/**
 * Authorization-matrix entries of payroll (src/server/modules/payroll), spread into `matrixEntries` of
 * authorization-matrix.ts. Executive and manager read and replace their own client's pay settings and open, approve
 * and export its pay runs; a supervisor also reads runs (the people of their events); a person reads their own
 * figures. The settings are the caller's client's, so there is no other client's cell; another client's run is 404.
 */
import { randomInt } from 'node:crypto';
import { payRuns } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';

const payrollManagers = ['executive', 'manager'] as const;
const reviewers = ['executive', 'manager', 'supervisor'] as const;

/** A run of the tenant over a week of its own, long past (no entries), open or approved as stored. */
async function runIn(fx: MatrixFixture, tenant: Tenant, approved: boolean): Promise<string> {
  const start = new Date(Date.UTC(1990, 0, 1) + randomInt(0, 100_000) * 7 * 86_400_000);
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const row = {
    clientId: fx.clients[tenant],
    periodStart: day(0),
    periodEnd: day(6),
    ...(approved
      ? {
          status: 'approved' as const,
          terms: { timeZone: 'UTC', weekStartsOn: 1, holidays: [] },
          people: 0,
          grossCents: 0,
          contentHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          approvedAt: new Date('2026-01-01T00:00:00Z'),
        }
      : {}),
  };
  return insertedId(fx.db.insert(payRuns).values(row).returning({ id: payRuns.id }), 'pay run');
}

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
  ...sameRequestEntries(listExpect(reviewers), ['GET /api/v1/pay-runs']),
  ...sameRequestEntries(listExpect(['guard', 'supervisor', 'manager']), ['GET /api/v1/pay-runs/mine']),
  // 1 January 2001 is a Monday and a month's first day: a period's first day whether the settings are weekly from a
  // Monday or monthly. The first allowed cell opens it, the others meet it (409).
  'POST /api/v1/pay-runs': {
    request: () => ({ url: '/api/v1/pay-runs', payload: { periodStart: '2001-01-01' } }),
    expect: listExpect(payrollManagers),
  },
  ...recordEntries(
    recordExpect(reviewers, { adminReachesOtherClient: false }),
    (fx, tenant) => runIn(fx, tenant, false),
    ['GET /api/v1/pay-runs/:id'],
  ),
  ...recordEntries(
    recordExpect(payrollManagers, { adminReachesOtherClient: false }),
    (fx, tenant) => runIn(fx, tenant, false),
    ['POST /api/v1/pay-runs/:id/approve'],
  ),
  'GET /api/v1/pay-runs/:id/export': {
    request: async (fx, tenant) => ({ url: `/api/v1/pay-runs/${await runIn(fx, tenant, true)}/export?format=csv` }),
    expect: recordExpect(payrollManagers, { adminReachesOtherClient: false }),
  },
};
