import { expect, expectJson, signIn, test, uniqueId } from './fixtures.ts';

test.describe('visitors on a phone', () => {
  test('the front desk works from a list, not a wide grid', async ({ page, tenant }) => {
    const name = `Phil Phone ${uniqueId()}`;
    await signIn(page, await tenant.user('guard'));
    const expectedAt = new Date(await tenant.now()).toISOString();
    await expectJson(
      await page.request.post('/api/v1/visitors', { data: { name, hostName: 'Reception', expectedAt } }),
      201,
    );

    await page.goto('/visitors?view=expected');
    await expect(page.getByRole('grid')).toHaveCount(0);
    const item = page.getByTestId('visitor-item').filter({ hasText: name });
    await expect(item).toContainText('Host Reception');
    await item.getByRole('button', { name: `Check in ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Check in ${name}` });
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByText(`${name} is checked in.`)).toBeVisible();
    await page
      .getByRole('dialog', { name: `${name} is checked in` })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByRole('tab', { name: /On site now/ }).click();
    await page.getByRole('textbox', { name: 'Search visitors' }).fill(name);
    await expect(page.getByTestId('visitor-item').filter({ hasText: name })).toContainText('On site');
  });
});
