import { expect, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/*
 * On a phone the SOS banner is one line (the SOS and who, Open, fold), however long the guard's words: it must
 * not take a quarter of the screen while it waits for someone to open it. In a client of the test's own.
 */
test('an SOS on a phone is one line with Open; folded it is a pill, and Open acknowledges it', async ({
  tenant,
  openAs,
}) => {
  test.setTimeout(scaled(60_000));
  const guardAccount = await tenant.user('guard');
  const guard = await openAs(guardAccount);
  const operator = await openAs(tenant.executive, '/profile');
  await expect(operator.getByTestId('alert-bell')).toBeVisible();

  const words = `Fight at the north gate, two people hurt, send help and call an ambulance ${Date.now()}`;
  const raised = await guard.request.post('/api/v1/field/sos', { data: { message: words } });
  expect(raised.status()).toBe(201);
  const alertId = ((await raised.json()) as { alertIds: string[] }).alertIds[0] ?? '';

  const banner = operator.getByTestId('sos-banner');
  await expect(banner).toHaveAttribute('data-alert-id', alertId);
  await expect(banner).toContainText(`SOS: ${guardAccount.displayName}`);
  await expect(banner).not.toContainText(words);
  const box = await banner.boundingBox();
  const viewport = operator.viewportSize();
  expect(box && viewport ? box.height / viewport.height : 1).toBeLessThan(0.1);

  await banner.getByRole('button', { name: 'Minimise the SOS banner' }).click();
  await operator.getByRole('button', { name: 'Unseen SOS alerts: 1. Show the banner' }).click();
  await banner.getByRole('button', { name: 'Open' }).click();
  await expect(operator.getByRole('dialog', { name: new RegExp(`SOS: ${guardAccount.displayName}`) })).toContainText(
    words,
  );
  await expect(banner).toHaveCount(0);
  await expect(operator.getByTestId('sos-pill')).toHaveCount(0);
});
