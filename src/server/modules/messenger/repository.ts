import { and, asc, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conversation, ConversationKind, Message, MessageState } from '../../../shared/contract/messenger.ts';
import type { EventScope } from '../../../shared/policy.ts';
import { eventVisible } from '../../access/event-scope.ts';
import { contactOf, type MessengerSelf, takesPartInMessenger } from '../../access/messenger.ts';
import type { Database } from '../../db/client.ts';
import { personName, personNameOfAlias } from '../../db/person-name.ts';
import { conversationMembers, conversations, events, messages, users } from '../../db/schema.ts';

export type Db = Pick<Database, 'execute' | 'select' | 'insert' | 'update'>;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (v: Date | string) => new Date(v).toISOString();

export type Person = { id: string; name: string; role: string };

// ── Contacts ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The people a user may start a conversation with (contract/messenger.ts): a guard the supervisors and managers
 * with access to an event they are assigned to; everyone else with the messenger every active person of the client
 * but guests and client-role users. Optionally narrowed to `ids`.
 */
export async function listContacts(db: Db, me: MessengerSelf, ids?: readonly string[]): Promise<Person[]> {
  // The access predicates name the user `u`.
  const u = alias(users, 'u');
  const name = personName(u);
  return db
    .select({ id: u.id, name, role: sql<string>`coalesce(${u.roles}[1], '')` })
    .from(u)
    .where(
      and(
        eq(u.clientId, me.clientId),
        eq(u.status, 'active'),
        ne(u.id, me.id),
        takesPartInMessenger('u'),
        contactOf(me, 'u'),
        ids === undefined ? undefined : inArray(u.id, [...ids]),
      ),
    )
    .orderBy(sql`lower(${name})`, asc(u.id))
    .limit(1000);
}

