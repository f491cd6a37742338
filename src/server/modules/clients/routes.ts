import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientCreateBodySchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientNoteBodySchema,
  clientNoteListSchema,
  clientNoteSchema,
  clientSchema,
  clientUpdateBodySchema,
} from '../../../shared/contract/clients.ts';
import { idParamsSchema, idSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/session-plugin.ts';
import {
  addNote,
  createClient,
  deleteClient,
  getClient,
  listVisibleClients,
  makeActiveClient,
  notesOf,
  removeNote,
  setClientStatus,
  updateClient,
} from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['clients'];

export const clientRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  app.get(
    '/clients',
    {
      config: { access: 'clients.view' },
      schema: {
        tags,
        summary: 'Clients: every client for an admin, their own for others',
        querystring: clientListQuerySchema,
        response: { 200: clientListResponseSchema, ...errors },
      },
    },
    async (request) => listVisibleClients(ctx, requireUser(request), request.query),
  );

  app.post(
    '/clients',
    {
      config: { access: 'clients.admin' },
      schema: {
        tags,
        summary: 'Add a client (admin)',
        body: clientCreateBodySchema,
        response: { 201: clientSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createClient(ctx, requireUser(request), request.body, info(request))),
  );

  app.get(
    '/clients/:id',
    {
      config: { access: 'clients.view' },
      schema: { tags, summary: 'One client', params: idParamsSchema, response: { 200: clientSchema, ...errors } },
    },
    async (request) => getClient(ctx, requireUser(request), request.params.id),
  );

  app.patch(
    '/clients/:id',
    {
      config: { access: 'clients.edit' },
      schema: {
        tags,
        summary: 'Edit a client’s details',
        params: idParamsSchema,
        body: clientUpdateBodySchema,
        response: { 200: clientSchema, ...errors },
      },
    },
    async (request) => updateClient(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );

  for (const [action, status] of [
    ['deactivate', 'Inactive'],
    ['reactivate', 'Active'],
  ] as const) {
    app.post(
      `/clients/:id/${action}`,
      {
        config: { access: 'clients.admin' },
        schema: {
          tags,
          summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} a client (admin)`,
          params: idParamsSchema,
          response: { 200: clientSchema, ...errors },
        },
      },
      async (request) => setClientStatus(ctx, requireUser(request), request.params.id, status, info(request)),
    );
  }

  app.delete(
    '/clients/:id',
    {
      config: { access: 'clients.admin' },
      schema: {
        tags,
        summary: 'Delete a client with no events and no users (admin)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteClient(ctx, requireUser(request), request.params.id, info(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/clients/:id/set-active',
    {
      config: { access: 'clients.admin' },
      schema: {
        tags,
        summary: 'Make a client the admin’s working client',
        params: idParamsSchema,
        response: { 200: clientSchema, ...errors },
      },
    },
    async (request) => makeActiveClient(ctx, requireUser(request), request.params.id, info(request)),
  );

  app.get(
    '/clients/:id/notes',
    {
      config: { access: 'clients.view' },
      schema: {
        tags,
        summary: 'Notes on a client, newest first',
        params: idParamsSchema,
        response: { 200: clientNoteListSchema, ...errors },
      },
    },
    async (request) => ({ items: await notesOf(ctx, requireUser(request), request.params.id) }),
  );

  app.post(
    '/clients/:id/notes',
    {
      config: { access: 'clients.view' },
      schema: {
        tags,
        summary: 'Add a note to a client',
        params: idParamsSchema,
        body: clientNoteBodySchema,
        response: { 201: clientNoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addNote(ctx, requireUser(request), request.params.id, request.body.content, info(request))),
  );

  app.delete(
    '/clients/:id/notes/:noteId',
    {
      config: { access: 'clients.view' },
      schema: {
        tags,
        summary: 'Delete a note (its author or an executive)',
        params: z.object({ id: idSchema, noteId: idSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeNote(ctx, requireUser(request), request.params.id, request.params.noteId, info(request));
      return reply.status(204).send(null);
    },
  );
};
