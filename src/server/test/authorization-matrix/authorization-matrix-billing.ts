/**
 * Authorization-matrix entries of billing (src/server/modules/billing), spread into `matrixEntries` of
 * authorization-matrix.ts. Executive and manager manage contracts, lines, holiday calendars, settings and invoices
 * for every customer of their client; a supervisor also reads coverage; a customer's own user (the matrix's client
 * user belongs to the own customer) reads that customer's issued invoices, never a draft. Another client's record
 * is 404, for an admin too.
 */
import { randomUUID } from 'node:crypto';
import { contractLines, contracts, customers, holidayCalendars, invoiceLines, invoices } from '../../db/schema.ts';
import { defaultInvoiceTerms } from '../fixtures.ts';
import type { Caller, Expected, MatrixEntry, MatrixFixture, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';

const billers = ['executive', 'manager'] as const;
const managed = recordExpect(billers, { adminReachesOtherClient: false });
const invoiceReaders = recordExpect([...billers, 'client'], { adminReachesOtherClient: false });
const unique = () => randomUUID().slice(0, 8);

/** A draft: its own client's billers reach it; the customer's own user is refused it as if it did not exist. */
function draftReadExpect(caller: Caller, tenant: Tenant): Expected {
  return caller === 'client' ? 404 : invoiceReaders(caller, tenant);
}

/** A spare customer of the tenant's client, so a cell's contracts are the only ones it has. */
function customerIn(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  const row = { clientId: fx.clients[tenant], name: `Billing Customer ${unique()}` };
  return insertedId(fx.db.insert(customers).values(row).returning({ id: customers.id }), 'customer');
}

/** A contract of the tenant's customer (or `customerId`), one per cell. */
function contractIn(fx: MatrixFixture, tenant: Tenant, customerId = fx.customers[tenant]): Promise<string> {
  const row = {
    clientId: fx.clients[tenant],
    customerId,
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

/**
 * An invoice of a fresh contract of the tenant's customer, for March, with one REG line of 8 hours. The line has
 * no contract line, as after its event was deleted: voiding it still writes the credit note.
 */
async function invoiceIn(fx: MatrixFixture, tenant: Tenant, status: 'draft' | 'issued') {
  const clientId = fx.clients[tenant];
  const issued =
    status === 'issued'
      ? {
          number: `INV-M-${unique()}`,
          issuedAt: new Date('2026-03-31T12:00:00Z'),
          issuedOn: '2026-03-31',
          dueOn: '2026-04-30',
        }
      : {};
  const row = {
    clientId,
    contractId: await contractIn(fx, tenant),
    customerId: fx.customers[tenant],
    status,
    ...issued,
    periodFrom: '2026-03-01',
    periodTo: '2026-03-31',
    currency: 'USD',
    taxRateBp: 0,
    subtotalCents: 24000,
    taxCents: 0,
    totalCents: 24000,
    terms: defaultInvoiceTerms,
  };
  const invoiceId = await insertedId(fx.db.insert(invoices).values(row).returning({ id: invoices.id }), 'invoice');
  const line = {
    clientId,
    invoiceId,
    position: 1,
    rateType: 'REG' as const,
    itemCode: 'GUARD',
    description: 'Guarding',
    minutes: 480,
    quantityHundredths: 800,
    unitCents: 3000,
    amountCents: 24000,
  };
  const lineId = await insertedId(
    fx.db.insert(invoiceLines).values(line).returning({ id: invoiceLines.id }),
    'invoice line',
  );
  return { invoiceId, lineId };
}

const draftIn = async (fx: MatrixFixture, tenant: Tenant) => (await invoiceIn(fx, tenant, 'draft')).invoiceId;
const issuedIn = async (fx: MatrixFixture, tenant: Tenant) => (await invoiceIn(fx, tenant, 'issued')).invoiceId;

const coveragePeriod = 'from=2026-03-23&to=2026-03-29';

export const billingMatrixEntries: Record<string, MatrixEntry> = {
  // Contracts, lines, holiday calendars and settings (contract-routes.ts).
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

  // Invoices (invoice-routes.ts).
  'POST /api/v1/contracts/:id/invoices': {
    request: async (fx, tenant) => ({
      url: `/api/v1/contracts/${await contractIn(fx, tenant)}/invoices`,
      payload: { from: '2026-03-01', to: '2026-03-31' },
    }),
    expect: managed,
  },
  // A spare customer with one contract per cell: the cell drafts last week's invoice of that contract only.
  'POST /api/v1/invoices/draft-due': {
    request: async (fx) => {
      const customerId = await customerIn(fx, 'own');
      await contractIn(fx, 'own', customerId);
      return { url: '/api/v1/invoices/draft-due', payload: { customerId } };
    },
    expect: listExpect(billers),
  },
  'GET /api/v1/invoices': {
    request: () => ({ url: '/api/v1/invoices' }),
    expect: listExpect([...billers, 'client']),
  },
  'GET /api/v1/invoices/export': {
    request: () => ({ url: '/api/v1/invoices/export?format=csv&from=2026-03-01&to=2026-03-31' }),
    expect: listExpect(billers),
  },
  ...recordEntries(invoiceReaders, issuedIn, ['GET /api/v1/invoices/:id']),
  // A draft's PDF: the customer's own user is refused it (404), as every draft.
  ...recordEntries(draftReadExpect, draftIn, ['GET /api/v1/invoices/:id/pdf']),
  'GET /api/v1/invoices/:id/lines/:lineId/entries': {
    request: async (fx, tenant) => {
      const { invoiceId, lineId } = await invoiceIn(fx, tenant, 'issued');
      return { url: `/api/v1/invoices/${invoiceId}/lines/${lineId}/entries` };
    },
    expect: managed,
  },
  ...recordEntries(managed, draftIn, ['DELETE /api/v1/invoices/:id', 'POST /api/v1/invoices/:id/issue']),
  'POST /api/v1/invoices/:id/void': {
    request: async (fx, tenant) => ({
      url: `/api/v1/invoices/${await issuedIn(fx, tenant)}/void`,
      payload: { reason: 'Billed to the wrong customer' },
    }),
    expect: managed,
  },
  ...recordEntries(managed, issuedIn, ['POST /api/v1/invoices/:id/send']),

  // Coverage (coverage-routes.ts): lists of the caller's client, a supervisor's of the events of their scope.
  'GET /api/v1/reports/coverage': {
    request: () => ({ url: `/api/v1/reports/coverage?${coveragePeriod}` }),
    expect: listExpect([...billers, 'supervisor']),
  },
  'GET /api/v1/reports/coverage.csv': {
    request: () => ({ url: `/api/v1/reports/coverage.csv?${coveragePeriod}` }),
    expect: listExpect([...billers, 'supervisor']),
  },
  ...sameRequestEntries(listExpect([...billers, 'supervisor']), ['GET /api/v1/reports/coverage/this-week']),
};
