import { readFile } from 'node:fs/promises';
import { expect, signIn, test, uniqueId } from './fixtures.ts';
import { scaled } from './time-scale.ts';

test.describe('visitors: request, approve, check in and out', () => {
  test('a guest requests a visit, a manager approves it, a guard checks the visitor in and out', async ({
    tenant,
    openAs,
  }) => {
    test.setTimeout(scaled(60_000));
    const visitor = `Erin Visitor ${uniqueId()}`;
    const guestAccount = await tenant.user('guest', { displayName: 'Sam Ortiz' });
    const managerAccount = await tenant.user('manager');
    const guardAccount = await tenant.user('guard');

    // The guest asks for a visit and sees it as Requested.
    const guest = await openAs(guestAccount, '/visitors');
    await expect(guest.getByRole('heading', { name: 'Request a visit', level: 1 })).toBeVisible();
    const form = guest.getByRole('form', { name: 'Request a visit' });
    await expect(form.getByLabel('Visitor name')).toHaveValue('Sam Ortiz');
    const send = form.getByRole('button', { name: 'Send request' });
    await expect(send).toBeEnabled();
    await form.getByLabel('Visitor name').fill(visitor);
    await form.getByLabel('Who are you visiting?').fill('Naomi Feld');
    await form.getByLabel('Purpose of the visit').fill('x');
    await form.getByLabel('Purpose of the visit').fill('');
    await expect(form.getByText('Enter the purpose of the visit')).toBeVisible();
    await form.getByLabel('Purpose of the visit').fill('Site survey for new cameras');
    await send.click();
    await expect(guest.getByText('Visit requested.')).toBeVisible();
    const request = guest.getByTestId('visit-request').filter({ hasText: visitor });
    await expect(request).toContainText('Requested');
    await expect(request).toContainText('Site survey for new cameras');

    // The manager approves it with a note; the visitor moves to Expected.
    const manager = await openAs(managerAccount, '/visitors?view=requests');
    await manager.getByRole('button', { name: `Approve ${visitor}` }).click();
    const decision = manager.getByRole('dialog', { name: `Approve the visit of ${visitor}` });
    await decision.getByLabel('Note to the requester').fill('Report to the north gate');
    await decision.getByRole('button', { name: 'Approve' }).click();
    await expect(decision).toBeHidden();
    await expect(manager.getByText(`Visit of ${visitor} approved`)).toBeVisible();
    await manager.getByRole('tab', { name: /Expected/ }).click();
    await expect(manager).toHaveURL(/view=expected/);
    await expect(manager.getByRole('row').filter({ hasText: visitor })).toBeVisible();

    // The guest sees the answer and the note.
    await guest.reload();
    const answered = guest.getByTestId('visit-request').filter({ hasText: visitor });
    await expect(answered).toContainText('Approved');
    await expect(answered).toContainText('Report to the north gate');

    // A guard checks the visitor in with a badge, then out again.
    const guard = await openAs(guardAccount, '/visitors?view=expected');
    await guard.getByRole('button', { name: `Check in ${visitor}` }).click();
    const checkIn = guard.getByRole('dialog', { name: `Check in ${visitor}` });
    await checkIn.getByLabel('Badge number').fill('V-E2E');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await expect(guard.getByText(`${visitor} is checked in with badge V-E2E.`)).toBeVisible();
    // The dialog offers the printable badge (e2e/visitor-desk.spec.ts); not now.
    await guard
      .getByRole('dialog', { name: `${visitor} is checked in` })
      .getByRole('button', { name: 'Close' })
      .click();
    await guard.getByRole('tab', { name: /On site now/ }).click();
    const onSite = guard.getByRole('row').filter({ hasText: visitor });
    await expect(onSite).toContainText('V-E2E');
    await guard.getByRole('button', { name: `Check out ${visitor}` }).click();
    const checkOut = guard.getByRole('dialog', { name: `Check out ${visitor}?` });
    await expect(checkOut).toContainText('Collect badge V-E2E.');
    await checkOut.getByRole('button', { name: 'Check out' }).click();
    await expect(guard.getByText(`${visitor} is checked out.`)).toBeVisible();
    await expect(guard.getByRole('row').filter({ hasText: visitor })).toHaveCount(0);
    await guard.getByRole('tab', { name: 'History' }).click();
    await guard.getByRole('textbox', { name: 'Search visitors' }).fill(visitor);
    await expect(guard.getByRole('row').filter({ hasText: visitor })).toContainText('Checked out');
  });
});

test.describe('visitors as an executive', () => {
  test('pre-registers a visitor, searches the history and exports it as CSV', async ({ page, tenant }) => {
    test.setTimeout(scaled(60_000));
    const name = `Pat Preregistered ${uniqueId()}`;
    await signIn(page, tenant.executive);
    await page.goto('/visitors');
    await page.getByRole('button', { name: 'Pre-register visitor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pre-register visitor' });
    const save = dialog.getByRole('button', { name: 'Pre-register' });
    await expect(save).toBeEnabled();
    // ID digits without an ID type: the ID type says so as soon as the digits field is left.
    await dialog.getByLabel('ID number, last 4 digits').fill('1234');
    await dialog.getByLabel('ID number, last 4 digits').blur();
    await expect(dialog.getByText('Choose the type of ID')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /^ID type/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeEnabled();
    await dialog.getByLabel('ID number, last 4 digits').fill('');
    await expect(dialog.getByText('Choose the type of ID')).toBeHidden();
    await dialog.getByLabel('Email').fill('not an email');
    await expect(dialog.getByText('Enter a valid email')).toBeVisible();
    await dialog.getByLabel('Email').fill('pat@example.test');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Company').fill('Acme Audio');
    await save.click();
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: /Expected/ }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Acme Audio');

    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('textbox', { name: 'Search visitors' }).fill('Acme Audio');
    // The search applies after a short pause; the export link carries it once it has.
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /q=Acme(\+|%20)Audio/);
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^visitors-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const csv = await readFile(path, 'utf8');
    expect(csv.startsWith('\uFEFF"Name","Company"')).toBe(true);
    expect(csv).toContain(`"${name}","Acme Audio"`);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});
