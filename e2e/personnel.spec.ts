import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { asRole, expect, test } from './fixtures.ts';

/** The e2e server's database (see outboxMails in fixtures.ts for how it is found). */
async function withDb<T>(baseURL: string | undefined, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const port = new URL(baseURL ?? 'http://127.0.0.1:3100').port;
  const info = path.join(import.meta.dirname, '.auth', `server-${port}.json`);
  const { dataDir } = JSON.parse(readFileSync(info, 'utf8')) as { dataDir: string };
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const pgPort = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(pgPort),
    user: 'postgres',
    password,
    database: 'watchpost',
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const hour = 3_600_000;
/** 2026-03-18T08:00 as a datetime-local value (the browser runs in UTC here). */
const localValue = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test.describe('personnel timesheet, as the supervisor', () => {
  test.use({ ...asRole('supervisor'), timezoneId: 'UTC', locale: 'en-GB' });

  test('corrects a missed clock-out: the timesheet shows the clipped payroll hours and the original', async ({
    page,
    baseURL,
  }, info) => {
    const name = `Gate Guard ${info.testId.slice(0, 6)}-${Date.now().toString(36)}`;
    // A guard assigned to one of the supervisor's past events, clocked in an hour before it started and never out.
    const { eventName, start } = await withDb(baseURL, async (db) => {
      const { rows } = await db.query<{ id: string; name: string; client_id: string; start_at: Date }>(
        `select e.id, e.name, e.client_id, e.start_at from user_event_access a
           join users u on u.id = a.user_id join events e on e.id = a.event_id
         where u.email = 'supervisor@demo.test' and e.start_at < '2026-03-18T06:00:00Z'
         order by e.start_at desc limit 1`,
      );
      const event = rows[0];
      if (!event) throw new Error('the demo supervisor has no past event');
      const user = await db.query<{ id: string }>(
        `insert into users (client_id, email, display_name, roles) values ($1, $2, $3, '{guard}') returning id`,
        [event.client_id, `${name.replace(/\W+/g, '-').toLowerCase()}@e2e.test`, name],
      );
      const userId = user.rows[0]?.id;
      await db.query('insert into event_assignments (client_id, event_id, user_id) values ($1, $2, $3)', [
        event.client_id,
        event.id,
        userId,
      ]);
      await db.query(`insert into clock_entries (client_id, user_id, event_id, clock_in) values ($1, $2, $3, $4)`, [
        event.client_id,
        userId,
        event.id,
        new Date(event.start_at.getTime() - hour),
      ]);
      return { eventName: event.name, start: event.start_at.getTime() };
    });

    await page.goto('/personnel');
    await expect(page.getByRole('heading', { name: 'Personnel' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search personnel' }).fill(name);
    const grid = page.getByRole('grid', { name: 'Personnel' });
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
    await expect(dialog.getByText('At least 5 characters')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByLabel(/^Reason/).fill('Forgot to clock out at the gate; radio log shows the time');
    await expect(save).toBeEnabled();
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
