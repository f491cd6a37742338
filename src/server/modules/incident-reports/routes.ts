import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  attachmentHeadersSchema,
  commentBodySchema,
  maxAttachmentBytes,
  reportCreateBodySchema,
  reportCsvQuerySchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportOptionsQuerySchema,
  reportOptionsSchema,
  reportSchema,
  reportStatusBodySchema,
  reportUpdateBodySchema,
} from '../../../shared/contract/incident-reports.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { renderReportPdf } from './report-pdf.ts';
import {
  addComment,
  attachEvidence,
  attachmentFile,
  editReport,
  exportReportsCsv,
  fileReport,
  getReport,
  listVisibleReports,
  reportForPdf,
  reportOptions,
  setReportStatus,
} from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['incident-reports'];
const attachmentParams = z.object({ id: idSchema, attachmentId: idSchema });

export const incidentReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  app.get(
    '/incident-reports',
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'Incident reports (view=incident) or custom reports (view=custom) the caller may see, newest first',
        querystring: reportListQuerySchema,
        response: { 200: reportListResponseSchema, ...errors },
      },
    },
    async (request) => listVisibleReports(ctx, requireUser(request), request.query),
  );

  app.get(
    '/incident-reports.csv',
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'IncidentReport.csv (detailed incident reports) or Custom.csv (custom reports)',
        querystring: reportCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportReportsCsv(ctx, requireUser(request), request.query));
    },
  );

  app.get(
    '/incident-reports/options',
    {
      config: { access: 'reports.file' },
      schema: {
        tags,
        summary: 'What the new-report form offers: events, guards, and active clients for an admin',
        querystring: reportOptionsQuerySchema,
        response: { 200: reportOptionsSchema, ...errors },
      },
    },
    async (request) => reportOptions(ctx, requireUser(request), request.query.clientId),
  );

  app.post(
    '/incident-reports',
    {
      config: { access: 'reports.file' },
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary: 'File a report of one of the six types (its fields, its required set)',
        body: reportCreateBodySchema,
        response: { 201: reportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const report = await fileReport(ctx, requireUser(request), request.body, info(request));
      return reply.status(201).send(report);
    },
  );

  app.get(
    '/incident-reports/:id',
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'A report with its comments, photos and earlier versions',
        params: idParamsSchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => getReport(ctx, requireUser(request), request.params.id),
  );

  app.patch(
    '/incident-reports/:id',
    {
      config: { access: 'reports.review' },
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary: 'Change a filed report (the prior fields are kept as a version; a reason is required)',
        params: idParamsSchema,
        body: reportUpdateBodySchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => editReport(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );

  app.post(
    '/incident-reports/:id/status',
    {
      config: { access: 'reports.review' },
      schema: {
        tags,
        summary: 'Move a report to Under review or Closed',
        params: idParamsSchema,
        body: reportStatusBodySchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => setReportStatus(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );

  app.post(
    '/incident-reports/:id/comments',
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'Add a comment (everyone who may read the report)',
        params: idParamsSchema,
        body: commentBodySchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => addComment(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );

  app.get(
    '/incident-reports/:id/attachments/:attachmentId',
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'A photo of the report, or its thumbnail (size=thumb)',
        params: attachmentParams,
        querystring: z.object({ size: z.enum(['full', 'thumb'], 'Must be full or thumb').default('full') }),
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await attachmentFile(ctx, requireUser(request), id, attachmentId, request.query.size === 'thumb');
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `inline; filename="${encodeURIComponent(file.fileName)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.get(
    '/incident-reports/:id.pdf',
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'The report as a PDF (fields, photos, signature, comments, status; id and hash in the footer)',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { report, photos } = await reportForPdf(ctx, requireUser(request), request.params.id);
      const pdf = await renderReportPdf(report, photos, ctx.clock());
      const name = `${report.reportType.replace(/[^A-Za-z0-9]+/g, '-')}-${report.id.slice(0, 8)}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  // A photo is sent as the raw body (any Content-Type: the bytes are checked, not the header), with its file
  // name in X-File-Name, in a scope of its own so the other routes keep the JSON parser.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxAttachmentBytes }, (_request, body, done) => {
      done(null, body);
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/incident-reports/:id/attachments',
      {
        config: { access: 'reports.file' },
        bodyLimit: maxAttachmentBytes,
        schema: {
          tags,
          summary: 'Add a photo (JPEG, PNG or WebP, at most 10 MB) to a report; the file name in X-File-Name',
          params: idParamsSchema,
          headers: attachmentHeadersSchema,
          consumes: ['image/jpeg', 'image/png', 'image/webp'],
          response: { 201: reportSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw AppError.badRequest('Send the photo as the request body.', { file: 'Required' });
        }
        const header = request.headers['x-file-name'];
        // The contract has checked that it decodes.
        const fileName = header === undefined ? undefined : decodeURIComponent(header);
        const report = await attachEvidence(
          ctx,
          requireUser(request),
          request.params.id,
          body,
          fileName,
          info(request),
        );
        return reply.status(201).send(report);
      },
    );
  });
};
