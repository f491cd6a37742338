import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  missedPunchBodySchema,
  personnelCsvQuerySchema,
  personnelDetailSchema,
  personnelEntryParamsSchema,
  personnelListQuerySchema,
  personnelListResponseSchema,
  personnelUpdateBodySchema,
  timesheetCorrectionBodySchema,
  timesheetEntrySchema,
  timesheetQuerySchema,
  timesheetSchema,
} from '../../../shared/contract/personnel.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
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

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['personnel'];

export const personnelRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  app.get(
    '/personnel',
    {
      config: { access: 'personnel.view' },
      schema: {
        tags,
        summary: 'Field personnel the caller may see, with status now, current event and licence state',
        querystring: personnelListQuerySchema,
        response: { 200: personnelListResponseSchema, ...errors },
      },
    },
    async (request) => listPersonnel(ctx, requireUser(request), request.query),
  );

  app.get(
    '/personnel.csv',
    {
      config: { access: 'personnel.view' },
      schema: {
        tags,
        summary: 'The same list as CSV (all pages, at most 10 000 rows)',
        querystring: personnelCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportPersonnelCsv(ctx, requireUser(request), request.query));
    },
  );

  app.get(
    '/personnel/:id',
    {
      config: { access: 'personnel.view' },
      schema: {
        tags,
        summary: 'One person',
        params: idParamsSchema,
        response: { 200: personnelDetailSchema, ...errors },
      },
    },
    async (request) => getPersonnel(ctx, requireUser(request), request.params.id),
  );

  app.patch(
    '/personnel/:id',
    {
      config: { access: 'personnel.edit' },
      schema: {
        tags,
        summary: 'Edit a person’s licence, availability and notes',
        params: idParamsSchema,
        body: personnelUpdateBodySchema,
        response: { 200: personnelDetailSchema, ...errors },
      },
    },
    async (request) => updatePersonnel(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );

  app.get(
    '/personnel/:id/timesheet',
    {
      config: { access: 'personnel.view' },
      schema: {
        tags,
        summary: 'Clock entries overlapping [from, to] (default: the last 14 days) with raw and payroll hours',
        params: idParamsSchema,
        querystring: timesheetQuerySchema,
        response: { 200: timesheetSchema, ...errors },
      },
    },
    async (request) => timesheetOf(ctx, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/personnel/:id/timesheet',
    {
      config: { access: 'timesheets.edit' },
      schema: {
        tags,
        summary: 'Add a missed punch (reason required; audited)',
        params: idParamsSchema,
        body: missedPunchBodySchema,
        response: { 201: timesheetEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addMissedPunch(ctx, requireUser(request), request.params.id, request.body, info(request))),
  );

  app.patch(
    '/personnel/:id/timesheet/:entryId',
    {
      config: { access: 'timesheets.edit' },
      schema: {
        tags,
        summary: 'Correct a clock entry (reason required; the original is kept; audited)',
        params: personnelEntryParamsSchema,
        body: timesheetCorrectionBodySchema,
        response: { 200: timesheetEntrySchema, ...errors },
      },
    },
    async (request) =>
      correctEntry(ctx, requireUser(request), request.params.id, request.params.entryId, request.body, info(request)),
  );
};
