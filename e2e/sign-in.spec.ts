import { expect, test } from './fixtures.ts';

test.describe('sign-in through the form', () => {
  test('shows the exact validation messages and keeps submit disabled until the form is valid', async ({ page }) => {
    await page.goto('/sign-in');
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByLabel(/^Password/).blur();
    await expect(page.getByText('You must enter a valid email')).toBeVisible();
    await expect(page.getByText('Password is too short - must be at least 4 chars.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill('');
    await expect(page.getByText('You must enter an email')).toBeVisible();
    await page.getByLabel('Email').fill('executive@demo.test');
    await page.getByLabel(/^Password/).fill('demo1234');
    await expect(submit).toBeEnabled();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/pages/auth/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  test('a wrong password shows one message that does not say whether the email exists', async ({ page, tenant }) => {
    // A failed attempt counts against the account: one of the test's own.
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(tenant.executive.email);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await page.getByLabel('Email').fill('nobody@demo.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the executive signs in with Enter, lands on the dashboard and sees figures from the database', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
    // The demo executive, for the demo operation's figures: signing in only adds a session of this page's own.
    await page.getByLabel('Email').fill('executive@demo.test');
    await page.getByLabel(/^Password/).fill('demo1234');
    const loaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/dashboard' && response.ok(),
    );
    await page.getByLabel(/^Password/).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The figures the page itself loaded: a second request could be answered at another moment.
    const summary = await (await loaded).json();
    expect(summary.guardsOnDuty).toBeGreaterThan(0);
    expect(summary.activeEvents).toBeGreaterThan(0);
    await expect(page.getByTestId('kpi-guards-on-duty')).toContainText(String(summary.guardsOnDuty));
    await expect(page.getByTestId('kpi-active-events')).toContainText(String(summary.activeEvents));
    await expect(page.getByTestId('kpi-unseen-alerts')).toContainText(String(summary.unseenAlerts));
    await expect(page.getByRole('button', { name: /Account: Dana Whitfield|Account: .+, Executive/ })).toBeVisible();
  });

  test('returns to the page that was asked for before signing in', async ({ page, tenant }) => {
    const supervisor = await tenant.user('supervisor');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('Email').fill(supervisor.email);
    await page.getByLabel(/^Password/).fill(supervisor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('kpi-guards-on-duty')).toBeVisible();
  });
});

test.describe('attempt limit', () => {
  // The e2e server trusts X-Forwarded-For (loopback only), so this test has a client address of its own.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } });

  test('after 10 failed attempts the form says to wait, even with the right password', async ({ page, tenant }) => {
    // The account locked out is one of the test's own.
    const { email, password } = await tenant.user('guest');
    for (let i = 0; i < 10; i += 1) {
      const response = await page.request.post('/api/v1/auth/sign-in', {
        data: { email, password: `wrong-${i}` },
      });
      expect(response.status()).toBe(401);
    }
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Too many failed attempts. Try again in 15 minutes.');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});
