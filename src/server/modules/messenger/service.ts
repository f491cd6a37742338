import { randomUUID } from 'node:crypto';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import type {
  ContactsResponse,
  Conversation,
  ConversationCreateBody,
  ConversationListQuery,
  ConversationListResponse,
  Message,
  MessageCreateBody,
  MessageListQuery,
  MessageListResponse,
  MessageSearchHit,
} from '../../../shared/contract/messenger.ts';
import type { EventScope } from '../../../shared/policy.ts';
import { actorInClient, eventScopeInClient } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import { messengerSelf } from '../../access/messenger.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import { recordAudit } from '../audit/index.ts';
import {
  addMembers,
  eventGroupMemberIds,
  findByClientMessageId,
  findConversation,
  findDirect,
  findEventGroup,
  findMessage,
  insertConversation,
  insertMessage,
  lastReadAt,
  listContacts,
  listConversations,
  listEventGroupOptions,
  listMessages,
  lockConversationKey,
  markDelivered,
  markRead,
  memberIdsOf,
  membership,
  searchMessages,
  toMessage,
  unreadTotal,
  usersOfClient,
} from './repository.ts';

/**
 * The messenger works inside the caller's own client (members are users of the conversation's client), an admin's
 * too: they talk with the people of their own client.
 */
const me = (caller: Caller) => messengerSelf(caller.actor);

/** The caller's event scope narrowed to their own client: the messenger is within one's own client, an admin's too. */
function eventScopeIn(caller: Caller): EventScope {
  const { actor } = caller;
  return eventScopeInClient(actorInClient(actor, actor.homeClientId));
}

export async function listMyConversations(
  ctx: AppContext,
  caller: Caller,
  query: ConversationListQuery,
): Promise<ConversationListResponse> {
  // Fetching the list is receiving: everything up to now is delivered to this member.
  await markDelivered(ctx.db, caller.actor.userId, ctx.clock());
  const { items, total } = await listConversations(ctx.db, caller.actor.userId, {
    q: query.q || undefined,
    ...pageWindow(query),
  });
  return { items, page: query.page, limit: query.limit, total };
}

export async function contacts(ctx: AppContext, caller: Caller): Promise<ContactsResponse> {
  const [people, events] = await Promise.all([
    listContacts(ctx.db, me(caller)),
    listEventGroupOptions(ctx.db, eventScopeIn(caller), caller.actor.homeClientId),
  ]);
  return { people, events };
}

async function conversationFor(ctx: AppContext, caller: Caller, id: string): Promise<Conversation> {
  const conversation = await findConversation(ctx.db, caller.actor.userId, id);
  if (!conversation) throw AppError.notFound('No such conversation.', 'conversation');
  return conversation;
}

/**
 * Checks that every person named may be messaged by the caller: someone who is not a user of the caller's client is
 * not revealed (404); a colleague outside the caller's contacts is refused (403).
 */
async function checkContacts(ctx: AppContext, caller: Caller, ids: readonly string[]) {
  const known = await usersOfClient(ctx.db, caller.actor.homeClientId, ids);
  if (ids.some((id) => !known.has(id))) throw AppError.notFound('No such person.', 'person');
  const allowed = new Set((await listContacts(ctx.db, me(caller), ids)).map((p) => p.id));
  if (ids.some((id) => !allowed.has(id)))
    throw new AppError('messenger.cannot_message', 'You cannot message this person.');
}

