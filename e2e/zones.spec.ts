import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, signIn, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/** Unique per run and per test, so the spec can run again on the same server and in parallel. */
function uniqueName(prefix: string, testId: string): string {
  return `${prefix} ${testId.slice(0, 6)}-${Date.now().toString(36)}`;
}

/**
 * Draws an outline with the map's polygon tool: a click at each point (pixels from the map's top-left corner),
 * then a click on the first point to close it. Nothing waits for map tiles (the test machine has no internet).
 */
async function drawOutline(page: Page, points: readonly [number, number][]) {
  const map = page.getByRole('region', { name: 'Map of the event’s zones' });
  await page.getByRole('button', { name: 'Draw a zone' }).click();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not on screen');
  for (const [x, y] of [...points, points[0] as [number, number]]) await page.mouse.click(box.x + x, box.y + y);
}

test.describe('event zones map, as an executive', () => {
  test('draws an allowed zone and a restricted zone, edits one and deletes the other', async ({
    page,
    tenant,
  }, info) => {
    // A long flow (create, edit, search): more than the default 30 s on a loaded two-core machine.
    test.setTimeout(scaled(60_000));
    // An event of its own (no zones yet), so the map opens at its location.
    const customer = await tenant.customer();
    const { id: eventId } = await tenant.event({
      customerId: customer.id,
      name: uniqueName('Zones e2e', info.testId),
      latitude: 41.8781,
      longitude: -87.6298,
      start: '2027-03-01T15:00:00.000Z',
      end: '2027-03-01T23:00:00.000Z',
    });
    await signIn(page, tenant.executive);

    await page.goto(`/events/${eventId}`);
    await page.getByRole('tab', { name: 'Zones' }).click();
    await expect(page.getByRole('region', { name: 'Map of the event’s zones' })).toBeVisible();
    await expect(page.getByText('No zones yet.')).toBeVisible();

    const allowed = uniqueName('North lot', info.testId);
    await drawOutline(page, [
      [250, 200],
      [450, 200],
      [450, 400],
      [250, 400],
    ]);
    let dialog = page.getByRole('dialog', { name: 'New zone' });
    await expect(dialog.getByText('Outline of 4 points.')).toBeVisible();
    await dialog.getByLabel('Title').fill(allowed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const list = page.getByRole('list', { name: 'Zones of the event' });
    const allowedRow = list.getByRole('listitem').filter({ hasText: allowed });
    await expect(allowedRow.getByText('Allowed zone')).toBeVisible();

    const restricted = uniqueName('Loading dock', info.testId);
    await drawOutline(page, [
      [520, 220],
      [660, 220],
      [660, 380],
      [520, 380],
    ]);
    dialog = page.getByRole('dialog', { name: 'New zone' });
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Restricted zone' }).click();
    await dialog.getByLabel('Title').fill(restricted);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem').filter({ hasText: restricted }).getByText('Restricted zone')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    expect(await seriousViolations(page, '#event-panel-zones')).toEqual([]);

    // Edit: a new title from the list, and one corner dragged on the map.
    const renamed = `${restricted} (east)`;
    await list.getByRole('button', { name: `Edit ${restricted}` }).click();
    const form = page.getByRole('form', { name: 'Edit zone' });
    await form.getByLabel('Title').fill(renamed);
    // The map first zooms to the zone: wait until its corner stops moving before grabbing it.
    const corner = page.locator('.marker-icon:not(.marker-icon-middle)').first();
    let at = await corner.boundingBox();
    await expect
      .poll(async () => {
        const now = await corner.boundingBox();
        const still = Boolean(now && at && now.x === at.x && now.y === at.y);
        at = now;
        return still;
      })
      .toBe(true);
    if (!at) throw new Error('no corner to drag');
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 - 30, at.y + at.height / 2 - 20, { steps: 5 });
    await page.mouse.up();
    await expect(form.getByText('The outline has changed; save to keep it.')).toBeVisible();
    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await form.getByRole('button', { name: 'Save' }).click();
    const patch = await patched;
    expect(patch.status()).toBe(200);
    expect((patch.request().postDataJSON() as { polygon?: unknown[] }).polygon).toHaveLength(4);
    await expect(form).toBeHidden();
    await expect(list.getByText(renamed)).toBeVisible();

    await list.getByRole('button', { name: `Delete ${allowed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${allowed}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByText(allowed)).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // What the server kept: the renamed restricted zone, still four corners.
    const zones = await page.request.get(`/api/v1/events/${eventId}/geofences`);
    const items = ((await zones.json()) as { items: { title: string; zoneType: string; polygon: unknown[] }[] }).items;
    expect(items.map((z) => [z.title, z.zoneType, z.polygon.length])).toEqual([[renamed, 'Restricted zone', 4]]);
  });
});
