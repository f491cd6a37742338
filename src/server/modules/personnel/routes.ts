import type { FastifyInstance } from 'fastify';
import { personnelOperations as op } from '../../../shared/contract/personnel.ts';
import type { AppContext } from '../../context.ts';
import { csvRoute } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import {
  addMissedPunch,
  correctEntry,
  exportPersonnelCsv,
  getPersonnel,
  listPersonnel,
  timesheetOf,
  updatePersonnel,
} from './service.ts';

export async function personnelRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request, _reply, caller) => listPersonnel(ctx, caller, request.query));
  csvRoute(app, op.exportCsv, (request, caller) => exportPersonnelCsv(ctx, caller, request.query));
  operationRoute(app, op.get, (request, _reply, caller) => getPersonnel(ctx, caller, request.params.id));
  operationRoute(app, op.update, (request, _reply, caller) =>
    updatePersonnel(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.timesheet, (request, _reply, caller) =>
    timesheetOf(ctx, caller, request.params.id, request.query),
  );
  operationRoute(app, op.addMissedPunch, (request, _reply, caller) =>
    addMissedPunch(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.correctEntry, (request, _reply, caller) =>
    correctEntry(ctx, caller, request.params.id, request.params.entryId, request.body),
  );
}
