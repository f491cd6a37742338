import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test, uniqueId, withDatabase } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/** A square Allowed zone about 220 m × 165 m around a point in Chicago; "far" is ~8 km north of it. */
const centre = { latitude: 41.88, longitude: -87.63 };
const half = 0.001;
const far = { latitude: 41.95, longitude: -87.63 };

interface AlertRow {
  type: string;
  guardName: string | null;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Alert types raised for this guard, newest first, as the executive's dashboard lists them. */
async function alertTypesFor(admin: APIRequestContext, guardName: string): Promise<string[]> {
  const summary = await json<{ recentAlerts: AlertRow[] }>(await admin.get('/api/v1/dashboard'));
  return summary.recentAlerts.filter((alert) => alert.guardName === guardName).map((alert) => alert.type);
}

/** The actions the field app still holds in IndexedDB (kind and time). */
function queuedActions(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Array<{ kind: string; at: string }>>((resolve, reject) => {
        const open = indexedDB.open('watchpost-field');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('actions', 'readonly').objectStore('actions').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () =>
            resolve(read.result.map((row: { kind: string; at: string }) => ({ kind: row.kind, at: row.at })));
        };
      }),
  );
}

/** Whether the service worker controls the page and keeps every app file the page has loaded. */
async function allLoadedFilesKept(): Promise<boolean> {
  if (!navigator.serviceWorker.controller) return false;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'));
  const kept = await Promise.all(files.map((url) => caches.match(url.pathname)));
  return files.length > 0 && kept.every(Boolean);
}

