import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maxPhotoBytes, userOperations as op } from '../../../shared/contract/users.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { uploadRoute } from '../../http/upload-route.ts';
import {
  createClientUser,
  deactivateClientUser,
  deleteMyPhoto,
  findUserPhoto,
  getClientUser,
  type InvitationContext,
  listClientUsers,
  presentMe,
  reactivateClientUser,
  replaceMyPhoto,
  resetClientUserMfa,
  updateClientUser,
  updateMyProfile,
} from './service.ts';

function invitationContextOf(request: FastifyRequest): InvitationContext {
  return { origin: `${request.protocol}://${request.host}`, log: request.log };
}

/** User administration (`/api/v1/users`, docs/product/personnel-and-tasks.md#user-administration) and the signed-in user's profile (`/api/v1/me`). */
export async function userRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request, _reply, caller) => listClientUsers(ctx, caller, request.query));
  operationRoute(app, op.get, (request, _reply, caller) => getClientUser(ctx, caller, request.params.id));
  operationRoute(app, op.create, (request, _reply, caller) =>
    createClientUser(ctx, caller, request.body, invitationContextOf(request)),
  );
  operationRoute(app, op.update, (request, _reply, caller) =>
    updateClientUser(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.deactivate, (request, _reply, caller) => deactivateClientUser(ctx, caller, request.params.id));
  operationRoute(app, op.reactivate, (request, _reply, caller) => reactivateClientUser(ctx, caller, request.params.id));
  operationRoute(app, op.resetMfa, (request, _reply, caller) => resetClientUserMfa(ctx, caller, request.params.id));

  operationRoute(app, op.photo, async (request, reply, caller) => {
    const found = await findUserPhoto(ctx, caller, request.params.id);
    if (!found) throw AppError.notFound('No photo.', 'photo');
    const current = found.photoUrl.endsWith(`?v=${request.query.v ?? ''}`);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', current ? 'private, max-age=31536000, immutable' : 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(found.bytes);
  });

  operationRoute(app, op.me, (_request, _reply, caller) => presentMe(ctx, caller));
  operationRoute(app, op.updateMe, (request, _reply, caller) => updateMyProfile(ctx, caller, request.body));
  operationRoute(app, op.deleteMyPhoto, (_request, _reply, caller) => deleteMyPhoto(ctx, caller));

  await uploadRoute(
    app,
    op.uploadMyPhoto,
    maxPhotoBytes,
    { message: 'Send the image as the request body.', field: 'photo' },
    (_request, body, caller) => {
      return replaceMyPhoto(ctx, caller, body);
    },
  );
}
