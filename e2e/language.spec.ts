import { expect, signIn, test } from './fixtures.ts';

// Choosing a language also saves the layout direction to the user's settings: an account of the test's own.

test('choosing Arabic mirrors the console, survives a reload, and English switches it back', async ({
  page,
  tenant,
}) => {
  await signIn(page, tenant.executive);
  await page.goto('/dashboard');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  const navbar = page.getByTestId('navbar');
  await expect(navbar).toBeVisible();

  await page.getByRole('button', { name: 'EN, Language: English' }).click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();

  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(nav.getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect
    .poll(async () => {
      const box = await navbar.boundingBox();
      return box ? box.x >= viewport.width / 2 && box.x + box.width <= viewport.width + 1 : false;
    })
    .toBe(true);

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('navbar').getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();

  await page.getByRole('button', { name: 'AR، اللغة: العربية' }).click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en-US');
  await expect(page.getByTestId('navbar').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const box = await page.getByTestId('navbar').boundingBox();
  expect(box?.x).toBe(0);
});

test('the language menu links to the multi-language documentation', async ({ page, tenant }) => {
  await signIn(page, tenant.executive);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'EN, Language: English' }).click();
  await page.getByRole('menuitem', { name: 'About translations' }).click();
  await expect(page).toHaveURL(/\/documentation\/configuration\/multi-language$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-language' })).toBeVisible();
  await expect(page.getByRole('row', { name: /العربية.*Right to left/ })).toBeVisible();
});
