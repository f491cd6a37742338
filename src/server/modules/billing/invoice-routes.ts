import type { FastifyInstance } from 'fastify';
import { billingOperations as op } from '../../../shared/contract/billing.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import {
  draftDueInvoices,
  draftInvoice,
  exportInvoices,
  getInvoice,
  invoiceLineEntries,
  invoicePdfFile,
  issueInvoice,
  listVisibleInvoices,
  removeDraft,
  voidInvoice,
} from './invoice-service.ts';

export function invoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  operationRoute(app, op.createInvoice, async (request, reply, caller) =>
    reply.status(201).send(await draftInvoice(ctx, caller, request.params.id, request.body)),
  );
  operationRoute(app, op.draftDueInvoices, (request, _reply, caller) => draftDueInvoices(ctx, caller, request.body));
  operationRoute(app, op.listInvoices, async (request, _reply, caller) => ({
    items: await listVisibleInvoices(ctx, caller, request.query),
  }));
  operationRoute(app, op.getInvoice, (request, _reply, caller) => getInvoice(ctx, caller, request.params.id));
  operationRoute(app, op.invoiceLineEntries, async (request, _reply, caller) => ({
    items: await invoiceLineEntries(ctx, caller, request.params.id, request.params.lineId),
  }));
  operationRoute(app, op.removeInvoice, async (request, reply, caller) => {
    await removeDraft(ctx, caller, request.params.id);
    return reply.status(204).send();
  });
  operationRoute(app, op.issueInvoice, (request, _reply, caller) => issueInvoice(ctx, caller, request.params.id));
  operationRoute(app, op.invoicePdf, async (request, reply, caller) => {
    const file = await invoicePdfFile(ctx, caller, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.pdf);
  });
  operationRoute(app, op.exportInvoices, async (request, reply, caller) => {
    const file = await exportInvoices(ctx, caller, request.query);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
  operationRoute(app, op.voidInvoice, (request, _reply, caller) =>
    voidInvoice(ctx, caller, request.params.id, request.body.reason),
  );
}
