import type { Page } from '@playwright/test';
import { asRole, expect, signIn, test } from './fixtures.ts';

function searchBox(page: Page) {
  return page.getByRole('dialog').getByRole('combobox', { name: 'Search' });
}

test.describe('global search as the executive', () => {
  test.use(asRole('executive'));

  test('finds a page by title and opens it with the keyboard', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Search' }).click();
    await searchBox(page).fill('payroll');
    const option = page.getByRole('option', { name: /Payroll Reports/ });
    await expect(option).toContainText('Reports / Payroll Reports');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/reports\/payroll-reports$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('finds records the user may see and opens the chosen one', async ({ page }) => {
    // A journey through two searches and two screens (a user's dialog, an event's page), each loaded on demand:
    // on a two-core CI machine running two browsers and the server it takes 20–33 s, so it gets 90 s.
    test.slow();
    await page.goto('/dashboard');
    // The shortcut listens once the shell is up.
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('lindqvist');
    const person = page.getByRole('option', { name: /Avery Lindqvist/ });
    await expect(person).toBeVisible();
    await person.click();
    // The result opens that user on the users page; the address drops the focus once it has.
    await expect(page.getByRole('dialog', { name: 'Edit Avery Lindqvist' })).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Search' }).click();
    await searchBox(page).fill('blackhawks');
    await expect(page.getByRole('option', { name: /^Blackhawks vs\. Red Wings/ })).toBeVisible();
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('ArrowUp');
    await searchBox(page).press('Enter');
    // The result's address is /events?focus=<id>; the events page then opens that event at /events/<id>.
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Blackhawks vs. Red Wings' })).toBeVisible();
  });

  test("says 'No results..' and Escape closes and clears", async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Search' }).click();
    await searchBox(page).fill('zzqx nothing like this');
    await expect(page.getByRole('dialog').getByText('No results..')).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toHaveValue('');
  });
});

test.describe('shortcuts bar', () => {
  test('a pinned page stays pinned after a reload', async ({ page, tenant }) => {
    // Shortcuts belong to the account: one of the test's own.
    await signIn(page, await tenant.user('manager'));
    await page.goto('/dashboard');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(bar.getByRole('button', { name: 'Visitors' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit shortcuts' }).click();
    await page.getByRole('textbox', { name: 'Find a page to pin' }).fill('nothing here');
    await expect(page.getByRole('menu').getByText('No results..')).toBeVisible();
    await page.getByRole('textbox', { name: 'Find a page to pin' }).fill('visit');
    const item = page.getByRole('menuitemcheckbox', { name: 'Visitors' });
    await item.click();
    await expect(item).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');

    await page.reload();
    await bar.getByRole('button', { name: 'Visitors' }).click();
    await expect(page).toHaveURL(/\/visitors$/);
  });
});
