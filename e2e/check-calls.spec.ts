import { randomUUID } from 'node:crypto';
import { apiSession, expect, expectJson, test, uniqueId } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/*
 * A missed welfare check-call (docs/product/tours-and-check-calls.md#check-calls): a guard on an event with
 * check-calls every 5 minutes clocked in 11 minutes ago (an offline punch keeps its original time) and has not
 * answered, so the call fell due 6 minutes ago — past the 5-minute grace, before the escalation at twice the grace.
 * The welfare job (every 30 s) raises a Missed Check-Call to the event's supervisor: their console's banner sounds
 * it without a reload, and opening it acknowledges it.
 */

test('a missed check-call sounds the supervisor’s banner, and the supervisor acknowledges it', async ({
  tenant,
  openAs,
}) => {
  test.setTimeout(scaled(120_000));
  const now = await tenant.now();
  const unique = uniqueId();
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    name: `Lone watch ${unique}`,
    start: new Date(now - 2 * 60 * 60_000),
    end: new Date(now + 6 * 60 * 60_000),
    checkCallMinutes: 5,
  });
  const guard = await tenant.user('guard', { displayName: `Lone Guard ${unique}` });
  const supervisor = await tenant.user('supervisor', { individualEvents: [event.id] });
  await tenant.assign(event.id, guard.id);

  // The supervisor's console is open before anything is missed.
  const desk = await openAs(supervisor, '/profile');
  await expect(desk.getByTestId('alert-bell')).toBeVisible();
  await expect(desk.getByTestId('sos-banner')).toHaveCount(0);

  const guardApi = await apiSession(String(test.info().project.use.baseURL), guard.email, guard.password);
  await expectJson(
    await guardApi.post('/api/v1/field/clock-in', {
      data: { eventId: event.id, at: new Date(now - 11 * 60_000).toISOString(), idempotencyKey: randomUUID() },
    }),
    201,
  );
  await guardApi.dispose();

  // Within the job's period, live: the banner names the missed check-call and the guard.
  const banner = desk.getByTestId('sos-banner');
  await expect(banner).toBeVisible({ timeout: scaled(90_000) });
  await expect(banner).toHaveAttribute('role', 'alert');
  await expect(banner).toContainText(/missed check-call/i);
  await expect(banner).toContainText(`Lone Guard ${unique}`);
  const alertId = (await banner.getAttribute('data-alert-id')) ?? '';
  expect(alertId).not.toBe('');

  // Opening it acknowledges it: the banner goes, and the server records who saw it.
  await banner.getByRole('button', { name: 'Open' }).click();
  await expect(desk.getByRole('dialog', { name: /check-call/i })).toBeVisible();
  await expect(banner).toHaveCount(0);
  const listed = await expectJson<{ items: { id: string; type: string; seen: boolean }[] }>(
    await desk.request.get('/api/v1/alerts?type=all&limit=50'),
  );
  expect(listed.items.find((a) => a.id === alertId)).toMatchObject({ type: 'Missed Check-Call', seen: true });
});
