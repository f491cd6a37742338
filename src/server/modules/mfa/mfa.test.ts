import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, mfaChallenges, sessions } from '../../db/schema.ts';
import { insertClient, insertUser, testPassword } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { SoftwareAuthenticator } from '../../test/software-authenticator.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { mfaMessages } from './service.ts';
import { totpCode } from './totp.ts';

/**
 * Multi-factor sign-in end to end through the HTTP API on a real database, with real TOTP codes computed from
 * the secret the server hands out and the test's own clock.
 */
let clientId: string;
let nowMs = Date.parse('2026-05-04T09:00:00Z');
const clock = () => new Date(nowMs);
const { t } = suiteTestApp({ clock });
const later = (seconds: number) => {
  nowMs += seconds * 1000;
};

beforeAll(async () => {
  clientId = (await insertClient(t.database.db, { name: 'Factor Co' })).id;
});

let userCount = 0;
async function newUser(roles: string[] = ['guard'], inClient = clientId) {
  userCount += 1;
  const email = `person-${userCount}@factor.test`;
  const user = await insertUser(t.database.db, inClient, { email, roles });
  return { id: user.id, email };
}

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name && c.value !== '');

async function passwordStep(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password: testPassword, remember: true },
  });
  expect(response.statusCode).toBe(200);
  const mfa = cookieOf(response, 'wp_mfa');
  return { response, body: response.json(), mfaCookie: mfa ? `wp_mfa=${mfa.value}` : undefined };
}

