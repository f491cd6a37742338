/**
 * Authorization-matrix entries of scheduled report delivery (src/server/modules/report-delivery), spread into
 * `matrixEntries` of authorization-matrix.ts. A customer's subscriptions: executive and manager manage them (the
 * matrix's manager is granted the own customer); a supervisor and the customer's client user also read them — the
 * matrix's supervisor holds only an event, not the customer, so theirs is 404. The delivery log: executive, manager.
 */
import { reportSubscriptions } from '../../db/schema.ts';
import type { Caller, Expected, MatrixEntry, MatrixFixture, Tenant } from './authorization-matrix.ts';
import { insertedId } from './authorization-matrix-entry.ts';
import { listExpect, passes, recordExpect } from './authorization-matrix-expect.ts';

/** A live subscription of the tenant's customer, one per cell (the delete ends it). */
function subscriptionIn(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  const row = {
    clientId: fx.clients[tenant],
    customerId: fx.customers[tenant],
    recipients: ['matrix@example.test'],
    kind: 'daily',
    sendAt: '07:00',
  };
  return insertedId(
    fx.db.insert(reportSubscriptions).values(row).returning({ id: reportSubscriptions.id }),
    'report subscription',
  );
}

function readExpect(caller: Caller, tenant: Tenant): Expected {
  if (caller === 'signedOut') return 401;
  if (!passes(['executive', 'manager', 'supervisor', 'client'], caller)) return 403;
  if (tenant === 'other' || caller === 'supervisor') return 404;
  return 'ok';
}

const managers = recordExpect(['executive', 'manager'], { adminReachesOtherClient: false });

export const reportDeliveryMatrixEntries: Record<string, MatrixEntry> = {
  'GET /api/v1/customers/:id/report-subscriptions': {
    request: (fx, tenant) => ({ url: `/api/v1/customers/${fx.customers[tenant]}/report-subscriptions` }),
    expect: readExpect,
  },
  'POST /api/v1/customers/:id/report-subscriptions': {
    request: (fx, tenant) => ({
      url: `/api/v1/customers/${fx.customers[tenant]}/report-subscriptions`,
      payload: { recipients: ['matrix@example.test'], kind: 'daily', sendAt: '07:00' },
    }),
    expect: managers,
  },
  'DELETE /api/v1/report-subscriptions/:id': {
    request: async (fx, tenant) => ({ url: `/api/v1/report-subscriptions/${await subscriptionIn(fx, tenant)}` }),
    expect: managers,
  },
  'GET /api/v1/report-deliveries': {
    request: () => ({ url: '/api/v1/report-deliveries?from=2026-04-01&to=2026-04-02' }),
    expect: listExpect(['executive', 'manager']),
  },
};
