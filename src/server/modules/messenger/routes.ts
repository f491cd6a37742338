import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  contactsResponseSchema,
  conversationCreateBodySchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationReadResponseSchema,
  conversationSchema,
  messageCreateBodySchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageSchema,
  messageSearchQuerySchema,
  messageSearchResponseSchema,
  unreadResponseSchema,
} from '../../../shared/contract/messenger.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/session-plugin.ts';
import {
  contacts,
  createConversation,
  listConversationMessages,
  listMyConversations,
  readConversation,
  search,
  sendMessage,
  unread,
} from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['messenger'];
const info = (request: FastifyRequest) => ({ requestId: request.id, ip: request.ip });
const config = { access: 'messenger.use' } as const;

export const messengerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/conversations',
    {
      config,
      schema: {
        tags,
        summary: 'My conversations, newest activity first, with the last message and my unread count',
        querystring: conversationListQuerySchema,
        response: { 200: conversationListResponseSchema, ...errors },
      },
    },
    async (request) => listMyConversations(ctx, requireUser(request), request.query),
  );

  app.post(
    '/conversations',
    {
      config,
      schema: {
        tags,
        summary: 'Start a direct, group or event conversation (an existing direct or event one is answered with 200)',
        body: conversationCreateBodySchema,
        response: { 200: conversationSchema, 201: conversationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, conversation } = await createConversation(
        ctx,
        requireUser(request),
        request.body,
        info(request),
      );
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/conversations/contacts',
    {
      config,
      schema: {
        tags,
        summary: 'The people and event groups I may message',
        response: { 200: contactsResponseSchema, ...errors },
      },
    },
    async (request) => contacts(ctx, requireUser(request)),
  );

  app.get(
    '/conversations/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: 'A page of a conversation’s messages, oldest to newest; `before` a message id for older ones',
        params: idParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...errors },
      },
    },
    async (request) => listConversationMessages(ctx, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Send a message (a repeated clientMessageId answers the first message and changes nothing)',
        params: idParamsSchema,
        body: messageCreateBodySchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendMessage(ctx, requireUser(request), request.params.id, request.body, info(request))),
  );

  app.post(
    '/conversations/:id/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a conversation read up to now',
        params: idParamsSchema,
        response: { 200: conversationReadResponseSchema, ...errors },
      },
    },
    async (request) => readConversation(ctx, requireUser(request), request.params.id, info(request)),
  );

  app.get(
    '/messages/unread',
    {
      config,
      schema: {
        tags,
        summary: 'How many messages I have not read',
        response: { 200: unreadResponseSchema, ...errors },
      },
    },
    async (request) => unread(ctx, requireUser(request)),
  );

  app.get(
    '/messages/search',
    {
      config,
      schema: {
        tags,
        summary: 'Messages of my conversations holding the text, newest first',
        querystring: messageSearchQuerySchema,
        response: { 200: messageSearchResponseSchema, ...errors },
      },
    },
    async (request) => search(ctx, requireUser(request), request.query.q, request.query.limit),
  );
};
