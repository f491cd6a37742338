import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetLinkSentMessage, resetTokenMessages } from '../../../shared/contract/password-reset.ts';
import { signUpMessages } from '../../../shared/validation-messages.ts';
import type { Background } from '../../background-work.ts';
import {
  auditLog,
  authAttempts,
  mailOutbox,
  passwordResetRequests,
  passwordResetTokens,
  sessions,
  users,
} from '../../db/schema.ts';
import { insertClient, insertUser, testPassword } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { createTestApp, suiteTestApp } from '../../test/test-app.ts';

let now = new Date('2026-03-18T15:00:00Z');
const { t } = suiteTestApp({ clock: () => now });
let userId: string;
let address = 0;

beforeAll(async () => {
  const client = await insertClient(t.database.db);
  userId = (await insertUser(t.database.db, client.id, { email: 'Rita@Example.test', displayName: 'Rita Reset' })).id;
  await insertUser(t.database.db, client.id, { email: 'off@example.test', status: 'disabled' });
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: `10.2.${Math.floor(++address / 250)}.${address % 250}`,
  });
const forgot = (email: string) => post('/api/v1/auth/forgot-password', { email }, { host: 'console.example.test' });
const reset = (payload: unknown, headers: Record<string, string> = {}) =>
  post('/api/v1/auth/reset-password', payload, headers);

/** The outbox once the links asked for so far are sent (that happens after the answer). */
const outbox = async () => {
  await t.ctx.background?.settled();
  return t.database.db.select().from(mailOutbox);
};
const outboxCount = async () => (await outbox()).length;

/** Asks for a link for Rita and returns the token from the mail it adds to the outbox. */
async function requestToken(): Promise<string> {
  const seen = new Set((await outbox()).map((mail) => mail.id));
  expect((await forgot('rita@example.test')).statusCode).toBe(202);
  const added = (await outbox()).filter((mail) => !seen.has(mail.id));
  expect(added).toHaveLength(1);
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(added[0]?.body ?? '');
  if (!match?.[1]) throw new Error(`no link in ${added[0]?.body}`);
  return match[1];
}

const newPassword = 'brand-new-password';
const body = (token: string) => ({ token, password: newPassword, passwordConfirm: newPassword });

describe('POST /api/v1/auth/forgot-password', () => {
  it('answers 202 with the same message for a known, an unknown and a disabled account', async () => {
    const before = await outboxCount();
    const known = await forgot('RITA@example.test');
    const unknown = await forgot('nobody@example.test');
    const disabled = await forgot('off@example.test');
    for (const response of [known, unknown, disabled]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: resetLinkSentMessage });
    }
    expect(resetLinkSentMessage).toBe(
      'If an account exists for that email, we have sent a link to reset the password.',
    );
    // Only the known, active account gets mail.
    const mails = await outbox();
    expect(mails.length).toBe(before + 1);
    expect(mails.map((mail) => mail.to)).toEqual(['Rita@Example.test']);
  });

  it('mails a link to the reset page that holds a token stored only as its SHA-256, valid 1 hour', async () => {
    const token = await requestToken();
    const mail = (await outbox()).find((m) => m.body.includes(token));
    expect(mail?.subject).toBe('Reset your Watchpost password');
    expect(mail?.body).toContain(`http://console.example.test/pages/auth/reset-password?token=${token}`);
    expect(mail?.body).toContain('Hello Rita Reset');
    expect(mail?.createdAt.toISOString()).toBe(now.toISOString());
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hash));
    expect(row?.userId).toBe(userId);
    expect(row?.expiresAt.getTime()).toBe(now.getTime() + 60 * 60 * 1000);
    const stored = await t.database.db.select({ h: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    expect(stored.map((r) => r.h)).not.toContain(token);
  });

  it('validates the email like sign-in and refuses unknown fields', async () => {
    expect((await forgot('')).json().error.fields).toEqual({ email: signUpMessages.emailRequired });
    expect((await forgot('nope')).json().error.fields).toEqual({ email: signUpMessages.emailInvalid });
    const extra = await post('/api/v1/auth/forgot-password', { email: 'rita@example.test', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields).toEqual({ admin: 'Unknown field' });
  });

  it('audits every request', async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.password-reset-requested'));
    expect(rows.some((r) => r.actorId === userId && (r.data as { linkSent: boolean }).linkSent)).toBe(true);
    expect(rows.some((r) => r.actorId === null && (r.data as { email: string }).email === 'nobody@example.test')).toBe(
      true,
    );
  });
});

