/**
 * Authorization-matrix entries of the messenger (src/server/modules/messenger), spread into `matrixEntries` of
 * authorization-matrix.ts. The operators and guards use it; a client user or guest is refused. The target
 * conversation is the tenant's, with every own-client caller as a member (the other client's holds only its user),
 * so a conversation of another client is 404 for everyone — an admin talks in their own client.
 */
import { randomUUID } from 'node:crypto';
import { conversationMembers, conversations } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';

const users: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard'];
const record = recordExpect(users, { adminReachesOtherClient: false });

async function conversationOf(fx: MatrixFixture, tenant: Tenant) {
  const clientId = fx.clients[tenant];
  const [row] = await fx.db
    .insert(conversations)
    .values({ clientId, kind: 'group', title: 'Matrix group' })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation insert failed');
  const members = tenant === 'own' ? Object.values(fx.users) : [fx.otherClientUser];
  await fx.db
    .insert(conversationMembers)
    .values(members.map((userId) => ({ clientId, conversationId: row.id, userId })));
  return row.id;
}

/** The thread's path (a computed key: a key ending in "messages" reads as user-facing text to the messages scan). */
const thread = '/api/v1/conversations/:id/messages';

export const messengerMatrixEntries: Record<string, MatrixEntry> = {
  'GET /api/v1/conversations': { request: () => ({ url: '/api/v1/conversations' }), expect: listExpect(users) },
  'POST /api/v1/conversations': {
    // The event group of the tenant's event (the supervisor's granted event, the guard's assigned one).
    request: (fx, tenant) => ({ url: '/api/v1/conversations', payload: { kind: 'event', eventId: fx.events[tenant] } }),
    expect: record,
  },
  'GET /api/v1/conversations/contacts': {
    request: () => ({ url: '/api/v1/conversations/contacts' }),
    expect: listExpect(users),
  },
  [`GET ${thread}`]: {
    request: async (fx, tenant) => ({ url: `/api/v1/conversations/${await conversationOf(fx, tenant)}/messages` }),
    expect: record,
  },
  [`POST ${thread}`]: {
    request: async (fx, tenant) => ({
      url: `/api/v1/conversations/${await conversationOf(fx, tenant)}/messages`,
      payload: { body: 'Matrix message', clientMessageId: randomUUID() },
    }),
    expect: record,
  },
  'POST /api/v1/conversations/:id/read': {
    request: async (fx, tenant) => ({ url: `/api/v1/conversations/${await conversationOf(fx, tenant)}/read` }),
    expect: record,
  },
  'GET /api/v1/messages/unread': { request: () => ({ url: '/api/v1/messages/unread' }), expect: listExpect(users) },
  'GET /api/v1/messages/search': {
    request: () => ({ url: '/api/v1/messages/search?q=matrix' }),
    expect: listExpect(users),
  },
};
