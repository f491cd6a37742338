import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maxVisitorPhotoBytes, visitorOperations as op } from '../../../shared/contract/visitors.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { uploadRoute } from '../../http/upload-route.ts';
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

const metaOf = (request: FastifyRequest): RequestMeta => ({ requestId: request.id, ip: request.ip });

export async function visitorRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request) => listVisitors(ctx, requireUser(request), request.query));
  operationRoute(app, op.exportCsv, async (request, reply) =>
    sendCsv(reply, await exportVisitorsCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.preRegister, (request) =>
    preRegisterVisitor(ctx, requireUser(request), request.body, metaOf(request)),
  );
  operationRoute(app, op.requestVisit, (request) =>
    requestVisit(ctx, requireUser(request), request.body, metaOf(request)),
  );
  operationRoute(app, op.approve, (request) =>
    decideVisit(ctx, requireUser(request), request.params.id, 'approve', request.body.note, metaOf(request)),
  );
  operationRoute(app, op.decline, (request) =>
    decideVisit(ctx, requireUser(request), request.params.id, 'decline', request.body.note, metaOf(request)),
  );
  operationRoute(app, op.checkIn, (request) =>
    checkInVisitor(ctx, requireUser(request), request.params.id, request.body, metaOf(request)),
  );
  operationRoute(app, op.checkOut, (request) =>
    checkOutVisitor(ctx, requireUser(request), request.params.id, metaOf(request)),
  );
  operationRoute(app, op.deny, (request) =>
    denyEntry(ctx, requireUser(request), request.params.id, request.body.note, metaOf(request)),
  );

  operationRoute(app, op.photo, async (request, reply) => {
    const file = await visitorPhotoFile(ctx, requireUser(request), request.params.id);
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });

  await uploadRoute(
    app,
    op.attachPhoto,
    maxVisitorPhotoBytes,
    { message: 'Send the photo as the request body.', field: 'file' },
    (request, body) => {
      return attachVisitorPhoto(ctx, requireUser(request), request.params.id, body, metaOf(request));
    },
  );

  operationRoute(app, op.watchList, (request) => listWatchList(ctx, requireUser(request)));
  operationRoute(app, op.addToWatchList, (request) =>
    addWatchListEntry(ctx, requireUser(request), request.body, metaOf(request)),
  );
  operationRoute(app, op.removeFromWatchList, async (request) => {
    await removeWatchListEntry(ctx, requireUser(request), request.params.id, metaOf(request));
    return undefined;
  });
}
