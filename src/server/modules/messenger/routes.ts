import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messengerOperations as op } from '../../../shared/contract/messenger.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
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

const info = (request: Pick<FastifyRequest, 'id' | 'ip'>) => ({ requestId: request.id, ip: request.ip });

export async function messengerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.listConversations, (request) => listMyConversations(ctx, requireUser(request), request.query));
  // A new conversation answers the operation's 201; an existing direct or event one a 200.
  operationRoute(app, op.createConversation, async (request, reply) => {
    const { created, conversation } = await createConversation(ctx, requireUser(request), request.body, info(request));
    return created ? conversation : reply.code(200).send(conversation);
  });
  operationRoute(app, op.contacts, (request) => contacts(ctx, requireUser(request)));
  operationRoute(app, op.listMessages, (request) =>
    listConversationMessages(ctx, requireUser(request), request.params.id, request.query),
  );
  operationRoute(app, op.sendMessage, (request) =>
    sendMessage(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.markRead, (request) =>
    readConversation(ctx, requireUser(request), request.params.id, info(request)),
  );
  operationRoute(app, op.unread, (request) => unread(ctx, requireUser(request)));
  operationRoute(app, op.search, (request) => search(ctx, requireUser(request), request.query.q, request.query.limit));
}