describe('POST /api/v1/auth/reset-password', () => {
  it('sets the new password, ends every other session and signs in with a fresh one', async () => {
    const oldCookie = await signInCookie(t.app, 'rita@example.test');
    const otherDevice = await signInCookie(t.app, 'rita@example.test');
    const token = await requestToken();
    const response = await reset(body(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: userId, email: 'Rita@Example.test' });
    const fresh = `wp_session=${response.cookies.find((c) => c.name === 'wp_session')?.value}`;

    for (const cookie of [oldCookie, otherDevice]) {
      const stale = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: { cookie } });
      expect(stale.statusCode).toBe(401);
    }
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: fresh } });
    expect(session.json().user.id).toBe(userId);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);

    expect(
      (await post('/api/v1/auth/sign-in', { email: 'rita@example.test', password: testPassword })).statusCode,
    ).toBe(401);
    expect((await post('/api/v1/auth/sign-in', { email: 'rita@example.test', password: newPassword })).statusCode).toBe(
      200,
    );
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password-reset'));
    expect(audit).toMatchObject({ actorId: userId, entity: 'user', entityId: userId });
    expect((audit?.data as { sessionsEnded?: number } | undefined)?.sessionsEnded).toBeGreaterThanOrEqual(2);
  });

  it('accepts a token once', async () => {
    const token = await requestToken();
    expect((await reset(body(token))).statusCode).toBe(200);
    const again = await reset(body(token));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'bad_request',
      message: 'This reset link has already been used. Ask for a new one.',
      fields: { token: 'This reset link has already been used. Ask for a new one.' },
      fieldErrors: { token: { code: resetTokenMessages.used } },
    });
  });

  it('spends every earlier link of the user when one is used', async () => {
    const first = await requestToken();
    const second = await requestToken();
    expect((await reset(body(second))).statusCode).toBe(200);
    expect((await reset(body(first))).json().error.fieldErrors).toEqual({ token: { code: resetTokenMessages.used } });
  });

  it('works 59 minutes after the request and not 61 minutes after (injected clock)', async () => {
    const start = now;
    try {
      const onTime = await requestToken();
      now = new Date(start.getTime() + 59 * 60 * 1000);
      expect((await reset(body(onTime))).statusCode).toBe(200);

      now = start;
      const late = await requestToken();
      now = new Date(start.getTime() + 61 * 60 * 1000);
      const response = await reset(body(late));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ token: 'This reset link has expired. Ask for a new one.' });
    } finally {
      now = start;
    }
  });

  it('refuses an unknown token, and bad passwords with the sign-up messages, changing nothing', async () => {
    const [before] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    const unknown = await reset(body('not-a-real-token'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ token: 'This reset link is not valid. Ask for a new one.' });

    const token = await requestToken();
    const short = await reset({ token, password: 'short', passwordConfirm: 'short' });
    expect(short.json().error.fields).toEqual({ password: signUpMessages.passwordTooShort });
    const mismatch = await reset({ token, password: newPassword, passwordConfirm: `${newPassword}!` });
    expect(mismatch.json().error.fields).toEqual({ passwordConfirm: signUpMessages.passwordsMustMatch });
    const missing = await reset({ token });
    expect(missing.json().error.fields).toEqual({
      password: signUpMessages.passwordRequired,
      passwordConfirm: signUpMessages.passwordConfirmRequired,
    });
    const extra = await reset({ ...body(token), userId });
    expect(extra.json().error.fields).toEqual({ userId: 'Unknown field' });

    const [after] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    expect(after?.hash).toBe(before?.hash);
    // The token survived the refused attempts.
    expect((await reset(body(token))).statusCode).toBe(200);
  });
});

