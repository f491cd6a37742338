import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type {
  EventPerformanceResponse,
  PersonnelPerformanceResponse,
  PersonnelPerformanceRow,
} from '../src/shared/contract/workforce-reports.ts';
import { asRole, expect, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/** The cells of an RFC 4180 CSV whose every cell is quoted (docs/product/payroll-and-reports.md#csv-exports), without the byte-order mark. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => (match[1] ?? '').replaceAll('""', '"')));
}

const dollars = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
/** Break Violations, Alerts, OT Savings as a card shows them. */
const shown = (row: { breakViolations: number; alerts: number; otSavings: number }) => [
  String(row.breakViolations),
  String(row.alerts),
  dollars.format(row.otSavings),
];

/**
 * The demo's days before the e2e clock's (2026-03-18): tests running alongside raise alerts, breaks and clock-ins
 * today, so a period that holds today could change between the cards and the export a moment later.
 */
const settledPeriod = 'from=2026-03-01&to=2026-03-17';

const groups = [
  { role: 'supervisor', heading: 'Supervisors', label: 'Supervisor', empty: 'No supervisors found' },
  { role: 'areaManager', heading: 'Area Managers', label: 'Area Manager', empty: 'No area managers found' },
  { role: 'eventManager', heading: 'Event Managers', label: 'Event Manager', empty: 'No event managers found' },
] as const;

/** The report the page asked for on `action`, as the page received it (asking again could answer another moment). */
async function apiAnswer<T>(page: Page, path: string, action: () => Promise<unknown>, has?: string): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) =>
        r.url().includes(`/api/v1/reports/${path}?`) &&
        r.request().method() === 'GET' &&
        (!has || r.url().includes(has)),
    ),
    action(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

async function expectPersonnelCards(page: Page, rows: PersonnelPerformanceRow[], only?: string) {
  for (const group of groups) {
    const region = page.getByRole('region', { name: group.heading, exact: true });
    if (only && only !== group.role) {
      await expect(region).toHaveCount(0);
      continue;
    }
    const mine = rows.filter((row) => row.role === group.role);
    await expect(region.getByRole('article')).toHaveCount(mine.length);
    if (mine.length === 0) await expect(region.getByText(group.empty)).toBeVisible();
    for (const row of mine) {
      const card = region.getByRole('article', { name: row.personnelName, exact: true });
      await expect(card.getByText(group.label, { exact: true })).toBeVisible();
      await expect(card.getByRole('definition')).toHaveText(shown(row));
    }
  }
}

async function exportCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  return parseCsv(await readFile(await download.path(), 'utf8'));
}

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.describe('performance metrics, as an executive', () => {
  test.use(asRole('executive'));

  test('personnel and event cards equal the API, filter by role, search and event, and export the CSV', async ({
    page,
  }) => {
    // Two views, five filter changes and two downloads: more than one test's default time on a loaded machine.
    test.setTimeout(scaled(150_000));
    const personnel = await apiAnswer<PersonnelPerformanceResponse>(page, 'performance/personnel', () =>
      page.goto(`/reports/performance-metrics?${settledPeriod}`),
    );
    await expect(page.getByRole('heading', { name: 'Reports / Performance Metrics', level: 1 })).toBeVisible();
    expect(personnel.rows.length).toBeGreaterThan(0);
    expect(personnel.rows.some((r) => r.alerts > 0 && r.breakViolations > 0)).toBe(true);
    await expectPersonnelCards(page, personnel.rows);
    // The executive sees no client filter and no client names.
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
    await expect(page.getByText(/^Client: /)).toHaveCount(0);

    // The CSV holds the same rows as the cards.
    const personnelCsv = await exportCsv(page);
    expect(personnelCsv[0]).toEqual(['Name', 'Role', 'Break Violations', 'Alerts', 'OT Savings ($)']);
    const label = (role: string) => groups.find((g) => g.role === role)?.label;
    expect(personnelCsv.slice(1).sort()).toEqual(
      personnel.rows
        .map((r) => [
          r.personnelName,
          label(r.role),
          String(r.breakViolations),
          String(r.alerts),
          r.otSavings.toFixed(2),
        ])
        .sort(),
    );

    // Role filter: only that group's section.
    const areaManagers = await apiAnswer<PersonnelPerformanceResponse>(
      page,
      'performance/personnel',
      () => choose(page, page.getByRole('combobox', { name: 'Role' }), 'Area Managers'),
      'role=areaManager',
    );
    await expect(page).toHaveURL(/role=areaManager/);
    expect(areaManagers.rows.every((r) => r.role === 'areaManager')).toBe(true);
    await expectPersonnelCards(page, areaManagers.rows, 'areaManager');

    // Search (debounced) by the first person's first name, over all roles.
    await choose(page, page.getByRole('combobox', { name: 'Role' }), 'All Roles');
    await expectPersonnelCards(page, personnel.rows);
    const first = personnel.rows[0] as PersonnelPerformanceRow;
    const term = first.personnelName.split(' ')[0] as string;
    const found = await apiAnswer<PersonnelPerformanceResponse>(
      page,
      'performance/personnel',
      () => page.getByRole('searchbox', { name: 'Search personnel name' }).fill(term),
      `q=${encodeURIComponent(term)}`,
    );
    expect(found.rows.map((r) => r.id)).toContain(first.id);
    expect(found.rows.length).toBeLessThan(personnel.rows.length);
    await expectPersonnelCards(page, found.rows);

    // The event view.
    const events = await apiAnswer<EventPerformanceResponse>(page, 'performance/events', () =>
      choose(page, page.getByRole('combobox', { name: 'Metrics' }), 'Event Performance Metrics'),
    );
    await expect(page).toHaveURL(/view=events/);
    expect(events.rows.length).toBeGreaterThan(1);
    await expect(page.getByRole('article')).toHaveCount(events.rows.length);
    for (const row of events.rows) {
      await expect(page.getByRole('article', { name: row.eventName, exact: true }).getByRole('definition')).toHaveText(
        shown(row),
      );
    }
    await page.getByRole('combobox', { name: 'Event' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'All Events',
      ...events.rows.map((r) => r.eventName),
    ]);
    await page.keyboard.press('Escape');

    const pick = events.rows[1] as EventPerformanceResponse['rows'][number];
    const one = await apiAnswer<EventPerformanceResponse>(
      page,
      'performance/events',
      () => choose(page, page.getByRole('combobox', { name: 'Event' }), pick.eventName),
      `eventId=${pick.eventId}`,
    );
    expect(one.rows).toEqual([pick]);
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article', { name: pick.eventName, exact: true });
    await expect(card.getByRole('definition')).toHaveText(shown(pick));
    const eventCsv = await exportCsv(page);
    expect(eventCsv).toEqual([
      ['Event', 'Break Violations', 'Alerts', 'OT Savings ($)'],
      [pick.eventName, String(pick.breakViolations), String(pick.alerts), pick.otSavings.toFixed(2)],
    ]);
  });
});

