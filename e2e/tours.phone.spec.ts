import type { Page } from '@playwright/test';
import { expect, expectJson, signIn, test, uniqueId, withDatabase } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/*
 * Tours on a guard's phone (docs/product/tours-and-check-calls.md): the guard clocks in, opens two checkpoint labels'
 * URLs (the second from too far away: flagged), and leaves the third; when the run closes, the executive's bell
 * shows the Missed Checkpoint without a reload. The run is designed around the server's clock: its window ends at
 * the next minute or the one after, with no grace, so the tours.missed-checkpoints job (every 60 s) judges it
 * within about two minutes of the test's start, without the test sleeping.
 */

const timeZone = 'America/Chicago';
// 0.001° of latitude ≈ 111 m. A and B stand together; C is 111 m north.
const spotA = { latitude: 41.88, longitude: -87.63 };
const spotC = { latitude: 41.881, longitude: -87.63 };
// 45 m north of B: beyond its 30 m radius plus the position's 5 m accuracy.
const farFromB = { latitude: 41.880405, longitude: -87.63 };

/** HH:mm of an instant in the event's time zone. */
function wallClock(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(ms),
  );
}

const bell = (page: Page) => page.getByTestId('alert-bell');
async function bellCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/\d[\d,]*/)?.[0]?.replaceAll(',', '') ?? '0');
}

test('a guard scans two checkpoints by their labels, one flagged far; the third is missed and the executive is told live', async ({
  page,
  context,
  tenant,
  openAs,
}) => {
  test.setTimeout(scaled(240_000));
  const admin = tenant.api;
  const now = await tenant.now();
  const unique = uniqueId();
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    name: `Tour night ${unique}`,
    start: new Date(now - 60 * 60_000),
    end: new Date(now + 8 * 60 * 60_000),
    timeZone,
  });
  const tokens: string[] = [];
  const ids: string[] = [];
  for (const [name, spot] of [
    ['Gate A', spotA],
    ['Gate B', spotA],
    ['Dock C', spotC],
  ] as const) {
    const created = await tenant.post<{ id: string }>(`/api/v1/events/${event.id}/checkpoints`, {
      name,
      latitude: spot.latitude,
      longitude: spot.longitude,
    });
    ids.push(created.id);
  }
  const listed = await expectJson<{ items: { id: string; scanUrl: string }[] }>(
    await admin.get(`/api/v1/events/${event.id}/checkpoints`),
  );
  for (const id of ids) {
    const url = listed.items.find((c) => c.id === id)?.scanUrl ?? '';
    tokens.push(new URL(url).pathname);
  }
  // One run from ten minutes ago until the next minute's end or the one after (HH:mm), no grace.
  const tourName = `Perimeter ${unique}`;
  const tour = await tenant.post<{ id: string }>(`/api/v1/events/${event.id}/tours`, {
    name: tourName,
    checkpointIds: ids,
    ordered: false,
    startTime: wallClock(now - 10 * 60_000),
    endTime: wallClock(now + 2 * 60_000),
    everyMinutes: 1440,
    graceMinutes: 0,
  });
  // A tour's runs are those that start once it exists: this one was set up an hour ago, before its run began.
  await withDatabase(test.info().project.use.baseURL, (db) =>
    db.query('update tours set created_at = $2, valid_from = $2 where id = $1', [tour.id, new Date(now - 3_600_000)]),
  );

  // The guard is assigned (which tells the console: Event assigned), then the executive's console opens, before
  // anything is missed.
  const guard = await tenant.user('guard', { displayName: `Tour Guard ${unique}` });
  await tenant.assign(event.id, guard.id);
  const executive = await openAs(tenant.executive, '/profile');
  await expect(bell(executive)).toBeVisible();
  // The bell has loaded once it counts the Event assigned alert (unseen): only then is `before` its count.
  await expect.poll(() => bellCount(executive)).toBeGreaterThan(0);
  const before = await bellCount(executive);

  // The guard clocks in on their phone.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...spotA, accuracy: 30 });
  await signIn(page, guard);
  await page.goto('/field');
  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(page.getByTestId('field-status')).toHaveAttribute('data-state', 'onDuty');
  await expect(page.getByRole('button', { name: 'Scan checkpoint' })).toBeVisible();

  // Gate A's label, opened where it stands: recorded, not flagged.
  await page.goto(tokens[0] as string);
  const result = page.getByTestId('scan-result');
  await expect(result).toHaveAttribute('data-state', 'recorded');
  await expect(result).toContainText('Checkpoint recorded');
  await expect(result).not.toContainText('Flagged');

  // Gate B's label, opened 45 m away: recorded, and flagged far.
  await context.setGeolocation({ ...farFromB, accuracy: 5 });
  await page.goto(tokens[1] as string);
  await expect(result).toHaveAttribute('data-state', 'recorded');
  await expect(result).toContainText('Flagged: you were farther from the checkpoint than its radius.');

  // A label that does not exist (or was rotated): told so.
  await page.goto('/field/scan/no-such-label');
  await expect(result).toHaveAttribute('data-state', 'refused');
  await expect(result).toContainText('This label is not known');

  // Dock C is never scanned: once the run closes, the executive's bell rises without a reload and lists it.
  await expect
    .poll(() => bellCount(executive), { timeout: scaled(150_000), intervals: [2_000] })
    .toBeGreaterThan(before);
  await bell(executive).click();
  const dropdown = executive.getByRole('dialog', { name: 'Alerts' });
  await expect(dropdown).toContainText(/missed checkpoint/i);

  // The run in the report: three expected, two scanned, one missed, one flagged.
  const report = await expectJson<{
    rows: { tourName: string; expected: number; scanned: number; missed: number; flagged: number; state: string }[];
  }>(
    await admin.get('/api/v1/reports/tours', {
      params: { from: new Date(now - 86_400_000).toISOString(), to: new Date(now + 86_400_000).toISOString() },
    }),
  );
  expect(report.rows.find((r) => r.tourName === tourName)).toMatchObject({
    expected: 3,
    scanned: 2,
    missed: 1,
    flagged: 1,
    state: 'missed checkpoints',
  });
});

