import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { asRole, type DemoRole, expect, test } from './fixtures.ts';

// The role dashboards (docs/product/dashboard.md) against the demo operation seeded at the e2e clock (2026-03-18 15:00 UTC).

const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
const signedMoney = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' }).format(dollars);

interface Totals {
  budgetedExpenses: number;
  actualExpenses: number;
  profitLoss: number;
}

type DashboardBody = Record<string, unknown> & { view: string };

/**
 * Every /api/v1/dashboard answer the page receives, in order. The page loads again on a live alert, and the demo's
 * running breaks overrun while the suite runs (the first about six minutes after the e2e clock starts), so what the
 * page shows is its latest answer, not always its first.
 */
function dashboardAnswers(page: Page): Array<Promise<DashboardBody>> {
  const answers: Array<Promise<DashboardBody>> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/dashboard' && response.ok()) {
      answers.push(response.json() as Promise<DashboardBody>);
    }
  });
  return answers;
}

/** Opens /dashboard and answers the payload the page itself loaded. */
async function openDashboard(page: Page) {
  const loaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/dashboard' && response.ok(),
  );
  await page.goto('/dashboard');
  return (await (await loaded).json()) as DashboardBody;
}

const operationsPanels = [
  'panel-active-events',
  'panel-alerts-by-type',
  'panel-recent-alerts',
  'panel-incidents-by-type',
  'panel-budget-vs-actual',
  'panel-licences',
  'panel-activity',
];

for (const role of ['executive', 'manager', 'supervisor'] as const satisfies readonly DemoRole[]) {
  test.describe(`the ${role}'s dashboard`, () => {
    test.use(asRole(role));

    test('shows the operations panels with the figures of the API', async ({ page }) => {
      const answers = dashboardAnswers(page);
      const body = await openDashboard(page);
      expect(body.view).toBe('operations');
      for (const id of operationsPanels) await expect(page.getByTestId(id)).toBeVisible();
      for (const [kpi, key] of [
        ['guards-out-of-zone', 'guardsOutOfZone'],
        ['events-today', 'eventsToday'],
        ['incidents-7d', 'incidentsLast7Days'],
        ['unseen-alerts', 'unseenAlerts'],
      ] as const) {
        // The figure of the latest answer, once the page has drawn it.
        await expect
          .poll(
            async () => {
              const latest = await (answers.at(-1) as Promise<DashboardBody>);
              const shown = (await page.getByTestId(`kpi-${kpi}`).textContent()) ?? '';
              return shown.includes(String(latest[key])) ? 'shown' : `${JSON.stringify(shown)} lacks ${latest[key]}`;
            },
            { message: `${kpi} shows the ${key} of the page's latest dashboard answer` },
          )
          .toBe('shown');
      }
      // Each panel leads to its detailed screen.
      await expect(page.getByRole('link', { name: 'View incident reports' })).toHaveAttribute(
        'href',
        '/reports/incident-reports',
      );
      await expect(page.getByRole('link', { name: 'View personnel' })).toHaveAttribute('href', '/personnel');
      await expect(page.getByRole('link', { name: 'View map' })).toHaveAttribute('href', '/map');
    });
  });
}

