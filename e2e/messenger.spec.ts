import type { Browser, Page } from '@playwright/test';
import type { Conversation, ConversationListResponse } from '../src/shared/contract/messenger.ts';
import { type DemoRole, expect, storageStateFor, test } from './fixtures.ts';

/*
 * Issue 10: two people chat in real time. The demo supervisor writes to the demo guard; the guard's console shows
 * the message and the navbar's unread badge without a reload; the guard opens the conversation, the badge clears,
 * and the supervisor's message turns 'Read'. The guard first reads what the demo left unread, so the badge starts
 * empty; the message carries a unique text so it is this test's own.
 */

async function pageAs(browser: Browser, role: DemoRole, url: string): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStateFor(role) });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

async function conversations(page: Page, q = ''): Promise<Conversation[]> {
  const response = await page.request.get(`/api/v1/conversations?limit=100&q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ConversationListResponse).items;
}

const badge = (page: Page) => page.getByTestId('messenger-unread-badge');

test('a message appears live, the unread badge clears on reading, and the sender sees Read', async ({ browser }) => {
  test.setTimeout(90_000);
  const guard = await pageAs(browser, 'guard', '/profile');
  // Read what the demo left unread: the badge starts empty.
  for (const c of await conversations(guard)) {
    if (c.unreadCount > 0) expect((await guard.request.post(`/api/v1/conversations/${c.id}/read`)).ok()).toBe(true);
  }
  await guard.goto('/messenger');
  await expect(guard.getByRole('heading', { level: 1, name: 'Messenger' })).toBeVisible({ timeout: 20_000 });
  await expect(badge(guard)).toHaveCount(0);

  const supervisor = await pageAs(browser, 'supervisor', '/messenger');
  const direct = (await conversations(supervisor, 'Jamal Carter')).find((c) => c.kind === 'direct');
  expect(direct).toBeDefined();
  await supervisor.goto(`/messenger?c=${direct?.id}`);
  const composer = supervisor.getByRole('textbox', { name: 'Message', exact: true });
  await expect(composer).toBeVisible({ timeout: 20_000 });

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
  await expect(guard.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('On my way', {
    timeout: 20_000,
  });
  await guard.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
  await expect(supervisor.getByTestId('message').filter({ hasText: 'On my way' })).toHaveAttribute('data-own', 'false');
  await guard.reload();
  await expect(guard.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('', { timeout: 20_000 });
});
