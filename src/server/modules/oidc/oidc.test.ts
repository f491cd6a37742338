import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type OidcSettings } from '../../config.ts';
import { auditLog, mfaTotp, oidcIdentities, users } from '../../db/schema.ts';
import { insertClient, insertUser, testPassword } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-test-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { totpCode } from '../mfa/totp.ts';
import { flowCookieName } from './flow-cookie.ts';
import { disabledAccountMessage, unverifiedEmailTakenMessage } from './service.ts';

/**
 * The whole flow against a real OpenID provider (oidc-provider) listening on a free port: the test plays the
 * browser — it follows the provider's redirects with a cookie jar, submits its login form, and brings the
 * provider's redirect back to the app's callback.
 */
const appOrigin = 'http://watchpost.test';
const redirectUri = `${appOrigin}/api/v1/auth/oidc/callback`;
const clientId = 'watchpost-test';
const clientSecret = 'watchpost-test-secret-0123456789';

let provider: TestOidcProvider;
let t: TestApp;
let firstClientId: string;
let offsetMs = 0;

function settings(issuer: string, overrides: Partial<OidcSettings> = {}): OidcSettings {
  return { issuer, clientId, clientSecret, displayName: 'Test ID', defaultRole: 'guest', ...overrides };
}

beforeAll(async () => {
  provider = await startTestOidcProvider({ clientId, clientSecret, redirectUris: [redirectUri] });
  t = await createTestApp({
    clock: () => new Date(Date.now() + offsetMs),
    context: { baseUrl: appOrigin, oidc: settings(provider.issuer) },
  });
  await insertClient(t.database.db, { name: 'Closed Co', status: 'Inactive', createdAt: new Date('2020-01-01') });
  firstClientId = (await insertClient(t.database.db, { name: 'First Co', createdAt: new Date('2021-01-01') })).id;
  await insertClient(t.database.db, { name: 'Second Co', createdAt: new Date('2022-01-01') });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

interface Attempt {
  location: URL;
  flowCookie: string;
}

async function startAttempt(app: TestApp, mode = 'sign-in'): Promise<Attempt> {
  const response = await app.app.inject({ method: 'GET', url: `/api/v1/auth/oidc/start?mode=${mode}` });
  expect(response.statusCode).toBe(302);
  const cookie = response.cookies.find((c) => c.name === flowCookieName);
  if (!cookie) throw new Error('no flow cookie');
  return { location: new URL(String(response.headers.location)), flowCookie: cookie.value };
}

/** Plays the browser at the provider: its login form, then redirects until the provider sends it back to the app. */
async function atProvider(authorizationUrl: URL, login: string, action: 'login' | 'abort' = 'login'): Promise<URL> {
  const jar = new Map<string, string>();
  const request = async (url: URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let response = await request(authorizationUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(String(response.headers.get('location')), authorizationUrl);
      if (next.origin === appOrigin) return next;
      response = await request(next);
      continue;
    }
    const html = await response.text();
    const form = /action="([^"]+)"/.exec(html)?.[1];
    if (!form) throw new Error(`provider page without a form: ${response.status} ${html.slice(0, 200)}`);
    const submit = new URL(form, authorizationUrl);
    if (action === 'abort') {
      response = await request(new URL(`${submit.pathname}/abort`, submit));
      continue;
    }
    response = await request(submit, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'anything' }).toString(),
    });
  }
  throw new Error('too many redirects at the provider');
}

interface Finished {
  status: number;
  ok: boolean;
  error: string | undefined;
  sessionCookie: string | undefined;
  headers: Record<string, unknown>;
  body: string;
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

async function finish(app: TestApp, callback: URL, flowCookie: string | undefined): Promise<Finished> {
  const response = await app.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: flowCookie ? { cookie: `${flowCookieName}=${flowCookie}` } : {},
  });
  const session = response.cookies.find((c) => c.name === 'wp_session' && c.value);
  const error = /data-error="([^"]*)"/.exec(response.body)?.[1];
  return {
    status: response.statusCode,
    ok: /data-ok="true"/.test(response.body),
    error: error === undefined ? undefined : unescapeHtml(error),
    sessionCookie: session ? `wp_session=${session.value}` : undefined,
    headers: response.headers,
    body: response.body,
  };
}

async function signInThroughProvider(app: TestApp, login: string, mode = 'sign-in'): Promise<Finished> {
  const attempt = await startAttempt(app, mode);
  const callback = await atProvider(attempt.location, login);
  return finish(app, callback, attempt.flowCookie);
}

