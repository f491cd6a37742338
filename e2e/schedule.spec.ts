import { apiSession, expect, expectJson, test, uniqueId, withDatabase } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/*
 * Planning a week (docs/product/shifts.md). The e2e server's clock starts at Wednesday 2026-03-18 15:00 UTC;
 * the tenant's client is in America/Chicago (CDT, UTC−5, that week) and its weeks start on Monday, so the week built
 * here is Monday 23 to Friday 27 March, the week after the clock's: "Next week" on the schedule.
 */
const chicago = (local: string) => `${local}:00-05:00`;

test('a manager builds a week, sees the overtime a candidate costs, and overrides a blocked guard with a reason', async ({
  tenant,
  openAs,
}) => {
  const id = uniqueId();
  const customer = await tenant.customer();
  const week = { start: new Date('2026-03-22T00:00:00Z'), end: new Date('2026-03-29T00:00:00Z') };
  const stadium = await tenant.event({
    customerId: customer.id,
    name: `Stadium week ${id}`,
    ...week,
    timeZone: 'America/Chicago',
    guardPayrate: 20,
  });
  const depot = await tenant.event({
    customerId: customer.id,
    name: `Depot ${id}`,
    ...week,
    timeZone: 'America/Chicago',
    guardPayrate: 20,
  });
  const olga = await tenant.user('guard', { displayName: `Olga Overtime ${id}` });
  const bill = await tenant.user('guard', { displayName: `Bill Expired ${id}` });
  const manager = await tenant.user('manager', { fullClientAccess: [customer.id] });
  // Licences (no API sets them): Olga's is valid, Bill's ran out in January.
  await withDatabase(test.info().project.use.baseURL, async (db) => {
    await db.query(`update users set licence_expires_on = '2027-12-31' where id = $1`, [olga.id]);
    await db.query(`update users set licence_expires_on = '2026-01-31' where id = $1`, [bill.id]);
  });
  // Olga already works 36 h that week at the depot: Tuesday to Friday 08:00–17:00.
  const depotShifts = await tenant.post<{ ids: string[] }>(`/api/v1/events/${depot.id}/shifts`, {
    post: 'Yard',
    startAt: chicago('2026-03-24T08:00'),
    endAt: chicago('2026-03-24T17:00'),
    repeat: { until: '2026-03-27', weekdays: [2, 3, 4, 5] },
  });
  expect(depotShifts.ids).toHaveLength(4);
  for (const shiftId of depotShifts.ids) {
    await tenant.post(`/api/v1/shifts/${shiftId}/assignments`, { userId: olga.id });
  }

  // The manager adds the stadium's main gate, 08:00–16:00 for two people, repeated Monday to Friday.
  const page = await openAs(manager, '/schedule');
  await page.getByRole('button', { name: 'Add shift' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add shift' });
  await form.getByRole('combobox', { name: /Event/ }).click();
  await page.getByRole('option', { name: stadium.name }).click();
  await form.getByLabel(/Post/).fill('Main gate');
  await form.getByLabel(/Start/).fill('2026-03-23T08:00');
  await form.getByLabel(/^End/).fill('2026-03-23T16:00');
  await form.getByLabel(/People needed/).fill('2');
  await form.getByLabel(/Repeat until/).fill('2026-03-27');
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await form.getByRole('checkbox', { name: day }).check();
  await form.getByRole('button', { name: 'Add shift' }).click();
  await expect(page.getByText('5 shifts added')).toBeVisible();
  await expect(form).toBeHidden();

  // Next week: the gate's row has the shift on each weekday and none at the weekend.
  await page.getByRole('button', { name: 'Next week' }).click();
  const grid = page.getByRole('table', { name: 'Shifts of the week by post' });
  const gate = grid.getByRole('row', { name: /Main gate/ });
  const cells = gate.getByRole('cell');
  await expect(cells).toHaveCount(7);
  for (const day of [0, 1, 2, 3, 4]) await expect(cells.nth(day)).toContainText('08:00–16:00');
  await expect(cells.nth(5)).toBeEmpty();
  await expect(cells.nth(6)).toBeEmpty();

  // Monday's shift: Olga may take it, at 44 h that week, 4 h over 40 at $20 × 0.5 = $40.00 extra.
  await cells.nth(0).getByRole('button').click();
  const details = page.getByRole('dialog', { name: `${stadium.name} · Main gate` });
  const candidates = details.getByRole('list', { name: 'Candidates' });
  const olgaItem = candidates.getByRole('listitem', { name: olga.displayName });
  await expect(olgaItem).toContainText('44.00 h this week');
  await expect(olgaItem).toContainText('Eligible');
  await expect(olgaItem).toContainText('4.00 h of weekly overtime, costing $40.00 extra');
  await olgaItem.getByRole('button', { name: `Assign ${olga.displayName}`, exact: true }).click();
  await expect(page.getByText(`${olga.displayName} assigned`)).toBeVisible();

  // Bill is blocked: the list says why and offers no plain assignment, and the server refuses one.
  const billItem = candidates.getByRole('listitem', { name: bill.displayName });
  await expect(billItem).toContainText('The licence expires on');
  await expect(billItem.getByRole('button', { name: `Assign ${bill.displayName}`, exact: true })).toHaveCount(0);
  const monday = await expectJson<{ items: { id: string; post: string; startAt: string }[] }>(
    await tenant.api.get('/api/v1/shifts', {
      params: { from: '2026-03-23T00:00:00.000Z', to: '2026-03-24T00:00:00.000Z', eventId: stadium.id },
    }),
  );
  const mondayId = monday.items.find((s) => s.post === 'Main gate')?.id ?? '';
  const refused = await expectJson<{ error: { code: string; params: { blocks: string[] } } }>(
    await tenant.api.post(`/api/v1/shifts/${mondayId}/assignments`, { data: { userId: bill.id } }),
    409,
  );
  expect(refused.error).toMatchObject({ code: 'shift.ineligible', params: { blocks: ['licence.expired'] } });

  // The manager overrides with a reason; the shift shows who overrode and why.
  await billItem.getByRole('button', { name: `Assign ${bill.displayName} anyway` }).click();
  const override = page.getByRole('dialog', { name: `Assign ${bill.displayName} despite the blocks?` });
  await expect(override).toContainText('The licence expires on');
  await override.getByLabel('Reason').fill('Renewal approved by the licensing office');
  await override.getByRole('button', { name: 'Assign anyway' }).click();
  await expect(override).toBeHidden();
  await expect(details).toContainText(
    `Assigned despite blocks by ${manager.displayName}: “Renewal approved by the licensing office”`,
  );
  await expect(details).toContainText('2 of 2');
});

test('a manager moves a shift, sees whom the move blocks and why, and saves it only with a reason', async ({
  tenant,
  openAs,
}) => {
  const id = uniqueId();
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    name: `Quay week ${id}`,
    start: new Date('2026-03-22T00:00:00Z'),
    end: new Date('2026-03-29T00:00:00Z'),
    timeZone: 'America/Chicago',
    guardPayrate: 20,
  });
  const gina = await tenant.user('guard', { displayName: `Gina Licence ${id}` });
  const manager = await tenant.user('manager', { fullClientAccess: [customer.id] });
  // Gina's licence is valid through Tuesday 24 March.
  await withDatabase(test.info().project.use.baseURL, (db) =>
    db.query(`update users set licence_expires_on = '2026-03-24' where id = $1`, [gina.id]),
  );
  const shift = await tenant.post<{ id: string }>(`/api/v1/events/${event.id}/shifts`, {
    post: 'Quay gate',
    startAt: chicago('2026-03-23T08:00'),
    endAt: chicago('2026-03-23T16:00'),
  });
  await tenant.post(`/api/v1/shifts/${shift.id}/assignments`, { userId: gina.id });

  // The manager moves Monday's shift to Wednesday: past Gina's licence.
  const page = await openAs(manager, '/schedule');
  await page.getByRole('button', { name: 'Next week' }).click();
  const row = page.getByRole('table', { name: 'Shifts of the week by post' }).getByRole('row', { name: /Quay gate/ });
  await row.getByRole('cell').nth(0).getByRole('button').click();
  const details = page.getByRole('dialog', { name: `${event.name} · Quay gate` });
  await details.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit shift' });
  await edit.getByLabel(/Start/).fill('2026-03-25T08:00');
  await edit.getByLabel(/^End/).fill('2026-03-25T16:00');
  await edit.getByRole('button', { name: 'Save' }).click();
  const blocked = edit.getByRole('alert');
  await expect(blocked).toContainText('This change blocks people on the shift');
  await expect(blocked).toContainText(
    `${gina.displayName}: The licence expires on Mar 24, 2026, before the shift ends`,
  );

  // Saving anyway wants a reason, beside the question; with one the shift moves and says who overrode and why.
  await edit.getByRole('button', { name: 'Save anyway' }).click();
  await expect(edit.getByText('You must give a reason')).toBeVisible();
  await edit.getByLabel(/Reason for saving anyway/).fill('Renewal filed, the client agreed');
  await edit.getByRole('button', { name: 'Save anyway' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Shift saved')).toBeVisible();
  // Name, time and reason are each isolated (U+2068…U+2069), so they keep their direction in a right-to-left text.
  await expect(details).toContainText(`Times or role changed despite blocks by \u2068${manager.displayName}\u2069`);
  await expect(details).toContainText('“\u2068Renewal filed, the client agreed\u2069”');
  await expect(details).toContainText(`${gina.displayName}: The licence expires on Mar 24, 2026`);
  const saved = await expectJson<{ startAt: string; editOverride: { reason: string } | null }>(
    await tenant.api.get(`/api/v1/shifts/${shift.id}`),
  );
  expect(saved).toMatchObject({
    startAt: '2026-03-25T13:00:00.000Z',
    editOverride: { reason: 'Renewal filed, the client agreed' },
  });
});

test('a guard who has not clocked in after the grace shows in the executive’s bell live, and the alert closes when they clock in', async ({
  tenant,
  openAs,
}) => {
  // The no-show check runs every 30 s: up to two rounds of it, plus the live stream.
  test.setTimeout(scaled(120_000));
  const id = uniqueId();
  const now = await tenant.now();
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    name: `Late gate ${id}`,
    start: new Date(now - 60 * 60_000),
    end: new Date(now + 8 * 60 * 60_000),
    timeZone: 'America/Chicago',
  });
  const guard = await tenant.user('guard', { displayName: `Nora Noshow ${id}` });
  await tenant.assign(event.id, guard.id);
  await withDatabase(test.info().project.use.baseURL, (db) =>
    db.query(`update users set licence_expires_on = '2027-12-31' where id = $1`, [guard.id]),
  );
  const shift = await tenant.post<{ id: string }>(`/api/v1/events/${event.id}/shifts`, {
    post: 'Back door',
    startAt: new Date(now + 60 * 60_000).toISOString(),
    endAt: new Date(now + 6 * 60 * 60_000).toISOString(),
  });
  await tenant.post(`/api/v1/shifts/${shift.id}/assignments`, { userId: guard.id });

  const page = await openAs(tenant.executive, '/profile');
  const bell = page.getByTestId('alert-bell');
  await expect(bell).toBeVisible();
  const unseen = async () =>
    Number(((await bell.getAttribute('aria-label')) ?? '').match(/\d[\d,]*/)?.[0]?.replaceAll(',', '') ?? '0');
  // The bell has loaded once it counts the guard's Event assigned alert (unseen): only then is `before` its count.
  await expect.poll(unseen).toBeGreaterThan(0);
  const before = await unseen();
  // The shift started 15 minutes ago on the server's clock (past the 10 minutes of grace); nobody clocked in.
  await withDatabase(test.info().project.use.baseURL, (db) =>
    db.query(`update shifts set start_at = $2 where id = $1`, [shift.id, new Date(now - 15 * 60_000)]),
  );
  await expect.poll(unseen, { timeout: scaled(75_000) }).toBe(before + 1);
  await bell.click();
  await expect(page.getByText(`Missed clock-in: ${guard.displayName}`).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The guard clocks in: the alert closes (it counts as seen) and the bell goes back, still without a reload.
  const phone = await apiSession(String(test.info().project.use.baseURL), guard.email, guard.password);
  await expectJson(await phone.post('/api/v1/field/clock-in', { data: { eventId: event.id } }), 201);
  await phone.dispose();
  await expect.poll(unseen, { timeout: scaled(30_000) }).toBe(before);
});
