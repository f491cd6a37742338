import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMessages } from '../../../shared/validation-messages.ts';
import { auditLog, sessions } from '../../db/schema.ts';
import { insertClient, insertUser, testPassword } from '../../test/fixtures.ts';
import { postRaw, signInCookie } from '../../test/http.ts';
import { createTestApp, suiteTestApp, type TestApp } from '../../test/test-app.ts';
import { signInFailedMessage } from './service.ts';

const { t } = suiteTestApp();
let clientId: string;

beforeAll(async () => {
  const client = await insertClient(t.database.db, { name: 'Sentinel Test' });
  clientId = client.id;
  await insertUser(t.database.db, clientId, {
    email: 'Exec@Example.test',
    roles: ['executive'],
    displayName: 'Eve Exec',
  });
  await insertUser(t.database.db, clientId, { email: 'off@example.test', roles: ['guard'], status: 'disabled' });
});

const signIn = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: payload as object });

describe('POST /api/v1/auth/sign-in', () => {
  it('signs in case-insensitively and sets an httpOnly, SameSite=Lax, signed session cookie', async () => {
    const response = await signIn({ email: 'exec@example.test', password: testPassword, remember: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'Exec@Example.test',
      displayName: 'Eve Exec',
      role: 'executive',
      roles: ['executive'],
      clientId,
      clientName: 'Sentinel Test',
    });
    const cookie = response.cookies.find((c) => c.name === 'wp_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie?.value).toContain('.'); // signed: token.signature
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('without "remember me" sets a browser-session cookie (no expiry)', async () => {
    const response = await signIn({ email: 'exec@example.test', password: testPassword, remember: false });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'wp_session');
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const wrongPassword = await signIn({ email: 'exec@example.test', password: 'nope-nope' });
    const unknownEmail = await signIn({ email: 'nobody@example.test', password: 'nope-nope' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: { code: 'auth.wrong_credentials', message: signInFailedMessage } });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('tells a disabled account so only after a correct password', async () => {
    const wrong = await signIn({ email: 'off@example.test', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    const right = await signIn({ email: 'off@example.test', password: testPassword });
    expect(right.statusCode).toBe(403);
    expect(right.json().error.message).toMatch(/disabled/);
  });

  it.each([
    [{}, { email: signInMessages.emailRequired, password: signInMessages.passwordRequired }],
    [
      { email: '', password: '' },
      { email: signInMessages.emailRequired, password: signInMessages.passwordRequired },
    ],
    [
      { email: 'not-an-email', password: 'abc' },
      { email: signInMessages.emailInvalid, password: signInMessages.passwordTooShort },
    ],
    [
      { email: 42, password: ['x'] },
      { email: signInMessages.emailRequired, password: signInMessages.passwordRequired },
    ],
    [{ email: 'a@b.test', password: 'abcd', remember: 'yes' }, { remember: 'Must be true or false' }],
  ])('rejects %j with 400 and the field validation messages', async (payload, fields) => {
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Some fields are not valid.',
        fields,
        fieldErrors: Object.fromEntries(
          Object.keys(fields).map((field) => [field, expect.objectContaining({ code: expect.any(String) })]),
        ),
      },
    });
  });

  it('rejects a body that is not JSON, or not an object, with 400', async () => {
    const broken = await postRaw(t.app, '/api/v1/auth/sign-in', 'application/json', '{"email":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('bad_request');
    const array = await signIn([1, 2]);
    expect(array.statusCode).toBe(400);
    const text = await postRaw(t.app, '/api/v1/auth/sign-in', 'text/plain', 'hello');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields).toHaveProperty('body');
    const xml = await postRaw(t.app, '/api/v1/auth/sign-in', 'application/xml', '<a/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('unsupported_media_type');
  });

  it('records sign-in in the audit log', async () => {
    await signIn({ email: 'exec@example.test', password: testPassword });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign-in'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.clientId).toBe(clientId);
  });
});

describe('session and sign-out', () => {
  it('GET /api/v1/auth/session returns null without a cookie and the user with one', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session' });
    expect(anonymous.json()).toMatchObject({ user: null });
    // The server's clock comes with it (the web app takes today's date from it, not from the device).
    expect(Date.parse(anonymous.json().now)).not.toBeNaN();
    const cookie = await signInCookie(t.app, 'exec@example.test');
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(signedIn.json().user.email).toBe('Exec@Example.test');
  });

  it('ignores a cookie whose signature was tampered with', async () => {
    const cookie = await signInCookie(t.app, 'exec@example.test');
    const tampered = `${cookie.slice(0, -3)}abc`;
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: tampered } });
    expect(response.json()).toMatchObject({ user: null });
  });

  it('checks every changed cookie afresh, also after the genuine one was verified and remembered', async () => {
    const cookie = await signInCookie(t.app, 'exec@example.test');
    const session = (c: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: c } }).then((r) => r.json());
    expect((await session(cookie)).user.email).toBe('Exec@Example.test');
    const signed = decodeURIComponent(cookie.replace(/^wp_session=/, ''));
    const dot = signed.lastIndexOf('.');
    const otherSignature = `wp_session=${encodeURIComponent(`${signed.slice(0, dot)}.${'A'.repeat(signed.length - dot - 1)}`)}`;
    const otherValue = `wp_session=${encodeURIComponent(`${signed.startsWith('x') ? 'y' : 'x'}${signed.slice(1)}`)}`;
    expect(await session(otherSignature)).toMatchObject({ user: null });
    expect(await session(otherValue)).toMatchObject({ user: null });
    expect((await session(cookie)).user.email).toBe('Exec@Example.test');
  });

  it('sign-out deletes the server session, so the old cookie stops working', async () => {
    const cookie = await signInCookie(t.app, 'exec@example.test');
    const before = await t.database.db.select().from(sessions);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'wp_session')?.value).toBe('');
    const after = await t.database.db.select().from(sessions);
    expect(after.length).toBe(before.length - 1);
    const reused = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: { cookie } });
    expect(reused.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const cookie = await signInCookie(t.app, 'exec@example.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('ends a session at its absolute expiry (30 days) even when it was used all along', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const clocked = await createTestApp({ clock: () => now });
    try {
      const client = await insertClient(clocked.database.db);
      await insertUser(clocked.database.db, client.id, { email: 'long@example.test', roles: ['manager'] });
      const cookie = await signInCookie(clocked.app, 'long@example.test');
      const session = () => clocked.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
      // Recent activity, so the idle timeout is not what ends it.
      now = new Date('2026-01-30T23:59:00Z');
      await clocked.database.db.update(sessions).set({ lastSeenAt: new Date('2026-01-30T23:00:00Z') });
      expect((await session()).json().user?.email).toBe('long@example.test');
      now = new Date('2026-01-31T00:00:01Z');
      expect((await session()).json()).toMatchObject({ user: null });
    } finally {
      await clocked.close();
    }
  });
});