test('a guard scans with location off; the supervisor sees the scan flagged no position on the run and in the tours report', async ({
  page,
  tenant,
  openAs,
}) => {
  test.setTimeout(scaled(120_000));
  const now = await tenant.now();
  const unique = uniqueId();
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    name: `Blind tour ${unique}`,
    start: new Date(now - 60 * 60_000),
    end: new Date(now + 8 * 60 * 60_000),
    timeZone,
  });
  const checkpoint = await tenant.post<{ id: string }>(`/api/v1/events/${event.id}/checkpoints`, {
    name: 'Boiler room',
    latitude: spotA.latitude,
    longitude: spotA.longitude,
  });
  const listed = await expectJson<{ items: { id: string; scanUrl: string }[] }>(
    await tenant.api.get(`/api/v1/events/${event.id}/checkpoints`),
  );
  const label = new URL(listed.items.find((c) => c.id === checkpoint.id)?.scanUrl ?? '').pathname;
  // One run from ten minutes ago to an hour on: the scan below counts for it while it is open.
  const tourName = `Basement ${unique}`;
  const tour = await tenant.post<{ id: string }>(`/api/v1/events/${event.id}/tours`, {
    name: tourName,
    checkpointIds: [checkpoint.id],
    ordered: false,
    startTime: wallClock(now - 10 * 60_000),
    endTime: wallClock(now + 60 * 60_000),
    everyMinutes: 1440,
    graceMinutes: 0,
  });
  await withDatabase(test.info().project.use.baseURL, (db) =>
    db.query('update tours set created_at = $2, valid_from = $2 where id = $1', [tour.id, new Date(now - 3_600_000)]),
  );
  const guard = await tenant.user('guard', { displayName: `Blind Guard ${unique}` });
  await tenant.assign(event.id, guard.id);
  const supervisor = await tenant.user('supervisor', { fullClientAccess: [customer.id] });

  // The guard's phone has never been given the location permission: nothing is sent with the scan.
  await signIn(page, guard);
  await page.goto('/field');
  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(page.getByTestId('field-status')).toHaveAttribute('data-state', 'onDuty');
  await page.goto(label);
  const result = page.getByTestId('scan-result');
  await expect(result).toHaveAttribute('data-state', 'recorded');
  await expect(result).toContainText('Flagged: no position was sent with this scan.');

  // The supervisor's tours report: the run, scanned, with one scan flagged no position.
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const desk = await openAs(supervisor, `/reports/tours?from=${day(now - 86_400_000)}&to=${day(now + 86_400_000)}`);
  const grid = desk.getByRole('grid', { name: 'Tour runs' });
  const row = grid.getByRole('row').filter({ hasText: tourName });
  await expect(row).toBeVisible();
  const flagged = row.locator('[data-field="flagged"]');
  await expect(flagged).toHaveText('1No position: 1');
  await expect(flagged.locator('[data-flag="no_position"]')).toHaveText('No position: 1');

  // The run: its scan without a position, flagged so.
  await row.getByRole('button', { name: 'Open the run' }).click();
  const details = desk.getByTestId('tour-run-details');
  const scans = details.getByRole('table', { name: 'Scans' });
  const scanRow = scans.getByRole('row').filter({ hasText: `Blind Guard ${unique}` });
  await expect(scanRow).toHaveAttribute('data-flagged', 'no_position');
  await expect(scanRow.locator('[data-flag="no_position"]')).toHaveText('No position');
  await expect(details.getByRole('listitem').filter({ hasText: 'Boiler room' })).toContainText('Scanned');
});
