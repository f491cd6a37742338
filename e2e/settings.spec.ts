import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Each test signs in as an executive of its own, created for it, so changing layout and theme never touches the
 * settings of the shared demo accounts other specs use.
 */
async function signInAsNewExecutive(page: Page, name: string) {
  const admin = page.context().request;
  const signIn = await admin.post('/api/v1/auth/sign-in', {
    data: { email: 'executive@demo.test', password: 'demo1234', remember: false },
  });
  expect(signIn.ok()).toBe(true);
  const email = `settings-${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
  const created = await admin.post('/api/v1/users', {
    data: { email, displayName: `Settings ${name}`, roles: ['executive'], password: 'settings-pass-1' },
  });
  expect(created.status()).toBe(201);
  const own = await page.request.post('/api/v1/auth/sign-in', {
    data: { email, password: 'settings-pass-1', remember: false },
  });
  expect(own.ok()).toBe(true);
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

test('each layout shows its navigation', async ({ page }) => {
  await signInAsNewExecutive(page, 'layout');
  await page.goto('/dashboard');
  const navbar = page.getByTestId('navbar');
  await expect(navbar).toBeVisible();
  expect((await navbar.boundingBox())?.width).toBe(280);

  const panel = await openSettings(page);
  await panel.getByRole('radio', { name: /Horizontal navigation/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('horizontal-nav')).toBeVisible();
  await expect(page.getByTestId('navbar')).toHaveCount(0);
  await expect(page.getByTestId('horizontal-nav').getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await (await openSettings(page)).getByRole('radio', { name: /Compact/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('horizontal-nav')).toHaveCount(0);
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-folded', 'true');
  expect((await page.getByTestId('navbar').boundingBox())?.width).toBe(76);

  await (await openSettings(page)).getByRole('radio', { name: /Vertical navigation/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-folded', 'false');

  // The folded navbar of layout 1: 76 px wide.
  const settings = await openSettings(page);
  await settings.getByLabel('Navbar folded').check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-folded', 'true');
  expect((await page.getByTestId('navbar').boundingBox())?.width).toBe(76);

  // Saved to the server after the debounce.
  await expect(page.getByText('Settings saved to Watchpost successfully').first()).toBeVisible();
  await expect
    .poll(
      async () => (await (await page.request.get('/api/v1/me/settings')).json()).settings.layout.config.navbar.folded,
    )
    .toBe(true);
});

test('a dark colour scheme is saved on the server and survives a reload', async ({ page }) => {
  await signInAsNewExecutive(page, 'scheme');
  await page.goto('/dashboard');
  await expect(page.getByTestId('navbar')).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(243, 245, 249)');
  await page.getByRole('button', { name: 'Colour schemes' }).click();
  await page.getByRole('dialog', { name: 'Colour schemes' }).locator('[data-scheme="emeraldGoldDark"]').click();
  await expect(page.getByText('Theme preference saved successfully.')).toBeVisible();
  await expect.poll(background).toBe('rgb(11, 26, 21)');

  await page.reload();
  await expect(page.getByTestId('navbar')).toBeVisible();
  expect(await background()).toBe('rgb(11, 26, 21)');
  const stored = await (await page.request.get('/api/v1/me/settings')).json();
  expect(stored.theme.main.mode).toBe('dark');
});

test('the font-size slider changes the root font size', async ({ page }) => {
  await signInAsNewExecutive(page, 'font');
  await page.goto('/dashboard');
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  await expect(page.getByTestId('navbar')).toBeVisible();
  expect(await rootSize()).toBe('10px');
  const panel = await openSettings(page);
  const slider = panel.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(rootSize).toBe('12px');
  await page.keyboard.press('Home');
  await expect.poll(rootSize).toBe('7px');
});
