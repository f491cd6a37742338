import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsNewExecutive } from './own-account.ts';

/** Serious and critical findings of axe (WCAG 2.1 A/AA rules) on what the page shows now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

const variants = [
  { name: 'light', colorScheme: 'light', language: 'en' },
  { name: 'dark', colorScheme: 'dark', language: 'en' },
  { name: 'Arabic', colorScheme: 'light', language: 'ar' },
] as const;

for (const variant of variants) {
  test(`the shell has no serious accessibility violations (${variant.name})`, async ({ page }) => {
    // Seven screens, each loaded and scanned: more than one test's default time on a loaded machine.
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    await page.addInitScript((language) => localStorage.setItem('watchpost.language', language), variant.language);
    await signInAsNewExecutive(page, `axe-${variant.name}`);

    await page.goto('/dashboard');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The main list screens, each with its data loaded.
    for (const path of ['/clients', '/events', '/personnel', '/customers', '/users']) {
      await page.goto(path);
      await expect(page.getByRole('grid')).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), '/profile').toEqual([]);
  });
}

test('the sign-in page has no serious accessibility violations (light, dark)', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }
});
