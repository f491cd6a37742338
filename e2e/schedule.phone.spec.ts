import { expect, test, uniqueId, withDatabase } from './fixtures.ts';

/*
 * Open shifts on the field app (docs/product/shifts.md): a published shift with a free place is offered to the
 * client's guards, who claim it with one tap; the client's claims are approved automatically (the default), so
 * the shift becomes the guard's. The e2e server's clock starts at 2026-03-18 15:00 UTC; the shift is the next day.
 */
test('a guard claims an open shift on the phone and it becomes theirs', async ({ tenant, openAs }) => {
  const id = uniqueId();
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    name: `Harbour nights ${id}`,
    start: new Date('2026-03-18T00:00:00Z'),
    end: new Date('2026-03-25T00:00:00Z'),
    timeZone: 'America/Chicago',
  });
  const guard = await tenant.user('guard', { displayName: `Gina Claimer ${id}` });
  await withDatabase(test.info().project.use.baseURL, (db) =>
    db.query(`update users set licence_expires_on = '2027-12-31' where id = $1`, [guard.id]),
  );
  const created = await tenant.post<{ id: string }>(`/api/v1/events/${event.id}/shifts`, {
    post: 'Quay gate',
    startAt: '2026-03-19T18:00:00-05:00',
    endAt: '2026-03-20T02:00:00-05:00',
  });
  await tenant.post(`/api/v1/shifts/${created.id}/publish`, {}, 200);

  const page = await openAs(guard, '/field');
  const open = page.getByRole('list', { name: 'Open shifts' });
  const claim = open.getByRole('button', { name: `Claim ${event.name} · Quay gate` });
  await expect(claim).toBeVisible();
  await claim.click();
  await expect(page.getByRole('status').filter({ hasText: 'The shift is yours.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'My upcoming shifts' })).toContainText(event.name);
  await expect(page.getByText('No open shifts for you right now.')).toBeVisible();
});
