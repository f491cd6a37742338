import type { FastifyInstance } from 'fastify';
import { payrollOperations as op } from '../../../shared/contract/payroll.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { getPaySettings, updatePaySettings } from './settings-service.ts';

/** Payroll (docs/product/payroll-runs.md): the client's pay settings. */
export async function payrollRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.getPaySettings, (_request, _reply, caller) => getPaySettings(ctx, caller));
  operationRoute(app, op.updatePaySettings, (request, _reply, caller) => updatePaySettings(ctx, caller, request.body));
}
