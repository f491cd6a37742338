import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A user of its own: choosing a language also saves the layout direction to the user's settings, which must not
 * touch the shared demo accounts other specs use.
 */
async function signInAsNewExecutive(page: Page) {
  const admin = page.context().request;
  const signIn = await admin.post('/api/v1/auth/sign-in', {
    data: { email: 'executive@demo.test', password: 'demo1234', remember: false },
  });
  expect(signIn.ok()).toBe(true);
  const email = `language-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
  const created = await admin.post('/api/v1/users', {
    data: { email, displayName: 'Language Tester', roles: ['executive'], password: 'language-pass-1' },
  });
  expect(created.status()).toBe(201);
  const own = await page.request.post('/api/v1/auth/sign-in', {
    data: { email, password: 'language-pass-1', remember: false },
  });
  expect(own.ok()).toBe(true);
}

test('choosing Arabic mirrors the console, survives a reload, and English switches it back', async ({ page }) => {
  await signInAsNewExecutive(page);
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

test('the language menu links to the multi-language documentation', async ({ page }) => {
  await signInAsNewExecutive(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'EN, Language: English' }).click();
  await page.getByRole('menuitem', { name: 'About translations' }).click();
  await expect(page).toHaveURL(/\/documentation\/configuration\/multi-language$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-language' })).toBeVisible();
  await expect(page.getByRole('row', { name: /العربية.*Right to left/ })).toBeVisible();
});
