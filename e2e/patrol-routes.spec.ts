import { randomUUID } from 'node:crypto';
import { apiSession, expect, expectJson, test, uniqueId, withDatabase } from './fixtures.ts';

/*
 * A mobile patrol (docs/product/dispatch.md#mobile-patrol-runsheets): the executive plans a route through a site on
 * the console and gives it to the patrol shift; the guard on that shift sees it as tonight's runsheet on the phone,
 * and the stop turns visited once its checkpoint is scanned in the window.
 */

const zone = 'America/Chicago';

/** 'HH:mm' in Chicago of an instant. */
function wallClock(at: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}

test.describe('patrol routes', () => {
  test.use({ timezoneId: zone, locale: 'en-US' });

  test('a route planned on the console becomes the guard’s runsheet, and a scan in the window makes the visit', async ({
    tenant,
    openAs,
  }) => {
    const id = uniqueId();
    const now = await tenant.now();
    const customer = await tenant.customer(`Docklands ${id}`);
    const span = { start: new Date(now - 2 * 3_600_000), end: new Date(now + 10 * 3_600_000), timeZone: zone };
    const base = await tenant.event({ customerId: customer.id, name: `Patrol base ${id}`, ...span });
    const site = await tenant.event({
      customerId: customer.id,
      name: `Quay Stores ${id}`,
      latitude: 41.89,
      longitude: -87.61,
      ...span,
    });
    const checkpoint = await tenant.post<{ id: string }>(`/api/v1/events/${site.id}/checkpoints`, {
      name: 'Quay gate',
      latitude: 41.89,
      longitude: -87.61,
      radiusMeters: 30,
    });
    const listed = await expectJson<{ items: { id: string; scanUrl: string }[] }>(
      await tenant.api.get(`/api/v1/events/${site.id}/checkpoints`),
    );
    const token =
      listed.items
        .find((c) => c.id === checkpoint.id)
        ?.scanUrl.split('/')
        .at(-1) ?? '';
    const guard = await tenant.user('guard', { displayName: `Pat Rowe ${id}` });
    await tenant.assign(base.id, guard.id);
    await withDatabase(test.info().project.use.baseURL, (db) =>
      db.query(`update users set licence_expires_on = '2027-12-31' where id = $1`, [guard.id]),
    );
    const post = `Patrol ${id}`;
    const shift = await tenant.post<{ id: string }>(`/api/v1/events/${base.id}/shifts`, {
      post,
      startAt: new Date(now - 30 * 60_000).toISOString(),
      endAt: new Date(now + 6 * 3_600_000).toISOString(),
    });
    await tenant.post(`/api/v1/shifts/${shift.id}/assignments`, { userId: guard.id });

    // The executive plans the route: one stop at the quay, its window open now.
    const console = await openAs(tenant.executive, '/patrol-routes');
    await console.getByRole('button', { name: 'New route' }).click();
    const editor = console.getByRole('dialog', { name: 'New patrol route' });
    await editor.getByRole('textbox', { name: 'Name' }).fill(`Night patrol ${id}`);
    const stop = editor.getByTestId('patrol-stop-editor').first();
    await stop.getByRole('combobox', { name: /^Site/ }).click();
    await console.getByRole('option', { name: site.name }).click();
    await stop.getByLabel(/^Window from/).fill(wallClock(now - 20 * 60_000));
    await stop.getByLabel(/^Window until/).fill(wallClock(now + 2 * 3_600_000));
    const checkpoints = stop.getByRole('combobox', { name: /^Checkpoints to scan/ });
    await expect(checkpoints).not.toHaveAttribute('aria-disabled', 'true');
    await checkpoints.click();
    await console.getByRole('option', { name: 'Quay gate' }).click();
    await console.keyboard.press('Escape');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(console.getByText(`Night patrol ${id}`).first()).toBeVisible();

    // Given to the patrol shift of today.
    await console.getByRole('button', { name: 'Assign to a shift' }).click();
    const assign = console.getByRole('dialog', { name: `Assign “Night patrol ${id}” to a shift` });
    await assign.getByRole('radio', { name: new RegExp(post) }).click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(assign).toBeHidden();
    await expect(console.getByRole('list', { name: 'Nights' })).toContainText(post);

    // The guard clocks in to the shift: tonight's runsheet shows the quay, open now.
    const phone = await apiSession(test.info().project.use.baseURL as string, guard.email, guard.password);
    await expectJson(await phone.post('/api/v1/field/clock-in', { data: { eventId: base.id } }), 201);
    const field = await openAs(guard, '/field');
    const card = field.getByTestId('field-runsheet');
    await expect(card).toContainText(`Night patrol ${id}`);
    await expect(card).toContainText(site.name);
    await expect(card).toContainText('Open');

    // A scan of the quay's checkpoint, away from the base, makes the visit.
    const at = new Date(await tenant.now()).toISOString();
    await expectJson(
      await phone.post('/api/v1/field/scans', { data: { token, at, idempotencyKey: randomUUID() } }),
      201,
    );
    await phone.dispose();
    await field.reload();
    await expect(field.getByTestId('field-runsheet')).toContainText('Visited');
  });
});
