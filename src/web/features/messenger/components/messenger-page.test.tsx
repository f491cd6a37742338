import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../../shared/contract/messenger.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { disabledReasonOf, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const me = '00000000-0000-4000-8000-000000000001';
const priya = '00000000-0000-4000-8000-000000000002';
const conversationId = '00000000-0000-4000-8000-0000000000c1';

const conversation: Conversation = {
  id: conversationId,
  kind: 'direct',
  title: 'Priya Raman',
  eventId: null,
  members: [
    { id: me, name: 'Marcus Bell', role: 'manager' },
    { id: priya, name: 'Priya Raman', role: 'supervisor' },
  ],
  lastMessage: {
    id: 'm2',
    body: 'Gate 3 is clear',
    senderId: priya,
    senderName: 'Priya Raman',
    createdAt: '2026-05-05T10:05:00.000Z',
  },
  unreadCount: 2,
};

const message = (overrides: Partial<Message>): Message => ({
  id: 'm1',
  conversationId,
  sender: { id: me, name: 'Marcus Bell' },
  body: 'Check gate 3 please',
  createdAt: '2026-05-05T10:00:00.000Z',
  state: 'read',
  ...overrides,
});

function mockApi() {
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ id: me, roles: ['manager'], role: 'manager' }) } },
    'GET /api/v1/conversations': { body: { items: [conversation], page: 1, limit: 100, total: 1 } },
    'GET /api/v1/messages/unread': { body: { total: 2 } },
    [`GET /api/v1/conversations/${conversationId}/messages`]: {
      body: {
        items: [
          message({}),
          message({ id: 'm2', sender: { id: priya, name: 'Priya Raman' }, body: 'Gate 3 is clear', state: 'sent' }),
        ],
        hasMore: false,
      },
    },
    [`POST /api/v1/conversations/${conversationId}/read`]: {
      body: { conversationId, lastReadAt: '2026-05-05T10:06:00.000Z' },
    },
    [`POST /api/v1/conversations/${conversationId}/messages`]: ({ body }) => ({
      status: 201,
      body: message({ id: 'm3', body: (body as { body: string }).body, state: 'sent' }),
    }),
  });
}

describe('messenger page', () => {
  it('lists conversations with unread counts, opens a thread, marks it read and sends with Enter', async () => {
    await i18n.changeLanguage('en');
    localStorage.clear();
    const fetchMock = mockApi();
    renderApp('/messenger');
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 15_000 });
    expect(within(list).getByText('Gate 3 is clear')).toBeTruthy();
    expect(within(list).getByLabelText('Unread messages: 2')).toBeTruthy();
    expect(
      await screen.findByLabelText('Unread messages: 2', { selector: '[data-testid="messenger-unread-badge"] *' }),
    ).toBeTruthy();

    fireEvent.click(within(list).getByText('Priya Raman'));
    const log = await screen.findByRole('log', { name: 'Messages with Priya Raman' });
    expect(await within(log).findByText('Check gate 3 please')).toBeTruthy();
    // My message shows its state as a word; the other person's has none.
    expect(within(log).getByRole('img', { name: 'Read' })).toBeTruthy();
    expect(within(log).getAllByRole('img')).toHaveLength(1);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => String(input).endsWith(`/conversations/${conversationId}/read`) && init?.method === 'POST',
        ),
      ).toBe(true),
    );

    const composer = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    expect(disabledReasonOf(send)).toBe('Write a message first.');
    fireEvent.change(composer, { target: { value: '  On my way  ' } });
    expect(disabledReasonOf(send)).toBeNull();
    expect(localStorage.getItem(`watchpost.messenger.draft.${me}.${conversationId}`)).toBe('  On my way  ');
    fireEvent.keyDown(composer, { key: 'Enter', shiftKey: true });
    expect(
      fetchMock.mock.calls.some(([, init]) => init?.method === 'POST' && String(init.body).includes('On my way')),
    ).toBe(false);
    fireEvent.keyDown(composer, { key: 'Enter' });
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(
        ([input, init]) =>
          String(input).endsWith(`/conversations/${conversationId}/messages`) && init?.method === 'POST',
      );
      const body = JSON.parse(String(call?.[1]?.body ?? '{}'));
      expect(body.body).toBe('On my way');
      expect(body.clientMessageId).toMatch(/^[0-9a-f-]{36}$/);
    });
    await waitFor(() => expect(composer.value).toBe(''));
    expect(localStorage.getItem(`watchpost.messenger.draft.${me}.${conversationId}`)).toBeNull();
  });
});
