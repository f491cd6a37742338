import type { FastifyInstance } from 'fastify';
import { personnelOperations as op } from '../../../shared/contract/personnel.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
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
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  operationRoute(app, op.list, (request) => listPersonnel(ctx, requireUser(request), request.query));
  operationRoute(app, op.exportCsv, async (request, reply) =>
    sendCsv(reply, await exportPersonnelCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.get, (request) => getPersonnel(ctx, requireUser(request), request.params.id));
  operationRoute(app, op.update, (request) =>
    updatePersonnel(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.timesheet, (request) =>
    timesheetOf(ctx, requireUser(request), request.params.id, request.query),
  );
  operationRoute(app, op.addMissedPunch, (request) =>
    addMissedPunch(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.correctEntry, (request) =>
    correctEntry(ctx, requireUser(request), request.params.id, request.params.entryId, request.body, info(request)),
  );
}
