import type { APIResponse } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { apiSession, asRole, expect, signIn, test, uniqueId } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/** A square Allowed zone about 220 m × 165 m around a point in Chicago; "outside" is ~1.1 km north of it. */
const centre = { lat: 41.8, lng: -87.7 };
const half = 0.001;
const inside = { lat: 41.8004, lng: -87.7003 };
const outside = { lat: 41.81, lng: -87.7 };

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('the map shows a guard who clocks in and moves the marker when the position changes, without reload', async ({
  page,
  tenant,
  baseURL,
}) => {
  test.setTimeout(scaled(60_000));
  const admin = tenant.api;

  // An event running now on the server's clock, with one Allowed zone, and a new guard assigned to it.
  const now = await tenant.now();
  const unique = uniqueId();
  const customer = await tenant.customer();
  const eventName = `Map shift ${unique}`;
  const event = await tenant.event({
    customerId: customer.id,
    name: eventName,
    siteName: 'Map test site',
    start: new Date(now - 60 * 60_000),
    end: new Date(now + 8 * 60 * 60_000),
  });
  await json(
    await admin.post(`/api/v1/events/${event.id}/geofences`, {
      data: {
        title: 'Map test perimeter',
        zoneType: 'Allowed zone',
        polygon: [
          { lat: centre.lat - half, lng: centre.lng - half },
          { lat: centre.lat - half, lng: centre.lng + half },
          { lat: centre.lat + half, lng: centre.lng + half },
          { lat: centre.lat + half, lng: centre.lng - half },
        ],
      },
    }),
  );
  const guard = await tenant.user('guard', { displayName: `Map Guard ${unique}` });
  const guardName = guard.displayName;
  await tenant.assign(event.id, guard.id);
  await signIn(page, tenant.executive);

  // The executive opens the map before the guard is on duty.
  await page.goto('/map');
  await expect(page.getByRole('heading', { name: 'Real-time map' })).toBeVisible();
  await expect(page.getByTestId('map-live')).toHaveAttribute('data-state', 'open');
  await page.evaluate(() => {
    (window as unknown as { mapTestPage: boolean }).mapTestPage = true;
  });

  // The guard clocks in and shares a first position inside the zone (times on the server's clock).
  const phone = await apiSession(baseURL ?? '', guard.email, guard.password);
  const serverNow = Date.parse((await json<{ now: string }>(await phone.get('/api/v1/field/today'))).now);
  await json(
    await phone.post('/api/v1/field/clock-in', {
      data: { eventId: event.id, ...inside, accuracy: 5, at: new Date(serverNow).toISOString() },
    }),
  );
  await json(
    await phone.post('/api/v1/field/location', {
      data: { ...inside, accuracy: 5, at: new Date(serverNow + 1000).toISOString() },
    }),
  );

  // It appears on the open map: pick it in the list (a picked guard is never folded into a cluster).
  const list = page.getByRole('list', { name: 'Guards on duty' });
  await list.getByRole('button', { name: new RegExp(guardName) }).click();
  const marker = page.locator(`[data-testid="guard-marker"][data-guard="${guardName}"]`);
  await expect(marker).toHaveAttribute('data-lat', String(inside.lat));
  await expect(marker).toHaveAttribute('data-status', 'onDuty');
  await expect(marker).toHaveAccessibleName(`${guardName}, On duty`);
  const details = page.getByTestId('map-guard-details');
  await expect(details.getByRole('heading', { name: guardName })).toBeVisible();
  await expect(details).toContainText(eventName);
  const box = await marker.boundingBox();
  expect(await seriousViolations(page)).toEqual([]);

  // The guard walks out of the zone: the marker moves and turns "out of zone" without a reload.
  await json(
    await phone.post('/api/v1/field/location', {
      data: { ...outside, accuracy: 5, at: new Date(serverNow + 2000).toISOString() },
    }),
  );
  await expect(marker).toHaveAttribute('data-lat', String(outside.lat));
  await expect(marker).toHaveAttribute('data-lng', String(outside.lng));
  await expect(marker).toHaveAttribute('data-status', 'outOfZone');
  await expect(page.getByTestId('map-guard-position')).toHaveText(
    `${outside.lat.toFixed(5)}, ${outside.lng.toFixed(5)}`,
  );
  const moved = await marker.boundingBox();
  expect(moved?.y).not.toBe(box?.y);
  expect(await page.evaluate(() => (window as unknown as { mapTestPage?: boolean }).mapTestPage)).toBe(true);

  // Clocking out takes the guard off the map.
  await json(await phone.post('/api/v1/field/clock-out', { data: { at: new Date(serverNow + 3000).toISOString() } }));
  await expect(marker).toHaveCount(0);
  await expect(list.getByRole('button', { name: new RegExp(guardName) })).toHaveCount(0);

  await phone.dispose();
});

test.describe('the demo operation on the map', () => {
  // The language comes from the browser's storage, not the account's settings: the demo account is only read.
  test.use(asRole('executive'));

  test('reads right to left in Arabic, in the dark scheme, with no serious accessibility violations', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('watchpost.language', 'ar'));
    await page.goto('/map');
    await expect(page.getByRole('heading', { name: 'الخريطة المباشرة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'خريطة الحراس المناوبين' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'الحراس حسب الحالة' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
