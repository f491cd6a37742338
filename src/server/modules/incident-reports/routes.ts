import type { FastifyInstance } from 'fastify';
import { maxAttachmentBytes, incidentReportOperations as op } from '../../../shared/contract/incident-reports.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { uploadRoute } from '../../http/upload-route.ts';
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

/** A report's body holds its fields and a drawn signature, more than the server's default JSON limit allows. */
const reportBodyLimit = 512 * 1024;

export async function incidentReportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  operationRoute(app, op.list, (request) => listVisibleReports(ctx, requireUser(request), request.query));
  operationRoute(app, op.exportCsv, async (request, reply) =>
    sendCsv(reply, await exportReportsCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.options, (request) => reportOptions(ctx, requireUser(request), request.query.clientId));
  operationRoute(app, op.create, (request) => fileReport(ctx, requireUser(request), request.body, info(request)), {
    extra: { bodyLimit: reportBodyLimit },
  });
  operationRoute(app, op.get, (request) => getReport(ctx, requireUser(request), request.params.id));
  operationRoute(
    app,
    op.update,
    (request) => editReport(ctx, requireUser(request), request.params.id, request.body, info(request)),
    { extra: { bodyLimit: reportBodyLimit } },
  );
  operationRoute(app, op.setStatus, (request) =>
    setReportStatus(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.addComment, (request) =>
    addComment(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );

  operationRoute(app, op.attachment, async (request, reply) => {
    const { id, attachmentId } = request.params;
    const file = await attachmentFile(ctx, requireUser(request), id, attachmentId, request.query.size === 'thumb');
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `inline; filename="${encodeURIComponent(file.fileName)}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });

  operationRoute(app, op.pdf, async (request, reply) => {
    const { report, photos } = await reportForPdf(ctx, requireUser(request), request.params.id);
    const pdf = await renderReportPdf(report, photos, ctx.clock());
    const name = `${report.reportType.replace(/[^A-Za-z0-9]+/g, '-')}-${report.id.slice(0, 8)}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  // A photo is sent as the raw body, with its file name in X-File-Name.
  await uploadRoute(
    app,
    op.attachPhoto,
    maxAttachmentBytes,
    { message: 'Send the photo as the request body.', field: 'file' },
    (request, body) => {
      const header = request.headers['x-file-name'];
      // The contract has checked that it is one string that decodes.
      const fileName = typeof header === 'string' ? decodeURIComponent(header) : undefined;
      return attachEvidence(ctx, requireUser(request), request.params.id, body, fileName, info(request));
    },
  );
}
