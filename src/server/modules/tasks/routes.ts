import type { FastifyInstance } from 'fastify';
import { taskOperations as op } from '../../../shared/contract/tasks.ts';
import type { AppContext } from '../../context.ts';
import { csvRoute } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
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

export async function taskRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request, _reply, caller) => listVisibleTasks(ctx, caller, request.query));
  csvRoute(app, op.exportCsv, (request, caller) => exportTasksCsv(ctx, caller, request.query));
  operationRoute(app, op.options, (_request, _reply, caller) => taskOptions(ctx, caller));
  operationRoute(app, op.create, (request, _reply, caller) => createTask(ctx, caller, request.body));
  operationRoute(app, op.get, (request, _reply, caller) => getTask(ctx, caller, request.params.id));
  operationRoute(app, op.update, (request, _reply, caller) => updateTask(ctx, caller, request.params.id, request.body));
  operationRoute(app, op.remove, (request, _reply, caller) => deleteTask(ctx, caller, request.params.id));
  operationRoute(app, op.complete, (request, _reply, caller) => setTaskDone(ctx, caller, request.params.id, true));
  operationRoute(app, op.reopen, (request, _reply, caller) => setTaskDone(ctx, caller, request.params.id, false));
}