/** Ids (of `ids`) that are users of the client at all: the others are unknown (404). */
export async function usersOfClient(db: Db, clientId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Events whose group the user may open (their event scope in their client), with the group when it exists. */
export async function listEventGroupOptions(db: Db, scope: EventScope, clientId: string, eventId?: string) {
  // The event scope names the event `e`.
  const e = alias(events, 'e');
  return db
    .select({ eventId: e.id, name: e.name, conversationId: conversations.id })
    .from(e)
    .leftJoin(conversations, and(eq(conversations.eventId, e.id), eq(conversations.kind, 'event')))
    .where(and(eq(e.clientId, clientId), eventVisible(scope, 'e'), eventId ? eq(e.id, eventId) : undefined))
    .orderBy(desc(e.startAt), asc(e.id))
    .limit(200);
}

/** An event group's members: the event's assigned guards and the active users with access to it. */
export async function eventGroupMemberIds(db: Db, clientId: string, eventId: string): Promise<string[]> {
  // The access predicate and the subqueries name the user `u` and the event `e`.
  const u = alias(users, 'u');
  const e = alias(events, 'e');
  const rows = await db
    .select({ id: u.id })
    .from(u)
    .innerJoin(e, sql`true`)
    .where(
      and(
        eq(e.id, eventId),
        eq(e.clientId, clientId),
        eq(u.clientId, clientId),
        eq(u.status, 'active'),
        takesPartInMessenger('u'),
        sql`(exists (select 1 from event_assignments a where a.event_id = e.id and a.user_id = u.id and a.unassigned_at is null)
        or exists (select 1 from user_event_access x where x.user_id = u.id and x.event_id = e.id)
        or exists (select 1 from user_customer_access x where x.user_id = u.id and x.customer_id = e.customer_id))`,
      ),
    );
  return rows.map((r) => r.id);
}

// ── Conversations ───────────────────────────────────────────────────────────────────────────────────────

interface ConversationRow extends Record<string, unknown> {
  id: string;
  kind: ConversationKind;
  title: string | null;
  event_id: string | null;
  event_name: string | null;
  members: Person[];
  last_id: string | null;
  last_body: string | null;
  last_sender_id: string | null;
  last_sender_name: string | null;
  last_created_at: Date | string | null;
  unread: number;
  total: number;
}

function selectConversations(userId: string, where: SQL, tail: SQL): SQL {
  return sql`
    select c.id, c.kind, c.title, c.event_id, ev.name as event_name,
      (select coalesce(json_agg(json_build_object('id', u.id, 'name', ${personNameOfAlias('u')}, 'role', coalesce(u.roles[1], ''))
          order by lower(${personNameOfAlias('u')}), u.id), '[]'::json)
        from conversation_members cm2 join users u on u.id = cm2.user_id
        where cm2.conversation_id = c.id) as members,
      lm.id as last_id, lm.body as last_body, lm.sender_id as last_sender_id, lm.sender_name as last_sender_name,
      lm.created_at as last_created_at,
      (select count(*)::int from messages m where m.conversation_id = c.id
        and m.sender_id is distinct from ${userId}
        and m.created_at > coalesce(cm.last_read_at, '-infinity'::timestamptz)) as unread,
      count(*) over ()::int as total
    from conversation_members cm
    join conversations c on c.id = cm.conversation_id
    left join events ev on ev.id = c.event_id
    left join lateral (
      select m.id, m.body, m.sender_id, ${personNameOfAlias('su')} as sender_name, m.created_at from messages m
      left join users su on su.id = m.sender_id
      where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) lm on true
    where cm.user_id = ${userId} and ${where}
    ${tail}`;
}

function toConversation(row: ConversationRow, userId: string): Conversation {
  const others = row.members.filter((m) => m.id !== userId);
  const title =
    row.kind === 'direct'
      ? (others[0]?.name ?? row.title ?? '')
      : row.kind === 'event'
        ? (row.event_name ?? row.title ?? '')
        : (row.title ?? '');
  return {
    id: row.id,
    kind: row.kind,
    title,
    eventId: row.event_id,
    members: row.members,
    lastMessage:
      row.last_id === null || row.last_created_at === null
        ? null
        : {
            id: row.last_id,
            body: row.last_body ?? '',
            senderId: row.last_sender_id,
            senderName: row.last_sender_name,
            createdAt: iso(row.last_created_at),
          },
    unreadCount: row.unread,
  };
}

export async function listConversations(
  db: Db,
  userId: string,
  f: { q?: string | undefined; limit: number; offset: number },
) {
  const where = f.q
    ? sql`(coalesce(c.title, '') ilike ${like(f.q)} or coalesce(ev.name, '') ilike ${like(f.q)}
        or exists (select 1 from conversation_members cm3 join users u3 on u3.id = cm3.user_id
          where cm3.conversation_id = c.id and u3.id <> ${userId} and ${personNameOfAlias('u3')} ilike ${like(f.q)}))`
    : sql`true`;
  const result = await db.execute<ConversationRow>(
    selectConversations(
      userId,
      where,
      sql`order by coalesce(c.last_message_at, c.created_at) desc, c.id limit ${f.limit} offset ${f.offset}`,
    ),
  );
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && f.offset > 0) {
    const count = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from conversation_members cm join conversations c on c.id = cm.conversation_id
      left join events ev on ev.id = c.event_id where cm.user_id = ${userId} and ${where}`);
    total = count.rows[0]?.n ?? 0;
  }
  return { items: result.rows.map((row) => toConversation(row, userId)), total };
}

/** One conversation as its member sees it; undefined when `userId` is not a member. */
export async function findConversation(db: Db, userId: string, id: string): Promise<Conversation | undefined> {
  const result = await db.execute<ConversationRow>(selectConversations(userId, sql`c.id = ${id}`, sql``));
  const row = result.rows[0];
  return row ? toConversation(row, userId) : undefined;
}

export async function membership(db: Db, userId: string, conversationId: string) {
  const [row] = await db
    .select({ clientId: conversations.clientId, lastMessageAt: conversations.lastMessageAt })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.userId, userId), eq(conversationMembers.conversationId, conversationId)));
  return row;
}

/**
 * Within a transaction: waits for any other transaction holding the same key, so two concurrent creations of one
 * conversation (a pair's direct, an event's group) run one after the other.
 */
export async function lockConversationKey(db: Db, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function findDirect(db: Db, clientId: string, a: string, b: string): Promise<string | undefined> {
  // The subqueries name the conversation `c`.
  const c = alias(conversations, 'c');
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.clientId, clientId),
        eq(c.kind, 'direct'),
        sql`exists (select 1 from conversation_members m where m.conversation_id = c.id and m.user_id = ${a})`,
        sql`exists (select 1 from conversation_members m where m.conversation_id = c.id and m.user_id = ${b})`,
        sql`(select count(*) from conversation_members m where m.conversation_id = c.id) = 2`,
      ),
    )
    .orderBy(asc(c.createdAt), asc(c.id))
    .limit(1);
  return row?.id;
}

export async function findEventGroup(db: Db, eventId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.kind, 'event'), eq(conversations.eventId, eventId)));
  return row?.id;
}

export async function insertConversation(
  db: Db,
  v: {
    clientId: string;
    kind: ConversationKind;
    title: string | null;
    eventId: string | null;
    createdBy: string;
    now: Date;
  },
): Promise<string | undefined> {
  const [row] = await db
    .insert(conversations)
    .values({
      clientId: v.clientId,
      kind: v.kind,
      title: v.title,
      eventId: v.eventId,
      createdBy: v.createdBy,
      createdAt: v.now,
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  return row?.id;
}

/** Adds members (those already in are kept); answers the ids added. */
export async function addMembers(
  db: Db,
  clientId: string,
  conversationId: string,
  userIds: readonly string[],
  now: Date,
) {
  if (userIds.length === 0) return [];
  const added = await db
    .insert(conversationMembers)
    .values(userIds.map((userId) => ({ clientId, conversationId, userId, joinedAt: now })))
    .onConflictDoNothing()
    .returning({ userId: conversationMembers.userId });
  return added.map((r) => r.userId);
}

// ── Messages ────────────────────────────────────────────────────────────────────────────────────────────

interface MessageRow extends Record<string, unknown> {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  sender_name: string | null;
  body: string;
  created_at: Date | string;
  all_read: boolean | null;
  all_delivered: boolean | null;
  conversation_title?: string;
}

/**
 * A message's state: read when every member other than its sender has read up to it, delivered when every such
 * member has received it (fetched the list or the thread, or read it), else sent.
 */
const stateColumns = sql`
  (select bool_and(coalesce(o.last_read_at, '-infinity'::timestamptz) >= m.created_at)
     from conversation_members o where o.conversation_id = m.conversation_id and o.user_id is distinct from m.sender_id) as all_read,
  (select bool_and(greatest(coalesce(o.last_read_at, '-infinity'::timestamptz),
       coalesce(o.last_delivered_at, '-infinity'::timestamptz)) >= m.created_at)
     from conversation_members o where o.conversation_id = m.conversation_id and o.user_id is distinct from m.sender_id) as all_delivered`;

function stateOf(row: MessageRow): MessageState {
  if (row.all_read) return 'read';
  if (row.all_delivered) return 'delivered';
  return 'sent';
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender_id === null ? null : { id: row.sender_id, name: row.sender_name ?? '' },
    body: row.body,
    createdAt: iso(row.created_at),
    state: stateOf(row),
  };
}

const selectMessages = (where: SQL, tail: SQL) => sql`
  select m.id, m.conversation_id, m.sender_id, ${personNameOfAlias('su')} as sender_name, m.body, m.created_at, ${stateColumns}
  from messages m left join users su on su.id = m.sender_id
  where ${where} ${tail}`;

/** A page of a conversation's messages, newest first, older than `before` when given (limit + 1 rows). */
export async function listMessages(db: Db, conversationId: string, before: string | undefined, limit: number) {
  const older = before
    ? sql`and (m.created_at, m.id) < (select b.created_at, b.id from messages b
        where b.id = ${before} and b.conversation_id = ${conversationId})`
    : sql``;
  const result = await db.execute<MessageRow>(
    selectMessages(
      sql`m.conversation_id = ${conversationId} ${older}`,
      sql`order by m.created_at desc, m.id desc limit ${limit + 1}`,
    ),
  );
  return result.rows;
}

export async function findMessage(db: Db, id: string) {
  const result = await db.execute<MessageRow>(selectMessages(sql`m.id = ${id}`, sql``));
  return result.rows[0];
}

export async function findByClientMessageId(db: Db, senderId: string, clientMessageId: string) {
  const [row] = await db
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)));
  return row;
}

/**
 * Inserts a message at `now`, or just after the conversation's last one when the clock has not moved past it, so a
 * conversation's messages are strictly ordered by time; undefined when the client message id was used already.
 */
export async function insertMessage(
  db: Db,
  v: { clientId: string; conversationId: string; senderId: string; body: string; clientMessageId: string; now: Date },
) {
  const [stamped] = await db
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${v.now.toISOString()}::timestamptz,
        coalesce(${conversations.lastMessageAt}, '-infinity'::timestamptz) + interval '1 millisecond')`,
    })
    .where(eq(conversations.id, v.conversationId))
    .returning({ at: conversations.lastMessageAt });
  if (!stamped?.at) return undefined;
  const [row] = await db
    .insert(messages)
    .values({
      clientId: v.clientId,
      conversationId: v.conversationId,
      senderId: v.senderId,
      body: v.body,
      clientMessageId: v.clientMessageId,
      createdAt: stamped.at,
    })
    .onConflictDoNothing({ target: [messages.senderId, messages.clientMessageId] })
    .returning({ id: messages.id });
  return row?.id;
}

