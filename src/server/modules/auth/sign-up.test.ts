import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailTakenMessage } from '../../../shared/contract/sign-up.ts';
import { signUpMessages } from '../../../shared/validation-messages.ts';
import { buildApp } from '../../app.ts';
import { auditLog, clients, sessions, users } from '../../db/schema.ts';
import { insertClient, insertUser } from '../../test/fixtures.ts';
import { createTestApp, suiteTestApp, type TestApp, testSessionSecret } from '../../test/test-app.ts';
import { signUpUnavailableMessage } from './sign-up-service.ts';

const { t } = suiteTestApp();
let defaultClientId: string;
let address = 0;

beforeAll(async () => {
  // The oldest Active client takes self sign-ups; an older Inactive one and a newer Active one do not.
  await insertClient(t.database.db, { name: 'Closed Co', status: 'Inactive', createdAt: new Date('2020-01-01Z') });
  defaultClientId = (await insertClient(t.database.db, { name: 'First Co', createdAt: new Date('2021-01-01Z') })).id;
  await insertClient(t.database.db, { name: 'Second Co', createdAt: new Date('2022-01-01Z') });
  await insertUser(t.database.db, defaultClientId, { email: 'Taken@Example.test', roles: ['manager'] });
});

const valid = {
  displayName: 'Gina Guest',
  email: 'gina@example.test',
  password: 'long-enough-1',
  passwordConfirm: 'long-enough-1',
  acceptTermsConditions: true,
};

// Each request from its own address, so the per-address limit does not interfere (it has its own test).
const signUp = (payload: unknown, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: payload as object,
    remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
  });

async function counts(test: TestApp = t) {
  const count = async (table: typeof users | typeof sessions) =>
    (await test.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return { users: await count(users), sessions: await count(sessions) };
}

describe('POST /api/v1/auth/sign-up', () => {
  it('creates a guest in the oldest Active client, signs it in and answers 201 { user }', async () => {
    const response = await signUp(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      email: 'gina@example.test',
      displayName: 'Gina Guest',
      roles: ['guest'],
      role: 'guest',
      clientId: defaultClientId,
      clientName: 'First Co',
    });
    const cookie = response.cookies.find((c) => c.name === 'wp_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60); // remembered, as sign-in with "remember me"
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: `wp_session=${cookie?.value}` },
    });
    expect(session.json().user.email).toBe('gina@example.test');

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'gina@example.test'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, user?.id ?? ''));
    expect(audit.map((row) => row.action).sort()).toEqual(['auth.sign-in', 'auth.sign-up']);
    expect(audit.find((row) => row.action === 'auth.sign-up')).toMatchObject({
      clientId: defaultClientId,
      entity: 'user',
      entityId: user?.id,
    });

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'GINA@example.test', password: valid.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('trims the name and the email', async () => {
    const response = await signUp({ ...valid, displayName: '  Tom Trim ', email: ' tom@example.test ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ displayName: 'Tom Trim', email: 'tom@example.test' });
  });

  it.each([['Taken@Example.test'], ['taken@example.test'], ['TAKEN@EXAMPLE.TEST']])(
    'answers 409 on the email field for an email already in use (%s), writing nothing',
    async (email) => {
      const before = await counts();
      const response = await signUp({ ...valid, email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'auth.email_taken',
          message: emailTakenMessage,
          fields: { email: emailTakenMessage },
          fieldErrors: { email: { code: 'auth.email_taken' } },
        },
      });
      expect(emailTakenMessage).toBe('An account with this email already exists.');
      expect(await counts()).toEqual(before);
    },
  );

  it.each([
    [{ displayName: undefined }, { displayName: signUpMessages.nameRequired }],
    [{ displayName: '   ' }, { displayName: 'You must enter your name' }],
    [{ email: '' }, { email: 'You must enter an email' }],
    [{ email: 'not-an-email' }, { email: 'You must enter a valid email' }],
    // The confirmation no longer matches either.
    [{ password: '' }, { password: 'Please enter your password.', passwordConfirm: 'Passwords must match' }],
    [
      { password: 'short12', passwordConfirm: 'short12' },
      { password: 'Password is too short - should be 8 chars minimum.' },
    ],
    [{ passwordConfirm: '' }, { passwordConfirm: 'Password confirmation is required' }],
    [{ passwordConfirm: 'long-enough-2' }, { passwordConfirm: 'Passwords must match' }],
    [{ acceptTermsConditions: false }, { acceptTermsConditions: 'The terms and conditions must be accepted.' }],
    [{ acceptTermsConditions: 'yes' }, { acceptTermsConditions: 'The terms and conditions must be accepted.' }],
  ])('refuses %j with 400 and the validation messages %j, writing nothing', async (change, fields) => {
    const before = await counts();
    const response = await signUp({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'bad_request',
      message: 'Some fields are not valid.',
      fields,
      fieldErrors: Object.fromEntries(
        Object.keys(fields).map((field) => [field, expect.objectContaining({ code: expect.any(String) })]),
      ),
    });
    expect(await counts()).toEqual(before);
  });

  it('gives every field its message for an empty body', async () => {
    const response = await signUp({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      displayName: signUpMessages.nameRequired,
      email: signUpMessages.emailRequired,
      password: signUpMessages.passwordRequired,
      passwordConfirm: signUpMessages.passwordConfirmRequired,
      acceptTermsConditions: signUpMessages.termsRequired,
    });
  });

  it('refuses an unknown field with 400 (no self-chosen role), writing nothing', async () => {
    const before = await counts();
    const response = await signUp({ ...valid, email: 'sneaky@example.test', roles: ['executive'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ roles: 'Unknown field' });
    expect(await counts()).toEqual(before);
  });

  it('limits sign-ups per address', async () => {
    const limited = await createTestApp({ attemptLimit: 2 });
    try {
      await insertClient(limited.database.db);
      const from = (email: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-up',
          payload: { ...valid, email },
          remoteAddress: ip,
        });
      expect((await from('a1@example.test', '10.7.0.1')).statusCode).toBe(201);
      expect((await from('a2@example.test', '10.7.0.1')).statusCode).toBe(201);
      const third = await from('a3@example.test', '10.7.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('auth.too_many_attempts');
      expect((await from('a3@example.test', '10.7.0.2')).statusCode).toBe(201);
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => from(`burst${i}@example.test`, '10.7.0.3')));
      expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(2);
      expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(18);
    } finally {
      await limited.close();
    }
  });
});

