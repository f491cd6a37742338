import { expect, outboxMails, test } from './fixtures.ts';

// Its own client address for the per-address limits on sign-up and reset requests.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.2' } });

test('forgot password → the mailed link → a new password → signed in, every other session ended', async ({
  page,
  request,
  baseURL,
}) => {
  // A fresh account (not a demo one: resetting would sign the other tests' demo sessions out).
  const email = `forgetful-${Date.now()}@example.test`;
  const signUp = await request.post('/api/v1/auth/sign-up', {
    data: {
      displayName: 'Fran Forgetful',
      email,
      password: 'the-old-password',
      passwordConfirm: 'the-old-password',
      acceptTermsConditions: true,
    },
    headers: { 'x-forwarded-for': '10.77.0.2' },
  });
  expect(signUp.status()).toBe(201);
  expect((await (await request.get('/api/v1/auth/session')).json()).user?.email).toBe(email);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/pages\/auth\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we have sent a link to reset the password.'),
  ).toBeVisible();

  // The link is sent after the answer (the answer's timing must not tell whether the account exists).
  await expect.poll(async () => (await outboxMails(baseURL, email)).length).toBe(1);
  const [mail] = await outboxMails(baseURL, email);
  expect(mail?.subject).toBe('Reset your Watchpost password');
  const link = /(http\S+\/pages\/auth\/reset-password\?token=\S+)/.exec(mail?.body ?? '')?.[1];
  expect(link?.startsWith(`${baseURL}/pages/auth/reset-password?token=`)).toBe(true);

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Set new password and sign in' });
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('the-new-password');
  await page.getByRole('textbox', { name: 'New password (confirm)', exact: true }).fill('the-new-passwort');
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'New password (confirm)', exact: true }).fill('the-new-password');
  await submit.click();

  // Signed in as the guest, at home; the session opened at sign-up has ended.
  await expect(page).toHaveURL(/\/visitors$/);
  expect((await (await page.request.get('/api/v1/auth/session')).json()).user?.email).toBe(email);
  expect((await (await request.get('/api/v1/auth/session')).json()).user).toBeNull();
  const oldPassword = await request.post('/api/v1/auth/sign-in', { data: { email, password: 'the-old-password' } });
  expect(oldPassword.status()).toBe(401);

  // The link works once.
  await page.goto(link ?? '');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('yet-another-password');
  await page.getByRole('textbox', { name: 'New password (confirm)', exact: true }).fill('yet-another-password');
  await page.getByRole('button', { name: 'Set new password and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link has already been used. Ask for a new one.');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/pages\/auth\/forgot-password$/);
});

test('a made-up link says so and offers a new one', async ({ page }) => {
  await page.goto('/pages/auth/reset-password?token=made-up');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('whatever-password');
  await page.getByRole('textbox', { name: 'New password (confirm)', exact: true }).fill('whatever-password');
  await page.getByRole('textbox', { name: 'New password (confirm)', exact: true }).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('This reset link is not valid. Ask for a new one.');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/pages/auth/forgot-password',
  );
});
