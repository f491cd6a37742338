import { expect, signIn, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

test.describe('a new manager finding their way', () => {
  test('reaches Customers through the Records menu and sets up the first customer from Getting started', async ({
    page,
    tenant,
  }, info) => {
    test.setTimeout(scaled(90_000));
    const name = `Dockside ${info.testId.slice(0, 6)}-${Date.now().toString(36)}`;
    await signIn(page, await tenant.user('manager'));

    // The Records group of the main menu holds the record screens.
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Records' }).click();
    await menu.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();

    // Getting started, from the user menu: nothing set up yet in this new client.
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'Getting started' }).click();
    await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    await expect(page.getByText('0 of 6 steps done')).toBeVisible();

    // Its first step opens the Add customer form.
    await page.getByTestId('step-customer').getByRole('link', { name: 'Add a customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    await dialog.getByLabel('Customer name').fill(name);
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();

    await page.goto('/example');
    await expect(page.getByTestId('step-customer')).toHaveAttribute('data-done', 'true');
    await expect(page.getByText('1 of 6 steps done')).toBeVisible();

    // The customer the manager added is theirs: the New event form offers it.
    await page.getByTestId('step-event').getByRole('link', { name: 'Plan an event' }).click();
    const form = page.getByRole('dialog', { name: 'New event' });
    await form.getByRole('combobox', { name: /Customer/ }).click();
    await expect(page.getByRole('option', { name })).toBeVisible();
  });
});