/** Marks a conversation read by the user up to now (or its last message): answers the mark when it moved. */
export async function markRead(db: Db, userId: string, conversationId: string, now: Date) {
  const cm = conversationMembers;
  const c = conversations;
  const upTo = sql`greatest(${now.toISOString()}::timestamptz, coalesce(${c.lastMessageAt}, '-infinity'::timestamptz))`;
  const [row] = await db
    .update(cm)
    .set({ lastReadAt: upTo, lastDeliveredAt: upTo })
    .from(c)
    .where(
      and(
        eq(c.id, cm.conversationId),
        eq(cm.userId, userId),
        eq(cm.conversationId, conversationId),
        isNotNull(c.lastMessageAt),
        sql`${c.lastMessageAt} > coalesce(${cm.lastReadAt}, '-infinity'::timestamptz)`,
      ),
    )
    .returning({ at: cm.lastReadAt });
  return row?.at ?? undefined;
}

export async function lastReadAt(db: Db, userId: string, conversationId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: conversationMembers.lastReadAt })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), eq(conversationMembers.conversationId, conversationId)));
  return row?.at ?? null;
}

/** The user has received everything in their conversations (or in one): the delivered mark moves up. */
export async function markDelivered(db: Db, userId: string, now: Date, conversationId?: string) {
  const cm = conversationMembers;
  const c = conversations;
  await db
    .update(cm)
    .set({ lastDeliveredAt: sql`greatest(${now.toISOString()}::timestamptz, ${c.lastMessageAt})` })
    .from(c)
    .where(
      and(
        eq(c.id, cm.conversationId),
        eq(cm.userId, userId),
        conversationId ? eq(cm.conversationId, conversationId) : undefined,
        isNotNull(c.lastMessageAt),
        sql`${c.lastMessageAt} > greatest(coalesce(${cm.lastDeliveredAt}, '-infinity'::timestamptz),
          coalesce(${cm.lastReadAt}, '-infinity'::timestamptz))`,
      ),
    );
}

export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from conversation_members cm
    join messages m on m.conversation_id = cm.conversation_id
    where cm.user_id = ${userId} and m.sender_id is distinct from ${userId}
      and m.created_at > coalesce(cm.last_read_at, '-infinity'::timestamptz)`);
  return result.rows[0]?.n ?? 0;
}

/** Messages of the user's conversations whose body holds `q` (case-insensitive), newest first. */
export async function searchMessages(db: Db, userId: string, q: string, limit: number) {
  const result = await db.execute<MessageRow>(
    selectMessages(
      sql`m.conversation_id in (select conversation_id from conversation_members where user_id = ${userId})
        and m.body ilike ${like(q)}`,
      sql`order by m.created_at desc, m.id desc limit ${limit}`,
    ),
  );
  return result.rows;
}

/** The user ids of a conversation's members (the live hub's recipients). */
export async function memberIdsOf(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return rows.map((r) => r.userId);
}
