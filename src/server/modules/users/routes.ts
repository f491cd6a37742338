import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maxPhotoBytes, userOperations as op } from '../../../shared/contract/users.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { uploadRoute } from '../../http/upload-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import {
  createClientUser,
  deactivateClientUser,
  deleteMyPhoto,
  findUserPhoto,
  getClientUser,
  listClientUsers,
  presentMe,
  reactivateClientUser,
  replaceMyPhoto,
  resetClientUserMfa,
  updateClientUser,
  updateMyProfile,
  type WriteMeta,
} from './service.ts';

function metaOf(request: FastifyRequest): WriteMeta {
  return { requestId: request.id, ip: request.ip, origin: `${request.protocol}://${request.host}`, log: request.log };
}

/** User administration (`/api/v1/users`, docs/product/personnel-and-tasks.md#user-administration) and the signed-in user's profile (`/api/v1/me`). */
export async function userRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request) => listClientUsers(ctx, requireUser(request), request.query));
  operationRoute(app, op.get, (request) => getClientUser(ctx, requireUser(request), request.params.id));
  operationRoute(app, op.create, (request) =>
    createClientUser(ctx, requireUser(request), request.body, metaOf(request)),
  );
  operationRoute(app, op.update, (request) =>
    updateClientUser(ctx, requireUser(request), request.params.id, request.body, metaOf(request)),
  );
  operationRoute(app, op.deactivate, (request) =>
    deactivateClientUser(ctx, requireUser(request), request.params.id, metaOf(request)),
  );
  operationRoute(app, op.reactivate, (request) =>
    reactivateClientUser(ctx, requireUser(request), request.params.id, metaOf(request)),
  );
  operationRoute(app, op.resetMfa, (request) =>
    resetClientUserMfa(ctx, requireUser(request), request.params.id, metaOf(request)),
  );

  operationRoute(app, op.photo, async (request, reply) => {
    const found = await findUserPhoto(ctx, requireUser(request), request.params.id);
    if (!found) throw AppError.notFound('No photo.', 'photo');
    const current = found.photoUrl.endsWith(`?v=${request.query.v ?? ''}`);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', current ? 'private, max-age=31536000, immutable' : 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(found.bytes);
  });

  operationRoute(app, op.me, (request) => presentMe(requireUser(request)));
  operationRoute(app, op.updateMe, (request) =>
    updateMyProfile(ctx, requireUser(request), request.body, metaOf(request)),
  );
  operationRoute(app, op.deleteMyPhoto, (request) => deleteMyPhoto(ctx, requireUser(request), metaOf(request)));

  await uploadRoute(
    app,
    op.uploadMyPhoto,
    maxPhotoBytes,
    { message: 'Send the image as the request body.', field: 'photo' },
    (request, body) => {
      return replaceMyPhoto(ctx, requireUser(request), body, metaOf(request));
    },
  );
}
