import type { FastifyInstance } from 'fastify';
import { payrollOperations as op } from '../../../shared/contract/payroll.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { approvePayRun, createPayRun, exportPayRun, getPayRun, listPayRuns, myPayRuns } from './pay-run-service.ts';
import { getPaySettings, updatePaySettings } from './settings-service.ts';

/** Payroll (docs/product/payroll-runs.md): the client's pay settings and its pay runs. */
export async function payrollRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.getPaySettings, (_request, _reply, caller) => getPaySettings(ctx, caller));
  operationRoute(app, op.updatePaySettings, (request, _reply, caller) => updatePaySettings(ctx, caller, request.body));
  operationRoute(app, op.listPayRuns, (_request, _reply, caller) => listPayRuns(ctx, caller));
  operationRoute(app, op.createPayRun, (request, _reply, caller) => createPayRun(ctx, caller, request.body));
  operationRoute(app, op.myPayRuns, (_request, _reply, caller) => myPayRuns(ctx, caller));
  operationRoute(app, op.getPayRun, (request, _reply, caller) => getPayRun(ctx, caller, request.params.id));
  operationRoute(app, op.approvePayRun, (request, _reply, caller) => approvePayRun(ctx, caller, request.params.id));
  operationRoute(app, op.exportPayRun, async (request, reply, caller) => {
    const file = await exportPayRun(ctx, caller, request.params.id, request.query.format);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.text);
  });
}
