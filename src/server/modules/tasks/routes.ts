import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  taskCreateBodySchema,
  taskCsvQuerySchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskOptionsSchema,
  taskSchema,
  taskUpdateBodySchema,
} from '../../../shared/contract/tasks.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
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

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['tasks'];
const info = (request: FastifyRequest) => ({ requestId: request.id, ip: request.ip });

export const taskRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/tasks',
    {
      config: { access: 'tasks.view' },
      schema: {
        tags,
        summary: 'Tasks the signed-in user may see: paged, sorted (default due time first) and filtered',
        querystring: taskListQuerySchema,
        response: { 200: taskListResponseSchema, ...errors },
      },
    },
    async (request) => listVisibleTasks(ctx, requireUser(request), request.query),
  );

  app.get(
    '/tasks.csv',
    {
      config: { access: 'tasks.view' },
      schema: {
        tags,
        summary: 'The same list as CSV (all pages, at most 10 000 rows): due times in ISO 8601',
        querystring: taskCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportTasksCsv(ctx, requireUser(request), request.query));
    },
  );

  app.get(
    '/tasks/options',
    {
      config: { access: 'tasks.manage' },
      schema: {
        tags,
        summary: 'Events and people a new task may name',
        response: { 200: taskOptionsSchema, ...errors },
      },
    },
    async (request) => taskOptions(ctx, requireUser(request)),
  );

  app.post(
    '/tasks',
    {
      config: { access: 'tasks.manage' },
      schema: { tags, summary: 'Add a task', body: taskCreateBodySchema, response: { 201: taskSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createTask(ctx, requireUser(request), request.body, info(request))),
  );

  app.get(
    '/tasks/:id',
    {
      config: { access: 'tasks.view' },
      schema: { tags, summary: 'One task', params: idParamsSchema, response: { 200: taskSchema, ...errors } },
    },
    async (request) => getTask(ctx, requireUser(request), request.params.id),
  );

  app.patch(
    '/tasks/:id',
    {
      config: { access: 'tasks.manage' },
      schema: {
        tags,
        summary: 'Edit a task',
        params: idParamsSchema,
        body: taskUpdateBodySchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => updateTask(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );

  app.delete(
    '/tasks/:id',
    {
      config: { access: 'tasks.manage' },
      schema: { tags, summary: 'Delete a task', params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteTask(ctx, requireUser(request), request.params.id, info(request));
      return reply.status(204).send(null);
    },
  );

  for (const [action, done] of [
    ['complete', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/tasks/:id/${action}`,
      {
        config: { access: 'tasks.view' },
        schema: {
          tags,
          summary: `${done ? 'Complete' : 'Reopen'} a task (its assignee, or a supervisor and up)`,
          params: idParamsSchema,
          response: { 200: taskSchema, ...errors },
        },
      },
      async (request) => setTaskDone(ctx, requireUser(request), request.params.id, done, info(request)),
    );
  }
};
