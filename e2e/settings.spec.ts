import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

// Each test changes the settings of an account of its own, the executive of its own client.

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

test('each layout shows its navigation', async ({ page, tenant }) => {
  // A new account, four layout switches through the panel and a debounced save: a long flow (17 s on a quiet
  // run), more than one test's default time when another worker renders PDFs or photos on the same two cores.
  test.setTimeout(scaled(90_000));
  await signIn(page, tenant.executive);
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

test('a dark colour scheme is saved on the server and survives a reload', async ({ page, tenant }) => {
  await signIn(page, tenant.executive);
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

test('the font-size slider changes the root font size', async ({ page, tenant }) => {
  await signIn(page, tenant.executive);
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

test("the toolbar's font-size menu changes the same setting as the panel's slider", async ({ page, tenant }) => {
  await signIn(page, tenant.executive);
  await page.goto('/dashboard');
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  await expect(page.getByTestId('navbar')).toBeVisible();
  await page.getByRole('button', { name: /^Font size: / }).click();
  const menu = page.getByRole('dialog', { name: 'Font size' });
  const slider = menu.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(rootSize).toBe('11px');
  await page.keyboard.press('Escape');
  const panel = await openSettings(page);
  await expect(panel.getByRole('slider')).toHaveAttribute('aria-valuenow', '1.1');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Font size: / }).click();
  await page.getByRole('dialog', { name: 'Font size' }).getByRole('button', { name: 'Reset to 100%' }).click();
  await expect.poll(rootSize).toBe('10px');
});