test.describe('performance metrics, as an admin', () => {
  test.use(asRole('admin'));

  test('shows the client on every card and filters the events by client', async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const personnel = await apiAnswer<PersonnelPerformanceResponse>(page, 'performance/personnel', () =>
      page.goto('/reports/performance-metrics'),
    );
    const someone = personnel.rows[0] as PersonnelPerformanceRow;
    await expect(page.getByRole('article', { name: someone.personnelName, exact: true })).toContainText(
      `Client: ${someone.client.name}`,
    );

    const events = await apiAnswer<EventPerformanceResponse>(page, 'performance/events', () =>
      page.goto('/reports/performance-metrics?view=events'),
    );
    const client = page.getByRole('combobox', { name: 'Client' });
    await expect(client).toHaveText('All Clients');
    await expect(page.getByRole('article')).toHaveCount(events.rows.length);
    for (const row of events.rows) {
      await expect(page.getByRole('article', { name: row.eventName, exact: true })).toContainText(
        row.clientName ?? 'Unknown Client',
      );
    }
    const names = [...new Set(events.rows.map((r) => r.clientName).filter((n): n is string => Boolean(n)))];
    expect(names.length).toBeGreaterThan(1);
    const target = names[1] as string;
    const narrowed = await apiAnswer<EventPerformanceResponse>(
      page,
      'performance/events',
      () => choose(page, client, target),
      'clientId=',
    );
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.rows.every((r) => r.clientName === target)).toBe(true);
    await expect(page.getByRole('article')).toHaveCount(narrowed.rows.length);
    for (const row of narrowed.rows) {
      await expect(page.getByRole('article', { name: row.eventName, exact: true })).toContainText(target);
    }
  });
});
