import { asRole, expect, test } from './fixtures.ts';

test.use(asRole('supervisor'));

test('on a phone the navigation is a drawer that closes after choosing a page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByTestId('kpi-guards-on-duty')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(nav).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});
