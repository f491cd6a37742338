import { beforeAll, describe, expect, it } from 'vitest';
import { mfaChallengeLifetimeMs } from '../../../shared/mfa-rules.ts';
import { mfaChallenges } from '../../db/schema.ts';
import { insertClient, insertUser, testPassword } from '../../test/fixtures.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { removeDeadMfaChallenges } from './challenge-cleanup.ts';
import { consumeChallenge, insertChallenge } from './repository.ts';

/** The scheduled cleanup of pending second steps that can no longer be used, on the test's own clock. */
let clientId: string;
let userId: string;
let nowMs = Date.parse('2026-05-04T09:00:00Z');
const clock = () => new Date(nowMs);
const { t } = suiteTestApp({ clock });

beforeAll(async () => {
  // Guards of this client must use a second factor: a password sign-in starts a pending step (enrolment).
  clientId = (await insertClient(t.database.db, { name: 'Cleanup Co', mfaRequiredRoles: ['guard'] })).id;
  userId = (await insertUser(t.database.db, clientId, { email: 'cleanup@factor.test', roles: ['guard'] })).id;
});

async function challengeIds(): Promise<string[]> {
  const rows = await t.database.db.select({ id: mfaChallenges.id }).from(mfaChallenges);
  return rows.map((row) => row.id).sort();
}

async function addChallenge(id: string, kind: 'sign-in' | 'passkey-registration', lifetimeMs: number) {
  await insertChallenge(t.database.db, {
    id,
    userId,
    kind,
    source: kind === 'sign-in' ? 'password' : 'session',
    remember: false,
    enrolmentRequired: false,
    expiresAt: new Date(nowMs + lifetimeMs),
    now: clock(),
  });
}

describe('removeDeadMfaChallenges', () => {
  it('deletes expired and used challenges and keeps the live ones', async () => {
    await t.database.db.delete(mfaChallenges);
    await addChallenge('live-sign-in', 'sign-in', mfaChallengeLifetimeMs);
    await addChallenge('old-sign-in', 'sign-in', 60_000);
    await addChallenge('used-sign-in', 'sign-in', mfaChallengeLifetimeMs);
    await addChallenge('live-registration', 'passkey-registration', mfaChallengeLifetimeMs);
    await addChallenge('old-registration', 'passkey-registration', 60_000);
    expect(await consumeChallenge(t.database.db, 'used-sign-in', clock())).toBe(true);

    // Nothing has expired yet: only the used one goes.
    expect(await removeDeadMfaChallenges({ db: t.database.db, clock })).toBe(1);
    expect(await challengeIds()).toEqual(['live-registration', 'live-sign-in', 'old-registration', 'old-sign-in']);

    nowMs += 2 * 60_000;
    expect(await removeDeadMfaChallenges({ db: t.database.db, clock })).toBe(2);
    expect(await challengeIds()).toEqual(['live-registration', 'live-sign-in']);

    nowMs += mfaChallengeLifetimeMs;
    expect(await removeDeadMfaChallenges({ db: t.database.db, clock })).toBe(2);
    expect(await challengeIds()).toEqual([]);
  });

  it('removes a password sign-in left waiting for its second step once it expired; the cookie stays refused', async () => {
    await t.database.db.delete(mfaChallenges);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'cleanup@factor.test', password: testPassword, remember: false },
    });
    expect(signIn.json()).toEqual({ user: null, mfa: { methods: [], enrolmentRequired: true } });
    const token = signIn.cookies.find((c) => c.name === 'wp_mfa')?.value ?? '';
    const pending = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/auth/mfa/pending', headers: { cookie: `wp_mfa=${token}` } });
    expect((await pending()).statusCode).toBe(200);

    expect(await removeDeadMfaChallenges({ db: t.database.db, clock })).toBe(0);
    expect(await challengeIds()).toHaveLength(1);

    nowMs += mfaChallengeLifetimeMs + 1000;
    const expired = await pending();
    expect(await removeDeadMfaChallenges({ db: t.database.db, clock })).toBe(1);
    expect(await challengeIds()).toEqual([]);
    const afterCleanup = await pending();
    expect(afterCleanup.statusCode).toBe(expired.statusCode);
    expect(afterCleanup.json().error.code).toBe(expired.json().error.code);
  });
});
