import { expect, signIn, type Tenant, test } from './fixtures.ts';

/*
 * The front desk (docs/product/visitors.md#visitor-desk): a guard checks in a visitor pre-registered for today (on the server's clock) and opens
 * the printable badge; a visitor whose name and plate are on the watch list stops the check-in with a warning and
 * the reason, and the guard denies entry. The visitors and the watch list are the test's own client's.
 */
async function preRegister(tenant: Tenant, visitor: Record<string, unknown>) {
  const expectedAt = new Date(await tenant.now()).toISOString();
  await tenant.post('/api/v1/visitors', { expectedAt, ...visitor });
}

test.describe('visitor desk', () => {
  test('a guard checks in a pre-registered visitor and opens the printable badge', async ({ page, tenant }) => {
    await preRegister(tenant, { name: 'Priya Raman', company: 'Northwind Catering', hostName: 'Reception' });
    await signIn(page, await tenant.user('guard'));
    await page.goto('/visitors?view=expected');
    await page.getByRole('button', { name: 'Check in Priya Raman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check in Priya Raman' });
    await expect(dialog.getByLabel('Time in')).not.toHaveValue('');
    await dialog.getByLabel('Badge number').fill('V-2201');
    await dialog.getByRole('button', { name: 'Check in' }).click();

    const done = page.getByRole('dialog', { name: 'Priya Raman is checked in' });
    await expect(done).toContainText('badge V-2201');
    await done.getByRole('button', { name: 'Print badge' }).click();

    const badge = page.getByRole('dialog', { name: 'Visitor badge' });
    const card = badge.getByRole('group', { name: 'Badge of Priya Raman' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Visitor · Northwind Catering');
    await expect(card).toContainText(tenant.name);
    await expect(card.getByTestId('badge-id')).toHaveText('V-2201');
    await expect(badge.getByRole('button', { name: 'Print' })).toBeEnabled();
    await badge.getByRole('button', { name: 'Close' }).click();
    await expect(badge).toBeHidden();

    // On site now, with the badge to print again.
    await page.getByRole('tab', { name: /On site now/ }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Priya Raman' })).toContainText('V-2201');
    await page.getByRole('button', { name: 'Print the badge of Priya Raman' }).click();
    await expect(page.getByRole('dialog', { name: 'Visitor badge' }).getByTestId('badge-id')).toHaveText('V-2201');
  });

  test('a watch-listed visitor stops the check-in with the reason; the guard denies entry', async ({
    page,
    tenant,
  }) => {
    await tenant.post('/api/v1/visitor-blocklist', {
      name: 'Dmitri Volkov',
      vehiclePlate: 'IL ZX 4471',
      reason: 'Drove through the north gate barrier; banned by the venue.',
    });
    // The executive registered him anyway (acknowledging the watch list); the front desk is warned again.
    await preRegister(tenant, { name: 'dmitri volkov', vehiclePlate: 'IL ZX 4471', acknowledgeWatchList: true });
    await signIn(page, await tenant.user('guard'));
    await page.goto('/visitors?view=expected');
    await page.getByRole('button', { name: 'Check in dmitri volkov' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check in dmitri volkov' });
    await dialog.getByRole('button', { name: 'Check in' }).click();

    const warning = dialog.getByTestId('watch-list-warning');
    await expect(warning).toContainText('On the watch list');
    await expect(warning).toContainText('“Dmitri Volkov”');
    await expect(warning).toContainText('Drove through the north gate barrier; banned by the venue.');
    await expect(warning).toContainText('The operations team has been alerted.');
    // A guard cannot override the watch list.
    await expect(dialog.getByRole('button', { name: 'Check in anyway' })).toHaveCount(0);
    await expect(dialog).toContainText('Only a supervisor or above can let this visitor in.');

    await dialog.getByRole('button', { name: 'Deny entry' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('dmitri volkov was denied entry.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'dmitri volkov' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'dmitri volkov' })).toContainText('Declined');
  });
});