async function sessionUser(app: TestApp, cookie: string | undefined) {
  const response = await app.app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    headers: { cookie: cookie ?? '' },
  });
  return response.json().user;
}

async function auditActions(userId: string) {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, userId));
  return rows.map((row) => row.action);
}

describe('GET /api/v1/auth/oidc/config', () => {
  it('says the feature is off when OIDC_* is not set, and start and callback answer 404', async () => {
    const off = await createTestApp();
    try {
      const config = await off.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/config' });
      expect(config.statusCode).toBe(200);
      expect(config.json()).toEqual({ enabled: false, displayName: null });
      const start = await off.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start?mode=sign-in' });
      expect(start.statusCode).toBe(404);
      expect(start.body).toContain('Single sign-on is not set up on this server.');
      const callback = await off.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/callback?code=x&state=y' });
      expect(callback.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('names the provider when it is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/config' });
    expect(response.json()).toEqual({ enabled: true, displayName: 'Test ID' });
  });
});

describe('GET /api/v1/auth/oidc/start', () => {
  it('redirects to the provider with a code request, PKCE S256, state and nonce, kept in a signed httpOnly cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start?mode=sign-up' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(provider.issuer);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    const cookie = response.cookies.find((c) => c.name === flowCookieName);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/oidc/callback', maxAge: 600 });
    // Signed: the value ends with a signature, and the PKCE verifier never reaches the provider.
    expect(cookie?.value).toMatch(/\.[\w+/=-]+$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it("lets the app's pages keep the popups they open (Cross-Origin-Opener-Policy same-origin-allow-popups)", async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('refuses an unknown mode with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start?mode=admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ mode: 'Must be sign-in or sign-up' });
  });

  it('shows a clear message, not a 500, when the provider cannot be reached — and the server keeps working', async () => {
    const down = await createTestApp({
      context: { baseUrl: appOrigin, oidc: settings('http://127.0.0.1:9', { displayName: 'Nowhere ID' }) },
    });
    try {
      const config = await down.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/config' });
      expect(config.json()).toEqual({ enabled: true, displayName: 'Nowhere ID' });
      const response = await down.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('data-ok="false"');
      expect(response.body).toContain('Nowhere ID cannot be reached right now. Try again in a moment.');
      const health = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('GET /api/v1/auth/oidc/callback', () => {
  it('creates a new user with the default role (guest) in the oldest Active client and signs them in', async () => {
    provider.accounts.set('new-person', { email: 'New.Person@Example.test', email_verified: true, name: 'Nia Newman' });
    const result = await signInThroughProvider(t, 'new-person', 'sign-up');
    expect(result).toMatchObject({ status: 200, ok: true, error: undefined });
    expect(result.sessionCookie).toBeTruthy();
    const user = await sessionUser(t, result.sessionCookie);
    expect(user).toMatchObject({
      email: 'New.Person@Example.test',
      displayName: 'Nia Newman',
      roles: ['guest'],
      role: 'guest',
      clientId: firstClientId,
      clientName: 'First Co',
    });
    // Signing in through the provider counts as proof for security changes (step-up): refused for want of a
    // factor, not for want of a recent sign-in.
    const guarded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/mfa/recovery-codes',
      headers: { cookie: result.sessionCookie ?? '' },
    });
    expect(guarded.json().error.code).toBe('mfa.no_factor');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ emailVerified: true, passwordHash: null });
    const identities = await t.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, user.id));
    expect(identities).toMatchObject([{ issuer: provider.issuer, subject: 'new-person' }]);
    expect((await auditActions(user.id)).sort()).toEqual(['auth.oidc-sign-in', 'auth.oidc-sign-up']);

    // The next time the same identity signs in to the same account; nothing new is created.
    const again = await signInThroughProvider(t, 'new-person');
    expect(again.ok).toBe(true);
    expect((await sessionUser(t, again.sessionCookie)).id).toBe(user.id);
    expect((await auditActions(user.id)).sort()).toEqual([
      'auth.oidc-sign-in',
      'auth.oidc-sign-in',
      'auth.oidc-sign-up',
    ]);
    const sameEmail = await t.database.db.select().from(users).where(eq(users.email, 'New.Person@Example.test'));
    expect(sameEmail).toHaveLength(1);
  });

  it('gives new users the executive role only when OIDC_DEFAULT_ROLE says so', async () => {
    const generous = await createTestApp({
      context: { baseUrl: appOrigin, oidc: settings(provider.issuer, { defaultRole: 'executive' }) },
    });
    try {
      await insertClient(generous.database.db, { name: 'Only Co' });
      provider.accounts.set('boss', { email: 'boss@example.test', email_verified: false, name: 'Bo Boss' });
      const result = await signInThroughProvider(generous, 'boss');
      expect(result.ok).toBe(true);
      const user = await sessionUser(generous, result.sessionCookie);
      expect(user.roles).toEqual(['executive']);
      const [row] = await generous.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.emailVerified).toBe(false);
    } finally {
      await generous.close();
    }
  });

  it('links an existing account when the provider has verified the same email', async () => {
    const existing = await insertUser(t.database.db, firstClientId, {
      email: 'manager@example.test',
      roles: ['manager'],
      displayName: 'Mo Manager',
    });
    provider.accounts.set('mo-at-idp', { email: 'MANAGER@example.test', email_verified: true, name: 'Someone Else' });
    const result = await signInThroughProvider(t, 'mo-at-idp');
    expect(result.ok).toBe(true);
    const user = await sessionUser(t, result.sessionCookie);
    expect(user).toMatchObject({ id: existing.id, roles: ['manager'], displayName: 'Mo Manager' });
    const identities = await t.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, existing.id));
    expect(identities).toMatchObject([{ subject: 'mo-at-idp' }]);
    expect((await auditActions(existing.id)).sort()).toEqual(['auth.oidc-link', 'auth.oidc-sign-in']);
    // The password still works.
    expect(await signInCookie(t.app, 'manager@example.test', testPassword)).toMatch(/^wp_session=/);
  });

  it('does not link on an unverified email: it refuses, since the email is taken, and creates nothing', async () => {
    const existing = await insertUser(t.database.db, firstClientId, {
      email: 'taken@example.test',
      roles: ['supervisor'],
    });
    provider.accounts.set('impostor', { email: 'taken@example.test', email_verified: false, name: 'Imp Ostor' });
    const result = await signInThroughProvider(t, 'impostor');
    expect(result).toMatchObject({
      ok: false,
      error: unverifiedEmailTakenMessage('Test ID'),
      sessionCookie: undefined,
    });
    expect(result.error).toBe(
      'An account with this email already exists. Sign in with your password: Test ID has not confirmed that this email address is yours.',
    );
    const identities = await t.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, 'impostor'));
    expect(identities).toEqual([]);
    expect(await auditActions(existing.id)).toEqual([]);
    const sameEmail = await t.database.db.select().from(users).where(eq(users.email, 'taken@example.test'));
    expect(sameEmail).toHaveLength(1);
  });

  it('refuses a disabled account, found by identity or by verified email', async () => {
    provider.accounts.set('later-off', { email: 'later-off@example.test', email_verified: true, name: 'Lee Later' });
    const first = await signInThroughProvider(t, 'later-off');
    const user = await sessionUser(t, first.sessionCookie);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const byIdentity = await signInThroughProvider(t, 'later-off');
    expect(byIdentity).toMatchObject({ ok: false, error: disabledAccountMessage, sessionCookie: undefined });

    await insertUser(t.database.db, firstClientId, { email: 'off@example.test', status: 'disabled' });
    provider.accounts.set('off-at-idp', { email: 'off@example.test', email_verified: true });
    const byEmail = await signInThroughProvider(t, 'off-at-idp');
    expect(byEmail).toMatchObject({ ok: false, error: disabledAccountMessage, sessionCookie: undefined });
    expect(await t.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, 'off-at-idp'))).toEqual(
      [],
    );
  });

  it('refuses an answer whose state is not the one this browser started', async () => {
    provider.accounts.set('state-test', { email: 'state-test@example.test', email_verified: true });
    const mine = await startAttempt(t);
    const other = await startAttempt(t);
    const callback = await atProvider(mine.location, 'state-test');
    const crossed = await finish(t, callback, other.flowCookie);
    expect(crossed).toMatchObject({
      ok: false,
      error: 'This sign-in attempt does not match the one this browser started. Try again.',
      sessionCookie: undefined,
    });
    const noCookie = await finish(t, callback, undefined);
    expect(noCookie).toMatchObject({
      ok: false,
      error: 'This sign-in attempt has expired or was started in another browser. Try again.',
    });
    const forged = await finish(t, callback, `${mine.flowCookie.split('.')[0]}.forged-signature`);
    expect(forged.ok).toBe(false);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'state-test@example.test'))).toEqual([]);
  });

  it('refuses an ID token whose nonce is not the one this attempt sent', async () => {
    provider.accounts.set('nonce-test', { email: 'nonce-test@example.test', email_verified: true });
    const attempt = await startAttempt(t);
    const callback = await atProvider(attempt.location, 'nonce-test');
    const unsigned = t.app.unsignCookie(attempt.flowCookie).value ?? '';
    const flow = JSON.parse(Buffer.from(unsigned, 'base64url').toString('utf8'));
    const swapped = t.app.signCookie(
      Buffer.from(JSON.stringify({ ...flow, nonce: 'a-different-nonce-0123456789' })).toString('base64url'),
    );
    const result = await finish(t, callback, swapped);
    expect(result).toMatchObject({
      ok: false,
      error: 'The answer from Test ID could not be verified, so you were not signed in. Try again.',
      sessionCookie: undefined,
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'nonce-test@example.test'))).toEqual([]);
  });

  it('refuses an attempt older than ten minutes (by the server clock)', async () => {
    provider.accounts.set('slow', { email: 'slow@example.test', email_verified: true });
    const attempt = await startAttempt(t);
    const callback = await atProvider(attempt.location, 'slow');
    offsetMs = 11 * 60 * 1000;
    try {
      const result = await finish(t, callback, attempt.flowCookie);
      expect(result).toMatchObject({ ok: false, sessionCookie: undefined });
      expect(result.error).toMatch(/expired/);
    } finally {
      offsetMs = 0;
    }
  });

  it('reports a sign-in cancelled at the provider', async () => {
    const attempt = await startAttempt(t);
    const callback = await atProvider(attempt.location, 'nobody', 'abort');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const result = await finish(t, callback, attempt.flowCookie);
    expect(result).toMatchObject({ ok: false, error: 'Sign-in with Test ID was cancelled.' });
  });

  it('refuses an identity without an email address', async () => {
    provider.accounts.set('no-email', { name: 'No Mail' });
    const result = await signInThroughProvider(t, 'no-email');
    expect(result).toMatchObject({
      ok: false,
      error: 'Test ID did not share a valid email address, which Watchpost needs for your account.',
    });
  });

  it('answers a page that passes the CSP: no inline script, the outcome in data attributes, the script a file', async () => {
    provider.accounts.set('csp-test', { email: 'csp-test@example.test', email_verified: true });
    const result = await signInThroughProvider(t, 'csp-test');
    expect(result.headers['content-type']).toContain('text/html');
    expect(String(result.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(result.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(result.headers['cache-control']).toBe('no-store');
    const scripts = [...result.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes, content]) => ({ attributes: attributes?.trim(), content }))).toEqual([
      { attributes: 'src="/api/v1/auth/oidc/outcome.js"', content: '' },
    ]);
    expect(result.body).toContain('data-display="popup"');
    const script = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/outcome.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('window.opener.postMessage(message, location.origin)');
    expect(script.body).toContain('"watchpost:oidc"');
  });

  it('escapes the message it puts into the page', async () => {
    const attempt = await startAttempt(t);
    const callback = new URL(redirectUri);
    callback.search = new URLSearchParams({
      error: 'server_error',
      error_description: '<img src=x onerror=alert(1)> "quoted"',
      state: new URL(attempt.location).searchParams.get('state') ?? '',
      iss: provider.issuer,
    }).toString();
    const result = await finish(t, callback, attempt.flowCookie);
    expect(result.ok).toBe(false);
    expect(result.body).not.toContain('<img');
    expect(result.error).toBe('Test ID refused the sign-in: <img src=x onerror=alert(1)> "quoted"');
    expect(result.body).toContain('data-code="oidc.refused_reason"');
    expect(result.body).toContain(
      'data-params="{&quot;provider&quot;:&quot;Test ID&quot;,&quot;reason&quot;:&quot;&lt;img src=x onerror=alert(1)&gt; \\&quot;quoted\\&quot;&quot;}"',
    );
  });

  it('audits only inside the client of the account', async () => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.oidc-sign-up'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.clientId === firstClientId)).toBe(true);
  });
});

