import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2eOidcDisplayName } from './oidc-accounts.ts';

/**
 * Federated sign-in against the real OpenID provider e2e-server.mjs runs beside the server (accounts in
 * oidc-accounts.ts): the button opens the provider in a popup, the user signs in there, the popup closes itself
 * and the page that opened it moves on.
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

test.describe('sign-in with the OpenID provider', () => {
  test('links the demo executive by verified email and lands on the dashboard, signed in', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('separator')).toContainText('or');
    await signInAtProvider(page, 'dana-at-idp');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('kpi-guards-on-duty')).toBeVisible();
    const session = await (await page.request.get('/api/v1/auth/session')).json();
    expect(session.user).toMatchObject({ email: 'executive@demo.test', role: 'executive' });
  });

  test('creates a guest account for someone new', async ({ page }) => {
    await page.goto('/sign-in');
    await signInAtProvider(page, 'new-at-idp');
    await expect(page).not.toHaveURL(/\/sign-in$/);
    const session = await (await page.request.get('/api/v1/auth/session')).json();
    expect(session.user).toMatchObject({ email: 'newcomer@oidc.test', displayName: 'Noor Newcomer', roles: ['guest'] });
  });

  test('with pop-ups blocked, the plain link runs the same sign-in in this window', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/sign-in');
    await page.getByRole('button', { name: `Continue with ${e2eOidcDisplayName}` }).click();
    await expect(page.getByRole('alert')).toContainText('Your browser blocked the sign-in window.');
    await page.getByRole('link', { name: 'continue in this window' }).click();
    await page.getByPlaceholder('Enter any login').fill('dana-at-idp');
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('kpi-guards-on-duty')).toBeVisible();
  });

  test('refuses an unverified email that belongs to an account, and says why', async ({ page }) => {
    await page.goto('/sign-in');
    await signInAtProvider(page, 'unverified-at-idp');
    await expect(page.getByRole('alert')).toContainText('An account with this email already exists.');
    await expect(page).toHaveURL(/\/sign-in$/);
    const session = await (await page.request.get('/api/v1/auth/session')).json();
    expect(session.user).toBeNull();
  });
});
