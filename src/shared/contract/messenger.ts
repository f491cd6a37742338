/**
 * The messenger (docs/product/messenger.md): one-to-one, group and event conversations inside one client, messages over the live
 * stream (`message.created`, `conversation.read`), unread counts, delivered/read state and search.
 *
 * Who may message whom (contacts): nobody outside their client; a guard their supervisors (supervisors and managers
 * with access to an event the guard is assigned to) and their event groups only; an executive, manager or
 * supervisor anyone active in their client except guests and client-role users. An event group holds the event's
 * assigned guards, the users with access to the event and its creator.
 */
import { z } from '../zod.ts';
import {
  idParamsSchema,
  idSchema,
  isoDateTime,
  listLimitSchema,
  pageOf,
  pageQuerySchema,
  searchTextSchema,
  text,
} from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

export const conversationKinds = ['direct', 'group', 'event'] as const;
export type ConversationKind = (typeof conversationKinds)[number];
export const messageStates = ['sent', 'delivered', 'read'] as const;
export type MessageState = (typeof messageStates)[number];

/** Longest message body (characters, after trimming). */
export const messageMaxLength = 4000;
/** The longest title of a group conversation (the new-conversation form reads it too). */
export const groupTitleMaxLength = 120;

export const conversationMemberSchema = z
  .object({ id: text(), name: text(), role: text() })
  .meta({ id: 'ConversationMember' });
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

export const lastMessageSchema = z
  .object({
    id: text(),
    body: text(),
    senderId: text().nullable(),
    senderName: text().nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'ConversationLastMessage' });

export const conversationSchema = z
  .object({
    id: text(),
    kind: z.enum(conversationKinds),
    /** A direct conversation's title is the other person's name. */
    title: text(),
    eventId: text().nullable(),
    members: z.array(conversationMemberSchema),
    lastMessage: lastMessageSchema.nullable(),
    unreadCount: z.number().int(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema,
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;
export const conversationListResponseSchema = pageOf(conversationSchema).meta({ id: 'ConversationList' });
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

const memberIds = z
  .array(idSchema, 'messenger.list_people')
  .min(1, 'messenger.least_one_person')
  .max(200, 'messenger.most_200_people');

export const conversationCreateBodySchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('direct'), userId: idSchema }),
      z.strictObject({
        kind: z.literal('group'),
        title: text('validation.title_required')
          .trim()
          .min(1, 'validation.title_required')
          .max(groupTitleMaxLength, withCode('validation.too_long')),
        memberIds,
      }),
      z.strictObject({ kind: z.literal('event'), eventId: idSchema }),
    ],
    { error: 'messenger.direct_group_event' },
  )
  .meta({ id: 'ConversationCreateBody' });
export type ConversationCreateBody = z.infer<typeof conversationCreateBodySchema>;

export const contactSchema = z.object({ id: text(), name: text(), role: text() }).meta({ id: 'MessengerContact' });
export const eventGroupOptionSchema = z
  .object({ eventId: text(), name: text(), conversationId: text().nullable() })
  .meta({ id: 'MessengerEventGroup' });
export const contactsResponseSchema = z
  .object({ people: z.array(contactSchema), events: z.array(eventGroupOptionSchema) })
  .meta({ id: 'MessengerContacts' });
export type ContactsResponse = z.infer<typeof contactsResponseSchema>;

export const messageSchema = z
  .object({
    id: text(),
    conversationId: text(),
    sender: z.object({ id: text(), name: text() }).nullable(),
    body: text(),
    createdAt: isoDateTime,
    /** For one's own messages: read by every other member, delivered to every other member, or only sent. */
    state: z.enum(messageStates),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

export const messageListQuerySchema = z.object({
  before: idSchema.optional(),
  limit: listLimitSchema(50),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
export const messageListResponseSchema = z
  .object({ items: z.array(messageSchema), hasMore: z.boolean() })
  .meta({ id: 'MessageList' });
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const messageCreateBodySchema = z
  .strictObject({
    body: text('messenger.message_required')
      .trim()
      .min(1, 'messenger.message_required')
      .max(messageMaxLength, withCode('validation.too_long')),
    clientMessageId: z.uuid('validation.invalid_id'),
  })
  .meta({ id: 'MessageCreateBody' });
export type MessageCreateBody = z.infer<typeof messageCreateBodySchema>;

export const conversationReadResponseSchema = z
  .object({ conversationId: text(), lastReadAt: isoDateTime })
  .meta({ id: 'ConversationRead' });

export const unreadResponseSchema = z.object({ total: z.number().int() }).meta({ id: 'MessengerUnread' });

export const messageSearchQuerySchema = z.object({
  q: text('validation.not_text').trim().min(1, 'messenger.search_required').max(200, withCode('validation.too_long')),
  limit: listLimitSchema(50),
});
export const messageSearchHitSchema = messageSchema
  .extend({ conversationTitle: text() })
  .meta({ id: 'MessageSearchHit' });
export type MessageSearchHit = z.infer<typeof messageSearchHitSchema>;
export const messageSearchResponseSchema = z
  .object({ items: z.array(messageSearchHitSchema) })
  .meta({ id: 'MessageSearchResponse' });

const tags = ['messenger'];
const access = 'messenger.use';

/** The messenger API, defined once for the server's routes and the web's client. */
export const messengerOperations = {
  listConversations: defineOperation({
    method: 'GET',
    path: '/conversations',
    access,
    tags,
    summary: 'My conversations, newest activity first, with the last message and my unread count',
    query: conversationListQuerySchema,
    response: conversationListResponseSchema,
  }),
  createConversation: defineOperation({
    method: 'POST',
    path: '/conversations',
    access,
    tags,
    summary: 'Start a direct, group or event conversation (an existing direct or event one is answered with 200)',
    body: conversationCreateBodySchema,
    status: 201,
    alsoStatuses: [200],
    response: conversationSchema,
  }),
  contacts: defineOperation({
    method: 'GET',
    path: '/conversations/contacts',
    access,
    tags,
    summary: 'The people and event groups I may message',
    response: contactsResponseSchema,
  }),
  listMessages: defineOperation({
    method: 'GET',
    path: '/conversations/:id/messages',
    access,
    tags,
    summary: 'A page of a conversation’s messages, oldest to newest; `before` a message id for older ones',
    params: idParamsSchema,
    query: messageListQuerySchema,
    response: messageListResponseSchema,
  }),
  sendMessage: defineOperation({
    method: 'POST',
    path: '/conversations/:id/messages',
    access,
    tags,
    summary: 'Send a message (a repeated clientMessageId answers the first message and changes nothing)',
    params: idParamsSchema,
    body: messageCreateBodySchema,
    status: 201,
    response: messageSchema,
  }),
  markRead: defineOperation({
    method: 'POST',
    path: '/conversations/:id/read',
    access,
    tags,
    summary: 'Mark a conversation read up to now',
    params: idParamsSchema,
    response: conversationReadResponseSchema,
  }),
  unread: defineOperation({
    method: 'GET',
    path: '/messages/unread',
    access,
    tags,
    summary: 'How many messages I have not read',
    response: unreadResponseSchema,
  }),
  search: defineOperation({
    method: 'GET',
    path: '/messages/search',
    access,
    tags,
    summary: 'Messages of my conversations holding the text, newest first',
    query: messageSearchQuerySchema,
    response: messageSearchResponseSchema,
  }),
};
