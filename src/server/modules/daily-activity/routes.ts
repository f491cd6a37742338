import type { FastifyInstance } from 'fastify';
import { dailyActivityOperations as op } from '../../../shared/contract/daily-activity.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { issueForCaller } from './issuer.ts';
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
  operationRoute(app, op.report, (request, _reply, caller) => dailyActivityReport(ctx, caller, request.query));
  operationRoute(app, op.pdf, async (request, reply, caller) =>
    sendPdf(reply, await dailyActivityPdf(ctx, caller, request.query)),
  );
  operationRoute(app, op.saveNote, (request, _reply, caller) =>
    saveDailyNote(ctx, caller, request.params, request.body.body),
  );
  operationRoute(app, op.clearNote, (request, _reply, caller) => clearDailyNote(ctx, caller, request.params));
  operationRoute(app, op.archive, (request, _reply, caller) => archiveList(ctx, caller, request.query));
  operationRoute(app, op.versionPdf, async (request, reply, caller) =>
    sendPdf(reply, await versionPdf(ctx, caller, request.params.id)),
  );
  operationRoute(app, op.issue, (request, _reply, caller) => issueForCaller(ctx, caller, request.body));
}
