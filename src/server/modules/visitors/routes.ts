import type { FastifyInstance } from 'fastify';
import { maxVisitorPhotoBytes, visitorOperations as op } from '../../../shared/contract/visitors.ts';
import type { AppContext } from '../../context.ts';
import { csvRoute } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { uploadRoute } from '../../http/upload-route.ts';
import {
  attachVisitorPhoto,
  checkInVisitor,
  checkOutVisitor,
  decideVisit,
  denyEntry,
  exportVisitorsCsv,
  listVisitors,
  preRegisterVisitor,
  requestVisit,
  visitorPhotoFile,
} from './service.ts';
import { addWatchListEntry, listWatchList, removeWatchListEntry } from './watch-list.ts';

export async function visitorRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request, _reply, caller) => listVisitors(ctx, caller, request.query));
  csvRoute(app, op.exportCsv, (request, caller) => exportVisitorsCsv(ctx, caller, request.query));
  operationRoute(app, op.preRegister, (request, _reply, caller) => preRegisterVisitor(ctx, caller, request.body));
  operationRoute(app, op.requestVisit, (request, _reply, caller) => requestVisit(ctx, caller, request.body));
  operationRoute(app, op.approve, (request, _reply, caller) =>
    decideVisit(ctx, caller, request.params.id, 'approve', request.body.note),
  );
  operationRoute(app, op.decline, (request, _reply, caller) =>
    decideVisit(ctx, caller, request.params.id, 'decline', request.body.note),
  );
  operationRoute(app, op.checkIn, (request, _reply, caller) =>
    checkInVisitor(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.checkOut, (request, _reply, caller) => checkOutVisitor(ctx, caller, request.params.id));
  operationRoute(app, op.deny, (request, _reply, caller) =>
    denyEntry(ctx, caller, request.params.id, request.body.note),
  );

  operationRoute(app, op.photo, async (request, reply, caller) => {
    const file = await visitorPhotoFile(ctx, caller, request.params.id);
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
    (request, body, caller) => {
      return attachVisitorPhoto(ctx, caller, request.params.id, body);
    },
  );

  operationRoute(app, op.watchList, (_request, _reply, caller) => listWatchList(ctx, caller));
  operationRoute(app, op.addToWatchList, (request, _reply, caller) => addWatchListEntry(ctx, caller, request.body));
  operationRoute(app, op.removeFromWatchList, (request, _reply, caller) =>
    removeWatchListEntry(ctx, caller, request.params.id),
  );
}
