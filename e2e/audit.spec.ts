import { readFile } from 'node:fs/promises';
import { asRole, expect, signIn, test, uniqueId } from './fixtures.ts';

/** RFC 4180 with every cell quoted (src/shared/csv.ts): the rows after the header. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  return rows;
}

test('an executive finds their own audited change in /audit by person and record, and exports it', async ({
  page,
  tenant,
}) => {
  // The executive of a client made for this test alone makes a customer (an audited write).
  const name = tenant.executive.displayName;
  await signIn(page, tenant.executive);
  const customerName = `Audit Harbour ${uniqueId()}`;
  const { id: customerId } = await tenant.post<{ id: string }>('/api/v1/customers', { name: customerName });

  // The user menu leads there.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: new RegExp(`^Account: ${name}`) }).click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();

  // Filter by the person (from the period's people) and the record id.
  const byPerson = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/audit' && new URL(r.url()).searchParams.has('person'),
  );
  await page.getByRole('combobox', { name: 'Person' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await byPerson;
  const byRecord = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/v1/audit' && new URL(r.url()).searchParams.get('entityId') === customerId,
  );
  await page.getByRole('textbox', { name: 'Record id' }).fill(customerId);
  await byRecord;
  const grid = page.getByRole('grid', { name: 'Audit log entries' });
  const rows = grid.locator('.MuiDataGrid-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('customer.create');
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText(`customer · ${customerId}`);

  // Its details show the whole data.
  await rows.first().getByRole('button', { name: 'Show details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Audit entry' });
  await expect(dialog.getByTestId('audit-entry-data')).toContainText(customerName);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The CSV holds the same entry, from the same filters.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('audit_log.csv');
  const csv = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(csv[0]).toEqual([
    'Time',
    'Actor',
    'Email',
    'Action',
    'Record type',
    'Record id',
    'Address',
    'Request id',
    'Data',
  ]);
  expect(csv).toHaveLength(2);
  const [, line] = csv;
  expect(line?.slice(1, 6)).toEqual([name, tenant.executive.email, 'customer.create', 'customer', customerId]);
  expect(line?.[8]).toContain(customerName);
});

test.describe('a manager', () => {
  test.use(asRole('manager'));

  test('has no audit log: no menu entry and the screen refuses', async ({ page }) => {
    expect((await page.request.get('/api/v1/audit')).status()).toBe(403);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Account:/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/audit');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
  });
});

test.describe('an executive', () => {
  test.use(asRole('executive'));

  test('a day outside the years 1900 to 2999 is refused beside its field, not with a broken page', async ({ page }) => {
    await page.goto('/audit');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    const message = page.getByText('Must be a date from 1900 to 2999');
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/audit' && r.status() === 400);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('1899-12-07');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('1899-12-01');
    await refused;
    // Both days are named, each under its own field.
    await expect(message).toHaveCount(2);
    // Days in range again: the messages go.
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/audit' && r.status() === 200);
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-03-11');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-03-18');
    await answered;
    await expect(message).toHaveCount(0);
  });
});
