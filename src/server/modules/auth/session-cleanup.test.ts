import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { insertClient, insertUser, testPassword } from '../../test/fixtures.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { insertSession } from './repository.ts';
import { idleTimeoutMs } from './service.ts';
import { removeExpiredSessions } from './session-cleanup.ts';

/** The scheduled purge of sessions that can no longer sign anyone in, on the test's own clock. */
let userId: string;
let nowMs = Date.parse('2026-05-04T09:00:00Z');
const clock = () => new Date(nowMs);
const { t } = suiteTestApp({ clock });
const hour = 60 * 60_000;

beforeAll(async () => {
  const clientId = (await insertClient(t.database.db, { name: 'Session Purge Co' })).id;
  userId = (await insertUser(t.database.db, clientId, { email: 'purge@sessions.test', roles: ['manager'] })).id;
});

async function addSession(id: string, expiresInMs: number, lastSeenAgoMs: number) {
  await insertSession(t.database.db, {
    id,
    userId,
    persistent: true,
    expiresAt: new Date(nowMs + expiresInMs),
    lastSeenAt: new Date(nowMs - lastSeenAgoMs),
    createdAt: new Date(nowMs - lastSeenAgoMs),
    ip: null,
    userAgent: null,
  });
}

async function remaining(ids: string[]): Promise<string[]> {
  const rows = await t.database.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids));
  return rows.map((row) => row.id).sort();
}

describe('removeExpiredSessions', () => {
  it('deletes expired and idle sessions and keeps the live ones', async () => {
    const ids = ['live', 'expired', 'idle', 'almost-idle'];
    await addSession('live', 24 * hour, 0);
    await addSession('expired', -1000, 0);
    await addSession('idle', 24 * hour, idleTimeoutMs + 1000);
    await addSession('almost-idle', 24 * hour, idleTimeoutMs - hour);

    expect(await removeExpiredSessions({ db: t.database.db, clock })).toBe(2);
    expect(await remaining(ids)).toEqual(['almost-idle', 'live']);

    nowMs += 2 * hour;
    expect(await removeExpiredSessions({ db: t.database.db, clock })).toBe(1);
    expect(await remaining(ids)).toEqual(['live']);
  });

  it('leaves a signed-in user signed in, and purges their session once it went idle', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'purge@sessions.test', password: testPassword, remember: true },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.find((c) => c.name === 'wp_session');
    const session = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: `wp_session=${cookie?.value}` } });
    const before = await t.database.db.select({ id: sessions.id }).from(sessions);

    await removeExpiredSessions({ db: t.database.db, clock });
    expect((await session()).json().user?.email).toBe('purge@sessions.test');

    nowMs += idleTimeoutMs + 1000;
    expect(await removeExpiredSessions({ db: t.database.db, clock })).toBeGreaterThanOrEqual(1);
    const after = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(after.length).toBeLessThan(before.length);
    expect((await session()).json().user ?? null).toBeNull();
  });
});