/** Answers the conversation and whether it was made now (201) or already existed (200). */
export async function createConversation(
  ctx: AppContext,
  caller: Caller,
  body: ConversationCreateBody,
): Promise<{ created: boolean; conversation: Conversation }> {
  const clientId = caller.actor.homeClientId;
  const now = ctx.clock();
  const audit = (tx: Parameters<typeof recordAudit>[0], id: string, data: unknown) =>
    recordAudit(tx, {
      at: now,
      clientId,
      actorId: caller.actor.userId,
      action: 'conversation.create',
      entity: 'conversation',
      entityId: id,
      data,
      requestId: caller.requestId,
      ip: caller.ip,
    });

  if (body.kind === 'direct') {
    if (body.userId === caller.actor.userId)
      throw AppError.invalidFields({ userId: fieldError('messenger.choose_someone_else') });
    await checkContacts(ctx, caller, [body.userId]);
    const result = await ctx.db.transaction(async (tx) => {
      // One direct conversation per pair: concurrent creations of the same pair wait for each other.
      const [a, b] = [caller.actor.userId, body.userId].sort() as [string, string];
      await lockConversationKey(tx, `direct:${a}:${b}`);
      const existing = await findDirect(tx, clientId, a, b);
      if (existing) return { id: existing, created: false };
      const id = await insertConversation(tx, {
        clientId,
        kind: 'direct',
        title: null,
        eventId: null,
        createdBy: caller.actor.userId,
        now,
      });
      if (!id) throw new Error('conversation insert failed');
      await addMembers(tx, clientId, id, [caller.actor.userId, body.userId], now);
      await audit(tx, id, { kind: 'direct', userId: body.userId });
      return { id, created: true };
    });
    return { created: result.created, conversation: await conversationFor(ctx, caller, result.id) };
  }

  if (body.kind === 'group') {
    const others = [...new Set(body.memberIds)].filter((id) => id !== caller.actor.userId);
    if (others.length === 0) {
      throw AppError.invalidFields({ memberIds: fieldError('messenger.choose_other_person') });
    }
    await checkContacts(ctx, caller, others);
    const id = await ctx.db.transaction(async (tx) => {
      const id = await insertConversation(tx, {
        clientId,
        kind: 'group',
        title: body.title,
        eventId: null,
        createdBy: caller.actor.userId,
        now,
      });
      if (!id) throw new Error('conversation insert failed');
      await addMembers(tx, clientId, id, [caller.actor.userId, ...others], now);
      await audit(tx, id, { kind: 'group', title: body.title, memberIds: others });
      return id;
    });
    return { created: true, conversation: await conversationFor(ctx, caller, id) };
  }

  const [event] = await listEventGroupOptions(ctx.db, eventScopeIn(caller), clientId, body.eventId);
  if (!event) throw AppError.notFound('No such event.', 'event');
  const result = await ctx.db.transaction(async (tx) => {
    await lockConversationKey(tx, `event-group:${body.eventId}`);
    const members = [...new Set([caller.actor.userId, ...(await eventGroupMemberIds(tx, clientId, body.eventId))])];
    const existing = await findEventGroup(tx, body.eventId);
    if (existing) {
      // The group follows the event: people assigned or given access since it was made join it.
      const added = await addMembers(tx, clientId, existing, members, now);
      if (added.length > 0) {
        await recordAudit(tx, {
          at: ctx.clock(),
          clientId,
          actorId: caller.actor.userId,
          action: 'conversation.members.add',
          entity: 'conversation',
          entityId: existing,
          data: { userIds: added },
          requestId: caller.requestId,
          ip: caller.ip,
        });
      }
      return { id: existing, created: false };
    }
    const id = await insertConversation(tx, {
      clientId,
      kind: 'event',
      title: event.name,
      eventId: body.eventId,
      createdBy: caller.actor.userId,
      now,
    });
    if (!id) throw new Error('conversation insert failed');
    await addMembers(tx, clientId, id, members, now);
    await audit(tx, id, { kind: 'event', eventId: body.eventId, memberIds: members });
    return { id, created: true };
  });
  return { created: result.created, conversation: await conversationFor(ctx, caller, result.id) };
}

async function memberOf(ctx: AppContext, caller: Caller, conversationId: string) {
  const found = await membership(ctx.db, caller.actor.userId, conversationId);
  if (!found) throw AppError.notFound('No such conversation.', 'conversation');
  return found;
}

export async function listConversationMessages(
  ctx: AppContext,
  caller: Caller,
  conversationId: string,
  query: MessageListQuery,
): Promise<MessageListResponse> {
  await memberOf(ctx, caller, conversationId);
  await markDelivered(ctx.db, caller.actor.userId, ctx.clock(), conversationId);
  const rows = await listMessages(ctx.db, conversationId, query.before, query.limit);
  const hasMore = rows.length > query.limit;
  return { items: rows.slice(0, query.limit).map(toMessage).reverse(), hasMore };
}

class Repeated extends Error {}

