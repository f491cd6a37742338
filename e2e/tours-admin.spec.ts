import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/* Checkpoints and tours on the event page (docs/product/tours-and-check-calls.md), as a manager. */

/** Clicks the map at a point (pixels from its top-left corner). Nothing waits for tiles (no internet here). */
async function clickMap(page: Page, x: number, y: number) {
  const map = page.getByRole('region', { name: 'Map of the event’s checkpoints' });
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not on screen');
  await page.mouse.click(box.x + x, box.y + y);
}

test('a manager places two checkpoints, adds a tour, rotates a token and prints the labels', async ({
  page,
  tenant,
}, info) => {
  test.setTimeout(scaled(60_000));
  const customer = await tenant.customer();
  const { id: eventId } = await tenant.event({
    customerId: customer.id,
    name: `Tours e2e ${info.testId.slice(0, 6)}`,
    latitude: 41.8781,
    longitude: -87.6298,
    start: '2027-03-01T15:00:00.000Z',
    end: '2027-03-02T07:00:00.000Z',
  });
  const manager = await tenant.user('manager', { fullClientAccess: [customer.id] });
  await signIn(page, manager);

  await page.goto(`/events/${eventId}`);
  await page.getByRole('tab', { name: 'Checkpoints & tours' }).click();
  await expect(page.getByRole('region', { name: 'Map of the event’s checkpoints' })).toBeVisible();
  await expect(page.getByText('No checkpoints yet. Click the map to place the first.')).toBeVisible();
  await expect(page.getByText('No tours yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add tour' })).toBeDisabled();

  for (const [name, x, y] of [
    ['North gate', 300, 200],
    ['Loading dock', 500, 320],
  ] as const) {
    await clickMap(page, x, y);
    const dialog = page.getByRole('dialog', { name: 'New checkpoint' });
    await expect(dialog.getByLabel('Radius (m)')).toHaveValue('30');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  const list = page.getByRole('list', { name: 'Checkpoints' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Radius 30 m')).toHaveCount(2);

  await page.getByRole('button', { name: 'Add tour' }).click();
  const tourDialog = page.getByRole('dialog', { name: 'New tour' });
  await tourDialog.getByLabel('Name').fill('Night round');
  for (const name of ['North gate', 'Loading dock']) {
    await tourDialog.getByRole('combobox', { name: 'Add a checkpoint' }).click();
    await page.getByRole('option', { name }).click();
  }
  await tourDialog.getByLabel('Every (minutes)').fill('60');
  await tourDialog.getByRole('button', { name: 'Save' }).click();
  await expect(tourDialog).toBeHidden();
  const tours = page.getByRole('list', { name: 'Tours' });
  await expect(tours.getByText('Night round')).toBeVisible();
  await expect(tours.getByText('22:00–06:00 · every 60 min · grace 15 min · any order')).toBeVisible();
  await expect(tours.getByText('North gate → Loading dock')).toBeVisible();

  // Rotate a token: asks first; the listed scan URL changes.
  const before = (await (await page.request.get(`/api/v1/events/${eventId}/checkpoints`)).json()).items[0].scanUrl;
  await list.getByRole('button', { name: 'Actions for North gate' }).click();
  await page.getByRole('menuitem', { name: 'Rotate token' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rotate the token of North gate?' });
  await expect(confirm.getByText(/stop working/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Rotate token' }).click();
  await expect(page.getByText('New token for North gate: print its label again.')).toBeVisible();
  const after = (await (await page.request.get(`/api/v1/events/${eventId}/checkpoints`)).json()).items[0].scanUrl;
  expect(after).not.toBe(before);

  const labels = page.getByRole('link', { name: 'Print labels' });
  const href = await labels.getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // Screenshots to look at (not checks): TOURS_SCREENSHOTS=<directory>.
  const dir = process.env.TOURS_SCREENSHOTS;
  if (dir) {
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${dir}/tours-en-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: 'Tours' })).toBeVisible();
    await page.screenshot({ path: `${dir}/tours-en-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'EN, Language: English' }).click();
    await page.getByRole('menuitem', { name: /العربية/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('list', { name: 'الجولات' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${dir}/tours-ar-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: 'الجولات' })).toBeVisible();
    await page.screenshot({ path: `${dir}/tours-ar-390.png`, fullPage: true });
  }
});
