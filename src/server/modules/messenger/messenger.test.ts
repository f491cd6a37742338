import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Conversation,
  ConversationListResponse,
  Message,
  MessageListResponse,
} from '../../../shared/contract/messenger.ts';
import {
  assignGuard,
  grantCustomer,
  grantEvent,
  insertClient,
  insertCustomer,
  insertEvent,
} from '../../test/fixtures.ts';
import { addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

/*
 * The messenger (docs/product/messenger.md): who may message whom, unread counts, idempotent sends, validation, membership,
 * search and the sent → delivered → read states. The clock moves a second per reading so times are distinct.
 */

let tick = Date.parse('2026-04-01T12:00:00Z');
const { t, ids, cookies } = suiteTestApp({
  clock: () => {
    tick += 1000;
    return new Date(tick);
  },
});

const person = (key: string, clientId: string, roles: string[], name = key) =>
  addSignedInUser(t, { ids, cookies }, key, clientId, { email: `${key}@msg.test`, roles, displayName: name });

const call = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[key] ?? '' }, ...(payload ? { payload } : {}) });

const direct = (from: string, to: string) =>
  call(from, 'POST', '/api/v1/conversations', { kind: 'direct', userId: ids[to] });

async function send(key: string, conversationId: string, body: string, clientMessageId = randomUUID()) {
  const res = await call(key, 'POST', `/api/v1/conversations/${conversationId}/messages`, { body, clientMessageId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Message;
}

const unread = async (key: string) => (await call(key, 'GET', '/api/v1/messages/unread')).json().total as number;
const list = async (key: string) =>
  (await call(key, 'GET', '/api/v1/conversations')).json() as ConversationListResponse;
const messages = async (key: string, id: string) =>
  (await call(key, 'GET', `/api/v1/conversations/${id}/messages`)).json() as MessageListResponse;

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel' });
  const other = await insertClient(db, { name: 'Lakeshore' });
  const north = await insertCustomer(db, own.id, { name: 'North' });
  const window = { startAt: new Date(tick - 3_600_000), endAt: new Date(tick + 8 * 3_600_000) };
  ids.event = (await insertEvent(db, own.id, north.id, { name: 'North Gate', ...window })).id;
  ids.otherEvent = (await insertEvent(db, own.id, north.id, { name: 'Far Gate', ...window })).id;
  await person('manager', own.id, ['manager'], 'Mia Manager');
  await grantCustomer(db, own.id, ids.manager ?? '', north.id);
  await person('supervisor', own.id, ['supervisor'], 'Sam Supervisor');
  await grantEvent(db, own.id, ids.supervisor ?? '', ids.event);
  await person('otherSupervisor', own.id, ['supervisor'], 'Olga Elsewhere');
  await person('guard', own.id, ['guard'], 'Gus Guard');
  await assignGuard(db, own.id, ids.event, ids.guard ?? '');
  await person('randomGuard', own.id, ['guard'], 'Rita Random');
  await assignGuard(db, own.id, ids.otherEvent, ids.randomGuard ?? '');
  await person('guest', own.id, ['guest'], 'Gail Guest');
  await person('clientUser', own.id, ['client'], 'Cleo Client');
  await person('lake', other.id, ['executive'], 'Lee Lakeshore');
});

