import type { Page } from '@playwright/test';
import { type Account, expect, type OpenAs, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/*
 * Issue 7: a guard raises SOS; executive consoles see it live (bell count, banner, dropdown) without reload, and
 * one operator opening it acknowledges it on every console. In a client of the test's own, so no other alert
 * comes and goes meanwhile; the assertions still follow this test's alert by its id.
 */

const bell = (page: Page) => page.getByTestId('alert-bell');

async function consoleAs(openAs: OpenAs, account: Account): Promise<Page> {
  // A light screen: the bell and the banner are on every console screen.
  const page = await openAs(account, '/profile');
  await expect(bell(page)).toBeVisible();
  return page;
}

/** The bell's unread count, read from its accessible name ("Alerts, 12 not seen"). */
async function bellCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/\d[\d,]*/)?.[0]?.replaceAll(',', '') ?? '0');
}

/** The unread count the server reports to this console's user. */
async function serverCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/alerts?type=all&limit=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { unseenCount: number }).unseenCount;
}

test('a guard raises SOS; every executive console sees it live, and one opening it acknowledges it for all', async ({
  tenant,
  openAs,
}) => {
  test.setTimeout(scaled(60_000));
  const [guardAccount, otherExecutive] = await Promise.all([tenant.user('guard'), tenant.user('executive')]);
  const first = await consoleAs(openAs, tenant.executive);
  const second = await consoleAs(openAs, otherExecutive);
  const guard = await openAs(guardAccount);

  // Both consoles show the server's count before anything happens.
  const before = await serverCount(first);
  await expect.poll(() => bellCount(first)).toBe(before);
  await expect.poll(() => bellCount(second)).toBe(before);

  // The guard raises SOS from their own browser session.
  const words = `Intruder at the loading bay ${Date.now().toString(36)}`;
  const raised = await guard.request.post('/api/v1/field/sos', { data: { message: words } });
  expect(raised.status()).toBe(201);
  const alertId = ((await raised.json()) as { alertIds: string[] }).alertIds[0] ?? '';
  expect(alertId).not.toBe('');

  // Live, without reload, on both consoles: the count rises and the banner shows this SOS.
  for (const page of [first, second]) {
    await expect.poll(() => bellCount(page)).toBeGreaterThan(before);
    const banner = page.getByTestId('sos-banner');
    await expect(banner).toHaveAttribute('data-alert-id', alertId);
    await expect(banner).toContainText(words);
    await expect(banner).toHaveAttribute('role', 'alert');
  }

  // The alert is in the first console's dropdown, newest first among SOS, marked unseen.
  await bell(first).click();
  const dropdown = first.getByRole('dialog', { name: 'Alerts' });
  await dropdown.getByRole('tab', { name: 'SOS' }).click();
  const row = dropdown.locator(`[data-alert-id="${alertId}"]`);
  await expect(row).toHaveAttribute('data-seen', 'false');
  await expect(row.getByRole('img', { name: 'Not seen' })).toBeVisible();

  // Opening it acknowledges it and shows the details.
  await row.click();
  const detail = first.getByRole('dialog', { name: /SOS/ });
  await expect(detail).toContainText(words);
  await expect(detail.getByText('Not seen yet')).toHaveCount(0);
  await detail.getByRole('button', { name: 'Close' }).click();

  // The other console sees it seen without reload: its banner no longer shows this SOS, its count matches the
  // server's (which no longer counts it), and its dropdown shows the alert as seen.
  const secondBanner = second.getByTestId('sos-banner');
  await expect(secondBanner.and(second.locator(`[data-alert-id="${alertId}"]`))).toHaveCount(0);
  await expect.poll(async () => (await bellCount(second)) === (await serverCount(second))).toBe(true);
  await bell(second).click();
  const secondDropdown = second.getByRole('dialog', { name: 'Alerts' });
  await secondDropdown.getByRole('tab', { name: 'SOS' }).click();
  await expect(secondDropdown.locator(`[data-alert-id="${alertId}"]`)).toHaveAttribute('data-seen', 'true');
});

test('an operator folds the SOS banner without acknowledging it, and reads the alerts in Arabic', async ({
  tenant,
  openAs,
}) => {
  test.setTimeout(scaled(60_000));
  const guardAccount = await tenant.user('guard');
  const customer = await tenant.customer();
  const now = await tenant.now();
  const event = await tenant.event({
    customerId: customer.id,
    start: new Date(now - 3_600_000),
    end: new Date(now + 6 * 3_600_000),
  });
  // An assignment raises an "Event assigned" alert, stored in English with its params.
  await tenant.assign(event.id, guardAccount.id);
  const guard = await openAs(guardAccount);

  const operator = await openAs(tenant.executive);
  await operator.addInitScript(() => localStorage.setItem('watchpost.language', 'ar'));
  await operator.goto('/profile');
  await expect(operator.locator('html')).toHaveAttribute('dir', 'rtl');

  // The guard raises SOS without words: the banner's text is written in Arabic from the alert's params.
  const raised = await guard.request.post('/api/v1/field/sos', { data: {} });
  expect(raised.status()).toBe(201);
  const alertId = ((await raised.json()) as { alertIds: string[] }).alertIds[0] ?? '';
  const banner = operator.getByTestId('sos-banner');
  await expect(banner).toHaveAttribute('data-alert-id', alertId);
  await expect(banner).toContainText(`أطلق ${guardAccount.displayName} نداء استغاثة (SOS).`);

  // Folded: a pill stays, the banner goes, and the alert is still unseen for everyone.
  await banner.getByRole('button', { name: 'تصغير شريط SOS' }).click();
  const pill = operator.getByTestId('sos-pill');
  await expect(pill).toBeVisible();
  await expect(pill).toBeFocused();
  await expect(banner).toHaveCount(0);
  const unseen = async () => {
    const response = await operator.request.get('/api/v1/alerts?type=sos&limit=50');
    const body = (await response.json()) as { items: Array<{ id: string; seen: boolean }> };
    return body.items.find((item) => item.id === alertId)?.seen;
  };
  expect(await unseen()).toBe(false);

  // Still folded after a reload; the pill unfolds it.
  await operator.reload();
  await expect(pill).toBeVisible();
  await expect(banner).toHaveCount(0);
  await pill.click();
  await expect(banner).toHaveAttribute('data-alert-id', alertId);

  // The dropdown writes the assignment's title in Arabic.
  await operator.getByTestId('alert-bell').click();
  const dropdown = operator.getByRole('dialog', { name: 'التنبيهات' });
  await expect(dropdown.getByText(`إسناد فعالية: ${guardAccount.displayName}`)).toBeVisible();
  await operator.keyboard.press('Escape');

  // Folded again, a new SOS unfolds the banner with the new one.
  await banner.getByRole('button', { name: 'تصغير شريط SOS' }).click();
  await expect(pill).toBeVisible();
  const next = await guard.request.post('/api/v1/field/sos', { data: { message: 'Second call' } });
  const nextId = ((await next.json()) as { alertIds: string[] }).alertIds[0] ?? '';
  await expect(banner).toHaveAttribute('data-alert-id', nextId);
  await expect(banner).toContainText('Second call');
  expect(await unseen()).toBe(false);
});
