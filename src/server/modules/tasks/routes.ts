import type { FastifyInstance, FastifyRequest } from 'fastify';
import { taskOperations as op } from '../../../shared/contract/tasks.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import {
  createTask,
  deleteTask,
  exportTasksCsv,
  getTask,
  listVisibleTasks,
  setTaskDone,
  taskOptions,
  updateTask,
} from './service.ts';

const info = (request: Pick<FastifyRequest, 'id' | 'ip'>) => ({ requestId: request.id, ip: request.ip });

export async function taskRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request) => listVisibleTasks(ctx, requireUser(request), request.query));
  operationRoute(app, op.exportCsv, async (request, reply) =>
    sendCsv(reply, await exportTasksCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.options, (request) => taskOptions(ctx, requireUser(request)));
  operationRoute(app, op.create, (request) => createTask(ctx, requireUser(request), request.body, info(request)));
  operationRoute(app, op.get, (request) => getTask(ctx, requireUser(request), request.params.id));
  operationRoute(app, op.update, (request) =>
    updateTask(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.remove, async (request) => {
    await deleteTask(ctx, requireUser(request), request.params.id, info(request));
    return undefined;
  });
  operationRoute(app, op.complete, (request) =>
    setTaskDone(ctx, requireUser(request), request.params.id, true, info(request)),
  );
  operationRoute(app, op.reopen, (request) =>
    setTaskDone(ctx, requireUser(request), request.params.id, false, info(request)),
  );
}
