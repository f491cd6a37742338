import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import type { DailyActivityReport } from '../src/shared/contract/daily-activity.ts';
import type { EventListResponse } from '../src/shared/contract/events.ts';
import { addDaysTo } from '../src/shared/zoned-time.ts';
import { seriousViolations } from './axe.ts';
import { asRole, expect, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/* The daily activity report (docs/product/proof-of-service.md#daily-activity-report) of a demo day, as the demo supervisor. */

test.use(asRole('supervisor'));

/** A recent day of one of the supervisor's events with guards on duty (the demo seeds the past week). */
async function dayWithContent(page: import('@playwright/test').Page) {
  const events = (await (await page.request.get('/api/v1/events?limit=100')).json()) as EventListResponse;
  let found: { eventId: string; date: string; report: DailyActivityReport } | undefined;
  const today = '2026-03-18';
  for (let back = 1; back <= 7 && !found; back += 1) {
    const date = addDaysTo(today, -back);
    for (const event of events.items) {
      const response = await page.request.get(`/api/v1/reports/daily-activity?eventId=${event.id}&date=${date}`);
      const report = (await response.json()) as DailyActivityReport;
      if (report.content.guardsOnDuty.length > 0) {
        found = { eventId: event.id, date, report };
        break;
      }
    }
  }
  if (!found) throw new Error('no demo day with guards on duty');
  return found;
}

test('the supervisor reads a demo day’s report, writes the note and downloads the PDF', async ({ page }, info) => {
  test.setTimeout(scaled(90_000));
  const { eventId, date, report } = await dayWithContent(page);
  const guard = report.content.guardsOnDuty[0]?.person.name ?? '';

  await page.goto(`/reports/daily-activity?event=${eventId}&date=${date}`);
  await expect(page.getByRole('heading', { name: 'Daily activity report', level: 1 })).toBeVisible();
  const guards = page.getByTestId('panel-dar-guards');
  await expect(guards.getByText(guard).first()).toBeVisible();
  await expect(page.getByTestId('panel-dar-visitors')).toBeVisible();

  const words = `Night quiet, fence checked ${info.testId.slice(0, 6)}`;
  await page.getByTestId('dar-note-input').fill(words);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(page.getByTestId('dar-note-body')).toHaveText(words);
  await expect(page.getByTestId('panel-dar-note').getByText(/^By Priya Raman,/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('dar-download-pdf').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^daily-activity-.+-${date}\\.pdf$`));
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  for (const expected of [
    report.content.header.company.name,
    report.content.header.event.name,
    report.content.header.customer.name,
    `Date: ${date}`,
    'Guards on duty',
    guard,
    words,
    'Chain head at generation',
  ]) {
    expect(text).toContain(expected);
  }
});

test('the report fits a phone in Arabic, right to left, with no serious accessibility violations', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('watchpost.language', 'ar'));
  const { eventId, date } = await dayWithContent(page);
  await page.goto(`/reports/daily-activity?event=${eventId}&date=${date}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تقرير النشاط اليومي', level: 1 })).toBeVisible();
  await expect(page.getByTestId('panel-dar-guards')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
