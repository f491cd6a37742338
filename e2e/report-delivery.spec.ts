import { expect, signIn, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/*
 * Scheduled delivery of daily activity reports (docs/product/proof-of-service.md#scheduled-delivery), desktop: a
 * manager subscribes a customer on its page, and the delivery log shows the mail once the minute job has sent it.
 * The e2e server's clock starts at a fixed instant and runs on; the subscription's send time is set two minutes
 * after the server's now, in the event's time zone, so the job's next runs reach it.
 */

const zone = 'America/Chicago';
const dayMs = 86_400_000;

/** HH:mm of an instant in the zone. */
function localTime(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(new Date(ms))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value);
  return `${parts[0]}:${parts[1]}`;
}

/** YYYY-MM-DD of an instant in the zone. */
function localDay(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(ms));
}

test.describe('report delivery, as a manager', () => {
  test('subscribes a customer to the daily reports and sees the delivery in the log', async ({ page, tenant }) => {
    test.setTimeout(scaled(240_000));
    const customer = await tenant.customer();
    const now = await tenant.now();
    const event = await tenant.event({
      customerId: customer.id,
      start: new Date(now - 2 * dayMs),
      end: new Date(now + 2 * dayMs),
      timeZone: zone,
    });
    const manager = await tenant.user('manager', { fullClientAccess: [customer.id] });
    await signIn(page, manager);
    await page.goto(`/customers/${customer.id}?tab=reports`);
    await expect(page.getByText('No report subscriptions yet.')).toBeVisible();

    const recipients = page.getByLabel('Recipients');
    await recipients.fill('not-an-email');
    await recipients.press('Enter');
    await expect(page.getByText('Not a valid email')).toBeVisible();
    await recipients.fill('ops@example.test');
    await recipients.press('Enter');
    await recipients.fill('night-desk@demo.test');
    await recipients.press('Enter');
    const sendAt = localTime(now + 2 * 60_000);
    await page.getByLabel('Send at').fill(sendAt);
    await page.getByRole('button', { name: 'Add subscription' }).click();
    await expect(page.getByText('Subscription added.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Report subscriptions' });
    await expect(list.getByText(`Daily at ${sendAt}`)).toBeVisible();
    await expect(list.getByText('night-desk@demo.test')).toBeVisible();

    // The job (every minute) sends yesterday's report at the send time.
    const yesterday = localDay(now - dayMs);
    await page.goto('/reports/deliveries');
    await expect(page.getByRole('heading', { name: 'Report deliveries' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Report deliveries' });
    await expect(async () => {
      await page.reload();
      await expect(grid.getByText(event.name)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: scaled(75_000) });
    const row = grid.getByRole('row').filter({ hasText: event.name });
    await expect(row.getByText(yesterday)).toBeVisible();
    await expect(row.getByText('Sent')).toBeVisible();
    await expect(row.getByText('ops@example.test, night-desk@demo.test')).toBeVisible();
  });
});
