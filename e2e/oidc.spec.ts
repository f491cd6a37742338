import type { Page } from '@playwright/test';
import { expect, test, uniqueId } from './fixtures.ts';
import { e2eOidcDisplayName, oidcLogin } from './oidc-accounts.ts';

/**
 * Federated sign-in against the real OpenID provider e2e-server.mjs runs beside the server (its accounts are made up
 * from the login, see oidc-accounts.ts, so each test brings its own): the button opens the provider in a popup, the
 * user signs in there, the popup closes itself and the page that opened it moves on.
 */
async function signInAtProvider(page: Page, login: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${e2eOidcDisplayName}` }).click();
  const popup = await popupOpened;
  await popup.getByPlaceholder('Enter any login').fill(login);
  await popup.getByPlaceholder('and password').fill('any password');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await closed;
}

async function sessionUser(page: Page) {
  return (await (await page.request.get('/api/v1/auth/session')).json()).user;
}

test.describe('sign-in with the OpenID provider', () => {
  test('links an executive by verified email and lands on the dashboard, signed in', async ({ page, tenant }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('separator')).toContainText('or');
    await signInAtProvider(page, oidcLogin('verified', tenant.executive.email));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('kpi-guards-on-duty')).toBeVisible();
    expect(await sessionUser(page)).toMatchObject({ email: tenant.executive.email, role: 'executive' });
  });

  test('creates a guest account for someone new', async ({ page }) => {
    const email = `newcomer-${uniqueId()}@oidc.test`;
    await page.goto('/sign-in');
    await signInAtProvider(page, oidcLogin('verified', email, 'Noor Newcomer'));
    await expect(page).not.toHaveURL(/\/sign-in$/);
    expect(await sessionUser(page)).toMatchObject({ email, displayName: 'Noor Newcomer', roles: ['guest'] });
  });

  test('with pop-ups blocked, the plain link runs the same sign-in in this window', async ({ page, tenant }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/sign-in');
    await page.getByRole('button', { name: `Continue with ${e2eOidcDisplayName}` }).click();
    await expect(page.getByRole('alert')).toContainText('Your browser blocked the sign-in window.');
    await page.getByRole('link', { name: 'continue in this window' }).click();
    await page.getByPlaceholder('Enter any login').fill(oidcLogin('verified', tenant.executive.email));
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('kpi-guards-on-duty')).toBeVisible();
    expect(await sessionUser(page)).toMatchObject({ email: tenant.executive.email, role: 'executive' });
  });

  test('refuses an unverified email that belongs to an account, and says why', async ({ page, tenant }) => {
    await page.goto('/sign-in');
    await signInAtProvider(page, oidcLogin('unverified', tenant.executive.email));
    await expect(page.getByRole('alert')).toContainText('An account with this email already exists.');
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await sessionUser(page)).toBeNull();
  });
});