describe('OIDC configuration (config.ts)', () => {
  const base = { DATA_DIR: '/tmp/watchpost-oidc-config-test', SESSION_SECRET: 'x'.repeat(32) };
  const full = {
    ...base,
    OIDC_ISSUER: 'https://id.example.com',
    OIDC_CLIENT_ID: 'watchpost',
    OIDC_CLIENT_SECRET: 's3cret',
  };

  it('is off when nothing is set', () => {
    expect(loadConfig(base).oidc).toBeUndefined();
  });

  it('defaults to the display name "single sign-on" and the guest role; executive only when set', () => {
    expect(loadConfig(full).oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'watchpost',
      clientSecret: 's3cret',
      displayName: 'single sign-on',
      defaultRole: 'guest',
    });
    expect(loadConfig({ ...full, OIDC_DEFAULT_ROLE: 'executive', OIDC_DISPLAY_NAME: 'Okta' }).oidc).toMatchObject({
      defaultRole: 'executive',
      displayName: 'Okta',
    });
  });

  it.each([
    [
      { ...base, OIDC_ISSUER: 'https://id.example.com' },
      'Invalid configuration: OIDC_CLIENT_ID must be set when OIDC_ISSUER is set',
    ],
    [
      { ...base, OIDC_CLIENT_SECRET: 'x' },
      'Invalid configuration: OIDC_ISSUER must be set when OIDC_CLIENT_SECRET is set',
    ],
    [{ ...full, OIDC_ISSUER: 'http://id.example.com' }, 'OIDC_ISSUER must be an https URL (http only for localhost)'],
    [{ ...full, OIDC_ISSUER: 'not a url' }, 'OIDC_ISSUER must be an http(s) URL'],
    [{ ...full, OIDC_DEFAULT_ROLE: 'admin' }, 'OIDC_DEFAULT_ROLE must be one of executive, manager'],
  ])('stops start-up with one line for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts plain http for a loopback issuer and never echoes the secret', () => {
    expect(loadConfig({ ...full, OIDC_ISSUER: 'http://127.0.0.1:3190' }).oidc?.issuer).toBe('http://127.0.0.1:3190');
    expect(() => loadConfig({ ...full, OIDC_CLIENT_SECRET: 'y'.repeat(5000) })).toThrow(
      /^Invalid configuration: OIDC_CLIENT_SECRET must be at most 4096 characters$/,
    );
  });
});

