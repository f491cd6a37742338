/**
 * Authorization-matrix entries of billing's contracts, lines, holiday calendars and settings
 * (src/server/modules/billing/contract-routes.ts), spread into `matrixEntries` of authorization-matrix.ts. Executive
 * and manager manage them for every customer of their client; everyone else is refused (a customer's user too);
 * another client's contract, line or calendar is 404, for an admin too.
 */
import { randomUUID } from 'node:crypto';
import { contractLines, contracts, holidayCalendars } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';

const billers = ['executive', 'manager'] as const;
const managed = recordExpect(billers, { adminReachesOtherClient: false });
const unique = () => randomUUID().slice(0, 8);

/** A contract of the tenant's customer, one per cell (lines added to it never overlap another cell's). */
function contractIn(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  const row = {
    clientId: fx.clients[tenant],
    customerId: fx.customers[tenant],
    code: `M-${unique()}`,
    currency: 'USD',
    startsOn: '2026-01-01',
    billingCycle: 'weekly' as const,
    weekStartsOn: 1,
    termsDays: 30,
    taxRateBp: 0,
    billBasis: 'actual_within_shift' as const,
    otBasis: 'none' as const,
    otAfterMinutes: 2400,
    otBillPct: 150,
    holidayBillPct: 200,
    roundingMinutes: 1,
    language: 'en' as const,
  };
  return insertedId(fx.db.insert(contracts).values(row).returning({ id: contracts.id }), 'contract');
}

/** A line of a fresh contract of the tenant, on the tenant's event (the delete removes it). */
async function lineIn(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  const row = {
    clientId: fx.clients[tenant],
    contractId: await contractIn(fx, tenant),
    eventId: fx.events[tenant],
    itemCode: 'GUARD',
    description: 'Guarding',
    method: 'hourly' as const,
    billRateCents: 3000,
    effectiveFrom: '2026-01-01',
  };
  return insertedId(fx.db.insert(contractLines).values(row).returning({ id: contractLines.id }), 'contract line');
}

function calendarIn(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  const row = { clientId: fx.clients[tenant], name: `Holidays ${unique()}` };
  return insertedId(
    fx.db.insert(holidayCalendars).values(row).returning({ id: holidayCalendars.id }),
    'holiday calendar',
  );
}

export const contractMatrixEntries: Record<string, MatrixEntry> = {
  ...sameRequestEntries(listExpect(billers), [
    'GET /api/v1/contracts',
    'GET /api/v1/holiday-calendars',
    'GET /api/v1/billing/settings',
  ]),
  'POST /api/v1/customers/:id/contracts': {
    request: (fx, tenant) => ({
      url: `/api/v1/customers/${fx.customers[tenant]}/contracts`,
      payload: { code: `M-${unique()}`, currency: 'USD', startsOn: '2026-01-01', billingCycle: 'weekly' },
    }),
    expect: managed,
  },
  ...recordEntries(managed, contractIn, ['GET /api/v1/contracts/:id']),
  'PATCH /api/v1/contracts/:id': {
    request: async (fx, tenant) => ({
      url: `/api/v1/contracts/${await contractIn(fx, tenant)}`,
      payload: { termsDays: 14 },
    }),
    expect: managed,
  },
  'POST /api/v1/contracts/:id/lines': {
    request: async (fx, tenant) => ({
      url: `/api/v1/contracts/${await contractIn(fx, tenant)}/lines`,
      payload: {
        eventId: fx.events[tenant],
        post: `Post ${unique()}`,
        itemCode: 'GUARD',
        description: 'Guarding',
        method: 'hourly',
        billRateCents: 3000,
        effectiveFrom: '2026-01-01',
      },
    }),
    expect: managed,
  },
  ...recordEntries(managed, lineIn, ['DELETE /api/v1/contract-lines/:id']),
  'POST /api/v1/holiday-calendars': {
    request: () => ({ url: '/api/v1/holiday-calendars', payload: { name: `Holidays ${unique()}` } }),
    expect: listExpect(billers),
  },
  'PATCH /api/v1/holiday-calendars/:id': {
    request: async (fx, tenant) => ({
      url: `/api/v1/holiday-calendars/${await calendarIn(fx, tenant)}`,
      payload: { dates: [{ date: '2026-12-25', name: 'Christmas' }] },
    }),
    expect: managed,
  },
  'PATCH /api/v1/billing/settings': {
    request: () => ({ url: '/api/v1/billing/settings', payload: { taxType: 'GST' } }),
    expect: listExpect(billers),
  },
};
