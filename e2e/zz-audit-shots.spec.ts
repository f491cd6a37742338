import { devices } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test('audit screenshots', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const unique = `${Date.now()}`;
  const email = `shots-${unique}@demo.test`;
  const setup = await browser.newContext({ baseURL });
  await setup.request.post('/api/v1/auth/sign-in', { data: { email: 'executive@demo.test', password: 'demo1234', remember: false } });
  await setup.request.post('/api/v1/users', { data: { email, displayName: 'Samira Haddad', roles: ['executive'], password: 'shots-pass-1' } });
  await setup.request.post('/api/v1/auth/sign-in', { data: { email, password: 'shots-pass-1', remember: false } });
  for (const n of ['North Gate Partners', '=SUM(A1)', 'Harbour Events']) {
    await setup.request.post('/api/v1/customers', { data: { name: n } });
  }
  const state = await setup.storageState();
  const variants = [
    { name: 'desktop-light', opts: { viewport: { width: 1440, height: 900 } }, scheme: 'light', lang: 'en' },
    { name: 'desktop-dark', opts: { viewport: { width: 1440, height: 900 } }, scheme: 'dark', lang: 'en' },
    { name: 'desktop-ar', opts: { viewport: { width: 1440, height: 900 } }, scheme: 'light', lang: 'ar' },
    { name: 'phone-light', opts: { ...devices['Pixel 7'] }, scheme: 'light', lang: 'en' },
    { name: 'phone-dark', opts: { ...devices['Pixel 7'] }, scheme: 'dark', lang: 'en' },
    { name: 'phone-ar', opts: { ...devices['Pixel 7'] }, scheme: 'dark', lang: 'ar' },
  ] as const;
  for (const v of variants) {
    const ctx = await browser.newContext({ ...v.opts, baseURL, storageState: state, colorScheme: v.scheme });
    await ctx.addInitScript((lang) => localStorage.setItem('watchpost.language', lang), v.lang);
    const page = await ctx.newPage();
    await page.goto('/audit');
    await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/audit-shots/${v.name}.png`, fullPage: true });
    await page.locator('.MuiDataGrid-row').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/audit-shots/${v.name}-details.png` });
    await ctx.close();
  }
});