describe('who may message whom', () => {
  it('refuses a message to a user of another client (404) and hides them from the contacts', async () => {
    expect((await direct('manager', 'lake')).statusCode).toBe(404);
    const contacts = (await call('manager', 'GET', '/api/v1/conversations/contacts')).json();
    const names = contacts.people.map((p: { name: string }) => p.name);
    expect(names).toContain('Gus Guard');
    expect(names).not.toContain('Lee Lakeshore');
    expect(names).not.toContain('Gail Guest');
    expect(names).not.toContain('Cleo Client');
    expect((await direct('manager', 'guest')).statusCode).toBe(403);
  });

  it('lets a guard message their supervisor and event group, not a random guard', async () => {
    expect((await direct('guard', 'randomGuard')).statusCode).toBe(403);
    expect((await direct('guard', 'otherSupervisor')).statusCode).toBe(403);
    const contacts = (await call('guard', 'GET', '/api/v1/conversations/contacts')).json();
    expect(contacts.people.map((p: { name: string }) => p.name).sort()).toEqual(['Mia Manager', 'Sam Supervisor']);
    expect(contacts.events.map((e: { name: string }) => e.name)).toEqual(['North Gate']);

    const first = await direct('guard', 'supervisor');
    expect(first.statusCode).toBe(201);
    const again = await direct('supervisor', 'guard');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(first.json().title).toBe('Sam Supervisor');

    const group = await call('guard', 'POST', '/api/v1/conversations', { kind: 'event', eventId: ids.event });
    expect(group.statusCode).toBe(201);
    const conversation = group.json() as Conversation;
    expect(conversation.kind).toBe('event');
    expect(conversation.title).toBe('North Gate');
    expect(conversation.members.map((m) => m.name).sort()).toEqual(['Gus Guard', 'Mia Manager', 'Sam Supervisor']);
    const twice = await call('manager', 'POST', '/api/v1/conversations', { kind: 'event', eventId: ids.event });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().id).toBe(conversation.id);
    await send('guard', conversation.id, 'Gate 3 clear');

    const notTheirs = await call('guard', 'POST', '/api/v1/conversations', { kind: 'event', eventId: ids.otherEvent });
    expect(notTheirs.statusCode).toBe(404);
    const guestTry = await call('guest', 'GET', '/api/v1/conversations');
    expect(guestTry.statusCode).toBe(403);
  });

  it('answers 404 to a non-member', async () => {
    const id = (await direct('manager', 'supervisor')).json().id as string;
    await send('manager', id, 'Private');
    expect((await call('otherSupervisor', 'GET', `/api/v1/conversations/${id}/messages`)).statusCode).toBe(404);
    const post = await call('otherSupervisor', 'POST', `/api/v1/conversations/${id}/messages`, {
      body: 'Let me in',
      clientMessageId: randomUUID(),
    });
    expect(post.statusCode).toBe(404);
    expect((await call('otherSupervisor', 'POST', `/api/v1/conversations/${id}/read`)).statusCode).toBe(404);
    expect((await call('lake', 'GET', `/api/v1/conversations/${id}/messages`)).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('counts unread per user: two users, three messages, read by one', async () => {
    const res = await call('manager', 'POST', '/api/v1/conversations', {
      kind: 'group',
      title: 'Night shift',
      memberIds: [ids.supervisor, ids.otherSupervisor],
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const before = {
      manager: await unread('manager'),
      supervisor: await unread('supervisor'),
      otherSupervisor: await unread('otherSupervisor'),
    };
    for (const body of ['One', 'Two', 'Three']) await send('manager', id, body);
    expect(await unread('supervisor')).toBe(before.supervisor + 3);
    expect(await unread('otherSupervisor')).toBe(before.otherSupervisor + 3);
    expect(await unread('manager')).toBe(before.manager);
    expect((await call('supervisor', 'POST', `/api/v1/conversations/${id}/read`)).statusCode).toBe(200);
    expect(await unread('supervisor')).toBe(before.supervisor);
    expect(await unread('otherSupervisor')).toBe(before.otherSupervisor + 3);
    const row = (await list('otherSupervisor')).items.find((c) => c.id === id);
    expect(row?.unreadCount).toBe(3);
    expect(row?.lastMessage?.body).toBe('Three');
    expect(row?.lastMessage?.senderName).toBe('Mia Manager');
    expect((await list('supervisor')).items.find((c) => c.id === id)?.unreadCount).toBe(0);
  });

  it('answers a repeated clientMessageId with the first message and changes nothing', async () => {
    const id = (await direct('manager', 'guard')).json().id as string;
    const key = randomUUID();
    const first = await send('manager', id, '  Report to gate 2  ', key);
    expect(first.body).toBe('Report to gate 2');
    const repeat = await send('manager', id, 'Something else', key);
    expect(repeat.id).toBe(first.id);
    expect(repeat.body).toBe('Report to gate 2');
    expect((await messages('manager', id)).items.filter((m) => m.id === first.id)).toHaveLength(1);
    expect((await messages('manager', id)).items).toHaveLength(1);
  });

  it('names the field of a bad message or conversation, never a 500', async () => {
    const id = (await direct('manager', 'guard')).json().id as string;
    for (const body of ['   ', 'x'.repeat(4001)]) {
      const res = await call('manager', 'POST', `/api/v1/conversations/${id}/messages`, {
        body,
        clientMessageId: randomUUID(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('body');
    }
    expect(
      (
        await call('manager', 'POST', `/api/v1/conversations/${id}/messages`, {
          body: 'x'.repeat(4000),
          clientMessageId: randomUUID(),
        })
      ).statusCode,
    ).toBe(201);
    const noKey = await call('manager', 'POST', `/api/v1/conversations/${id}/messages`, {
      body: 'Hi',
      clientMessageId: 'nope',
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields).toHaveProperty('clientMessageId');
    const noTitle = await call('manager', 'POST', '/api/v1/conversations', {
      kind: 'group',
      title: ' ',
      memberIds: [ids.guard],
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.fields).toHaveProperty('title');
    const badKind = await call('manager', 'POST', '/api/v1/conversations', { kind: 'party' });
    expect(badKind.statusCode).toBe(400);
    expect((await call('manager', 'GET', '/api/v1/conversations/not-an-id/messages')).statusCode).toBe(400);
    expect((await call('manager', 'GET', `/api/v1/conversations/${randomUUID()}/messages`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', '/api/v1/messages/search?q=')).statusCode).toBe(400);
  });

  it('searches the bodies of my conversations only, newest first, with wildcards taken literally', async () => {
    const id = (await direct('supervisor', 'otherSupervisor')).json().id as string;
    await send('supervisor', id, 'Forklift at dock 100% blocked');
    await send('otherSupervisor', id, 'Forklift moved');
    const hits = (await call('supervisor', 'GET', '/api/v1/messages/search?q=forklift')).json().items as Message[];
    expect(hits.map((m) => m.body)).toEqual(['Forklift moved', 'Forklift at dock 100% blocked']);
    expect((await call('supervisor', 'GET', '/api/v1/messages/search?q=100%25')).json().items).toHaveLength(1);
    expect((await call('supervisor', 'GET', '/api/v1/messages/search?q=_')).json().items).toHaveLength(0);
    expect((await call('manager', 'GET', '/api/v1/messages/search?q=forklift')).json().items).toHaveLength(0);
  });

  it('moves my message from sent to delivered to read', async () => {
    const id = (await direct('manager', 'otherSupervisor')).json().id as string;
    const sent = await send('manager', id, 'Are you on site?');
    expect(sent.state).toBe('sent');
    const state = async () => (await messages('manager', id)).items.find((m) => m.id === sent.id)?.state;
    expect(await state()).toBe('sent');
    await list('otherSupervisor');
    expect(await state()).toBe('delivered');
    await call('otherSupervisor', 'POST', `/api/v1/conversations/${id}/read`);
    expect(await state()).toBe('read');
    // Pages go oldest to newest; `before` reaches older ones.
    const later = await send('manager', id, 'Second');
    const page = await call('manager', 'GET', `/api/v1/conversations/${id}/messages?limit=1`);
    expect(page.json().items.map((m: Message) => m.id)).toEqual([later.id]);
    expect(page.json().hasMore).toBe(true);
    const older = await call('manager', 'GET', `/api/v1/conversations/${id}/messages?limit=1&before=${later.id}`);
    expect(older.json().items.map((m: Message) => m.id)).toEqual([sent.id]);
    expect(older.json().hasMore).toBe(false);
  });
});
