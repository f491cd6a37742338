import { asRole, type DemoRole, expect, test } from './fixtures.ts';

/** The menu of the roles that run the whole operation (admin, executive, manager): the same entries, in order. */
const operationsMenu = [
  'Dashboard',
  'Clients',
  'Events',
  'Schedule',
  'Personnel',
  'Visitors',
  'Real-Time Map',
  'Dispatch',
  'Patrol Routes',
  'Messenger',
  'Reports',
  'Records',
  'Billing',
  'Payroll',
];

/** docs/product/access-and-roles.md#navigation, written out: the top-level menu each demo role sees, in order. */
const menus: Record<DemoRole, string[]> = {
  admin: operationsMenu,
  executive: operationsMenu,
  manager: operationsMenu,
  // A supervisor works within their events: no Clients.
  supervisor: operationsMenu.filter((title) => title !== 'Clients'),
  guard: ['Dashboard', 'Events', 'Visitors', 'Messenger', 'Records'],
  client: ['Dashboard', 'Events', 'Visitors', 'Reports', 'Records', 'Billing'],
  guest: ['Visitors'],
};

for (const [role, menu] of Object.entries(menus) as [DemoRole, string[]][]) {
  test.describe(`${role}`, () => {
    test.use(asRole(role));
    test(`sees exactly its menu`, async ({ page }) => {
      await page.goto('/');
      const home = { guest: /\/visitors$/, guard: /\/field$/ } as Partial<Record<DemoRole, RegExp>>;
      await expect(page).toHaveURL(home[role] ?? /\/dashboard$/);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByTestId('nav-item').first()).toBeVisible();
      expect(
        await nav.getByTestId('nav-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-title'))),
      ).toEqual(menu);
    });
  });
}

test.describe('a guard', () => {
  test.use(asRole('guard'));
  test('opening a report by URL is sent to their home page', async ({ page }) => {
    await page.goto('/reports/payroll-reports');
    await expect(page).toHaveURL(/\/field$/);
  });
});

test.describe('a guest', () => {
  test.use(asRole('guest'));
  test('cannot open the dashboard by URL either', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/visitors$/);
  });
});

test.describe('every page', () => {
  test.use(asRole('executive'));
  test('loads without console errors or CSP violations', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of ['/dashboard', '/visitors', '/users', '/profile', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});
