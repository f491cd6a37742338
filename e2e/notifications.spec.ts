import { expect, test } from './fixtures.ts';
import { signInAsNewExecutive } from './own-account.ts';

test('notifications never stack more than five', async ({ page }) => {
  await signInAsNewExecutive(page, 'toasts');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Record the largest number of notifications ever on screen at once, from now on.
  await page.evaluate(() => {
    const w = window as unknown as { maxToasts: number };
    w.maxToasts = 0;
    const count = () => {
      w.maxToasts = Math.max(w.maxToasts, document.querySelectorAll('.notistack-Snackbar').length);
    };
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
  });

  // Every scheme chosen is saved at once and confirmed by a notification: eight in a row. The eight saves are
  // held until all are sent and then answered together, so the eight notifications are asked for at once however
  // slow the machine (otherwise the first could close after 5 s before the last one opens).
  let releaseSaves = () => {};
  const allSent = new Promise<void>((resolve) => {
    releaseSaves = resolve;
  });
  let sent = 0;
  await page.route('**/api/v1/me/theme', async (route) => {
    sent += 1;
    if (sent === 8) releaseSaves();
    await allSent;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Colour schemes' }).click();
  const panel = page.getByRole('dialog', { name: 'Colour schemes' });
  const schemes = panel.locator('[data-scheme]');
  for (let i = 0; i < 8; i += 1) await schemes.nth(i % 4).click();

  const toasts = page.locator('.notistack-Snackbar');
  await expect(toasts).toHaveCount(5);
  await expect(toasts.first()).toContainText('Theme preference saved successfully.');
  // The queued three follow as the first close (5 s each); never more than five at once.
  await expect(toasts).toHaveCount(0, { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { maxToasts: number }).maxToasts)).toBe(5);
});
