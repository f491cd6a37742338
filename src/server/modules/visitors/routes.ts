import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  checkInBodySchema,
  maxVisitorPhotoBytes,
  preRegisterVisitorBodySchema,
  visitDecisionBodySchema,
  visitorCsvQuerySchema,
  visitorListQuerySchema,
  visitorListResponseSchema,
  visitorSchema,
  visitRequestBodySchema,
  watchListEntryBodySchema,
  watchListEntrySchema,
  watchListResponseSchema,
} from '../../../shared/contract/visitors.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { requireUser } from '../auth/session-plugin.ts';
import {
  attachVisitorPhoto,
  checkInVisitor,
  checkOutVisitor,
  decideVisit,
  denyEntry,
  exportVisitorsCsv,
  listVisitors,
  preRegisterVisitor,
  type RequestMeta,
  requestVisit,
  visitorPhotoFile,
} from './service.ts';
import { addWatchListEntry, listWatchList, removeWatchListEntry } from './watch-list.ts';

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
        summary:
          'Check an expected visitor in (time, badge number); a watch-list match answers 409 watch_list_match and ' +
          'raises one alert, unless a supervisor or above acknowledges it',
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

  app.post(
    '/visitors/:id/deny',
    {
      config: { access: 'visitors.frontDesk' },
      schema: {
        tags: ['visitors'],
        summary: 'Deny an expected visitor entry (e.g. after a watch-list warning), with an optional note',
        params: idParamsSchema,
        body: visitDecisionBodySchema,
        response: { 200: visitorSchema, ...stateErrors },
      },
    },
    async (request) => denyEntry(ctx, requireUser(request), request.params.id, request.body.note, metaOf(request)),
  );

  app.get(
    '/visitors/:id/photo',
    {
      config: { access: 'visitors.view' },
      schema: {
        tags: ['visitors'],
        summary: 'The check-in photo of a visitor the caller may see',
        params: idParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.any(), ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await visitorPhotoFile(ctx, requireUser(request), request.params.id);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  // The photo is the raw body (the bytes are checked, not the Content-Type), in a scope of its own so the other
  // routes keep the JSON parser — as an incident report's evidence.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxVisitorPhotoBytes }, (_request, body, done) => {
      done(null, body);
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/visitors/:id/photo',
      {
        config: { access: 'visitors.frontDesk' },
        bodyLimit: maxVisitorPhotoBytes,
        schema: {
          tags: ['visitors'],
          summary: 'Add the check-in photo (JPEG, PNG or WebP, at most 10 MB) of an expected or checked-in visitor',
          params: idParamsSchema,
          consumes: ['image/jpeg', 'image/png', 'image/webp'],
          response: { 200: visitorSchema, ...stateErrors, 413: errorBodySchema, 415: errorBodySchema },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw AppError.badRequest('Send the photo as the request body.', { file: 'Required' });
        }
        return attachVisitorPhoto(ctx, requireUser(request), request.params.id, body, metaOf(request));
      },
    );
  });

  app.get(
    '/visitor-blocklist',
    {
      config: { access: 'visitors.frontDesk' },
      schema: {
        tags: ['visitors'],
        summary: 'The watch list of the caller’s client: blocked visitors and vehicles with the reason',
        response: { 200: watchListResponseSchema, ...errors },
      },
    },
    async (request) => listWatchList(ctx, requireUser(request)),
  );

  app.post(
    '/visitor-blocklist',
    {
      config: { access: 'visitors.decide' },
      schema: {
        tags: ['visitors'],
        summary: 'Add a person (and optionally a vehicle plate) to the watch list, with the reason (audited)',
        body: watchListEntryBodySchema,
        response: { 201: watchListEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await addWatchListEntry(ctx, requireUser(request), request.body, metaOf(request));
      return reply.status(201).send(entry);
    },
  );

  app.delete(
    '/visitor-blocklist/:id',
    {
      config: { access: 'visitors.decide' },
      schema: {
        tags: ['visitors'],
        summary: 'Remove an entry from the watch list (audited)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await removeWatchListEntry(ctx, requireUser(request), request.params.id, metaOf(request));
      return reply.status(204).send(null);
    },
  );
};