test('a guard clocks in, leaves the zone, takes a break, holds SOS, and clocks out offline', async ({
  page,
  context,
  tenant,
}) => {
  // A whole shift through the real server: more than one test's default time on a loaded machine.
  test.setTimeout(scaled(120_000));
  const admin = tenant.api;

  // An event running now on the server's clock, with one Allowed zone, and a new guard assigned to it.
  const now = await tenant.now();
  const unique = uniqueId();
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    name: `Field shift ${unique}`,
    siteName: 'Field test site',
    start: new Date(now - 60 * 60_000),
    end: new Date(now + 8 * 60 * 60_000),
  });
  await json(
    await admin.post(`/api/v1/events/${event.id}/geofences`, {
      data: {
        title: 'Field test perimeter',
        zoneType: 'Allowed zone',
        polygon: [
          { lat: centre.latitude - half, lng: centre.longitude - half },
          { lat: centre.latitude - half, lng: centre.longitude + half },
          { lat: centre.latitude + half, lng: centre.longitude + half },
          { lat: centre.latitude + half, lng: centre.longitude - half },
        ],
      },
    }),
  );
  const guard = await tenant.user('guard', { displayName: `Field Guard ${unique}` });
  const guardName = guard.displayName;
  await tenant.assign(event.id, guard.id);

  // The guard's phone: location allowed, standing in the middle of the zone. A guard lands on the field app.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(centre);
  await signIn(page, guard);
  await page.goto('/');
  await expect(page).toHaveURL(/\/field$/);
  await expect(page.getByRole('heading', { name: 'My shift' })).toBeVisible();
  await expect(page.getByTestId('field-event').filter({ hasText: `Field shift ${unique}` })).toContainText(
    'Clock-in open',
  );
  const status = page.getByTestId('field-status');
  await expect(status).toHaveAttribute('data-state', 'offDuty');

  // Clock in inside the zone: sharing is on, and the first position says so.
  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(status).toHaveAttribute('data-state', 'onDuty');
  await expect(page.getByText('Position sharing on')).toBeVisible();
  await expect(page.getByTestId('zone-side')).toHaveText('Inside the allowed zone');
  await expect(page.getByTestId('field-pending')).toHaveAttribute('data-count', '0');

  // Walk out of the zone: the app sends the position at once (moved far), and the server raises a Geofence alert.
  await context.setGeolocation(far);
  await expect(page.getByTestId('zone-side')).toHaveText('Outside the allowed zone');
  await expect.poll(() => alertTypesFor(admin, guardName), { timeout: scaled(15_000) }).toContain('Geofence Exit');
  await context.setGeolocation(centre);

  // A break: choose its length, then end it.
  await page.getByRole('button', { name: 'Start break' }).click();
  await page.getByRole('dialog', { name: 'How long is your break?' }).getByRole('button', { name: '15 min' }).click();
  await expect(status).toHaveAttribute('data-state', 'onBreak');
  await page.getByRole('button', { name: 'End break' }).click();
  await expect(status).toHaveAttribute('data-state', 'onDuty');

  // SOS: hold the button until it fires.
  const sos = page.getByRole('button', { name: 'SOS' });
  await sos.hover();
  await page.mouse.down();
  await expect(page.getByTestId('field-notice')).toContainText('SOS sent');
  await page.mouse.up();
  await expect.poll(() => alertTypesFor(admin, guardName), { timeout: scaled(15_000) }).toContain('SOS');

  // Offline: the clock-out is kept on the phone with its time, shown as waiting, and the guard is off duty.
  await expect(page.getByTestId('field-pending')).toHaveAttribute('data-count', '0');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Clock out' }).click();
  await page.getByRole('dialog', { name: 'Clock out now?' }).getByRole('button', { name: 'Clock out' }).click();
  await expect(status).toHaveAttribute('data-state', 'offDuty');
  const waiting = page.getByRole('list', { name: 'Actions waiting to send' });
  await expect(waiting.getByRole('listitem').filter({ hasText: 'Clock out' })).toBeVisible();
  await expect(page.getByText('Waiting to send: 1')).toBeVisible();
  await expect(page.getByText('Position sharing off')).toBeVisible();
  const clockOut = (await queuedActions(page)).find((action) => action.kind === 'clock-out');
  expect(clockOut).toBeDefined();

  // Back online: the queue is sent, and the clock entry ends at the time the guard clocked out, not now.
  await context.setOffline(false);
  await expect(page.getByTestId('field-pending')).toHaveAttribute('data-count', '0');
  await expect(page.getByText('Everything has been sent.')).toBeVisible();
  const timesheet = await json<{
    entries: Array<{ event: { id: string } | null; clockIn: string; clockOut: string | null }>;
  }>(
    await admin.get(`/api/v1/personnel/${guard.id}/timesheet`, {
      params: { from: new Date(now - 86_400_000).toISOString(), to: new Date(now + 86_400_000).toISOString() },
    }),
  );
  const entry = timesheet.entries.find((e) => e.event?.id === event.id);
  expect(entry?.clockOut).toBeTruthy();
  expect(Date.parse(entry?.clockOut ?? '')).toBe(Date.parse(clockOut?.at ?? ''));
});

