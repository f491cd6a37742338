import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { totpCode } from '../src/server/modules/mfa/totp.ts';
import { accountPassword, expect, type Tenant, test, withDatabase } from './fixtures.ts';

/**
 * Two-step sign-in in the browser (docs/decisions/0015): an authenticator app set up on /profile with codes
 * computed here from the secret the page shows, and a passkey held by Chromium's virtual authenticator.
 */
const password = accountPassword;

/** A manager of a client made for this test alone, signed in on `own`. */
async function ownAccount(tenant: Tenant, own: APIRequestContext) {
  const account = await tenant.user('manager');
  const signedIn = await own.post('/api/v1/auth/sign-in', {
    data: { email: account.email, password, remember: false },
  });
  expect(signedIn.ok()).toBe(true);
  return account.email;
}

async function expectOk(response: Promise<APIResponse>): Promise<APIResponse> {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer;
}

/** The server's clock (the e2e server runs on its own, CLOCK_START), which TOTP codes are checked against. */
async function serverNow(request: APIRequestContext): Promise<Date> {
  const session = await (await request.get('/api/v1/auth/session')).json();
  return new Date(session.now);
}

async function passwordStep(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test('sets up an authenticator app on the profile and signs in with a code from it', async ({ page, tenant }) => {
  const email = await ownAccount(tenant, page.request);
  await page.goto('/profile');
  const security = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(security.getByText('Off')).toBeVisible();
  await security.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel(/^6-digit code/).fill('000000x');
  await security.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();

  const enrolAt = await serverNow(page.request);
  await page.getByLabel(/^6-digit code/).fill(totpCode(secret, enrolAt));
  await security.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I saved them' }).click();
  await expect(security.getByText('On', { exact: true })).toBeVisible();
  await expect(security.getByText('Recovery codes left: 10.')).toBeVisible();

  await passwordStep(page, email);
  await page.getByLabel(/^Code from your authenticator app/).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Try again.')).toBeVisible();
  // The enrolment's time step is spent (no replay): the next step's code, which the ±1 step window accepts.
  const next = new Date((await serverNow(page.request)).getTime() + 30_000);
  // Enter in the code field submits it.
  await page.getByLabel(/^Code from your authenticator app/).fill(totpCode(secret, next));
  await page.getByLabel(/^Code from your authenticator app/).press('Enter');
  await expect(page).not.toHaveURL(/sign-in/);
  const session = await (await page.request.get('/api/v1/auth/session')).json();
  expect(session.user.email).toBe(email);
});

test('registers a passkey on the profile and signs in with it (virtual authenticator)', async ({ page, tenant }) => {
  // WebAuthn needs a domain name (not an IP address) as its relying party: use localhost.
  const port = new URL(test.info().project.use.baseURL ?? '').port;
  const origin = `http://localhost:${port}`;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const email = await ownAccount(tenant, page.context().request);
  // page.request shares the page's cookies only for its baseURL host: sign in on localhost explicitly.
  const signIn = await page.request.post(`${origin}/api/v1/auth/sign-in`, {
    data: { email, password, remember: false },
  });
  expect(signIn.ok()).toBe(true);

  await page.goto(`${origin}/profile`);
  const security = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(security.getByText('No passkeys yet.')).toBeVisible();
  await security.getByRole('button', { name: 'Add passkey' }).click();
  await expect(security.getByText('You must enter a name')).toBeVisible();
  await security.getByLabel('Passkey name').fill('Test laptop');
  await security.getByRole('button', { name: 'Add passkey' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I saved them' }).click();
  await expect(security.getByRole('list', { name: 'Passkeys' })).toContainText('Test laptop');

  await page.context().clearCookies();
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  const session = await (await page.request.get(`${origin}/api/v1/auth/session`)).json();
  expect(session.user.email).toBe(email);
});

test('asks for the password before changing a factor when the sign-in is over 5 minutes old', async ({
  page,
  tenant,
  baseURL,
}) => {
  const email = await ownAccount(tenant, page.request);
  const setup = await expectOk(page.request.post('/api/v1/me/mfa/totp'));
  const { secret } = (await setup.json()) as { secret: string };
  await expectOk(
    page.request.post('/api/v1/me/mfa/totp/confirm', {
      data: { code: totpCode(secret, await serverNow(page.request)) },
    }),
  );
  // The sign-in was a moment ago: make it older than the step-up window, as if the person had been away.
  await withDatabase(baseURL, (client) =>
    client.query(
      `update sessions set reauthenticated_at = reauthenticated_at - interval '10 minutes'
       where user_id = (select id from users where lower(email) = lower($1))`,
      [email],
    ),
  );

  await page.goto('/profile');
  const security = page.getByRole('region', { name: 'Two-step sign-in' });
  await security.getByRole('button', { name: 'Generate new codes' }).click();
  await page
    .getByRole('dialog', { name: 'Generate new recovery codes?' })
    .getByRole('button', { name: 'Generate new codes' })
    .click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel(/^Password/).fill('not my password');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp.getByText('That password is not right.')).toBeVisible();
  await stepUp.getByLabel(/^Password/).fill(password);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I saved them' }).click();

  // Confirmed a moment ago: removing the authenticator app does not ask again.
  await security.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the authenticator app?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(security.getByText('Off')).toBeVisible();
  await expect(stepUp).toHaveCount(0);
});
