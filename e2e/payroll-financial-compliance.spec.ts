import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { asRole, expect, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

// The e2e clock is 2026-03-18: January to mid-March holds ended events (payroll, financial) and breaks. The
// period ends the day before: tests running alongside end events and take breaks today, which could change the
// rows between the grid and its export a moment later.
const period = 'from=2026-01-01&to=2026-03-17';

/** RFC 4180 with every cell quoted (src/shared/csv.ts): the rows after the header, the formula guard ' dropped. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  return rows.slice(1).map((r) => r.map((value) => value.replace(/^'(?=[=+\-@])/, '')));
}

/** Money and hours as the CSV writes them: no currency sign, no grouping, no plus sign. */
const plain = (text: string) => text.replace(/[$,+\s]/g, '');

/** The text of each cell of each row the grid shows. */
async function gridRows(grid: Locator): Promise<string[][]> {
  return grid
    .locator('.MuiDataGrid-row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('[role="gridcell"]')).map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

/** The number of rows of the whole report, from the pagination text ("1–10 of 75"). */
async function totalRows(page: Page): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').innerText();
  const match = /of\s+(\d+)/.exec(text);
  return Number(match?.[1] ?? Number.NaN);
}

async function downloadCsv(page: Page, fileName: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  return parseCsv(await readFile(await download.path(), 'utf8'));
}

/** Types into the grid's quick search and waits for the server's answer to it to be on screen. */
async function search(page: Page, grid: Locator, report: string, label: string, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/v1/reports/${report}` &&
      new URL(response.url()).searchParams.get('q') === text,
  );
  await page
    .getByRole('searchbox', { name: label })
    .or(page.getByRole('textbox', { name: label }))
    .fill(text);
  await answered;
  await expect(grid.locator('.MuiDataGrid-overlay')).toHaveCount(0);
  await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible();
}

test.describe('payroll, financial and compliance reports, as an executive', () => {
  test.use(asRole('executive'));
  // Two downloads and server-side search per test on a machine that other suites share: more than the default 30 s.
  test.describe.configure({ timeout: scaled(90_000) });

  test('payroll: rows of ended events, search, totals, and a CSV that matches the grid', async ({ page }) => {
    await page.goto(`/reports/payroll-reports?${period}`);
    await expect(page.getByRole('heading', { name: 'Reports / Payroll Reports' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Payroll Reports' });
    await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible();
    await expect(page.getByText(/^Total of the report: [\d,.]+ hours, \$[\d,.]+ pay$/)).toBeVisible();
    const first = (await gridRows(grid))[0] ?? [];
    expect(first[2]).toMatch(/^[A-Z]/); // the role, capitalised
    expect(first[3]).toMatch(/^\$\d[\d,]*\.\d{2}$/);
    expect(first[4]).toMatch(/^\d[\d,]*\.\d{2}$/);

    const guard = first[0] ?? '';
    await search(page, grid, 'payroll', 'Search guard, event, role…', guard);
    const shown = await gridRows(grid);
    const csv = await downloadCsv(page, 'payroll_reports.csv');
    expect(csv.length).toBe(await totalRows(page));
    expect(csv.slice(0, shown.length)).toEqual(
      shown.map((cells) => [cells[0], cells[1], cells[2], plain(cells[3] ?? ''), cells[4], plain(cells[5] ?? '')]),
    );
    for (const row of csv) expect(row.join(' ')).toContain(guard);
  });

  test('financial: budget against actual with signed Profit/Loss, search, and a CSV that matches the grid', async ({
    page,
  }) => {
    await page.goto(`/reports/financial-reports?${period}`);
    await expect(page.getByRole('heading', { name: 'Reports / Financial Reports' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Financial Reports' });
    await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible();
    await expect(page.getByText(/^Total of the report: budgeted \$/)).toBeVisible();
    const all = await gridRows(grid);
    for (const row of all) expect(row[4]).toMatch(/^([+-]\$[\d,]+\.\d{2}|\$0\.00)$/);

    const event = all[0]?.[0] ?? '';
    await search(page, grid, 'financial', 'Search event or client…', event);
    const shown = await gridRows(grid);
    const csv = await downloadCsv(page, 'financial_reports.csv');
    expect(csv.length).toBe(await totalRows(page));
    expect(csv.slice(0, shown.length)).toEqual(
      shown.map((cells) => [cells[0], cells[1], ...cells.slice(2, 5).map((cell) => plain(cell))]),
    );
  });

  test('compliance: break rows, search, details panel open and closed, overruns only, and the CSV', async ({
    page,
  }) => {
    await page.goto(`/reports/compliance-reports?${period}`);
    await expect(page.getByRole('heading', { name: 'Reports / Compliance Reports' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Break Reports' })).toBeVisible();
    // The details panel is closed on entry.
    await expect(page.getByRole('heading', { name: 'Break details' })).toHaveCount(0);
    const grid = page.getByRole('grid', { name: 'Break Reports' });
    await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible();
    await expect(page.getByText(/^[\d,]+ breaks, [\d,]+ overruns in the period$/)).toBeVisible();

    const guard = (await gridRows(grid))[0]?.[0] ?? '';
    await search(page, grid, 'compliance', 'Search guard or event…', guard);
    const shown = await gridRows(grid);
    const csv = await downloadCsv(page, 'compliance_reports.csv');
    expect(csv.length).toBe(await totalRows(page));
    // Guard, Client, Event, Allowed, Taken and the overrun marker against Overrun / Over by; a running break's
    // taken minutes grow with the clock, so only its running state is compared.
    expect(
      csv
        .slice(0, shown.length)
        .map((r) => [
          r[0],
          r[1],
          r[2],
          r[4] === '' ? 'Running' : 'ended',
          r[5],
          ...(r[4] === '' ? [] : [r[6], r[7] === 'Yes' ? r[8] : '']),
        ]),
    ).toEqual(
      shown.map((cells) => [
        cells[0],
        cells[1],
        cells[2],
        cells[4] === 'Running' ? 'Running' : 'ended',
        cells[5],
        ...(cells[4] === 'Running' ? [] : [cells[6], /Over by (\d+) min/.exec(cells[7] ?? '')?.[1] ?? '']),
      ]),
    );

    // Details of the first row replace the list; Back brings the list again.
    await grid.getByRole('button', { name: 'Open break details' }).first().click();
    await expect(page.getByRole('heading', { name: 'Break details' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]break=[0-9a-f-]+/);
    await expect(grid).toBeHidden();
    await expect(page.getByRole('link', { name: `Open ${guard} in Personnel` })).toHaveAttribute(
      'href',
      /^\/personnel\/[0-9a-f-]+$/,
    );
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Break details' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/break=/);
    await expect(grid).toBeVisible();

    // Overruns only: every row shown carries the marker.
    // The switch follows the address (?overruns=true), so its state changes a render after the click.
    const overrunsOnly = page.getByRole('switch', { name: 'Overruns only' });
    await overrunsOnly.click();
    await expect(overrunsOnly).toBeChecked();
    await expect(page).toHaveURL(/overruns=true/);
    await expect
      .poll(async () => {
        const rows = await gridRows(grid);
        return rows.length > 0 && rows.every((row) => /Over by \d+ min/.test(row[7] ?? ''));
      })
      .toBe(true);
    const overruns = await downloadCsv(page, 'compliance_reports.csv');
    expect(overruns.length).toBe(await totalRows(page));
    for (const row of overruns) expect(row[7]).toBe('Yes');
  });
});
