import { expect, signIn, test, withDatabase } from './fixtures.ts';

// Verify records (docs/product/proof-of-service.md#tamper-evidence) against the real server and database: a row
// written with the chain switched off is listed, and a cut tail is caught with the head the screen showed before.
test('an executive verifies the chain, sees a record slipped in behind the app, and a cut tail against the published head', async ({
  page,
  tenant,
  baseURL,
}) => {
  await tenant.customer(); // an audited, chained write of this client
  await signIn(page, tenant.executive);
  await page.goto('/verify');
  await expect(page.getByRole('heading', { name: 'Verify records', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The chain holds', { exact: true })).toBeVisible();
  const published = (await page.getByTestId('chain-head').textContent()) ?? '';
  expect(published).toMatch(/^\d+:[0-9a-f]{64}$/);

  // An alert inserted as a replica: no trigger, so no chain entry.
  const now = new Date(await tenant.now()).toISOString();
  const alertId = await withDatabase(baseURL, async (client) => {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const inserted = await client.query<{ id: string }>(
      `insert into alerts (client_id, type, title, created_at) values ($1, 'SOS', 'SOS: slipped in', $2) returning id`,
      [tenant.clientId, now],
    );
    await client.query('commit');
    return inserted.rows[0]?.id ?? '';
  });
  await page.getByRole('button', { name: 'Verify' }).click();
  const unchained = page.getByRole('list', { name: 'Records with no chain entry' });
  await expect(unchained).toContainText(new RegExp(`alert\\s+${alertId}`, 'i'));
  await expect(page.getByText('Records of this period with no entry in the chain: 1.', { exact: false })).toBeVisible();

  // The chain's last entry deleted: it no longer ends at its recorded head, nor reaches the published one.
  await withDatabase(baseURL, (client) =>
    client.query(
      `delete from proof_chain where client_id = $1 and seq = (select max(seq) from proof_chain where client_id = $1)`,
      [tenant.clientId],
    ),
  );
  await page.getByLabel('Published chain head (optional)').fill(published);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The chain was cut short', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`no longer reaches the head you gave (position ${published.split(':')[0]}`, { exact: false }),
  ).toBeVisible();
});
