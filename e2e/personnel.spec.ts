import { expect, signIn, test, withDatabase } from './fixtures.ts';

const hour = 3_600_000;
/** A datetime-local value (the browser runs in UTC here). */
const localValue = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test.describe('personnel timesheet, as a supervisor', () => {
  test.use({ timezoneId: 'UTC', locale: 'en-GB' });

  test('corrects a missed clock-out: the timesheet shows the clipped payroll hours and the original', async ({
    page,
    baseURL,
    tenant,
  }, info) => {
    const name = `Gate Guard ${info.testId.slice(0, 6)}-${Date.now().toString(36)}`;
    // A guard assigned to an event of the supervisor's that ended days ago, clocked in an hour before it started
    // and never out (the API only clocks in now, so that one row is written straight into the database).
    const start = Date.parse('2026-03-15T14:00:00Z');
    const customer = await tenant.customer();
    const event = await tenant.event({
      customerId: customer.id,
      name: `Chicago Auto Show ${tenant.clientId.slice(0, 8)}`,
      start: new Date(start),
      end: new Date(start + 8 * hour),
    });
    const guard = await tenant.user('guard', { displayName: name });
    await tenant.assign(event.id, guard.id);
    await withDatabase(baseURL, (db) =>
      db.query('insert into clock_entries (client_id, user_id, event_id, clock_in) values ($1, $2, $3, $4)', [
        tenant.clientId,
        guard.id,
        event.id,
        new Date(start - hour),
      ]),
    );
    const eventName = event.name;
    await signIn(page, await tenant.user('supervisor', { individualEvents: [event.id] }));

    await page.goto('/personnel');
    await expect(page.getByRole('heading', { name: 'Personnel' })).toBeVisible();
    // Click once the filtered list has answered: a click while the grid swaps its rows lands on nothing.
    const searched = page.waitForResponse(
      (response) => response.url().includes('/api/v1/personnel?') && response.url().includes('q='),
    );
    await page.getByRole('textbox', { name: 'Search personnel' }).fill(name);
    await searched;
    const grid = page.getByRole('grid', { name: 'Personnel' });
    await expect(grid.getByRole('progressbar')).toHaveCount(0);
    await grid.getByText(name).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();

    await page.getByRole('tab', { name: 'Timesheet' }).click();
    await page.getByRole('textbox', { name: 'From' }).fill(day(start - hour));
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(day(start + 24 * hour));
    const table = page.getByRole('table', { name: `Timesheet of ${name}` });
    const row = table.getByTestId('timesheet-entry');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(eventName);
    await expect(row).toContainText('No Clock Out');

    await row.getByRole('button', { name: 'Correct' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct a clock entry' });
    const save = dialog.getByRole('button', { name: 'Save correction' });
    await dialog.getByLabel('Clock out').fill(localValue(start + 3 * hour));
    await dialog.getByLabel(/^Reason/).fill('Bad');
    await expect(dialog.getByText('At least 5 characters', { exact: true })).toBeVisible();
    await save.click();
    await expect(dialog.getByLabel(/^Reason/)).toBeFocused();
    await dialog.getByLabel(/^Reason/).fill('Forgot to clock out at the gate; radio log shows the time');
    await expect(dialog.getByText('At least 5 characters', { exact: true })).toBeHidden();
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Entry corrected')).toBeVisible();

    // 4 hours clocked, of which payroll counts the 3 within the event.
    await expect(row).not.toContainText('No Clock Out');
    await expect(row.getByTestId('payroll-hours')).toContainText('3.00');
    await expect(row).toContainText('4.00');
    await expect(row.getByTestId('payroll-hours')).toContainText('clipped to the event');
    await expect(page.getByTestId('payroll-total')).toContainText('3.00');
    const original = table.getByTestId('entry-original');
    await expect(original).toContainText('Original:');
    await expect(original).toContainText('No Clock Out');
    await expect(table.getByTestId('entry-history')).toContainText(
      'Forgot to clock out at the gate; radio log shows the time',
    );
  });
});