test.describe('the executive dashboard equals the detailed screens', () => {
  test.use(asRole('executive'));

  test('budget vs actual equals the financial report of the same period, on-duty the map', async ({ page }) => {
    const body = (await openDashboard(page)) as unknown as {
      guardsOnDuty: number;
      budget: { period: { from: string; to: string }; eventCount: number; totals: Totals };
    };
    // The demo has ended events in March before the 18th.
    expect(body.budget.eventCount).toBeGreaterThan(0);
    const query = new URLSearchParams(body.budget.period).toString();
    const report = (await (await page.request.get(`/api/v1/reports/financial?${query}`)).json()) as {
      total: number;
      totals: Totals;
    };
    expect(body.budget.totals).toEqual(report.totals);
    expect(body.budget.eventCount).toBe(report.total);
    await expect(page.getByTestId('budget-total-budgeted')).toHaveText(money(report.totals.budgetedExpenses));
    await expect(page.getByTestId('budget-total-actual')).toHaveText(money(report.totals.actualExpenses));
    await expect(page.getByTestId('budget-total-profit-loss')).toHaveText(signedMoney(report.totals.profitLoss));
    // The chart's figures, for screen readers too.
    const chart = page.getByRole('table', { name: 'Budget vs actual of the events ended this month' });
    await expect(chart.getByRole('columnheader', { name: 'Budgeted' })).toBeAttached();

    // On duty = the real-time map's guards.
    const map = (await (await page.request.get('/api/v1/map/guards')).json()) as { guards: unknown[] };
    expect(body.guardsOnDuty).toBe(map.guards.length);
    await expect(page.getByTestId('kpi-guards-on-duty')).toContainText(String(map.guards.length));

    // The link opens the financial report for the same days, with the same totals.
    await page.getByRole('link', { name: 'Open the financial report' }).click();
    await expect(page).toHaveURL(/\/reports\/financial-reports\?from=2026-03-01&to=2026-03-18$/);
    await expect(page.getByText(/^Total of the report: budgeted /)).toHaveText(
      `Total of the report: budgeted ${money(report.totals.budgetedExpenses)}, actual ${money(
        report.totals.actualExpenses,
      )}, profit/loss ${signedMoney(report.totals.profitLoss)}`,
    );
  });

  test('unseen alerts by type start with SOS and add up to the bell', async ({ page }) => {
    const body = (await openDashboard(page)) as unknown as {
      unseenAlerts: number;
      alertsByType: { type: string; count: number }[];
    };
    const sum = body.alertsByType.reduce((total, row) => total + row.count, 0);
    expect(sum).toBe(body.unseenAlerts);
    // The bell asked before and after the dashboard: nobody reads the demo executive's alerts during the suite, but
    // the demo's running breaks overrun while it runs, so the count can only have grown between the two.
    const unseen = async () =>
      ((await (await page.request.get('/api/v1/alerts?limit=1')).json()) as { unseenCount: number }).unseenCount;
    const before = await unseen();
    const dashboard = (await (await page.request.get('/api/v1/dashboard')).json()) as { unseenAlerts: number };
    const after = await unseen();
    expect(dashboard.unseenAlerts).toBeGreaterThanOrEqual(before);
    expect(dashboard.unseenAlerts).toBeLessThanOrEqual(after);
    const sosIndex = body.alertsByType.findIndex((row) => row.type === 'SOS');
    expect(sosIndex === -1 || sosIndex === 0).toBe(true);
    await page.getByRole('button', { name: 'Open alerts', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Alerts' })).toBeVisible();
  });
});

test.describe("the guard's dashboard", () => {
  test.use(asRole('guard'));

  test('shows their assignment, clock status with the field app, tasks and alerts', async ({ page }) => {
    const body = await openDashboard(page);
    expect(body.view).toBe('guard');
    for (const id of ['panel-assignment', 'panel-clock', 'panel-tasks', 'panel-recent-alerts']) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    const assignment = body.assignment as { name: string } | null;
    if (assignment) await expect(page.getByTestId('panel-assignment')).toContainText(assignment.name);
    await expect(page.getByTestId('kpi-guards-on-duty')).toHaveCount(0);
    await page.getByRole('link', { name: 'Open the field app' }).click();
    await expect(page).toHaveURL(/\/field$/);
  });
});

test.describe("the client user's dashboard", () => {
  test.use(asRole('client'));

  test("shows their sites' events today, guards on duty, open incidents and visitors", async ({ page }) => {
    const body = (await openDashboard(page)) as unknown as {
      view: string;
      guardsOnDuty: number;
      eventsToday: { eventName: string }[];
    };
    expect(body.view).toBe('client');
    for (const id of ['panel-active-events', 'panel-open-incidents', 'panel-client-visitors']) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByTestId('kpi-guards-on-duty')).toContainText(String(body.guardsOnDuty));
    const first = body.eventsToday[0];
    if (first) await expect(page.getByRole('table', { name: 'Your events today' })).toContainText(first.eventName);
    await expect(page.getByTestId('panel-budget-vs-actual')).toHaveCount(0);
    // The server sends a client user none of the operation's figures.
    expect(body).not.toHaveProperty('budget');
    expect(body).not.toHaveProperty('licences');
  });
});

test.describe('the executive dashboard with its charts, light, dark and Arabic', () => {
  test.use(asRole('executive'));

  for (const variant of [
    { name: 'light', colorScheme: 'light', language: 'en' },
    { name: 'dark', colorScheme: 'dark', language: 'en' },
    { name: 'Arabic', colorScheme: 'light', language: 'ar' },
  ] as const) {
    test(`has no serious accessibility violations (${variant.name})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: variant.colorScheme });
      await page.addInitScript((language) => localStorage.setItem('watchpost.language', language), variant.language);
      await openDashboard(page);
      await expect(page.getByTestId('chart-budget')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
      expect(await seriousViolations(page)).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    });
  }
});
