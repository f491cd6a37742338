import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUserSchema } from '../../../shared/contract/auth.ts';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  createUserBodySchema,
  maxPhotoBytes,
  updateMeBodySchema,
  updateUserBodySchema,
  userListQuerySchema,
  userListResponseSchema,
  userSchema,
} from '../../../shared/contract/users.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { readPhoto } from './photos.ts';
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

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/** User administration (`/api/v1/users`, docs/product/personnel-and-tasks.md#user-administration) and the signed-in user's profile (`/api/v1/me`). */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users',
    {
      config: { access: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: "Users of the caller's client (an admin: the active client), by name",
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listClientUsers(ctx, requireUser(request), request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'One user of the client',
        params: idParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => getClientUser(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/users',
    {
      config: { access: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Create a user; without a password the user is invited by mail to choose one',
        body: createUserBodySchema,
        response: { 201: userSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await createClientUser(ctx, requireUser(request), request.body, metaOf(request));
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: "Change a user's name, roles, permissions or customer",
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => updateClientUser(ctx, requireUser(request), request.params.id, request.body, metaOf(request)),
  );

  app.post(
    '/users/:id/deactivate',
    {
      config: { access: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Disable the account and end all of its sessions at once',
        params: idParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => deactivateClientUser(ctx, requireUser(request), request.params.id, metaOf(request)),
  );

  app.post(
    '/users/:id/reactivate',
    {
      config: { access: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Enable a disabled account again',
        params: idParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => reactivateClientUser(ctx, requireUser(request), request.params.id, metaOf(request)),
  );

  app.post(
    '/users/:id/mfa/reset',
    {
      config: { access: 'users.resetMfa' },
      schema: {
        tags: ['users'],
        summary: "Remove all of a person's second factors and recovery codes and end their sessions (audited)",
        params: idParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => resetClientUserMfa(ctx, requireUser(request), request.params.id, metaOf(request)),
  );

  app.get(
    '/users/:id/photo',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'The profile photo of a user of the same client (256×256 WebP)',
        params: idParamsSchema,
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const found = await findUserPhoto(ctx, requireUser(request), request.params.id);
      const bytes = found ? await readPhoto(found.file) : undefined;
      if (!found || !bytes) throw AppError.notFound('No photo.');
      const current = found.photoUrl.endsWith(`?v=${request.query.v ?? ''}`);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', current ? 'private, max-age=31536000, immutable' : 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['me'], summary: 'The signed-in user’s profile', response: { 200: sessionUserSchema } },
    },
    async (request) => presentMe(requireUser(request)),
  );

  app.patch(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['me'],
        summary: 'Change the signed-in user’s display name',
        body: updateMeBodySchema,
        response: { 200: sessionUserSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => updateMyProfile(ctx, requireUser(request), request.body, metaOf(request)),
  );

  app.delete(
    '/me/photo',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['me'],
        summary: 'Remove the signed-in user’s photo',
        response: { 200: sessionUserSchema, 401: errorBodySchema },
      },
    },
    async (request) => deleteMyPhoto(ctx, requireUser(request), metaOf(request)),
  );

  // The upload takes the raw image bytes as the body (any Content-Type: the bytes are checked, not the header),
  // in a scope of its own so the other routes keep the JSON parser and the server's body limit.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxPhotoBytes }, (_request, body, done) => {
      done(null, body);
    });
    upload.put(
      '/me/photo',
      {
        config: { access: 'authenticated' },
        bodyLimit: maxPhotoBytes,
        schema: {
          tags: ['me'],
          summary: 'Upload the signed-in user’s photo: a JPEG, PNG or WebP image of at most 5 MB as the body',
          consumes: ['image/jpeg', 'image/png', 'image/webp'],
          response: {
            200: sessionUserSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw AppError.badRequest('Send the image as the request body.', { photo: 'Required' });
        }
        return replaceMyPhoto(ctx, requireUser(request), body, metaOf(request));
      },
    );
  });
};