describe('the sign-up client', () => {
  it('uses SIGN_UP_CLIENT_ID when it names an Active client, and answers 503 when it does not', async () => {
    const chosen = await insertClient(t.database.db, { name: 'Chosen Co' });
    const closed = await insertClient(t.database.db, { name: 'Closed Too', status: 'Inactive' });
    const withSetting = async (signUpClientId: string) => {
      const app = await buildApp({
        ctx: { ...t.ctx, signUpClientId },
        sessionSecret: testSessionSecret,
        bodyLimitBytes: 64 * 1024,
        logger: false,
      });
      await app.ready();
      return app;
    };
    const good = await withSetting(chosen.id);
    const bad = await withSetting(closed.id);
    try {
      const response = await signUp({ ...valid, email: 'chosen@example.test' }, good);
      expect(response.statusCode).toBe(201);
      expect(response.json().user.clientId).toBe(chosen.id);
      const refused = await signUp({ ...valid, email: 'refused@example.test' }, bad);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.message).toBe(signUpUnavailableMessage);
    } finally {
      await good.close();
      await bad.close();
    }
  });

  it('answers 503 with a clear message when there is no Active client', async () => {
    const empty = await createTestApp();
    try {
      await insertClient(empty.database.db, { status: 'Inactive' });
      const response = await signUp(valid, empty.app);
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({ code: 'auth.sign_up_unavailable', message: signUpUnavailableMessage });
      expect(await counts(empty)).toEqual({ users: 0, sessions: 0 });
      await empty.database.db.update(clients).set({ status: 'Active' });
      expect((await signUp(valid, empty.app)).statusCode).toBe(201);
    } finally {
      await empty.close();
    }
  });
});
