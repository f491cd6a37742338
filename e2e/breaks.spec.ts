import { asRole, expect, test } from './fixtures.ts';

// Read-only on purpose: the demo has one overrunning break, and ending it would change what later runs see.
test.describe('breaks, as the supervisor', () => {
  test.use(asRole('supervisor'));

  test('sees who is on a break with the overrun, and filters the history', async ({ page }) => {
    await page.goto('/breaks');
    await expect(page.getByRole('heading', { name: 'Breaks' })).toBeVisible();
    const live = page.getByRole('list', { name: 'Guards on a break' });
    await expect(live.getByText(/^\d+ of \d+ min$/).first()).toBeVisible();
    await expect(live.getByText(/^Over by \d+ min$/).first()).toBeVisible();
    await expect(live.getByRole('button', { name: /^End the break of / }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/\?tab=history$/);
    const grid = page.getByRole('grid', { name: 'Break history' });
    await expect(grid.getByText('Completed').first()).toBeVisible();
    await page.getByRole('switch', { name: 'Overruns only' }).check();
    await expect(grid.getByText('Completed')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', /overrunOnly=true/);
  });
});

test.describe('breaks, as a guard', () => {
  test.use(asRole('guard'));

  test('sees the page without the end-break action', async ({ page }) => {
    await page.goto('/breaks');
    await expect(page.getByRole('heading', { name: 'Breaks' })).toBeVisible();
    await expect(page.getByText('Refreshes every 30 seconds.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^End the break of / })).toHaveCount(0);
  });
});
