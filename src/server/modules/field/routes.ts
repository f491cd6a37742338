import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  breakEndBodySchema,
  breakStartBodySchema,
  clockInBodySchema,
  clockOutBodySchema,
  type FieldActionResult,
  fieldActionResultSchema,
  fieldTodaySchema,
  locationBodySchema,
  sosBodySchema,
  syncBodySchema,
  syncResultSchema,
  taskDoneBodySchema,
} from '../../../shared/contract/field.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { endBreak, startBreak } from './break-service.ts';
import { clockIn, clockOut } from './clock-service.ts';
import { recordPosition } from './position-service.ts';
import { raiseSos } from './sos-service.ts';
import { replay } from './sync-service.ts';
import { setOwnTaskDone } from './task-done-service.ts';
import { fieldToday } from './today.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['field'];
const access = 'field.use' as const;

/** A new record answers 201; the answer to a replayed key (nothing new) 200. */
const statusOf = (result: FieldActionResult, creates: boolean) => (creates && !result.duplicate ? 201 : 200);
const actionResponse = { 200: fieldActionResultSchema, 201: fieldActionResultSchema, ...errors };

export const fieldRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  app.get(
    '/field/today',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The field app’s screen: clock and break state, assigned events of the next 24 hours, own tasks',
        response: { 200: fieldTodaySchema, ...errors },
      },
    },
    async (request) => fieldToday(ctx, requireUser(request)),
  );

  app.post(
    '/field/clock-in',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Clock in to an assigned event (off-site punches are accepted, flagged and alerted)',
        body: clockInBodySchema,
        response: actionResponse,
      },
    },
    async (request, reply) => {
      const result = await clockIn(ctx, requireUser(request), request.body, info(request));
      return reply.code(statusOf(result, true)).send(result);
    },
  );

  app.post(
    '/field/clock-out',
    {
      config: { access },
      schema: { tags, summary: 'Clock out (ends an open break)', body: clockOutBodySchema, response: actionResponse },
    },
    async (request) => clockOut(ctx, requireUser(request), request.body, info(request)),
  );

  app.post(
    '/field/breaks/start',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Start a break of an allowed length',
        body: breakStartBodySchema,
        response: actionResponse,
      },
    },
    async (request, reply) => {
      const result = await startBreak(ctx, requireUser(request), request.body, info(request));
      return reply.code(statusOf(result, true)).send(result);
    },
  );

  app.post(
    '/field/breaks/end',
    {
      config: { access },
      schema: { tags, summary: 'End the open break', body: breakEndBodySchema, response: actionResponse },
    },
    async (request) => endBreak(ctx, requireUser(request), request.body, info(request)),
  );

  app.post(
    '/field/location',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The device position while clocked in; evaluated against the event’s zones',
        body: locationBodySchema,
        response: actionResponse,
      },
    },
    async (request) => recordPosition(ctx, requireUser(request), request.body, info(request)),
  );

  app.post(
    '/field/sos',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Raise an SOS alert at once (any time; never rate limited)',
        body: sosBodySchema,
        response: actionResponse,
      },
    },
    async (request, reply) => {
      const result = await raiseSos(ctx, requireUser(request), request.body, info(request));
      return reply.code(statusOf(result, true)).send(result);
    },
  );

  app.post(
    '/field/tasks/:id/done',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Check off (or reopen) one of one’s own tasks',
        params: idParamsSchema,
        body: taskDoneBodySchema,
        response: actionResponse,
      },
    },
    async (request) => setOwnTaskDone(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );

  app.post(
    '/field/sync',
    {
      config: { access },
      // A device back online may hold a long queue of positions.
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: 'Replay a device’s queued actions in the order they happened; one result per action',
        body: syncBodySchema,
        response: { 200: syncResultSchema, ...errors },
      },
    },
    async (request) => replay(ctx, requireUser(request), request.body.actions, info(request), request.log),
  );
};