export async function sendMessage(
  ctx: AppContext,
  caller: Caller,
  conversationId: string,
  body: MessageCreateBody,
): Promise<Message> {
  const { clientId } = await memberOf(ctx, caller, conversationId);
  const answerFirst = async () => {
    const first = await findByClientMessageId(ctx.db, caller.actor.userId, body.clientMessageId);
    if (!first) return undefined;
    if (first.conversationId !== conversationId) {
      throw new AppError('messenger.message_id_reused', 'This message id was used in another conversation.', {
        fieldErrors: { clientMessageId: fieldError('messenger.message_id_used') },
      });
    }
    const row = await findMessage(ctx.db, first.id);
    return row ? toMessage(row) : undefined;
  };
  const repeat = await answerFirst();
  if (repeat) return repeat;
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const id = await insertMessage(tx, {
        clientId,
        conversationId,
        senderId: caller.actor.userId,
        body: body.body,
        clientMessageId: body.clientMessageId,
        now: ctx.clock(),
      });
      if (!id) throw new Repeated();
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId,
        actorId: caller.actor.userId,
        action: 'message.create',
        entity: 'message',
        entityId: id,
        data: { conversationId, length: body.body.length },
        requestId: caller.requestId,
        ip: caller.ip,
      });
      return id;
    });
  } catch (error) {
    if (!(error instanceof Repeated)) throw error;
    const first = await answerFirst();
    if (!first) throw error;
    return first;
  }
  const row = await findMessage(ctx.db, id);
  if (!row) throw new Error('message vanished');
  return toMessage(row);
}

export async function readConversation(ctx: AppContext, caller: Caller, conversationId: string) {
  const { clientId } = await memberOf(ctx, caller, conversationId);
  const at = await ctx.db.transaction(async (tx) => {
    const at = await markRead(tx, caller.actor.userId, conversationId, ctx.clock());
    if (at) {
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId,
        actorId: caller.actor.userId,
        action: 'conversation.read',
        entity: 'conversation',
        entityId: conversationId,
        data: { at: at.toISOString() },
        requestId: caller.requestId,
        ip: caller.ip,
      });
    }
    return at;
  });
  const mark = at ?? (await lastReadAt(ctx.db, caller.actor.userId, conversationId)) ?? ctx.clock();
  return { conversationId, lastReadAt: mark.toISOString() };
}

export async function unread(ctx: AppContext, caller: Caller) {
  return { total: await unreadTotal(ctx.db, caller.actor.userId) };
}

export async function search(ctx: AppContext, caller: Caller, q: string, limit: number) {
  const rows = await searchMessages(ctx.db, caller.actor.userId, q, limit);
  const titles = new Map<string, string>();
  for (const id of new Set(rows.map((r) => r.conversation_id))) {
    titles.set(id, (await findConversation(ctx.db, caller.actor.userId, id))?.title ?? '');
  }
  const items: MessageSearchHit[] = rows.map((row) => ({
    ...toMessage(row),
    conversationTitle: titles.get(row.conversation_id) ?? '',
  }));
  return { items };
}

/**
 * A notice the system writes on someone's behalf (docs/product/shifts.md#live-updates): a message from `fromUserId`
 * in their direct conversation with each of `toUserIds` (made when missing), inside the caller's transaction, so the
 * people read it in the messenger and get it live. Nobody is sent a notice from themselves.
 */
export async function sendNoticeMessages(
  db: Parameters<typeof insertMessage>[0],
  notice: { clientId: string; fromUserId: string; toUserIds: readonly string[]; body: string; now: Date },
): Promise<string[]> {
  const sent: string[] = [];
  for (const to of new Set(notice.toUserIds)) {
    if (to === notice.fromUserId) continue;
    const [a, b] = [notice.fromUserId, to].sort() as [string, string];
    await lockConversationKey(db, `direct:${a}:${b}`);
    let conversationId = await findDirect(db, notice.clientId, a, b);
    if (!conversationId) {
      conversationId = await insertConversation(db, {
        clientId: notice.clientId,
        kind: 'direct',
        title: null,
        eventId: null,
        createdBy: notice.fromUserId,
        now: notice.now,
      });
      if (!conversationId) throw new Error('conversation insert failed');
      await addMembers(db, notice.clientId, conversationId, [notice.fromUserId, to], notice.now);
    }
    const id = await insertMessage(db, {
      clientId: notice.clientId,
      conversationId,
      senderId: notice.fromUserId,
      body: notice.body,
      clientMessageId: randomUUID(),
      now: notice.now,
    });
    if (id) sent.push(id);
  }
  return sent;
}

/** The people in a conversation (the live stream sends a new message to each of them). */
export function conversationMemberIds(
  db: Parameters<typeof memberIdsOf>[0],
  conversationId: string,
): Promise<string[]> {
  return memberIdsOf(db, conversationId);
}
