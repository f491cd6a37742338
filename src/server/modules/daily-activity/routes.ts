import type { FastifyInstance } from 'fastify';
import { dailyActivityOperations as op } from '../../../shared/contract/daily-activity.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireActor } from '../auth/session-plugin.ts';
import { issueForActor } from './issuer.ts';
import {
  archiveList,
  clearDailyNote,
  dailyActivityPdf,
  dailyActivityReport,
  saveDailyNote,
  versionPdf,
} from './service.ts';

const sendPdf = (reply: import('fastify').FastifyReply, file: { pdf: Buffer; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.pdf);

export async function dailyActivityRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.report, (request) => dailyActivityReport(ctx, requireActor(request), request.query));
  operationRoute(app, op.pdf, async (request, reply) =>
    sendPdf(reply, await dailyActivityPdf(ctx, requireActor(request), request.query)),
  );
  operationRoute(app, op.saveNote, (request) =>
    saveDailyNote(ctx, requireActor(request), request.params, request.body.body),
  );
  operationRoute(app, op.clearNote, async (request) => {
    await clearDailyNote(ctx, requireActor(request), request.params);
    return undefined;
  });
  operationRoute(app, op.archive, (request) => archiveList(ctx, requireActor(request), request.query));
  operationRoute(app, op.versionPdf, async (request, reply) =>
    sendPdf(reply, await versionPdf(ctx, requireActor(request), request.params.id)),
  );
  operationRoute(app, op.issue, (request) => issueForActor(ctx, requireActor(request), request.body));
}
