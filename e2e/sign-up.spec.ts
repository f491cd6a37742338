import { expect, test } from './fixtures.ts';

// Its own client address, so sign-ups here count against no one else's per-address limit.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } });

test.describe('sign-up through the form', () => {
  test('shows the exact messages, keeps submit disabled until valid, and lands a new guest on /visitors', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');

    const submit = page.getByRole('button', { name: 'Create account' });
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByRole('textbox', { name: 'Password (confirm)', exact: true }).fill('other');
    await expect(page.getByText('You must enter a valid email')).toBeVisible();
    await expect(page.getByText('Password is too short - should be 8 chars minimum.')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByRole('textbox', { name: 'Display name', exact: true }).fill('x');
    await page.getByRole('textbox', { name: 'Display name', exact: true }).fill('');
    await expect(page.getByText('You must enter your name')).toBeVisible();
    await expect(submit).toBeDisabled();

    const email = `new-guest-${Date.now()}@example.test`;
    await page.getByRole('textbox', { name: 'Display name', exact: true }).fill('Nina Newcomer');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-password');
    await page.getByRole('textbox', { name: 'Password (confirm)', exact: true }).fill('a-long-password');
    await expect(submit).toBeDisabled();
    const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
    await terms.check();
    await terms.uncheck();
    await expect(page.getByText('The terms and conditions must be accepted.')).toBeVisible();
    await terms.press('Space');
    await expect(terms).toBeChecked();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/visitors$/);
    const session = await (await page.request.get('/api/v1/auth/session')).json();
    expect(session.user).toMatchObject({ email, displayName: 'Nina Newcomer', role: 'guest' });
    await expect(page.getByRole('button', { name: /Account: Nina Newcomer/ })).toBeVisible();
  });

  test('an email already in use is refused under the email field', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'Display name', exact: true }).fill('Copy Cat');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('GUEST@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-password');
    await page.getByRole('textbox', { name: 'Password (confirm)', exact: true }).fill('a-long-password');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('textbox', { name: 'Password (confirm)', exact: true }).press('Enter');
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/sign-up$/);
  });
});
