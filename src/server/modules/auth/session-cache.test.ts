import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, sessions, users } from '../../db/schema.ts';
import { insertClient, insertUser } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { findSessionUser } from './repository.ts';
import { idleTimeoutMs, sessionIdFor } from './service.ts';

/** Sessions kept in each process's memory, and every way a change must still reach the next request at once. */
const { t } = suiteTestApp();
let clientId: string;
let userId: string;

beforeAll(async () => {
  clientId = (await insertClient(t.database.db, { name: 'Cache Guarding Co' })).id;
  userId = (await insertUser(t.database.db, clientId, { email: 'cached@sessions.test', roles: ['manager'] })).id;
});

async function session(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
  const body = response.json() as { user: { displayName: string; role: string } | null };
  // Signed out, the session check still answers 200, with no user.
  return { status: response.statusCode === 200 && body.user ? 'signed in' : 'signed out', body };
}

const counts = () => ({ ...(t.ctx.sessions?.counts ?? { hit: 0, miss: 0 }) });
const tokenOf = (cookie: string) => {
  const signed = decodeURIComponent(cookie.replace(/^wp_session=/, ''));
  const unsigned = t.app.unsignCookie(signed);
  if (!unsigned.valid || !unsigned.value) throw new Error('cookie not signed by this app');
  return unsigned.value;
};

describe('the session cache', () => {
  it('answers a session’s later requests from memory', async () => {
    const cookie = await signInCookie(t.app, 'cached@sessions.test');
    expect((await session(cookie)).status).toBe('signed in');
    const before = counts();
    for (let i = 0; i < 3; i++) expect((await session(cookie)).status).toBe('signed in');
    const after = counts();
    expect(after.hit - before.hit).toBe(3);
    expect(after.miss - before.miss).toBe(0);
  });

  it('ends a session deleted behind the app’s back at the very next request', async () => {
    const cookie = await signInCookie(t.app, 'cached@sessions.test');
    expect((await session(cookie)).status).toBe('signed in');
    expect((await session(cookie)).status).toBe('signed in');
    await t.database.db.delete(sessions).where(eq(sessions.id, sessionIdFor(tokenOf(cookie))));
    expect((await session(cookie)).status).toBe('signed out');
  });

  it('shows a changed role, name and client name at the next request', async () => {
    const cookie = await signInCookie(t.app, 'cached@sessions.test');
    await session(cookie);
    expect((await session(cookie)).body.user).toMatchObject({ role: 'manager' });

    await t.database.db
      .update(users)
      .set({ roles: ['supervisor'] })
      .where(eq(users.id, userId));
    expect((await session(cookie)).body.user).toMatchObject({ role: 'supervisor' });

    await t.database.db.update(users).set({ displayName: 'Renamed Person' }).where(eq(users.id, userId));
    expect((await session(cookie)).body.user).toMatchObject({ displayName: 'Renamed Person' });

    await t.database.db.update(clients).set({ name: 'Renamed Guarding Co' }).where(eq(clients.id, clientId));
    expect((await session(cookie)).body.user).toMatchObject({ clientName: 'Renamed Guarding Co' });
  });

  it('ends the sessions of a disabled user at the next request', async () => {
    const other = await insertUser(t.database.db, clientId, { email: 'disabled@sessions.test', roles: ['guard'] });
    const cookie = await signInCookie(t.app, 'disabled@sessions.test');
    await session(cookie);
    expect((await session(cookie)).status).toBe('signed in');
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, other.id));
    expect((await session(cookie)).status).toBe('signed out');
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = t.ctx.sessions;
    if (!cache) throw new Error('the app has no session cache');
    const cookie = await signInCookie(t.app, 'cached@sessions.test');
    const id = sessionIdFor(tokenOf(cookie));
    const now = new Date();
    const read = () => findSessionUser(t.database.db, id, now, idleTimeoutMs);
    await t.database.db.update(users).set({ displayName: 'Before' }).where(eq(users.id, userId));
    // The read finds the old name; the change commits and is announced before the read is handed back.
    const stale = await cache.resolve(id, now, idleTimeoutMs, async () => {
      const found = await read();
      await t.database.db.update(users).set({ displayName: 'After' }).where(eq(users.id, userId));
      await cache.resolve('no-such-session', now, idleTimeoutMs, async () => undefined);
      return found;
    });
    expect(stale?.user.displayName).toBe('Before');
    const before = counts();
    const next = await cache.resolve(id, now, idleTimeoutMs, read);
    expect(next?.user.displayName).toBe('After');
    expect(counts().miss - before.miss).toBe(1);
  });

  it('reads the database again once its listening connection was lost, and listens again', async () => {
    const cookie = await signInCookie(t.app, 'cached@sessions.test');
    await session(cookie);
    expect((await session(cookie)).status).toBe('signed in');
    const killed = await t.database.db.execute<{ pid: number }>(sql`
      select pid from pg_stat_activity where datname = current_database() and application_name = 'watchpost-listener'`);
    expect(killed.rows.length).toBeGreaterThan(0);
    await t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'watchpost-listener'`);
    // Whatever is announced while nobody listens is lost; the cache must not answer from what it kept.
    await t.database.db.delete(sessions).where(eq(sessions.id, sessionIdFor(tokenOf(cookie))));
    expect((await session(cookie)).status).toBe('signed out');

    const again = await signInCookie(t.app, 'cached@sessions.test');
    await session(again);
    const before = counts();
    expect((await session(again)).status).toBe('signed in');
    expect(counts().hit - before.hit).toBe(1);
  });
});
