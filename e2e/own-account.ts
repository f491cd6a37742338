import { expect, type Page } from '@playwright/test';

/**
 * Signs the page in as an executive created for this test alone, so changing layout, theme or language never
 * touches the settings of the shared demo accounts other specs use.
 */
export async function signInAsNewExecutive(page: Page, name: string) {
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