describe('second factor after the provider (amr)', () => {
  async function personWithAuthenticator(login: string, amr: string[]) {
    const email = `${login}@example.test`;
    const user = await insertUser(t.database.db, firstClientId, { email, roles: ['manager'] });
    await t.database.db.insert(mfaTotp).values({ userId: user.id, secret, confirmedAt: new Date(0) });
    provider.accounts.set(login, { email, email_verified: true, name: login, amr });
    return user;
  }
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('asks for the second factor when the provider reports a password only', async () => {
    const user = await personWithAuthenticator('pwd-only', ['pwd']);
    const attempt = await startAttempt(t);
    const callback = await atProvider(attempt.location, 'pwd-only');
    const response = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${flowCookieName}=${attempt.flowCookie}` },
    });
    expect(response.body).toContain('data-ok="true"');
    expect(response.body).toContain('data-mfa="true"');
    expect(response.cookies.find((c) => c.name === 'wp_session' && c.value)).toBeUndefined();
    const mfa = response.cookies.find((c) => c.name === 'wp_mfa' && c.value);
    expect(mfa).toMatchObject({ httpOnly: true, path: '/api/v1/auth/mfa' });
    const cookie = `wp_mfa=${mfa?.value}`;
    const pending = await t.app.inject({ method: 'GET', url: '/api/v1/auth/mfa/pending', headers: { cookie } });
    expect(pending.json()).toEqual({ methods: ['totp'], enrolmentRequired: false });
    const code = totpCode(secret, new Date(Date.now() + offsetMs));
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa/totp',
      headers: { cookie },
      payload: { code },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.id).toBe(user.id);
    expect(await auditActions(user.id)).toEqual(expect.arrayContaining(['auth.oidc-link', 'auth.oidc-sign-in']));
  });

  it('skips it when the ID token says the provider checked several factors', async () => {
    const user = await personWithAuthenticator('with-otp', ['pwd', 'otp']);
    const finished = await signInThroughProvider(t, 'with-otp');
    expect(finished.ok).toBe(true);
    expect(finished.body).not.toContain('data-mfa');
    expect((await sessionUser(t, finished.sessionCookie))?.id).toBe(user.id);
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining(['auth.oidc-mfa-by-provider', 'auth.oidc-sign-in']),
    );
  });
});
