import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { ClientDashboard } from '../src/shared/contract/dashboard.ts';
import { seriousViolations } from './axe.ts';
import { asRole, expect, test } from './fixtures.ts';

// The client portal (docs/product/dashboard.md#client-portal): the demo's customer user (client@demo.test, customer
// "pier") against the demo operation seeded at the e2e clock (2026-03-18 15:00 UTC). Read-only: the comment box is
// opened and cancelled, never sent (the demo is shared by the whole suite).

test.use(asRole('client'));

async function openPortal(page: Page): Promise<ClientDashboard> {
  const loaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/dashboard' && response.ok(),
  );
  await page.goto('/dashboard');
  const body = (await (await loaded).json()) as ClientDashboard;
  expect(body.view).toBe('client');
  return body;
}

test('shows the guards on site, the tour compliance and the open incidents with their comments', async ({ page }) => {
  const body = await openPortal(page);

  // The demo keeps guards on duty at the pier, one of them on break.
  expect(body.guardsOnSite.length).toBeGreaterThan(0);
  const guards = page.getByRole('list', { name: 'Guards on site now' });
  for (const guard of body.guardsOnSite) await expect(guards).toContainText(guard.name);
  const onBreak = body.guardsOnSite.find((guard) => guard.breakSince);
  expect(onBreak).toBeTruthy();
  await expect(guards.getByRole('listitem').filter({ hasText: onBreak?.name ?? '' })).toContainText('On break');
  await expect(page.getByTestId('kpi-guards-on-duty')).toContainText(String(body.guardsOnDuty));
  // Only a name, an event and times: no position reaches the client's browser.
  expect(Object.keys(body.guardsOnSite[0] ?? {}).sort()).toEqual([
    'breakSince',
    'eventId',
    'eventName',
    'name',
    'offSite',
    'since',
  ]);

  // The pier's hourly "Perimeter round" has runs due today.
  const pier = body.tourCompliance[0];
  expect(pier?.due).toBeGreaterThan(0);
  const tours = page.getByTestId('panel-tour-compliance');
  await expect(tours.getByTestId('tour-percent')).toHaveText(`${pier?.percentOnTime}% on time`);
  await expect(tours).toContainText(`Rounds due so far: ${pier?.due}`);
  await expect(tours.getByRole('rowheader', { name: 'Perimeter round' })).toBeVisible();

  // An open incident with its discussion, a comment box and the full report as a PDF.
  const incident = body.openIncidents.find((report) => report.latestComments.length > 0);
  expect(incident).toBeTruthy();
  await expect(page.getByTestId('kpi-open-incidents')).toContainText(String(body.openIncidentCount));
  const incidents = page.getByRole('list', { name: 'Open incidents' });
  for (const comment of incident?.latestComments ?? []) await expect(incidents).toContainText(comment.content);
  const item = incidents.getByRole('listitem').filter({ hasText: incident?.latestComments[0]?.content ?? '' });
  await expect(item.getByRole('link', { name: /^Full report \(PDF\): / })).toHaveAttribute(
    'href',
    `/api/v1/incident-reports/${incident?.id}.pdf`,
  );
  await item.getByRole('button', { name: /^Comment on / }).click();
  await expect(page.getByLabel('Your comment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Your comment')).toHaveCount(0);

  // Their events today and visitors stay; the operation's figures never come.
  await expect(page.getByTestId('panel-active-events')).toBeVisible();
  await expect(page.getByTestId('panel-client-visitors')).toBeVisible();
  expect(body).not.toHaveProperty('budget');
});

test('opens today’s daily activity report of their site from the portal and downloads it as PDF', async ({ page }) => {
  const body = await openPortal(page);
  const pier = body.eventsToday[0];
  expect(pier).toBeTruthy();
  const guard = body.guardsOnSite.find((g) => g.eventId === pier?.id)?.name ?? '';
  expect(guard).not.toBe('');

  const reports = page.getByTestId('panel-daily-reports');
  await reports.getByRole('link', { name: `Open today’s report of ${pier?.eventName}` }).click();
  await expect(page).toHaveURL(/\/reports\/daily-activity\?event=.+&date=\d{4}-\d{2}-\d{2}$/);
  const date = new URL(page.url()).searchParams.get('date') ?? '';
  await expect(page.getByRole('heading', { name: 'Daily activity report', level: 1 })).toBeVisible();
  // The guards on duty today are in it; a customer's user reads the note but does not write it.
  await expect(page.getByTestId('panel-dar-guards').getByText(guard).first()).toBeVisible();
  await expect(page.getByTestId('dar-note-input')).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('dar-download-pdf').click()]);
  const pdf = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  for (const expected of [pier?.eventName ?? '', pier?.customerName ?? '', `Date: ${date}`, 'Guards on duty', guard]) {
    expect(text).toContain(expected);
  }
});

for (const variant of [
  { name: 'light, English', colorScheme: 'light', language: 'en' },
  { name: 'dark, Arabic', colorScheme: 'dark', language: 'ar' },
] as const) {
  test(`fits a 390 px phone without sideways scrolling and has no serious accessibility violations (${variant.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    await page.addInitScript((language) => localStorage.setItem('watchpost.language', language), variant.language);
    await openPortal(page);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
    for (const id of ['panel-guards-on-site', 'panel-open-incidents', 'panel-tour-compliance']) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    // On a phone the guards come first, then what is open.
    const top = async (id: string) => (await page.getByTestId(id).boundingBox())?.y ?? 0;
    expect(await top('panel-guards-on-site')).toBeLessThan(await top('panel-open-incidents'));
    expect(await top('panel-open-incidents')).toBeLessThan(await top('panel-tour-compliance'));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
