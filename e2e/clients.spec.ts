import { asRole, expect, signIn, test } from './fixtures.ts';

/** Unique per run and per test, so the specs can run again on the same server and in parallel. */
function uniqueName(prefix: string, testId: string): string {
  return `${prefix} ${testId.slice(0, 6)}-${Date.now().toString(36)}`;
}

test.describe('clients, as an executive', () => {
  test('sees only their own client, edits its phone and adds and deletes a note', async ({ page, tenant }, info) => {
    const client = tenant.name;
    await signIn(page, tenant.executive);
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Clients' });
    await expect(grid.getByText(client)).toBeVisible();
    // A header row and their one client.
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Add client' })).toHaveCount(0);

    await grid.getByText(client).click();
    await expect(page).toHaveURL(/\/clients\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: client })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    const line = String(Date.now() % 10_000).padStart(4, '0');
    const phone = `+1 312 555 ${line}`;
    // Shown as every screen shows a phone number.
    const shownPhone = `+1 (312) 555-${line}`;
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${client}` });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Contact phone').fill(phone);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(shownPhone)).toBeVisible();

    await page.getByRole('tab', { name: 'Notes' }).click();
    await expect(page).toHaveURL(/\?tab=notes$/);
    const note = `Gate code changed ${info.testId.slice(0, 6)}-${Date.now().toString(36)}`;
    const noteSave = page.getByRole('button', { name: 'Save', exact: true });
    await expect(noteSave).toBeDisabled();
    await page.getByLabel('Add a note').fill(note);
    await noteSave.click();
    const notes = page.getByRole('list', { name: 'Notes' });
    const item = notes.getByRole('listitem').filter({ hasText: note });
    await expect(item).toBeVisible();
    await expect(item).toContainText(tenant.executive.displayName);

    // The tab survives a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await item.getByRole('button', { name: 'Delete note' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(notes.getByText(note)).toHaveCount(0);
  });
});

test.describe('clients, as the admin', () => {
  test.use(asRole('admin'));

  test('adds a client, deactivates and deletes it', async ({ page }, info) => {
    const name = uniqueName('Harbor Patrol', info.testId);
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Add client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add client' });
    const submit = dialog.getByRole('button', { name: 'Add client' });
    // Not turned off for wrong fields: pressing it shows the messages beside them and focuses the first.
    await submit.click();
    await expect(dialog.getByText('You must enter a name')).toBeVisible();
    await expect(dialog.getByLabel('Client name')).toBeFocused();
    await dialog.getByLabel('Client name').fill(name);
    await dialog.getByLabel('Time zone').fill('America/Chicago');
    await dialog.getByLabel('Contact email').fill('not-an-email');
    await expect(dialog.getByText('You must enter a valid email')).toBeVisible();
    await dialog.getByLabel('Contact email').fill('ops@harbor.e2e.test');
    await expect(dialog.getByText('You must enter a valid email')).toBeHidden();
    await submit.click();
    await expect(page.getByRole('heading', { name })).toBeVisible();

    await page.goto('/clients');
    await page.getByRole('textbox', { name: 'Search clients' }).fill(name);
    const grid = page.getByRole('grid', { name: 'Clients' });
    await expect(grid.getByRole('row')).toHaveCount(2);
    const row = grid.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'more' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const deactivate = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect(deactivate).toBeHidden();
    await expect(row.getByText('Inactive')).toBeVisible();

    await row.getByRole('button', { name: 'more' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: `Delete ${name}?` });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(remove).toBeHidden();
    await expect(grid.getByText('No clients match these filters')).toBeVisible();
  });

  test('deleting a client with events shows the server’s reason', async ({ page, tenant }) => {
    // A client of this test with one event: refusing to delete a demo client would be one slip from deleting it.
    const customer = await tenant.customer();
    await tenant.event({ customerId: customer.id, start: '2027-03-01T15:00:00Z', end: '2027-03-01T23:00:00Z' });
    await page.goto('/clients');
    await page.getByRole('textbox', { name: 'Search clients' }).fill(tenant.name);
    const grid = page.getByRole('grid', { name: 'Clients' });
    await expect(grid.getByRole('row')).toHaveCount(2);
    const row = grid.getByRole('row').filter({ hasText: tenant.name });
    await row.getByRole('button', { name: 'more' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: `Delete ${tenant.name}?` });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(remove.getByRole('alert')).toContainText('a client with events cannot be deleted');
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(remove).toBeHidden();
  });
});
