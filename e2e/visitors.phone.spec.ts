import { asRole, expect, test } from './fixtures.ts';

test.describe('visitors on a phone', () => {
  test.use(asRole('guard'));

  test('the front desk works from a list, not a wide grid', async ({ page }) => {
    const name = `Phil Phone ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/v1/visitors', {
      data: { name, hostName: 'Reception', expectedAt: new Date().toISOString() },
    });
    expect(created.status(), await created.text()).toBe(201);

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
