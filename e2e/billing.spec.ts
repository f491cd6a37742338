import { readFileSync } from 'node:fs';
import { expect, signIn, test, uniqueId, withDatabase } from './fixtures.ts';

/*
 * Billing (docs/product/billing.md), desktop: a manager adds a contract with a line, drafts last week's invoice from
 * the hours worked, opens a line's clock entries, issues it, downloads the PDF and the Xero file; the customer's own
 * user then finds the issued invoice in the portal. The hours are written to the e2e server's database (they lie in
 * the past, which the field app cannot make).
 */

const dayMs = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test.describe('billing, as a manager and the customer', () => {
  test('bills last week’s guarding and the customer sees the issued invoice', async ({
    page,
    tenant,
    browser,
    baseURL,
  }) => {
    const now = await tenant.now();
    // Last week, Monday to Sunday (UTC, the event's zone).
    const thisMonday = now - ((new Date(now).getUTCDay() + 6) % 7) * dayMs;
    const monday = day(thisMonday - 7 * dayMs);
    const sunday = day(thisMonday - dayMs);
    const customer = await tenant.customer();
    const event = await tenant.event({
      customerId: customer.id,
      start: new Date(Date.parse(monday) - 7 * dayMs),
      end: new Date(now + 7 * dayMs),
      timeZone: 'UTC',
    });
    const guard = await tenant.user('guard', { displayName: `Guard ${uniqueId()}` });
    const manager = await tenant.user('manager', { fullClientAccess: [customer.id] });
    const portal = await tenant.user('client', { customerId: customer.id });
    // Three shifts of 8 hours: 24.00 h at 30.00 = 720.00.
    await withDatabase(baseURL, async (db) => {
      for (const offset of [0, 1, 2]) {
        const start = Date.parse(monday) + offset * dayMs + 8 * 3_600_000;
        await db.query(
          `insert into clock_entries (client_id, user_id, event_id, clock_in, clock_out, source)
           values ($1, $2, $3, $4, $5, 'timesheet')`,
          [tenant.clientId, guard.id, event.id, new Date(start), new Date(start + 8 * 3_600_000)],
        );
      }
    });

    await signIn(page, manager);
    await page.goto('/billing/contracts');
    await page.getByRole('button', { name: 'Add contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contract' });
    await dialog.getByRole('combobox', { name: /^Customer/ }).click();
    await page.getByRole('option', { name: customer.name }).click();
    const code = `E2E-${uniqueId()}`;
    await dialog.getByLabel(/^Contract code/).fill(code);
    await dialog.getByLabel(/^Currency/).fill('USD');
    await dialog.getByLabel(/^Starts on/).fill(day(Date.parse(monday) - 30 * dayMs));
    await dialog.getByRole('button', { name: 'Add contract' }).click();
    await expect(page.getByText(`Contract ${code} added`)).toBeVisible();

    // The contract's page: add the line for the event.
    await page.getByRole('button', { name: 'Add line' }).first().click();
    const line = page.getByRole('dialog', { name: 'Add line' });
    await line.getByRole('combobox', { name: /^Event/ }).click();
    await page.getByRole('option', { name: event.name }).click();
    await line.getByLabel(/^Item code/).fill('GUARD');
    await line.getByLabel(/^Description/).fill('Gate security');
    await line.getByLabel(/^Rate per hour/).fill('30');
    await line.getByLabel(/^Effective from/).fill(day(Date.parse(monday) - 30 * dayMs));
    await line.getByRole('button', { name: 'Add line' }).click();
    await expect(page.getByText('Line GUARD added')).toBeVisible();

    // Draft last week's invoice from the contract's invoices.
    await page.locator('main').getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('button', { name: 'Draft invoice' }).click();
    const draft = page.getByRole('dialog', { name: 'Draft an invoice' });
    await draft.getByLabel(/^From/).fill(monday);
    await draft.getByLabel(/^To/).fill(sunday);
    await draft.getByRole('button', { name: 'Draft', exact: true }).click();
    await expect(page.getByText('Draft created.')).toBeVisible();
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.getByText('24.00')).toBeVisible();
    await expect(page.getByText('$720.00').first()).toBeVisible();

    // The clock entries behind the line.
    await page.getByRole('button', { name: 'Clock entries of GUARD (REG)' }).first().click();
    const entries = page.getByRole('dialog');
    await expect(entries.getByText(guard.displayName).first()).toBeVisible();
    await expect(entries.getByRole('row').filter({ hasText: guard.displayName })).toHaveCount(3);
    await page.keyboard.press('Escape');

    // Issue it.
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue this invoice?' });
    await confirm.getByRole('button', { name: 'Issue' }).click();
    const issued = page.getByText(/^Issued as INV-\d{4}-\d{4}\.$/);
    await expect(issued).toBeVisible();
    const number = ((await issued.textContent()) ?? '').replace(/^Issued as |\.$/g, '');

    // The PDF and the Xero file.
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(
      readFileSync((await pdf.path()) as string)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.goto('/billing/invoices');
    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export to accounting' });
    await exportDialog.getByLabel(/^From/).fill(monday);
    await exportDialog.getByLabel(/^To/).fill(sunday);
    const xeroDownload = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: 'Download' }).click();
    const xero = readFileSync((await (await xeroDownload).path()) as string, 'utf8');
    expect(xero.charCodeAt(0)).not.toBe(0xfeff);
    expect(xero).toContain(`${number},`);
    expect(xero).toContain('24.00,30.00');

    // The customer's own user sees it in the portal.
    const context = await browser.newContext();
    const customerPage = await context.newPage();
    await signIn(customerPage, portal);
    await customerPage.goto('/billing/invoices');
    await expect(customerPage.getByText(number)).toBeVisible();
    await expect(customerPage.getByRole('button', { name: 'Draft invoice' })).toHaveCount(0);
    await customerPage.getByText(number).click();
    await expect(customerPage.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await expect(customerPage.getByRole('button', { name: 'Void' })).toHaveCount(0);
    await context.close();
  });
});
