import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tourOperations as op } from '../../../shared/contract/tours.ts';
import { toCsv } from '../../../shared/csv.ts';
import { scanFlagOrder, scanFlagWords } from '../../../shared/tour-schedule.ts';
import type { AppContext } from '../../context.ts';
import { csvTime, sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { renderLabelsPdf } from './labels-pdf.ts';
import { renderRunPdf } from './run-pdf.ts';
import {
  checkpointLabels,
  createCheckpoint,
  createTour,
  editCheckpoint,
  editTour,
  listCheckpoints,
  listTours,
  removeCheckpoint,
  removeTour,
  rotateCheckpointToken,
  tourReport,
  tourRunDetail,
} from './service.ts';

export async function tourRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  operationRoute(app, op.listCheckpoints, (request, _reply, caller) =>
    listCheckpoints(ctx, caller, request.params.id, origin(request)),
  );
  operationRoute(app, op.createCheckpoint, (request, _reply, caller) =>
    createCheckpoint(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.updateCheckpoint, (request, _reply, caller) =>
    editCheckpoint(ctx, caller, request.params.id, request.body, origin(request)),
  );
  operationRoute(app, op.removeCheckpoint, (request, _reply, caller) =>
    removeCheckpoint(ctx, caller, request.params.id),
  );
  operationRoute(app, op.rotateToken, (request, _reply, caller) =>
    rotateCheckpointToken(ctx, caller, request.params.id, origin(request)),
  );
  operationRoute(app, op.labels, async (request, reply, caller) => {
    const { eventName, labels } = await checkpointLabels(ctx, caller, request.params.id, origin(request));
    const pdf = await renderLabelsPdf(eventName, labels, ctx.clock());
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="checkpoint-labels.pdf"')
      .header('cache-control', 'no-store')
      .send(pdf);
  });
  operationRoute(app, op.listTours, (request, _reply, caller) => listTours(ctx, caller, request.params.id));
  operationRoute(app, op.createTour, (request, _reply, caller) =>
    createTour(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.updateTour, (request, _reply, caller) =>
    editTour(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.removeTour, (request, _reply, caller) => removeTour(ctx, caller, request.params.id));
  operationRoute(app, op.report, (request, _reply, caller) => tourReport(ctx, caller, request.query));
  operationRoute(app, op.runDetail, (request, _reply, caller) => tourRunDetail(ctx, caller, request.params.id));
  operationRoute(app, op.runPdf, async (request, reply, caller) => {
    const run = await tourRunDetail(ctx, caller, request.params.id);
    const pdf = await renderRunPdf(run, ctx.clock());
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="tour-run-${run.id.slice(0, 8)}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
  operationRoute(app, op.reportCsv, async (request, reply, caller) => {
    const { rows } = await tourReport(ctx, caller, request.query);
    const csv = toCsv(
      [
        'Event',
        'Tour',
        'Run start (UTC)',
        'Run end (UTC)',
        'State',
        'Expected',
        'Scanned',
        'Missed',
        'Late',
        'Flagged',
        ...scanFlagOrder.map((flag) => `Flag: ${scanFlagWords[flag]}`),
      ],
      rows.map((r) => [
        r.event.name,
        r.tourName,
        csvTime(new Date(r.startsAt), 'UTC'),
        csvTime(new Date(r.endsAt), 'UTC'),
        r.state,
        r.expected,
        r.scanned,
        r.missed,
        r.late,
        r.flagged,
        ...scanFlagOrder.map((flag) => r.flagCounts.find((c) => c.flag === flag)?.count ?? 0),
      ]),
    );
    return sendCsv(reply, { csv, fileName: 'tour_reports.csv' });
  });
}
