import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { contractRoutes } from './contract-routes.ts';
import { coverageRoutes } from './coverage-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { invoiceSendRoutes } from './invoice-send.ts';

/** Billing (docs/product/billing.md): contracts, holiday calendars, invoices, exports and coverage. */
export async function billingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  contractRoutes(app, ctx);
  invoiceRoutes(app, ctx);
  invoiceSendRoutes(app, ctx);
  coverageRoutes(app, ctx);
}
