import { asRole, expect, signIn, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/** Unique per run and per test, so the specs can run again on the same server and in parallel. */
function uniqueName(prefix: string, testId: string): string {
  return `${prefix} ${testId.slice(0, 6)}-${Date.now().toString(36)}`;
}

test.describe('customers, as a manager', () => {
  test('creates a customer, edits it and finds it in the list', async ({ page, tenant }, info) => {
    // A long flow (create, edit, search): more than the default 30 s on a loaded two-core machine.
    test.setTimeout(scaled(60_000));
    const name = uniqueName('Harbor Lights', info.testId);
    await signIn(page, await tenant.user('manager'));
    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
    await page.getByRole('button', { name: 'Add customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    const submit = dialog.getByRole('button', { name: 'Add customer' });
    await expect(submit).toBeEnabled();
    await dialog.getByLabel('Customer name').fill(name);
    await dialog.getByLabel('Contact email').fill('not-an-email');
    await expect(dialog.getByText('You must enter a valid email')).toBeVisible();
    // Pressed with a wrong field it sends nothing and puts the cursor in that field.
    await submit.click();
    await expect(dialog.getByLabel('Contact email')).toBeFocused();
    await dialog.getByLabel('Contact email').fill('ops@harbor.e2e.test');
    await dialog.getByLabel('Contact name').fill('Sam Ortiz');
    await submit.click();

    // The new customer's page opens.
    await expect(page).toHaveURL(/\/customers\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('ops@harbor.e2e.test')).toBeVisible();

    const line = String(Date.now() % 10_000).padStart(4, '0');
    const phone = `+1 312 555 ${line}`;
    // Shown as every screen shows a phone number.
    const shownPhone = `+1 (312) 555-${line}`;
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    const save = edit.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(edit.getByText('Nothing to save yet: change something first.')).toBeVisible();
    await edit.getByLabel('Contact phone').fill(phone);
    await save.click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(shownPhone)).toBeVisible();

    // A user of this customer: the users dialog opens with role Client and this customer chosen.
    await page.getByRole('tab', { name: /^Users/ }).click();
    await page.getByRole('button', { name: 'Add user' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Add user' });
    await expect(userDialog.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue(name);
    const email = `buyer-${Date.now().toString(36)}@harbor.e2e.test`;
    await userDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Harbor Buyer');
    await userDialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await userDialog.getByRole('textbox', { name: 'Password', exact: true }).fill('long-enough-1');
    await userDialog.getByRole('button', { name: 'Add user' }).click();
    await expect(userDialog).toBeHidden();
    const users = page.getByRole('grid', { name: 'Users' });
    await expect(users.getByText(email)).toBeVisible();
    await expect(users.getByText('Client', { exact: true })).toBeVisible();

    // The page's own back link (the menu's Records group has a Customers link too).
    await page.locator('#main-content').getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await page.getByRole('textbox', { name: 'Search customers' }).fill(name);
    const grid = page.getByRole('grid', { name: 'Customers' });
    await expect(grid.getByText(name)).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid.getByText(`Sam Ortiz · ${shownPhone}`)).toBeVisible();

    // The CSV export carries the filter.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test('is told why a customer with events cannot be deleted', async ({ page, tenant }) => {
    const customer = await tenant.customer(`Lakefront Stadium Group ${tenant.clientId.slice(0, 8)}`);
    for (const day of ['2027-03-01', '2027-03-02']) {
      await tenant.event({ customerId: customer.id, start: `${day}T15:00:00Z`, end: `${day}T23:00:00Z` });
    }
    await signIn(page, await tenant.user('manager', { fullClientAccess: [customer.id] }));
    await page.goto('/customers');
    const grid = page.getByRole('grid', { name: 'Customers' });
    await page.getByRole('textbox', { name: 'Search customers' }).fill(customer.name);
    // The search answers after a debounce: click the row once the grid has re-rendered with the one match, not
    // the same row of the unfiltered list while it is being replaced.
    await expect(page.getByText('1–1 of 1')).toBeVisible();
    await grid.getByText(customer.name).click();
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${customer.name}?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'This customer has 2 events; a customer with events cannot be deleted. Deactivate it instead.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();

    await page.getByRole('tab', { name: /^Events/ }).click();
    await expect(page).toHaveURL(/\?tab=events$/);
    await expect(page.getByRole('grid', { name: /^Events/ })).toBeVisible();
  });
});

test.describe('customers, as a guard', () => {
  test.use(asRole('guard'));

  test('may not open the customers screens', async ({ page }) => {
    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: 'Customers' })).toHaveCount(0);
    const response = await page.request.get('/api/v1/customers');
    expect(response.status()).toBe(403);
  });
});
