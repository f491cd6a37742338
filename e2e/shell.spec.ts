import { asRole, expect, signIn, test } from './fixtures.ts';

test.describe('signed in as the executive', () => {
  test.use(asRole('executive'));

  test('the dashboard shows the live figures, active events and recent alerts of the API', async ({ page }) => {
    // The figures the page itself loaded: a second request could be answered at another moment.
    const loaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/dashboard' && response.ok(),
    );
    await page.goto('/dashboard');
    const summary = await (await loaded).json();
    for (const [id, value] of [
      ['guards-on-duty', summary.guardsOnDuty],
      ['guards-on-break', summary.guardsOnBreak],
      ['active-events', summary.activeEvents],
      ['upcoming-events', summary.upcomingEvents],
      ['incidents-7d', summary.incidentsLast7Days],
      ['visitors-on-site', summary.visitorsOnSite],
    ] as const) {
      await expect(page.getByTestId(`kpi-${id}`)).toContainText(String(value));
    }
    const firstEvent = summary.activeEventList[0];
    await expect(page.getByRole('table', { name: 'Active events' })).toContainText(firstEvent.eventName);
    await expect(page.getByRole('list', { name: 'Recent alerts' })).toContainText(summary.recentAlerts[0].title);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('The page you requested could not be found.')).toBeVisible();
  });
});

test.describe('without a session', () => {
  test('the API refuses the dashboard and the app sends the visitor to sign in', async ({ page }) => {
    const response = await page.request.get('/api/v1/dashboard');
    expect(response.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the navbar lists only pages that exist and the user menu signs out', async ({ page, tenant }) => {
    await signIn(page, await tenant.user('manager'));
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out!')).toBeVisible();
    const session = await (await page.request.get('/api/v1/auth/session')).json();
    expect(session.user).toBeNull();
  });

  test('/sign-out says so even when nobody was signed in', async ({ page }) => {
    await page.goto('/sign-out');
    await expect(page.getByText('You have signed out!')).toBeVisible();
  });
});
