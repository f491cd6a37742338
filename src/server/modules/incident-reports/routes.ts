import type { FastifyInstance } from 'fastify';
import { maxAttachmentBytes, incidentReportOperations as op } from '../../../shared/contract/incident-reports.ts';
import type { AppContext } from '../../context.ts';
import { csvRoute } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { uploadRoute } from '../../http/upload-route.ts';
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
  operationRoute(app, op.list, (request, _reply, caller) => listVisibleReports(ctx, caller, request.query));
  csvRoute(app, op.exportCsv, (request, caller) => exportReportsCsv(ctx, caller, request.query));
  operationRoute(app, op.options, (request, _reply, caller) => reportOptions(ctx, caller, request.query.clientId));
  operationRoute(app, op.create, (request, _reply, caller) => fileReport(ctx, caller, request.body), {
    extra: { bodyLimit: reportBodyLimit },
  });
  operationRoute(app, op.get, (request, _reply, caller) => getReport(ctx, caller, request.params.id));
  operationRoute(
    app,
    op.update,
    (request, _reply, caller) => editReport(ctx, caller, request.params.id, request.body),
    { extra: { bodyLimit: reportBodyLimit } },
  );
  operationRoute(app, op.setStatus, (request, _reply, caller) =>
    setReportStatus(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.addComment, (request, _reply, caller) =>
    addComment(ctx, caller, request.params.id, request.body),
  );

  operationRoute(app, op.attachment, async (request, reply, caller) => {
    const { id, attachmentId } = request.params;
    const file = await attachmentFile(ctx, caller, id, attachmentId, request.query.size === 'thumb');
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `inline; filename="${encodeURIComponent(file.fileName)}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });

  operationRoute(app, op.pdf, async (request, reply, caller) => {
    const { report, photos } = await reportForPdf(ctx, caller, request.params.id);
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
    (request, body, caller) => {
      const header = request.headers['x-file-name'];
      // The contract has checked that it is one string that decodes.
      const fileName = typeof header === 'string' ? decodeURIComponent(header) : undefined;
      return attachEvidence(ctx, caller, request.params.id, body, fileName);
    },
  );
}
