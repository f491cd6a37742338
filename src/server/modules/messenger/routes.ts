import type { FastifyInstance } from 'fastify';
import { messengerOperations as op } from '../../../shared/contract/messenger.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
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

export async function messengerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.listConversations, (request, _reply, caller) =>
    listMyConversations(ctx, caller, request.query),
  );
  // A new conversation answers the operation's 201; an existing direct or event one a 200.
  operationRoute(app, op.createConversation, async (request, reply, caller) => {
    const { created, conversation } = await createConversation(ctx, caller, request.body);
    return created ? conversation : reply.code(200).send(conversation);
  });
  operationRoute(app, op.contacts, (_request, _reply, caller) => contacts(ctx, caller));
  operationRoute(app, op.listMessages, (request, _reply, caller) =>
    listConversationMessages(ctx, caller, request.params.id, request.query),
  );
  operationRoute(app, op.sendMessage, (request, _reply, caller) =>
    sendMessage(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.markRead, (request, _reply, caller) => readConversation(ctx, caller, request.params.id));
  operationRoute(app, op.unread, (_request, _reply, caller) => unread(ctx, caller));
  operationRoute(app, op.search, (request, _reply, caller) =>
    search(ctx, caller, request.query.q, request.query.limit),
  );
}
