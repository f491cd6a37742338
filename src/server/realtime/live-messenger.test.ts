import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/contract/stream.ts';
import { insertClient } from '../test/fixtures.ts';
import { liveSuite } from '../test/live-suite.ts';
import { suiteTestApp } from '../test/test-app.ts';

/*
 * The messenger on the live stream over real HTTP (in the style of live-stream.test.ts): a message and a read mark
 * reach the conversation's members only — not a colleague outside it, not another client's user. The hub handles
 * notices one at a time in commit order, so once a later notice reaches a stream, an earlier one it did not get
 * was not sent to it.
 */

const { t, ids, cookies } = suiteTestApp();
const { person, streamsOf } = liveSuite(t, { ids, cookies }, 'live-msg.test');

const post = (key: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: cookies[key] ?? '' }, ...(payload ? { payload } : {}) });

async function conversation(from: string, to: string) {
  const res = await post(from, '/api/v1/conversations', { kind: 'direct', userId: ids[to] });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function send(key: string, conversationId: string, body: string) {
  const res = await post(key, `/api/v1/conversations/${conversationId}/messages`, {
    body,
    clientMessageId: randomUUID(),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const messageFor = (messageId: string) => (e: LiveEvent) =>
  e.type === 'message.created' && e.data.messageId === messageId;

beforeAll(async () => {
  const own = await insertClient(t.database.db, { name: 'Sentinel' });
  const other = await insertClient(t.database.db, { name: 'Lakeshore' });
  await person('sender', own.id, ['manager']);
  await person('member', own.id, ['supervisor']);
  await person('outsider', own.id, ['supervisor']);
  await person('lake', other.id, ['executive']);
  await person('lakeMate', other.id, ['manager']);
});

describe('messenger events on the live stream', () => {
  it('sends message.created to the members only, and conversation.read back to the sender', async () => {
    const readers = await streamsOf('sender', 'member', 'outsider', 'lake');
    const id = await conversation('sender', 'member');
    const messageId = await send('sender', id, 'Gate 2 needs a hand');
    const got = await readers.member.waitFor(messageFor(messageId));
    expect(got.data).toEqual({ conversationId: id, messageId });
    await readers.sender.waitFor(messageFor(messageId));

    // Later messages the outsider and the other client's user do get: the first one was never sent to them.
    const outsiderConversation = await conversation('sender', 'outsider');
    const outsiderId = await send('sender', outsiderConversation, 'Barrier');
    await readers.outsider.waitFor(messageFor(outsiderId));
    const lakeId = await send('lakeMate', await conversation('lakeMate', 'lake'), 'Barrier');
    await readers.lake.waitFor(messageFor(lakeId));
    expect(readers.outsider.events.some(messageFor(messageId))).toBe(false);
    expect(readers.lake.events.some(messageFor(messageId))).toBe(false);

    expect((await post('member', `/api/v1/conversations/${id}/read`)).statusCode).toBe(200);
    const read = await readers.sender.waitFor(
      (e) => e.type === 'conversation.read' && e.data.conversationId === id && e.data.mark === 'read',
    );
    expect(read.type === 'conversation.read' && read.data.userId).toBe(ids.member);
    const barrier = await send('sender', outsiderConversation, 'After read');
    await readers.outsider.waitFor(messageFor(barrier));
    expect(readers.outsider.events.some((e) => e.type === 'conversation.read' && e.data.conversationId === id)).toBe(
      false,
    );
  });
});
