import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppContext } from '../../context.ts';
import { auditLog, sessions, users } from '../../db/schema.ts';
import { insertClient, insertUser, testPassword } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp, testSessionSecret } from '../../test/test-app.ts';
import { totpCode } from '../mfa/totp.ts';

/**
 * Step-up before security changes (docs/product/sign-in-and-accounts.md#confirming-it-is-you): removing a factor,
 * adding a passkey, new recovery codes, a new password or email need a sign-in or POST /auth/reauthenticate within
 * the last 5 minutes of the injected clock.
 */
let nowMs = Date.parse('2026-06-01T09:00:00Z');
const clock = () => new Date(nowMs);
const later = (seconds: number) => {
  nowMs += seconds * 1000;
};
const { t } = suiteTestApp({ clock, attemptLimit: 3 });
let clientId: string;
let userCount = 0;

beforeAll(async () => {
  clientId = (await insertClient(t.database.db, { name: 'Step Up Co' })).id;
});

async function newUser() {
  userCount += 1;
  const email = `step-${userCount}@step.test`;
  return { id: (await insertUser(t.database.db, clientId, { email })).id, email };
}

function call(method: 'POST' | 'DELETE', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function enrolTotp(cookie: string) {
  const { secret } = (await call('POST', '/api/v1/me/mfa/totp', cookie)).json() as { secret: string };
  const confirm = await call('POST', '/api/v1/me/mfa/totp/confirm', cookie, { code: totpCode(secret, clock()) });
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

const refusedForStepUp = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(403);
  expect(response.json().error.code).toBe('auth.reauthentication_required');
};

async function actions(userId: string, action: string) {
  return t.database.db
    .select({ data: auditLog.data })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, action)));
}