describe('the answer does the same work whether or not the account exists', () => {
  it('writes the same rows for a known and an unknown email, and sends the link only after answering', async () => {
    const held: Array<() => Promise<unknown>> = [];
    const background: Background = {
      run: (_description, work) => {
        held.push(work);
      },
      settled: async () => {},
    };
    const app = await createTestApp({ clock: () => now, context: { background } });
    try {
      const client = await insertClient(app.database.db);
      await insertUser(app.database.db, client.id, { email: 'known@example.test' });
      const db = app.database.db;
      const snapshot = async () => ({
        attempts: (await db.select().from(authAttempts)).length,
        requests: (await db.select().from(passwordResetRequests)).length,
        tokens: (await db.select().from(passwordResetTokens)).length,
        mails: (await db.select().from(mailOutbox)).length,
        audits: (await db.select().from(auditLog)).length,
      });
      const ask = (email: string) =>
        app.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
      const start = await snapshot();
      expect((await ask('known@example.test')).statusCode).toBe(202);
      const afterKnown = await snapshot();
      expect((await ask('unknown@example.test')).statusCode).toBe(202);
      const afterUnknown = await snapshot();
      const grew = (a: typeof start, b: typeof start) =>
        Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v - a[k as keyof typeof a]]));
      expect(grew(start, afterKnown)).toEqual({ attempts: 1, requests: 1, tokens: 0, mails: 0, audits: 0 });
      expect(grew(afterKnown, afterUnknown)).toEqual(grew(start, afterKnown));
      expect(held).toHaveLength(2);
      for (const work of held) await work();
      expect(grew(afterUnknown, await snapshot())).toEqual({
        attempts: 0,
        requests: -2,
        tokens: 1,
        mails: 1,
        audits: 2,
      });
    } finally {
      await app.close();
    }
  });
});

describe('limits', () => {
  it('lets through at most the limit of parallel requests per account and per address', async () => {
    const limited = await createTestApp({ clock: () => now, attemptLimit: 2 });
    try {
      const client = await insertClient(limited.database.db);
      await insertUser(limited.database.db, client.id, { email: 'flood@example.test' });
      const forgotAt = (email: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          payload: { email },
          remoteAddress: ip,
        });
      const perAccount = await Promise.all(
        Array.from({ length: 20 }, (_, i) => forgotAt('flood@example.test', `10.5.${i}.1`)),
      );
      expect(perAccount.filter((r) => r.statusCode === 202)).toHaveLength(2);
      expect(perAccount.filter((r) => r.statusCode === 429)).toHaveLength(18);
      const redeem = await Promise.all(
        Array.from({ length: 20 }, () =>
          limited.app.inject({
            method: 'POST',
            url: '/api/v1/auth/reset-password',
            payload: body('not-a-real-token-0123456789'),
            remoteAddress: '10.6.0.1',
          }),
        ),
      );
      expect(redeem.filter((r) => r.statusCode === 400)).toHaveLength(2);
      expect(redeem.filter((r) => r.statusCode === 429)).toHaveLength(18);
      await limited.ctx.background?.settled();
      const mails = await limited.database.db.select().from(mailOutbox);
      expect(mails).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('limits reset requests per account and per address', async () => {
    const limited = await createTestApp({ clock: () => now, attemptLimit: 2 });
    try {
      const client = await insertClient(limited.database.db);
      await insertUser(limited.database.db, client.id, { email: 'busy@example.test' });
      const ask = (email: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          payload: { email },
          remoteAddress: ip,
        });
      // Per account, whichever address asks.
      expect((await ask('busy@example.test', '10.3.0.1')).statusCode).toBe(202);
      expect((await ask('BUSY@example.test', '10.3.0.2')).statusCode).toBe(202);
      const third = await ask('busy@example.test', '10.3.0.3');
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('auth.too_many_attempts');
      // Per address, whichever account it asks for (and the same for unknown accounts).
      expect((await ask('x1@example.test', '10.3.0.9')).statusCode).toBe(202);
      expect((await ask('x2@example.test', '10.3.0.9')).statusCode).toBe(202);
      expect((await ask('x3@example.test', '10.3.0.9')).statusCode).toBe(429);
      await limited.ctx.background?.settled();
      const mails = await limited.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
      expect(mails[0]?.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
