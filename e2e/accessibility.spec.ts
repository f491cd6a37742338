import { seriousViolations } from './axe.ts';
import { asRole, expect, test } from './fixtures.ts';

const variants = [
  { name: 'light', colorScheme: 'light', language: 'en' },
  { name: 'dark', colorScheme: 'dark', language: 'en' },
  { name: 'Arabic', colorScheme: 'light', language: 'ar' },
] as const;

/** The shell's main screens, each scanned with its data loaded (the demo operation, read only). */
const screens = [
  { path: '/dashboard', loaded: 'heading' },
  { path: '/clients', loaded: 'grid' },
  { path: '/events', loaded: 'grid' },
  { path: '/personnel', loaded: 'grid' },
  { path: '/customers', loaded: 'grid' },
  { path: '/users', loaded: 'grid' },
  { path: '/profile', loaded: 'heading' },
] as const;

test.describe('the shell, as the executive', () => {
  // The language comes from the browser's storage, not the account's settings: the demo account is only read.
  test.use(asRole('executive'));

  for (const variant of variants) {
    for (const screen of screens) {
      test(`${screen.path} has no serious accessibility violations (${variant.name})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: variant.colorScheme });
        await page.addInitScript((language) => localStorage.setItem('watchpost.language', language), variant.language);
        await page.goto(screen.path);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
        if (screen.loaded === 'grid') {
          await expect(page.getByRole('grid')).toBeVisible();
          await expect(page.getByRole('row').nth(1)).toBeVisible();
        } else {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});

test('the sign-in page has no serious accessibility violations (light, dark)', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    try {
      const page = await context.newPage();
      await page.goto('/sign-in');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
