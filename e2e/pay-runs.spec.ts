import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe.ts';
import { expect, signIn, test, uniqueId, withDatabase } from './fixtures.ts';

/*
 * Pay runs (docs/product/payroll-runs.md#pay-runs), desktop: a manager opens last week's run, sees a missing
 * clock-out flagged and approval refused for it, fixes it on the timesheet, approves, downloads the ADP file; a
 * correction of a paid entry then needs a reason and is paid as an adjustment in the next run. The hours are written
 * to the e2e server's database (they lie in the past, which the field app cannot make). The client's zone is
 * America/Chicago (UTC−6 in winter, UTC−5 in summer); the browser runs in UTC.
 */

const hour = 3_600_000;
const dayMs = 24 * hour;
const zone = 'America/Chicago';
const localDate = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(ms));
/** The instant of a Chicago wall-clock time on a date. */
function chicago(date: string, time: string): number {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const shown = new Date(guess).toLocaleString('sv-SE', { timeZone: zone }).replace(' ', 'T');
  return guess + (guess - Date.parse(`${shown}Z`));
}
const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * dayMs).toISOString().slice(0, 10);
/** A datetime-local value (the browser runs in UTC here). */
const localValue = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test.describe('pay runs, as a manager', () => {
  test.use({ timezoneId: 'UTC', locale: 'en-US' });

  test('approves last week’s run once its open entry is fixed, exports it, and pays a later correction in the next run', async ({
    page,
    tenant,
    baseURL,
  }) => {
    const now = await tenant.now();
    const today = localDate(now);
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    const thisMonday = addDays(today, -((weekday + 6) % 7));
    const monday = addDays(thisMonday, -7);
    const sunday = addDays(thisMonday, -1);
    const customer = await tenant.customer();
    const event = await tenant.event({
      customerId: customer.id,
      start: new Date(Date.parse(monday) - 7 * dayMs),
      end: new Date(now + 7 * dayMs),
      timeZone: zone,
      guardPayrate: 20,
    });
    const name = `Guard ${uniqueId()}`;
    const guard = await tenant.user('guard', { displayName: name });
    const manager = await tenant.user('manager', { fullClientAccess: [customer.id] });
    const settings = await tenant.api.put('/api/v1/pay-settings', {
      data: { frequency: 'weekly', anchorDate: monday, holidayPayPct: 150, provider: 'adp', companyCode: 'E2E' },
    });
    expect(settings.status()).toBe(200);
    const ids = await tenant.api.patch(`/api/v1/personnel/${guard.id}`, { data: { payrollIds: { adp: '000777' } } });
    expect(ids.status()).toBe(200);
    // Monday and Tuesday 08:00–16:00; Wednesday clocked in at 08:00 and never out.
    const tuesday = addDays(monday, 1);
    const wednesday = addDays(monday, 2);
    await withDatabase(baseURL, async (db) => {
      for (const date of [monday, tuesday, wednesday]) {
        await db.query(
          `insert into clock_entries (client_id, user_id, event_id, clock_in, clock_out, source)
           values ($1, $2, $3, $4, $5, 'timesheet')`,
          [
            tenant.clientId,
            guard.id,
            event.id,
            new Date(chicago(date, '08:00')),
            date === wednesday ? null : new Date(chicago(date, '16:00')),
          ],
        );
      }
    });

    await signIn(page, manager);
    await page.goto('/payroll/runs');
    await expect(page.getByRole('heading', { name: 'Pay runs' })).toBeVisible();
    await expect(page.getByText('No pay runs yet')).toBeVisible();
    await page.getByRole('button', { name: 'Open a pay run' }).click();
    const open = page.getByRole('dialog', { name: 'Open a pay run' });
    await open.getByLabel(/^First day of the period/).fill(monday);
    await open.getByRole('button', { name: 'Open run' }).click();
    await expect(page.getByText('Pay run opened')).toBeVisible();

    // The open entry needs attention, and holds the approval back.
    await expect(page.getByText('1 person has a clock entry that is still open')).toBeVisible();
    const people = page.getByRole('table', { name: 'People' });
    const row = people.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Open entry')).toBeVisible();
    await expect(row).toContainText('16.00');
    await expect(row).toContainText('320.00');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this pay run?' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve.getByText('Some clock entries of the period are still open')).toBeVisible();
    await expect(approve.getByRole('link', { name })).toBeVisible();
    await approve.getByRole('link', { name }).click();

    // The timesheet: clock the guard out at 16:00 with a reason.
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('tab', { name: 'Timesheet' }).click();
    await page.getByRole('textbox', { name: 'From' }).fill(monday);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(sunday);
    const timesheet = page.getByRole('table', { name: `Timesheet of ${name}` });
    const openRow = timesheet.getByTestId('timesheet-entry').filter({ hasText: 'No Clock Out' });
    await openRow.getByRole('button', { name: 'Correct' }).click();
    const correct = page.getByRole('dialog', { name: 'Correct a clock entry' });
    await correct.getByLabel('Clock out').fill(localValue(chicago(wednesday, '16:00')));
    await correct.getByLabel(/^Reason/).fill('Forgot to clock out; the gate log shows 16:00');
    await correct.getByRole('button', { name: 'Save correction' }).click();
    await expect(page.getByText('Entry corrected')).toBeVisible();

    // Back to the run: nothing holds it back now. 24 h × 20.00 = 480.00.
    await page.goto('/payroll/runs');
    await page.getByRole('link', { name: /–/ }).first().click();
    await expect(page.getByText('Nothing needs attention')).toBeVisible();
    await expect(row).toContainText('24.00');
    await expect(row).toContainText('480.00');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve this pay run?' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Pay run approved')).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();

    // The ADP pay-data file, as ADP imports it.
    await page.getByRole('button', { name: 'Export' }).click();
    const adpDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'ADP pay data (PRcccEPI.csv)' }).click();
    const adp = await adpDownload;
    expect(adp.suggestedFilename()).toBe('PRE2EEPI.csv');
    const batch = sunday.slice(2).replaceAll('-', '');
    expect(readFileSync((await adp.path()) as string, 'utf8')).toBe(
      `Co Code,Batch ID,File #,Reg Hours,O/T Hours,Hours 3 Code,Hours 3 Amount\r\nE2E,${batch},000777,24.00,,,\r\n`,
    );
    await expect(page.getByText('PRE2EEPI.csv')).toBeVisible();

    // A later correction of a paid entry: the reason is asked, the approved run keeps its figures, the next run pays
    // the extra hour.
    await page.goto(`/personnel/${guard.id}`);
    await page.getByRole('tab', { name: 'Timesheet' }).click();
    await page.getByRole('textbox', { name: 'From' }).fill(monday);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(monday);
    await timesheet.getByTestId('timesheet-entry').first().getByRole('button', { name: 'Correct' }).click();
    await expect(correct.getByTestId('entry-paid')).toContainText('Already paid in the approved pay run');
    await correct.getByLabel('Clock out').fill(localValue(chicago(monday, '17:00')));
    await correct.getByRole('button', { name: 'Save correction' }).click();
    await expect(correct.getByLabel(/^Reason/)).toBeFocused();
    await correct.getByLabel(/^Reason/).fill('Stayed an hour for the handover');
    await correct.getByRole('button', { name: 'Save correction' }).click();
    await expect(page.getByText('Entry corrected')).toBeVisible();

    await page.goto('/payroll/runs');
    await page.getByRole('button', { name: 'Open a pay run' }).click();
    await open.getByLabel(/^First day of the period/).fill(thisMonday);
    await open.getByRole('button', { name: 'Open run' }).click();
    await expect(page.getByText('Pay run opened')).toBeVisible();
    await people.getByRole('button', { name: `Show the figures of ${name}` }).click();
    const lines = page.getByRole('table', { name: `Lines of ${name}` });
    const adjustment = lines.getByRole('row').filter({ hasText: 'Regular adjustment of the run from' });
    await expect(adjustment).toContainText('1.00');
    await expect(adjustment).toContainText('20.00');

    // The pay settings read back what was saved.
    await page.goto('/payroll/settings');
    await expect(page.getByLabel(/^Company code/)).toHaveValue('E2E');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