describe('step-up', () => {
  it('lets a fresh sign-in change factors for 5 minutes; then every security change asks again', async () => {
    const { id, email } = await newUser();
    const cookie = await signInCookie(t.app, email);
    const { secret } = await enrolTotp(cookie);
    expect((await call('POST', '/api/v1/me/mfa/recovery-codes', cookie)).statusCode).toBe(200);

    later(5 * 60 + 1);
    refusedForStepUp(await call('DELETE', '/api/v1/me/mfa/totp', cookie));
    refusedForStepUp(await call('POST', '/api/v1/me/mfa/recovery-codes', cookie));
    refusedForStepUp(await call('POST', '/api/v1/me/mfa/passkeys/options', cookie));
    refusedForStepUp(await call('DELETE', '/api/v1/me/mfa/passkeys/00000000-0000-4000-8000-000000000000', cookie));
    refusedForStepUp(
      await call('POST', '/api/v1/me/password', cookie, {
        password: 'a new password',
        passwordConfirm: 'a new password',
      }),
    );
    refusedForStepUp(await call('POST', '/api/v1/me/email', cookie, { email: `moved-${email}` }));
    // Reading is not a change: no step-up.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/mfa', headers: { cookie } })).statusCode).toBe(200);

    const wrong = await call('POST', '/api/v1/auth/reauthenticate', cookie, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'auth.wrong_password',
      fields: { password: 'That password is not right.' },
    });
    expect(await actions(id, 'auth.reauthenticate-failed')).toEqual([{ data: { method: 'password' } }]);
    refusedForStepUp(await call('POST', '/api/v1/me/mfa/recovery-codes', cookie));

    const right = await call('POST', '/api/v1/auth/reauthenticate', cookie, { password: testPassword });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      reauthenticatedAt: clock().toISOString(),
      validUntil: new Date(nowMs + 5 * 60_000).toISOString(),
    });
    expect((await call('POST', '/api/v1/me/mfa/recovery-codes', cookie)).statusCode).toBe(200);
    later(4 * 60);
    expect((await call('POST', '/api/v1/me/mfa/recovery-codes', cookie)).statusCode).toBe(200);

    // A code of the authenticator app does too.
    later(2 * 60);
    refusedForStepUp(await call('DELETE', '/api/v1/me/mfa/totp', cookie));
    const badCode = await call('POST', '/api/v1/auth/reauthenticate', cookie, {
      code: totpCode(secret, new Date(nowMs + 600_000)),
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.fields.code).toBe('That code is not right. Try again.');
    expect((await actions(id, 'mfa.failed')).map((a) => a.data)).toEqual([{ method: 'totp', stepUp: true }]);
    const byCode = await call('POST', '/api/v1/auth/reauthenticate', cookie, { code: totpCode(secret, clock()) });
    expect(byCode.statusCode).toBe(200);
    expect((await call('DELETE', '/api/v1/me/mfa/totp', cookie)).statusCode).toBe(204);
    expect((await actions(id, 'auth.reauthenticated')).map((a) => a.data)).toEqual([
      { method: 'password' },
      { method: 'totp' },
    ]);
  });

  it('takes a recovery code once, and refuses a body with neither or both', async () => {
    const { email } = await newUser();
    const cookie = await signInCookie(t.app, email);
    const { recoveryCodes } = await enrolTotp(cookie);
    later(6 * 60);
    const code = recoveryCodes[0] ?? '';
    expect((await call('POST', '/api/v1/auth/reauthenticate', cookie, { code })).statusCode).toBe(200);
    later(6 * 60);
    expect((await call('POST', '/api/v1/auth/reauthenticate', cookie, { code })).statusCode).toBe(400);
    const neither = await call('POST', '/api/v1/auth/reauthenticate', cookie, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields.password).toBe('Enter your password or a code');
    const both = await call('POST', '/api/v1/auth/reauthenticate', cookie, { password: testPassword, code });
    expect(both.statusCode).toBe(400);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reauthenticate',
      payload: { password: testPassword },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('counts wrong passwords towards the sign-in attempt limit', async () => {
    later(16 * 60);
    const { email } = await newUser();
    const cookie = await signInCookie(t.app, email);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await call('POST', '/api/v1/auth/reauthenticate', cookie, { password: `wrong ${i}` });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await call('POST', '/api/v1/auth/reauthenticate', cookie, { password: testPassword });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('auth.too_many_attempts');
    later(16 * 60);
  });

  it('counts wrong codes towards the account’s code attempts, as the second step of a sign-in does', async () => {
    const { email } = await newUser();
    const cookie = await signInCookie(t.app, email);
    const { secret } = await enrolTotp(cookie);
    const wrong = totpCode(secret, new Date(nowMs + 900_000));
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push((await call('POST', '/api/v1/auth/reauthenticate', cookie, { code: wrong })).statusCode);
    }
    expect(answers).toEqual([...Array.from({ length: 10 }, () => 400), 429]);
    const right = await call('POST', '/api/v1/auth/reauthenticate', cookie, { code: totpCode(secret, clock()) });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('mfa.too_many_codes');
  });

  it('signing in with the second factor counts as proof', async () => {
    const { email } = await newUser();
    const { secret } = await enrolTotp(await signInCookie(t.app, email));
    later(30);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password: testPassword },
    });
    const mfa = first.cookies.find((c) => c.name === 'wp_mfa');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa/totp',
      headers: { cookie: `wp_mfa=${mfa?.value}` },
      payload: { code: totpCode(secret, clock()) },
    });
    const session = `wp_session=${second.cookies.find((c) => c.name === 'wp_session')?.value}`;
    expect((await call('POST', '/api/v1/me/mfa/recovery-codes', session)).statusCode).toBe(200);
  });

  it('changes the password (other sessions end) and the email (not another account’s) after the step-up', async () => {
    const { id, email } = await newUser();
    const other = await newUser();
    const cookie = await signInCookie(t.app, email);
    const elsewhere = await signInCookie(t.app, email);
    const mismatch = await call('POST', '/api/v1/me/password', cookie, {
      password: 'a brand new password',
      passwordConfirm: 'another one',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields.passwordConfirm).toBe('Passwords must match');
    const changed = await call('POST', '/api/v1/me/password', cookie, {
      password: 'a brand new password',
      passwordConfirm: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    const left = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id));
    expect(left).toHaveLength(1);
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: elsewhere } });
    expect(old.json().user).toBeNull();
    await expect(signInCookie(t.app, email)).rejects.toThrow(/401/);
    expect(await signInCookie(t.app, email, 'a brand new password')).toMatch(/^wp_session=/);

    const taken = await call('POST', '/api/v1/me/email', cookie, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('auth.email_taken');
    const moved = await call('POST', '/api/v1/me/email', cookie, { email: `moved-${email}` });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().email).toBe(`moved-${email}`);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: `moved-${email}`, emailVerified: false });
    expect((await actions(id, 'user.email-changed')).map((a) => a.data)).toEqual([
      { from: email, to: `moved-${email}` },
    ]);
  });
});

describe('step-up on several processes', () => {
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    // Another process on the same database: its own session cache and live hub.
    const ctx: AppContext = {
      db: t.ctx.db,
      clock,
      baseUrl: undefined,
      secureCookies: false,
      files: t.ctx.files,
      attemptLimit: 1000,
      secrets: t.ctx.secrets,
    };
    second = await buildApp({ ctx, sessionSecret: testSessionSecret, bodyLimitBytes: 64 * 1024, logger: false });
    await second.ready();
  });
  afterAll(() => second.close());

  it('sees a re-authentication made on another process at once', async () => {
    const { email } = await newUser();
    const cookie = await signInCookie(t.app, email);
    await enrolTotp(cookie);
    const onSecond = (method: 'POST' | 'DELETE', url: string) => second.inject({ method, url, headers: { cookie } });
    // The second process has the session in its cache from here on.
    expect((await second.inject({ method: 'GET', url: '/api/v1/me/mfa', headers: { cookie } })).statusCode).toBe(200);
    later(6 * 60);
    refusedForStepUp(await onSecond('POST', '/api/v1/me/mfa/recovery-codes'));
    const again = await call('POST', '/api/v1/auth/reauthenticate', cookie, { password: testPassword });
    expect(again.statusCode).toBe(200);
    expect((await onSecond('POST', '/api/v1/me/mfa/recovery-codes')).statusCode).toBe(200);
  });
});
