import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { apiSession, expect, expectJson, test, uniqueId } from './fixtures.ts';

/*
 * Dispatch across two server processes on one database (docs/product/dispatch.md): the dispatcher's board is served
 * by the first process, the guard's phone and the customer's portal by the second (e2e-server.mjs starts it on the
 * next port, sharing the session key). A P1 alarm taken on the board rings the nearest guard's phone; each of the
 * guard's steps reaches the board and the portal on the live stream, with no reload; the response time lands in the
 * report.
 */

const secondURL = `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}`;

/** The second process answers once its migrations ran (the first's, on the same database) and it listens. */
async function secondProcessReady(page: Page) {
  await expect
    .poll(async () => (await page.request.get(`${secondURL}/api/health/ready`).catch(() => null))?.status() ?? 0, {
      timeout: 60_000,
    })
    .toBe(200);
}

test.describe('dispatch', () => {
  test.use({ timezoneId: 'America/Chicago', locale: 'en-US' });

  test('a P1 alarm reaches the nearest guard’s phone on the other process, and every step the board and the portal', async ({
    tenant,
    openAs,
  }) => {
    const now = await tenant.now();
    const customer = await tenant.customer(`Harbor ${uniqueId()}`);
    const site = { latitude: 41.8919, longitude: -87.6051 };
    const event = await tenant.event({
      customerId: customer.id,
      name: `Navy Pier ${uniqueId()}`,
      start: new Date(now - 3_600_000),
      end: new Date(now + 8 * 3_600_000),
      ...site,
    });
    const near = await tenant.user('guard', { displayName: `Nia Near ${uniqueId()}` });
    const far = await tenant.user('guard', { displayName: `Fay Far ${uniqueId()}` });
    const portalUser = await tenant.user('client', { customerId: customer.id });
    // Both guards on duty at the pier, Nia 556 m from it, Fay 2.2 km.
    for (const [guard, dLat] of [
      [near, 0.005],
      [far, 0.02],
    ] as const) {
      await tenant.assign(event.id, guard.id);
      const phone = await apiSession(baseURL, guard.email, guard.password);
      await expectJson(await phone.post('/api/v1/field/clock-in', { data: { eventId: event.id } }), 201);
      const at = new Date(await tenant.now()).toISOString();
      await expectJson(
        await phone.post('/api/v1/field/location', {
          data: { lat: site.latitude + dLat, lng: site.longitude, accuracy: 10, at },
        }),
      );
      await phone.dispose();
    }

    const board = await openAs(tenant.executive, '/dispatch');
    await secondProcessReady(board);
    const guardPhone = await openAs(near);
    await guardPhone.goto(`${secondURL}/field`);
    await expect(guardPhone.getByRole('button', { name: 'SOS' })).toBeVisible();
    const portal = await openAs(portalUser);
    await portal.goto(`${secondURL}/`);
    await expect(portal.getByText('No calls at your sites yet')).toBeVisible();

    // The dispatcher takes the alarm on the board (first process).
    await expect(board.getByText('No open calls')).toBeVisible();
    await board.getByRole('button', { name: 'New call' }).click();
    const dialog = board.getByRole('dialog', { name: 'New call' });
    await dialog.getByLabel('Site').click();
    await board.getByRole('option', { name: event.name }).click();
    await dialog.getByLabel('Priority').click();
    await board.getByRole('option', { name: 'P1 · target 15 min' }).click();
    await dialog.getByLabel('What happened').fill('Intruder alarm, zone 3');
    await dialog.getByRole('button', { name: 'Take call' }).click();
    await expect(dialog).toBeHidden();
    const row = board.getByTestId('call-row').filter({ hasText: event.name });
    await expect(row).toContainText('New');
    await row.click();

    // The nearest available unit first, with its straight-line distance and ETA at 40 km/h (556 m: 1 min).
    const nearest = board.getByTestId('unit-row').first();
    await expect(nearest).toContainText(near.displayName);
    await expect(nearest).toContainText('556 m · about 1 min');
    await expect(
      board.getByText('Distances are in a straight line; the times assume an average speed of 40 km/h.'),
    ).toBeVisible();
    await board.getByRole('button', { name: `Assign to ${near.displayName}` }).click();

    // The guard's phone, served by the second process, rings without a reload.
    const card = guardPhone.getByTestId('field-call');
    await expect(card).toContainText('New: assigned to you');
    await expect(card).toContainText('Intruder alarm, zone 3');
    await expect(row).toContainText('Assigned');
    await expect(portal.getByTestId('portal-call')).toContainText('Guard assigned');

    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(row).toContainText('Acknowledged');
    await expect(portal.getByTestId('portal-call')).toContainText('Guard accepted');
    await card.getByRole('button', { name: 'En route' }).click();
    await expect(row).toContainText('En route');
    await expect(portal.getByTestId('portal-call')).toContainText('Guard on the way');
    await card.getByRole('button', { name: 'On scene' }).click();
    await expect(row).toContainText('On scene');
    await expect(portal.getByTestId('portal-call')).toContainText('Guard on site');
    await expect(board.getByRole('list', { name: 'Timeline' })).toContainText('On scene');

    // The response time lands in the report.
    await board.goto('/reports/response-times');
    const report = board.getByRole('table', { name: 'Response times per customer, priority and month' });
    const line = report.getByRole('row').filter({ hasText: customer.name });
    await expect(line).toContainText('P1');
    await expect(line.getByRole('cell').nth(3)).toHaveText('1');
    await expect(line.getByRole('cell').nth(4)).toHaveText('1');
  });
});
