import type { Page } from '@playwright/test';
import type { Conversation, ConversationListResponse } from '../src/shared/contract/messenger.ts';
import { expect, expectJson, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/*
 * Issue 10: two people chat in real time. A supervisor writes to a guard of their event; the guard's console shows
 * the message and the navbar's unread badge without a reload; the guard opens the conversation, the badge clears,
 * and the supervisor's message turns 'Read'. Both are accounts of the test's own client, so nothing else writes to
 * them meanwhile and the guard's badge starts empty.
 */

async function conversations(page: Page): Promise<Conversation[]> {
  const response = await page.request.get('/api/v1/conversations?limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ConversationListResponse).items;
}

const badge = (page: Page) => page.getByTestId('messenger-unread-badge');

test('a message appears live, the unread badge clears on reading, and the sender sees Read', async ({
  tenant,
  openAs,
}) => {
  test.setTimeout(scaled(90_000));
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    start: '2027-03-01T15:00:00Z',
    end: '2027-03-01T23:00:00Z',
  });
  const guardAccount = await tenant.user('guard', { displayName: 'Jamal Carter' });
  await tenant.assign(event.id, guardAccount.id);
  const supervisorAccount = await tenant.user('supervisor', {
    displayName: 'Priya Raman',
    individualEvents: [event.id],
  });

  const guard = await openAs(guardAccount, '/messenger');
  await expect(guard.getByRole('heading', { level: 1, name: 'Messenger' })).toBeVisible();
  expect(await conversations(guard)).toEqual([]);
  await expect(badge(guard)).toHaveCount(0);

  const supervisor = await openAs(supervisorAccount);
  const direct = await expectJson<Conversation>(
    await supervisor.request.post('/api/v1/conversations', { data: { kind: 'direct', userId: guardAccount.id } }),
    201,
  );
  await supervisor.goto(`/messenger?c=${direct.id}`);
  const composer = supervisor.getByRole('textbox', { name: 'Message', exact: true });
  await expect(composer).toBeVisible();

  // Shift+Enter is a new line; Enter sends.
  const words = `Bring the spare radio to gate 3 ${Date.now().toString(36)}`;
  await composer.fill(words);
  await composer.press('Shift+Enter');
  await composer.pressSequentially('Thanks');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const sent = supervisor.getByTestId('message').filter({ hasText: words });
  await expect(sent).toHaveAttribute('data-own', 'true');
  await expect(sent).toContainText('Thanks');

  // The guard sees it arrive without a reload: the preview in the list and the badge in the navbar.
  const row = guard.getByTestId('conversation-item').filter({ hasText: words });
  await expect(row).toBeVisible();
  await expect(badge(guard)).toHaveText('1');
  await expect(row.getByTestId('conversation-unread')).toHaveText('1');
  // Fetching the list delivered it.
  await expect(sent.getByRole('img', { name: 'Delivered' })).toBeVisible();

  // The guard opens it: marked read, the badge clears, and the supervisor sees Read.
  await row.click();
  await expect(guard.getByTestId('message').filter({ hasText: words })).toBeVisible();
  await expect(badge(guard)).toHaveCount(0);
  await expect(sent.getByRole('img', { name: 'Read' })).toBeVisible();

  // A draft survives a reload and is cleared once sent.
  const reply = guard.getByRole('textbox', { name: 'Message', exact: true });
  await reply.fill('On my way');
  await guard.reload();
  await expect(guard.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('On my way');
  await guard.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
  // Sent once the server has answered: the composer empties (the supervisor may see it live before that answer).
  await expect(guard.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  await expect(supervisor.getByTestId('message').filter({ hasText: 'On my way' })).toHaveAttribute('data-own', 'false');
  await guard.reload();
  await expect(guard.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
});
