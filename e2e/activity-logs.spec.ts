import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
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

/** The texts of the given columns in the grid's rows on screen, top to bottom (read in one go). */
function gridRows(grid: Locator, fields: readonly string[]): Promise<string[][]> {
  return grid.evaluate(
    (element, names) =>
      [...element.querySelectorAll<HTMLElement>('.MuiDataGrid-row')].map((row) =>
        names.map((name) => row.querySelector<HTMLElement>(`[data-field="${name}"]`)?.innerText.trim() ?? ''),
      ),
    [...fields],
  );
}

/** Downloads the grid's Export CSV and returns its file name and cells. */
async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  return { name: download.suggestedFilename(), rows: parseCsv(await readFile(await download.path(), 'utf8')) };
}

/** ISO instants as the grid shows them: the viewer's zone, English (formatFullDateTime in web/lib/format.ts). */
function shownTimes(page: Page, isos: string[]): Promise<string[]> {
  return page.evaluate(
    (list) =>
      list.map((iso) =>
        iso ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '',
      ),
    isos,
  );
}

test.describe('activity logs, as the executive', () => {
  test.use(asRole('executive'));

  test('shows the clock-ins, switches to the geofence crossings, searches and exports what the grid shows', async ({
    page,
  }) => {
    // Three downloads and a view switch on a machine shared with other runs.
    test.setTimeout(scaled(120_000));
    await page.goto('/reports/activity-logs');
    // The page and the grid are lazy chunks: on a loaded machine the first one can take a while.
    await expect(page.getByRole('heading', { name: 'Reports / Activity Logs' })).toBeVisible({
      timeout: scaled(30_000),
    });
    await expect(page.getByRole('tab', { name: 'Clocked-In/Out Reports' })).toHaveAttribute('aria-selected', 'true');

    // Clocked-In/Out: the first page of the demo's clock-ins this month, newest first, as the CSV has them.
    const clock = page.getByRole('grid', { name: 'Clocked-In/Out Reports' });
    const clockRows = clock.locator('.MuiDataGrid-row');
    await expect(clockRows).toHaveCount(10);
    await expect(clock.getByRole('columnheader', { name: 'Client' })).toHaveCount(0);
    await expect(clock.getByText('No Clock Out').first()).toBeVisible();
    const clockCsv = await exportCsv(page);
    expect(clockCsv.name).toBe('ClockedInOutReports.csv');
    expect(clockCsv.rows[0]).toEqual(['Guard', 'Event', 'Clocked In', 'Clocked Out']);
    const clockFile = clockCsv.rows.slice(1, 11);
    const clockIns = await shownTimes(
      page,
      clockFile.map((r) => r[2] ?? ''),
    );
    const clockOuts = await shownTimes(
      page,
      clockFile.map((r) => (r[3] === 'No Clock Out' ? '' : (r[3] ?? ''))),
    );
    expect(await gridRows(clock, ['guard', 'event', 'clockIn', 'clockOut'])).toEqual(
      clockFile.map((r, i) => [r[0], r[1], clockIns[i], r[3] === 'No Clock Out' ? 'No Clock Out' : clockOuts[i]]),
    );

    // The ⋮ menu leads to the guard's timesheet.
    await clockRows
      .first()
      .getByRole('button', { name: /^Actions for / })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Open timesheet' })).toHaveAttribute(
      'href',
      /^\/personnel\/[0-9a-f-]+\?tab=timesheet$/,
    );
    await page.keyboard.press('Escape');

    // Geofence Reports through the dropdown: the address and the tabs follow.
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Geofence Reports' }).click();
    await expect(page).toHaveURL(/view=geofence/);
    await expect(page.getByRole('tab', { name: 'Geofence Reports' })).toHaveAttribute('aria-selected', 'true');
    const geofence = page.getByRole('grid', { name: 'Geofence Reports' });
    const geofenceRows = geofence.locator('.MuiDataGrid-row');
    await expect(geofenceRows.first()).toBeVisible();
    // The demo's crossings include an untitled zone and one whose event is gone.
    await expect(geofence.getByText('Untitled')).toBeVisible();
    await expect(geofence.getByText('No Event Found')).toBeVisible();
    await expect(geofence.getByText('N/A')).toBeVisible();

    const fields = ['title', 'event', 'zoneType', 'guard', 'crossing', 'at'] as const;
    const geofenceCsv = await exportCsv(page);
    expect(geofenceCsv.name).toBe('GeofenceReports.csv');
    expect(geofenceCsv.rows[0]).toEqual(['Title', 'Event', 'Zone Type', 'Guard', 'Crossing', 'Time']);
    const firstPage = geofenceCsv.rows.slice(1, 11);
    await expect(geofenceRows).toHaveCount(firstPage.length);
    const times = await shownTimes(
      page,
      firstPage.map((r) => r[5] ?? ''),
    );
    expect(await gridRows(geofence, fields)).toEqual(firstPage.map((r, i) => [...r.slice(0, 5), times[i]]));

    // The quick search asks the server; the export carries it.
    await page.getByLabel('Search title, event, zone or guard').fill('cordon');
    await expect(geofenceRows).toHaveCount(1);
    await expect(geofenceRows.first().locator('[data-field="title"]')).toHaveText('Temporary cordon');
    const searched = await exportCsv(page);
    expect(searched.rows.length).toBe(2);
    const [searchedTime] = await shownTimes(page, [searched.rows[1]?.[5] ?? '']);
    expect(await gridRows(geofence, fields)).toEqual([[...(searched.rows[1] ?? []).slice(0, 5), searchedTime]]);
    expect(searched.rows[1]?.slice(1, 3)).toEqual(['No Event Found', 'N/A']);
  });
});
