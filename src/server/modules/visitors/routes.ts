import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  checkInBodySchema,
  preRegisterVisitorBodySchema,
  visitDecisionBodySchema,
  visitorCsvQuerySchema,
  visitorListQuerySchema,
  visitorListResponseSchema,
  visitorSchema,
  visitRequestBodySchema,
} from '../../../shared/contract/visitors.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { requireUser } from '../auth/session-plugin.ts';
import {
  checkInVisitor,
  checkOutVisitor,
  decideVisit,
  exportVisitorsCsv,
  listVisitors,
  preRegisterVisitor,
  type RequestMeta,
  requestVisit,
} from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
};
const stateErrors = { ...errors, 404: errorBodySchema, 409: errorBodySchema };

const metaOf = (request: FastifyRequest): RequestMeta => ({ requestId: request.id, ip: request.ip });

export const visitorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/visitors',
    {
      config: { access: 'visitors.view' },
      schema: {
        tags: ['visitors'],
        summary: 'Visitors the signed-in user may see (a guest: only their own visit requests), one view at a time',
        querystring: visitorListQuerySchema,
        response: { 200: visitorListResponseSchema, ...errors },
      },
    },
    async (request) => listVisitors(ctx, requireUser(request), request.query),
  );

  app.get(
    '/visitors.csv',
    {
      config: { access: 'visitors.view' },
      schema: {
        tags: ['visitors'],
        summary: 'The same list as CSV (all pages, at most 10 000 rows), times in the given time zone',
        querystring: visitorCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportVisitorsCsv(ctx, requireUser(request), request.query));
    },
  );

  app.post(
    '/visitors',
    {
      config: { access: 'visitors.frontDesk' },
      schema: {
        tags: ['visitors'],
        summary: 'Pre-register a visitor (front desk): the visitor is expected',
        body: preRegisterVisitorBodySchema,
        response: { 201: visitorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const visitor = await preRegisterVisitor(ctx, requireUser(request), request.body, metaOf(request));
      return reply.status(201).send(visitor);
    },
  );

  app.post(
    '/visitors/requests',
    {
      config: { access: 'visitors.request' },
      schema: {
        tags: ['visitors'],
        summary: 'Request a visit; a manager approves or declines it',
        body: visitRequestBodySchema,
        response: { 201: visitorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const visitor = await requestVisit(ctx, requireUser(request), request.body, metaOf(request));
      return reply.status(201).send(visitor);
    },
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/visitors/:id/${decision}`,
      {
        config: { access: 'visitors.decide' },
        schema: {
          tags: ['visitors'],
          summary:
            decision === 'approve'
              ? 'Approve a pending visit request: the visitor becomes expected'
              : 'Decline a pending visit request',
          params: idParamsSchema,
          body: visitDecisionBodySchema,
          response: { 200: visitorSchema, ...stateErrors },
        },
      },
      async (request) =>
        decideVisit(ctx, requireUser(request), request.params.id, decision, request.body.note, metaOf(request)),
    );
  }

  app.post(
    '/visitors/:id/check-in',
    {
      config: { access: 'visitors.frontDesk' },
      schema: {
        tags: ['visitors'],
        summary: 'Check an expected visitor in, optionally with a badge number',
        params: idParamsSchema,
        body: checkInBodySchema,
        response: { 200: visitorSchema, ...stateErrors },
      },
    },
    async (request) => checkInVisitor(ctx, requireUser(request), request.params.id, request.body, metaOf(request)),
  );

  app.post(
    '/visitors/:id/check-out',
    {
      config: { access: 'visitors.frontDesk' },
      schema: {
        tags: ['visitors'],
        summary: 'Check a visitor on site out',
        params: idParamsSchema,
        response: { 200: visitorSchema, ...stateErrors },
      },
    },
    async (request) => checkOutVisitor(ctx, requireUser(request), request.params.id, metaOf(request)),
  );
};
