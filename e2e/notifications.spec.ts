import { expect, signIn, test } from './fixtures.ts';

test('notifications never stack more than five, and the queued ones follow as the first close', async ({
  page,
  tenant,
}) => {
  // The page's clock is the test's: a notification closes after 5 s of that clock, never of the machine's.
  await page.clock.install();
  await signIn(page, tenant.executive);
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
  await page.getByRole('button', { name: 'Colour schemes' }).click();
  const panel = page.getByRole('dialog', { name: 'Colour schemes' });
  const schemes = panel.locator('[data-scheme]');
  await expect(schemes.first()).toBeVisible();

  // Time stands still from here: every scheme chosen is saved at once and confirmed by a notification, eight in
  // a row, and none of them can close before all eight have been asked for.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  let saved = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/me/theme' && response.ok()) saved += 1;
  });
  for (let i = 0; i < 8; i += 1) await schemes.nth(i % 4).click();
  await expect.poll(() => saved).toBe(8);

  /** Moves the page's clock on by `ms` and answers how many notifications it shows then. */
  const toasts = page.locator('.notistack-Snackbar');
  const after = async (ms: number) => {
    await page.clock.runFor(ms);
    return toasts.count();
  };
  await expect.poll(() => after(0)).toBe(5);
  await expect(toasts.first()).toContainText('Theme preference saved successfully.');
  // Five seconds later the five close and the three queued ones open; five more and those close too. The clock
  // moves in small steps, so the page's transitions run between them however slow the machine is.
  await page.clock.runFor(5_000);
  await expect.poll(() => after(100)).toBe(3);
  await page.clock.runFor(5_000);
  await expect.poll(() => after(100)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { maxToasts: number }).maxToasts)).toBe(5);
});