test('the field app opens without signal from what it last knew, and what the guard did reaches the server once, in order', async ({
  page,
  context,
  tenant,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  const now = await tenant.now();
  const unique = uniqueId();
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    name: `Basement shift ${unique}`,
    start: new Date(now - 30 * 60_000),
    end: new Date(now + 8 * 60 * 60_000),
  });
  const guard = await tenant.user('guard', { displayName: `Basement Guard ${unique}` });
  await tenant.assign(event.id, guard.id);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(centre);
  await signIn(page, guard);

  // Opened once with signal: the service worker takes over the page and keeps what it loaded.
  await page.goto('/field');
  const status = page.getByTestId('field-status');
  await expect(status).toHaveAttribute('data-state', 'offDuty');
  await expect(page.getByTestId('field-event').filter({ hasText: event.name })).toContainText('Clock-in open');
  await expect.poll(() => page.evaluate(allLoadedFilesKept), { timeout: scaled(20_000) }).toBe(true);

  // The stairwell: no signal, and the app is opened again.
  await context.setOffline(true);
  await page.reload();
  const offline = page.getByTestId('field-offline');
  await expect(offline).toContainText('Offline since');
  await expect(status).toHaveAttribute('data-state', 'offDuty');
  await expect(page.getByTestId('field-event').filter({ hasText: event.name })).toContainText('Clock-in open');

  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(status).toHaveAttribute('data-state', 'onDuty');
  await expect(page.getByTestId('field-notice')).toContainText('Saved on this phone');
  const sos = page.getByRole('button', { name: 'SOS' });
  await sos.hover();
  await page.mouse.down();
  await expect(page.getByTestId('field-notice')).toContainText('SOS saved on this phone');
  await page.mouse.up();
  // Positions taken while on duty wait beside them.
  const waiting = async () =>
    (await queuedActions(page))
      .filter((action) => action.kind !== 'location')
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
      .map((action) => action.kind);
  await expect.poll(waiting).toEqual(['clock-in', 'sos']);

  // Signal again: both are sent, once each, clock-in first; the page is the server's again.
  await context.setOffline(false);
  await expect(page.getByTestId('field-pending')).toHaveAttribute('data-count', '0');
  await expect(offline).toBeHidden();
  await expect(status).toHaveAttribute('data-state', 'onDuty');
  const applied = await withDatabase(baseURL, async (client) => {
    const receipts = await client.query<{ kind: string }>(
      "select kind from field_action_receipts where user_id = $1 and kind <> 'location' order by xmin::text::bigint",
      [guard.id],
    );
    const entries = await client.query('select id from clock_entries where user_id = $1', [guard.id]);
    const alerts = await client.query("select id from alerts where guard_id = $1 and type = 'SOS'", [guard.id]);
    return { kinds: receipts.rows.map((row) => row.kind), entries: entries.rowCount, alerts: alerts.rowCount };
  });
  expect(applied).toEqual({ kinds: ['clock-in', 'sos'], entries: 1, alerts: 1 });
});

test('a session that ended while the phone had no signal goes to sign-in when the connection returns', async ({
  page,
  context,
  tenant,
  baseURL,
}) => {
  test.setTimeout(scaled(90_000));
  const now = await tenant.now();
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    name: `Stairwell shift ${uniqueId()}`,
    start: new Date(now - 30 * 60_000),
    end: new Date(now + 8 * 60 * 60_000),
  });
  const guard = await tenant.user('guard');
  await tenant.assign(event.id, guard.id);
  await signIn(page, guard);
  await page.goto('/field');
  await expect(page.getByTestId('field-status')).toHaveAttribute('data-state', 'offDuty');
  await expect.poll(() => page.evaluate(allLoadedFilesKept), { timeout: scaled(20_000) }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('field-offline')).toContainText('Offline since');
  // Meanwhile the session ends on the server (signed out elsewhere, or purged).
  await withDatabase(baseURL, (client) => client.query('delete from sessions where user_id = $1', [guard.id]));

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('watchpost.field.offline-start'))).toBeNull();
});

test('on a signal that never answers, the field app starts from what it kept after a short wait', async ({
  page,
  context,
  tenant,
}) => {
  test.setTimeout(scaled(90_000));
  const now = await tenant.now();
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    name: `Lift shaft shift ${uniqueId()}`,
    start: new Date(now - 30 * 60_000),
    end: new Date(now + 8 * 60 * 60_000),
  });
  const guard = await tenant.user('guard');
  await tenant.assign(event.id, guard.id);
  await signIn(page, guard);
  await page.goto('/field');
  const status = page.getByTestId('field-status');
  await expect(status).toHaveAttribute('data-state', 'offDuty');

  // The phone believes it is online, but no request to the server is ever answered.
  await context.route('**/api/v1/**', () => {});
  await page.reload();
  await expect(page.getByTestId('field-offline')).toContainText('Offline since');
  await expect(status).toHaveAttribute('data-state', 'offDuty');
  await expect(page.getByTestId('field-event').filter({ hasText: event.name })).toContainText('Clock-in open');
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});
