import sharp from 'sharp';
import { expect, signIn, test } from './fixtures.ts';

/** Unique per run and per test, so the specs can run again on the same server and in parallel. */
function uniqueEmail(prefix: string, testId: string): string {
  return `${prefix}-${testId.slice(0, 8)}-${Date.now().toString(36)}@e2e.demo.test`;
}

test.describe('user administration, as an executive', () => {
  test('adds a user through the dialog; without a password the user is invited', async ({ page, tenant }, info) => {
    const email = uniqueEmail('nia', info.testId);
    await signIn(page, tenant.executive);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    const submit = dialog.getByRole('button', { name: 'Add user' });
    await expect(submit).toBeEnabled();
    await dialog.getByLabel('Name').fill('Nia Newcomer');
    await dialog.getByLabel('Email').fill('not-an-email');
    await expect(dialog.getByText('You must enter a valid email')).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('combobox', { name: /^Role/ }).click();
    // An executive may give roles up to executive, never admin.
    await expect(page.getByRole('option', { name: 'Executive' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Admin' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Supervisor' }).click();
    await submit.click();

    await expect(page.getByText(`an invitation was sent to ${email}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('textbox', { name: 'Search users by name or email' }).fill(email);
    const grid = page.getByRole('grid', { name: 'Users' });
    await expect(grid.getByText('Nia Newcomer')).toBeVisible();
    await expect(grid.getByText('Invitation pending')).toBeVisible();

    const listed = await (await page.request.get('/api/v1/users', { params: { q: email } })).json();
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({ roles: ['supervisor'], status: 'active', invitationPending: true });
  });

  test('deactivates another user after confirming, which ends their session at once', async ({
    page,
    tenant,
    openAs,
  }) => {
    const dex = await tenant.user('guard', { displayName: 'Dex Departing' });
    const { email, id } = dex;
    await signIn(page, tenant.executive);

    // Dex is signed in elsewhere.
    const dexPage = await openAs(dex);
    expect((await dexPage.request.get('/api/v1/me')).status()).toBe(200);

    await page.goto('/users');
    await page.getByRole('textbox', { name: 'Search users by name or email' }).fill(email);
    const grid = page.getByRole('grid', { name: 'Users' });
    // Wait for the search result itself (a header row and one user), not the unfiltered first page that may
    // already show Dex: clicking in a page about to be replaced loses the click.
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid.getByText('Dex Departing')).toBeVisible();
    await grid.getByRole('button', { name: 'Deactivate Dex Departing' }).click();

    const confirm = page.getByRole('dialog', { name: 'Deactivate Dex Departing?' });
    await expect(confirm).toContainText('signed out on every device at once');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await dexPage.request.get('/api/v1/me')).status()).toBe(200);

    await grid.getByRole('button', { name: 'Deactivate Dex Departing' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate Dex Departing?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByText('Dex Departing was deactivated')).toBeVisible();
    await expect(grid.getByText('Deactivated')).toBeVisible();

    expect((await dexPage.request.get('/api/v1/me')).status()).toBe(401);
    const user = await (await page.request.get(`/api/v1/users/${id}`)).json();
    expect(user.status).toBe('disabled');

    await grid.getByRole('button', { name: 'Reactivate Dex Departing' }).click();
    await page
      .getByRole('dialog', { name: 'Reactivate Dex Departing?' })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expect(page.getByText('Dex Departing was reactivated')).toBeVisible();
    await expect(grid.getByText('Active', { exact: true })).toBeVisible();
  });
});

test.describe('profile, as a supervisor', () => {
  test('uploads a photo with a preview, and the toolbar shows it', async ({ page, tenant }) => {
    // The photo belongs to the account: one of the test's own.
    await signIn(page, await tenant.user('supervisor'));
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Account: / }).click();
    await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByText('Your photo was updated')).toBeVisible();

    const toolbarPhoto = page.getByRole('banner').getByRole('img');
    await expect(toolbarPhoto).toHaveAttribute('src', /\/api\/v1\/users\/[0-9a-f-]+\/photo\?v=[0-9a-f]+$/);
    await expect
      .poll(() => toolbarPhoto.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([256, 256]);

    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your photo was removed')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
  });
});