function post(url: string, cookie: string | undefined, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

/** Signs in (no MFA yet), sets up an authenticator app on /me/mfa and returns its secret and recovery codes. */
async function enrolTotp(email: string) {
  const session = await signInCookie(t.app, email);
  const setup = await post('/api/v1/me/mfa/totp', session);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toBe(
    `otpauth://totp/Watchpost%3A${encodeURIComponent(email)}?secret=${secret}&issuer=Watchpost&algorithm=SHA1&digits=6&period=30`,
  );
  const confirm = await post('/api/v1/me/mfa/totp/confirm', session, { code: totpCode(secret, clock()) });
  expect(confirm.statusCode).toBe(200);
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
  later(30); // the enrolment code's step is spent
  return { secret, recoveryCodes, session };
}

async function auditActions(userId: string) {
  const rows = await t.database.db
    .select({ action: auditLog.action, data: auditLog.data })
    .from(auditLog)
    .where(eq(auditLog.entityId, userId));
  return rows.map((r) => r.action);
}

describe('sign-in without a second factor', () => {
  it('keeps the old answer: the user and a session cookie, no pending step', async () => {
    const { email } = await newUser();
    const { response, body, mfaCookie } = await passwordStep(email);
    expect(body.user.email).toBe(email);
    expect(body.mfa).toBeUndefined();
    expect(cookieOf(response, 'wp_session')).toBeDefined();
    expect(mfaCookie).toBeUndefined();
  });
});

describe('authenticator app (TOTP)', () => {
  it('is set up on /me/mfa with a first valid code, then gives 10 recovery codes once', async () => {
    const { email } = await newUser();
    const session = await signInCookie(t.app, email);
    const setup = (await post('/api/v1/me/mfa/totp', session)).json() as { secret: string };
    const wrong = await post('/api/v1/me/mfa/totp/confirm', session, {
      code: totpCode(setup.secret, new Date(nowMs + 120_000)),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe(mfaMessages.wrongCode);
    const bad = await post('/api/v1/me/mfa/totp/confirm', session, { code: '12ab56' });
    expect(bad.statusCode).toBe(400);
    const right = await post('/api/v1/me/mfa/totp/confirm', session, { code: totpCode(setup.secret, clock()) });
    expect(right.statusCode).toBe(200);
    const codes = right.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/me/mfa', headers: { cookie: session } });
    expect(status.json()).toEqual({ totp: true, passkeys: [], recoveryCodesLeft: 10, required: false });
    expect(status.body).not.toContain(setup.secret);
    // A second setup is refused while one is confirmed.
    expect((await post('/api/v1/me/mfa/totp', session)).statusCode).toBe(409);
  });

  it('asks for the code after the password, without a session, and signs in with the right code', async () => {
    const { id, email } = await newUser();
    const { secret } = await enrolTotp(email);
    const step = await passwordStep(email);
    expect(step.body).toEqual({ user: null, mfa: { methods: ['totp', 'recovery'], enrolmentRequired: false } });
    expect(cookieOf(step.response, 'wp_session')).toBeUndefined();
    expect(step.mfaCookie).toBeDefined();

    const wrong = await post('/api/v1/auth/mfa/totp', step.mfaCookie, {
      code: totpCode(secret, new Date(nowMs + 300_000)),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'mfa_invalid_code',
      message: mfaMessages.wrongCode,
      fields: { code: mfaMessages.wrongCode },
      fieldErrors: { code: { code: 'mfa.wrong_code' } },
    });

    const right = await post('/api/v1/auth/mfa/totp', step.mfaCookie, { code: totpCode(secret, clock()) });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(email);
    const session = cookieOf(right, 'wp_session');
    expect(session).toBeDefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: `wp_session=${session?.value}` },
    });
    expect(me.json().user.id).toBe(id);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['mfa.totp-added', 'mfa.failed', 'mfa.used']));

    // The pending sign-in was single use.
    const again = await post('/api/v1/auth/mfa/totp', step.mfaCookie, { code: totpCode(secret, clock()) });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('mfa_challenge_expired');
  });

  it('refuses the same code twice (replay), and accepts the next step', async () => {
    const { email } = await newUser();
    const { secret } = await enrolTotp(email);
    const code = totpCode(secret, clock());
    const first = await passwordStep(email);
    expect((await post('/api/v1/auth/mfa/totp', first.mfaCookie, { code })).statusCode).toBe(200);
    const second = await passwordStep(email);
    const replay = await post('/api/v1/auth/mfa/totp', second.mfaCookie, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('mfa_invalid_code');
    later(30);
    const next = await post('/api/v1/auth/mfa/totp', second.mfaCookie, { code: totpCode(secret, clock()) });
    expect(next.statusCode).toBe(200);
  });

  it('ends a pending sign-in after 5 wrong codes, even with the right one after', async () => {
    const { id, email } = await newUser();
    const { secret } = await enrolTotp(email);
    const step = await passwordStep(email);
    const wrongCode = totpCode(secret, new Date(nowMs + 600_000));
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await post('/api/v1/auth/mfa/totp', step.mfaCookie, { code: wrongCode })).json().error.code);
    }
    expect(answers).toEqual([
      'mfa_invalid_code',
      'mfa_invalid_code',
      'mfa_invalid_code',
      'mfa_invalid_code',
      'mfa_challenge_expired',
    ]);
    const right = await post('/api/v1/auth/mfa/totp', step.mfaCookie, { code: totpCode(secret, clock()) });
    expect(right.statusCode).toBe(401);
    expect(right.json().error.code).toBe('mfa_challenge_expired');
    const [row] = await t.database.db
      .select({ attempts: mfaChallenges.attempts })
      .from(mfaChallenges)
      .where(eq(mfaChallenges.userId, id));
    expect(row?.attempts).toBe(5);
  });

  it('expires a pending sign-in after 5 minutes', async () => {
    const { email } = await newUser();
    const { secret } = await enrolTotp(email);
    const step = await passwordStep(email);
    later(5 * 60 + 1);
    const late = await post('/api/v1/auth/mfa/totp', step.mfaCookie, { code: totpCode(secret, clock()) });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('mfa_challenge_expired');
  });

  it('counts parallel wrong codes atomically: never more than 5 per pending sign-in, 10 per account', async () => {
    const { id, email } = await newUser();
    const { secret } = await enrolTotp(email);
    const wrongCode = totpCode(secret, new Date(nowMs + 900_000));
    const one = await passwordStep(email);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/v1/auth/mfa/totp', one.mfaCookie, { code: wrongCode })),
    );
    const checked = burst.filter((r) => r.json().error.code === 'mfa_invalid_code').length;
    expect(checked).toBeLessThanOrEqual(4);
    expect(burst.every((r) => r.statusCode === 401)).toBe(true);
    const [row] = await t.database.db
      .select({ attempts: mfaChallenges.attempts })
      .from(mfaChallenges)
      .where(eq(mfaChallenges.userId, id));
    expect(row?.attempts).toBe(5);

    // Three more pending sign-ins share the account's 10 attempts (5 are spent): at most 5 more are checked.
    const steps = await Promise.all([passwordStep(email), passwordStep(email), passwordStep(email)]);
    const spread = await Promise.all(
      steps.flatMap((s) =>
        Array.from({ length: 5 }, () => post('/api/v1/auth/mfa/totp', s.mfaCookie, { code: wrongCode })),
      ),
    );
    const limited = spread.filter((r) => r.statusCode === 429);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    expect(limited[0]?.json().error).toEqual({ code: 'mfa.too_many_codes', message: mfaMessages.accountLimited });
    // Even the right code waits for the window to pass.
    const fresh = await passwordStep(email);
    const blocked = await post('/api/v1/auth/mfa/totp', fresh.mfaCookie, { code: totpCode(secret, clock()) });
    expect(blocked.statusCode).toBe(429);
    later(15 * 60);
    const after = await passwordStep(email);
    const ok = await post('/api/v1/auth/mfa/totp', after.mfaCookie, { code: totpCode(secret, clock()) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('recovery codes', () => {
  it('sign in once each and can be regenerated', async () => {
    const { id, email } = await newUser();
    const { recoveryCodes, session } = await enrolTotp(email);
    const [code = '', other = ''] = recoveryCodes;
    const first = await passwordStep(email);
    const used = await post('/api/v1/auth/mfa/recovery', first.mfaCookie, { code: code.toUpperCase() });
    expect(used.statusCode).toBe(200);
    const second = await passwordStep(email);
    const reused = await post('/api/v1/auth/mfa/recovery', second.mfaCookie, { code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('mfa_invalid_code');
    expect(await auditActions(id)).toContain('mfa.recovery-code-used');

    const regenerated = await post('/api/v1/me/mfa/recovery-codes', session);
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().recoveryCodes).toHaveLength(10);
    const oldOne = await post('/api/v1/auth/mfa/recovery', second.mfaCookie, { code: other });
    expect(oldOne.statusCode).toBe(401);
    const newOne = await post('/api/v1/auth/mfa/recovery', second.mfaCookie, {
      code: regenerated.json().recoveryCodes[0],
    });
    expect(newOne.statusCode).toBe(200);
  });
});

describe('passkeys', () => {
  // app.inject() comes to http://localhost:80, the relying party's origin when BASE_URL is unset.
  const origin = 'http://localhost:80';

  it.each([
    ['without', false],
    ['with', true],
  ])('registers one %s user verification and signs in with it', async (_label, verifiesUser) => {
    const { id, email } = await newUser();
    const session = await signInCookie(t.app, email);
    const key = new SoftwareAuthenticator(origin, verifiesUser);
    const options = (await post('/api/v1/me/mfa/passkeys/options', session)).json();
    expect(options.authenticatorSelection.userVerification).toBe('preferred');
    const registered = await post('/api/v1/me/mfa/passkeys', session, {
      name: 'Desk key',
      response: key.register(options),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().recoveryCodes).toHaveLength(10);

    const step = await passwordStep(email);
    expect(step.body.mfa.methods).toContain('passkey');
    const signInOptions = (await post('/api/v1/auth/mfa/passkey/options', step.mfaCookie)).json();
    expect(signInOptions.userVerification).toBe(options.authenticatorSelection.userVerification);
    const verified = await post('/api/v1/auth/mfa/passkey/verify', step.mfaCookie, {
      response: key.authenticate(signInOptions),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.id).toBe(id);
    expect(cookieOf(verified, 'wp_session')).toBeDefined();
  });
});

describe('MFA required by the client for a role', () => {
  it('makes a person without a factor enrol before getting a session, and keeps their last factor', async () => {
    const required = await insertClient(t.database.db, { name: 'Strict Co' });
    const executive = await newUser(['executive'], required.id);
    const guard = await newUser(['guard'], required.id);
    const executiveSession = await signInCookie(t.app, executive.email);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${required.id}`,
      headers: { cookie: executiveSession },
      payload: { mfaRequiredRoles: ['executive', 'admin'] },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().mfaRequiredRoles).toEqual(['executive', 'admin']);
    const badRole = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${required.id}`,
      headers: { cookie: executiveSession },
      payload: { mfaRequiredRoles: ['pilot'] },
    });
    expect(badRole.statusCode).toBe(400);

    // The guard's role is not required: no change.
    expect((await passwordStep(guard.email)).body.user.email).toBe(guard.email);

    const step = await passwordStep(executive.email);
    expect(step.body).toEqual({ user: null, mfa: { methods: [], enrolmentRequired: true } });
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/mfa/pending',
      headers: { cookie: step.mfaCookie ?? '' },
    });
    expect(pending.json()).toEqual({ methods: [], enrolmentRequired: true });
    const setup = await post('/api/v1/auth/mfa/enrol/totp', step.mfaCookie);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    // Enrolment is not a way around the code: the unconfirmed secret does not sign in.
    const viaTotp = await post('/api/v1/auth/mfa/totp', step.mfaCookie, { code: totpCode(secret, clock()) });
    expect(viaTotp.statusCode).toBe(401);
    const confirm = await post('/api/v1/auth/mfa/enrol/totp/confirm', step.mfaCookie, {
      code: totpCode(secret, clock()),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().recoveryCodes).toHaveLength(10);
    const session = `wp_session=${cookieOf(confirm, 'wp_session')?.value}`;
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/me/mfa', headers: { cookie: session } });
    expect(status.json()).toMatchObject({ totp: true, required: true, recoveryCodesLeft: 10 });
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/v1/me/mfa/totp', headers: { cookie: session } });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error.code).toBe('mfa_required');

    later(30);
    const next = await passwordStep(executive.email);
    expect(next.body.mfa).toEqual({ methods: ['totp', 'recovery'], enrolmentRequired: false });
  });
});

describe('admin reset of a person’s factors', () => {
  it('removes every factor, ends their sessions and is audited; a manager may not', async () => {
    const executive = await newUser(['executive']);
    const manager = await newUser(['manager']);
    const person = await newUser(['supervisor']);
    const { session: personSession } = await enrolTotp(person.email);
    const managerSession = await signInCookie(t.app, manager.email);
    const refused = await post(`/api/v1/users/${person.id}/mfa/reset`, managerSession);
    expect(refused.statusCode).toBe(403);

    const executiveSession = await signInCookie(t.app, executive.email);
    const self = await post(`/api/v1/users/${executive.id}/mfa/reset`, executiveSession);
    expect(self.statusCode).toBe(403);
    const reset = await post(`/api/v1/users/${person.id}/mfa/reset`, executiveSession);
    expect(reset.statusCode).toBe(200);

    const [entry] = await t.database.db
      .select({ actorId: auditLog.actorId, data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.mfa-reset'), eq(auditLog.entityId, person.id)));
    expect(entry).toEqual({ actorId: executive.id, data: { totp: true, passkeys: 0, endedSessions: 1 } });
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(left).toEqual([]);
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: personSession } });
    expect(old.json().user).toBeNull();
    // The password alone signs in again.
    expect((await passwordStep(person.email)).body.user.id).toBe(person.id);
  });

  it('does not reach another client’s people', async () => {
    const elsewhere = await insertClient(t.database.db, { name: 'Elsewhere Co' });
    const stranger = await newUser(['guard'], elsewhere.id);
    const executive = await newUser(['executive']);
    const reset = await post(`/api/v1/users/${stranger.id}/mfa/reset`, await signInCookie(t.app, executive.email));
    expect(reset.statusCode).toBe(404);
  });
});

describe('password reset link', () => {
  it('still asks for the second factor (a mailbox alone does not get past MFA)', async () => {
    const { email } = await newUser();
    await enrolTotp(email);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
    await t.ctx.background?.settled();
    const mails = await t.database.db.select().from(mailOutbox);
    const mail = mails.find((m) => m.to === email || JSON.stringify(m).includes(email));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: {
        token: decodeURIComponent(token ?? ''),
        password: 'new long password',
        passwordConfirm: 'new long password',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ user: null, mfa: { methods: ['totp', 'recovery'], enrolmentRequired: false } });
    expect(cookieOf(reset, 'wp_session')).toBeUndefined();
    expect(cookieOf(reset, 'wp_mfa')).toBeDefined();
  });
});
