import type { FastifyInstance } from 'fastify';
import { billingOperations as op } from '../../../shared/contract/billing.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import {
  createContract,
  createContractLine,
  getContract,
  listContracts,
  removeContractLine,
  updateContract,
} from './contract-service.ts';
import { createHolidayCalendar, listHolidayCalendars, updateHolidayCalendar } from './holiday-calendar-service.ts';
import { getBillingSettings, updateBillingSettings } from './settings-service.ts';

/** Contracts and their lines, holiday calendars and the exports' settings (docs/product/billing.md). */
export function contractRoutes(app: FastifyInstance, ctx: AppContext) {
  operationRoute(app, op.listContracts, (request, _reply, caller) => listContracts(ctx, caller, request.query));
  operationRoute(app, op.createContract, (request, _reply, caller) =>
    createContract(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.getContract, (request, _reply, caller) => getContract(ctx, caller, request.params.id));
  operationRoute(app, op.updateContract, (request, _reply, caller) =>
    updateContract(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.createContractLine, (request, _reply, caller) =>
    createContractLine(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.removeContractLine, (request, _reply, caller) =>
    removeContractLine(ctx, caller, request.params.id),
  );
  operationRoute(app, op.listHolidayCalendars, (_request, _reply, caller) => listHolidayCalendars(ctx, caller));
  operationRoute(app, op.createHolidayCalendar, (request, _reply, caller) =>
    createHolidayCalendar(ctx, caller, request.body),
  );
  operationRoute(app, op.updateHolidayCalendar, (request, _reply, caller) =>
    updateHolidayCalendar(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.getBillingSettings, (_request, _reply, caller) => getBillingSettings(ctx, caller));
  operationRoute(app, op.updateBillingSettings, (request, _reply, caller) =>
    updateBillingSettings(ctx, caller, request.body),
  );
}
