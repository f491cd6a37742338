import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditCsvQuerySchema,
  auditEntryParamsSchema,
  auditEntrySchema,
  auditListResponseSchema,
  auditOptionsQuerySchema,
  auditOptionsResponseSchema,
  auditQuerySchema,
} from '../../../shared/contract/audit.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { auditCsv, auditEntry, auditOptions, listAudit } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const tags = ['audit'];
const access = 'audit.view' as const;

/** The audit log viewer (contract/audit.ts): the entries, their CSV, the filter options and one entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/audit',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Audit log: who did what to which record, newest first (default period: the last 7 days)',
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => listAudit(ctx, requireUser(request), request.query),
  );
  app.get(
    '/audit.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'audit_log.csv: every entry of the same filters',
        querystring: auditCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) => sendCsv(reply, await auditCsv(ctx, requireUser(request), request.query)),
  );
  app.get(
    '/audit/options',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The actions, record types and people of the period, for the filters',
        querystring: auditOptionsQuerySchema,
        response: { 200: auditOptionsResponseSchema, ...errors },
      },
    },
    async (request) => auditOptions(ctx, requireUser(request), request.query),
  );
  app.get(
    '/audit/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One audit entry with all its data',
        params: auditEntryParamsSchema,
        response: { 200: auditEntrySchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => auditEntry(ctx, requireUser(request), request.params.id),
  );
};
