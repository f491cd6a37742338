import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tourOperations as op } from '../../../shared/contract/tours.ts';
import { toCsv } from '../../../shared/csv.ts';
import { scanFlagOrder, scanFlagWords } from '../../../shared/tour-schedule.ts';
import type { AppContext } from '../../context.ts';
import { csvTime, sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireActor } from '../auth/session-plugin.ts';
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
  const info = (request: FastifyRequest) => ({ requestId: request.id, ip: request.ip });
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  operationRoute(app, op.listCheckpoints, (request) =>
    listCheckpoints(ctx, requireActor(request), request.params.id, origin(request)),
  );
  operationRoute(app, op.createCheckpoint, (request) =>
    createCheckpoint(ctx, requireActor(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.updateCheckpoint, (request) =>
    editCheckpoint(ctx, requireActor(request), request.params.id, request.body, origin(request), info(request)),
  );
  operationRoute(app, op.removeCheckpoint, async (request) => {
    await removeCheckpoint(ctx, requireActor(request), request.params.id, info(request));
    return undefined;
  });
  operationRoute(app, op.rotateToken, (request) =>
    rotateCheckpointToken(ctx, requireActor(request), request.params.id, origin(request), info(request)),
  );
  operationRoute(app, op.labels, async (request, reply) => {
    const { eventName, labels } = await checkpointLabels(
      ctx,
      requireActor(request),
      request.params.id,
      origin(request),
    );
    const pdf = await renderLabelsPdf(eventName, labels, ctx.clock());
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="checkpoint-labels.pdf"')
      .header('cache-control', 'no-store')
      .send(pdf);
  });
  operationRoute(app, op.listTours, (request) => listTours(ctx, requireActor(request), request.params.id));
  operationRoute(app, op.createTour, (request) =>
    createTour(ctx, requireActor(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.updateTour, (request) =>
    editTour(ctx, requireActor(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.removeTour, async (request) => {
    await removeTour(ctx, requireActor(request), request.params.id, info(request));
    return undefined;
  });
  operationRoute(app, op.report, (request) => tourReport(ctx, requireActor(request), request.query));
  operationRoute(app, op.runDetail, (request) => tourRunDetail(ctx, requireActor(request), request.params.id));
  operationRoute(app, op.runPdf, async (request, reply) => {
    const run = await tourRunDetail(ctx, requireActor(request), request.params.id);
    const pdf = await renderRunPdf(run, ctx.clock());
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="tour-run-${run.id.slice(0, 8)}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
  operationRoute(app, op.reportCsv, async (request, reply) => {
    const { rows } = await tourReport(ctx, requireActor(request), request.query);
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
