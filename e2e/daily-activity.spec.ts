import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import type { DailyActivityReport } from '../src/shared/contract/daily-activity.ts';
import type { EventListResponse } from '../src/shared/contract/events.ts';
import { addDaysTo } from '../src/shared/zoned-time.ts';
import { asRole, expect, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/* The daily activity report (docs/product/proof-of-service.md#daily-activity-report) of a demo day, as the demo supervisor. */

test.use(asRole('supervisor'));

test('the supervisor reads a demo day’s report, writes the note and downloads the PDF', async ({ page }, info) => {
  test.setTimeout(scaled(90_000));
  // A recent day of one of the supervisor's events with guards on duty (the demo seeds the past week).
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
  const { eventId, date, report } = found;
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