describe('attempt limits (10 failures per 15 minutes per account and per address)', () => {
  let now = new Date('2026-02-01T09:00:00Z');
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ clock: () => now, attemptLimit: 3 });
    const client = await insertClient(limited.database.db);
    await insertUser(limited.database.db, client.id, { email: 'target@example.test', roles: ['manager'] });
  });
  afterAll(() => limited.close());

  const attempt = (email: string, password: string, ip = '10.0.0.1') =>
    limited.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('refuses an account after the limit of failures with 429 and Retry-After, then lets it in after the window', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await attempt('target@example.test', 'wrong-password', `10.0.1.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    const blocked = await attempt('target@example.test', testPassword, '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'auth.too_many_attempts',
      message: 'Too many failed attempts. Try again in 15 minutes.',
      params: { minutes: 15 },
    });
    expect(blocked.headers['retry-after']).toBe('900');
    now = new Date(now.getTime() + 15 * 60 * 1000 + 1000);
    expect((await attempt('target@example.test', testPassword, '10.0.1.99')).statusCode).toBe(200);
  });

  it('refuses an address that guesses across many accounts', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await attempt(`nobody${i}@example.test`, 'wrong-password', '10.9.9.9')).statusCode).toBe(401);
    expect((await attempt('someone-else@example.test', 'whatever1', '10.9.9.9')).statusCode).toBe(429);
    expect((await attempt('someone-else@example.test', 'whatever1', '10.9.9.10')).statusCode).toBe(401);
  });

  it('checks at most the limit of passwords for one account however many guesses arrive at once', async () => {
    await insertUser(limited.database.db, (await insertClient(limited.database.db)).id, {
      email: 'parallel@example.test',
      roles: ['manager'],
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt('parallel@example.test', 'wrong-password', `10.40.${i}.1`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(37);
    const checked = await limited.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign-in-failed'));
    expect(checked.filter((r) => (r.data as { email: string }).email === 'parallel@example.test')).toHaveLength(3);
  });

  it('checks at most the limit of passwords from one address however many guesses arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(`spray${i}@example.test`, 'wrong-password', '10.41.0.1')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(27);
  });

  it('gives a correct password its attempt back', async () => {
    await insertUser(limited.database.db, (await insertClient(limited.database.db)).id, {
      email: 'returning@example.test',
      roles: ['manager'],
    });
    for (let i = 0; i < 5; i += 1)
      expect((await attempt('returning@example.test', testPassword, `10.42.0.${i}`)).statusCode).toBe(200);
  });

  it('audits failed sign-ins with the email tried', async () => {
    const rows = await limited.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign-in-failed'));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((r) => (r.data as { email: string }).email)).toContain('nobody0@example.test');
  });
});

describe('caching', () => {
  it('answers every API request with Cache-Control: no-store, signed in or not', async () => {
    const cookie = await signInCookie(t.app, 'exec@example.test');
    for (const headers of [{ cookie }, {}]) {
      const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers });
      expect(session.headers['cache-control']).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('session hardening', () => {
  it('ends a session after 8 idle hours, and keeps it alive while used', async () => {
    let now = new Date('2026-05-01T08:00:00Z');
    const clocked = await createTestApp({ clock: () => now });
    try {
      const client = await insertClient(clocked.database.db);
      await insertUser(clocked.database.db, client.id, { email: 'idle@example.test', roles: ['manager'] });
      const cookie = await signInCookie(clocked.app, 'idle@example.test');
      const session = () => clocked.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
      now = new Date('2026-05-01T15:00:00Z'); // 7 h idle: still valid, and this use counts as activity
      expect((await session()).json().user?.email).toBe('idle@example.test');
      now = new Date('2026-05-01T22:59:00Z'); // 7 h 59 min after the last use
      expect((await session()).json().user?.email).toBe('idle@example.test');
      now = new Date('2026-05-02T07:00:00Z'); // 8 h 1 min after the last use
      expect((await session()).json()).toMatchObject({ user: null });
    } finally {
      await clocked.close();
    }
  });

  it('issues a new session at sign-in and ends the one the browser came with', async () => {
    const first = await signInCookie(t.app, 'exec@example.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { cookie: first },
      payload: { email: 'exec@example.test', password: testPassword },
    });
    const second = `wp_session=${response.cookies.find((c) => c.name === 'wp_session')?.value}`;
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: first } })).json(),
    ).toMatchObject({ user: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: second } })).json().user,
    ).not.toBeNull();
  });

  it('refuses unknown fields and writes nothing', async () => {
    const before = await t.database.db.select().from(sessions);
    const response = await signIn({ email: 'exec@example.test', password: testPassword, role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('role');
    expect(await t.database.db.select().from(sessions)).toHaveLength(before.length);
  });

  it('sends the security headers (no HSTS over plain HTTP)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
