import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { colorSchemes, defaultLayoutSettings, defaultTheme } from '../../../shared/settings.ts';
import { auditLog, users } from '../../db/schema.ts';
import { insertClient, insertUser } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-10T15:00:00Z');
const { t, cookies } = suiteTestApp({ clock: () => now });
const ids = { exec: '', other: '' };
const darkScheme = colorSchemes.find((s) => s.name === 'emeraldGoldDark');

beforeAll(async () => {
  const db = t.database.db;
  const a = await insertClient(db, { name: 'Alpha Guarding' });
  const b = await insertClient(db, { name: 'Bravo Guarding' });
  const exec = await insertUser(db, a.id, { email: 'exec@alpha.test', roles: ['executive'] });
  const other = await insertUser(db, b.id, { email: 'exec@bravo.test', roles: ['executive'] });
  await insertUser(db, a.id, { email: 'guest@alpha.test', roles: ['guest'] });
  await insertUser(db, a.id, { email: 'guard@alpha.test', roles: ['guard'] });
  Object.assign(ids, { exec: exec.id, other: other.id });
  for (const [name, email] of [
    ['exec', 'exec@alpha.test'],
    ['other', 'exec@bravo.test'],
    ['guest', 'guest@alpha.test'],
    ['guard', 'guard@alpha.test'],
  ] as const) {
    cookies[name] = await signInCookie(t.app, email);
  }
});

function call(method: 'GET' | 'PUT', url: string, who: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: { cookie: cookies[who] ?? '' }, ...(payload ? { payload } : {}) });
}

const layout2 = {
  ...defaultLayoutSettings,
  layout: { ...defaultLayoutSettings.layout, style: 'layout2' as const },
  fontSize: 1.2,
};

describe('GET /api/v1/me/settings', () => {
  it('answers the defaults when nothing is stored', async () => {
    const res = await call('GET', '/api/v1/me/settings', 'guard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: defaultLayoutSettings, theme: null });
  });

  it('falls back to the defaults for invalid stored parts', async () => {
    await t.database.db
      .update(users)
      .set({ settings: { layout: { style: 'nope' }, fontSize: 1.1, junk: true }, theme: 'garbage' })
      .where(eq(users.id, ids.other));
    const res = await call('GET', '/api/v1/me/settings', 'other');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: { ...defaultLayoutSettings, fontSize: 1.1 }, theme: defaultTheme });
  });

  it('is refused to a guest (their settings stay in the browser) and to nobody signed in', async () => {
    expect((await call('GET', '/api/v1/me/settings', 'guest')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/settings' })).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/me/settings', () => {
  it('stores the settings, audits the write and leaves other users alone', async () => {
    const res = await call('PUT', '/api/v1/me/settings', 'exec', { settings: layout2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual(layout2);
    expect((await call('GET', '/api/v1/me/settings', 'exec')).json().settings).toEqual(layout2);
    expect((await call('GET', '/api/v1/me/settings', 'guard')).json().settings).toEqual(defaultLayoutSettings);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, ids.exec), eq(auditLog.action, 'user.settings-update')));
    expect(audits).toHaveLength(1);
  });

  it('answers 400 with fields for bad input', async () => {
    const bad = await call('PUT', '/api/v1/me/settings', 'exec', {
      settings: { ...layout2, fontSize: 3, layout: { ...layout2.layout, style: 'layout7' } },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.fields as Record<string, string>;
    expect(Object.keys(fields).some((k) => k.includes('fontSize'))).toBe(true);
    expect(Object.keys(fields).some((k) => k.includes('style'))).toBe(true);
    expect((await call('PUT', '/api/v1/me/settings', 'exec', { settings: { ...layout2, extra: 1 } })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/api/v1/me/settings', 'exec', { settings: layout2, theme: 1 })).statusCode).toBe(400);
    expect((await call('PUT', '/api/v1/me/settings', 'exec', { settings: 'x' })).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/me/settings', 'exec')).json().settings).toEqual(layout2);
  });

  it('is refused to a guest', async () => {
    expect((await call('PUT', '/api/v1/me/settings', 'guest', { settings: layout2 })).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/me/theme', () => {
  it('stores the theme and audits the write', async () => {
    if (!darkScheme) throw new Error('scheme missing');
    const res = await call('PUT', '/api/v1/me/theme', 'exec', { theme: darkScheme.theme });
    expect(res.statusCode).toBe(200);
    const body = (await call('GET', '/api/v1/me/settings', 'exec')).json();
    expect(body.theme).toEqual(darkScheme.theme);
    expect(body.settings).toEqual(layout2);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, ids.exec), eq(auditLog.action, 'user.theme-update')));
    expect(audits).toHaveLength(1);
  });

  it('answers 400 for a malformed colour and 403 to a guest', async () => {
    const theme = { ...defaultTheme, main: { ...defaultTheme.main, divider: 'red' } };
    const bad = await call('PUT', '/api/v1/me/theme', 'exec', { theme });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toBeDefined();
    expect((await call('PUT', '/api/v1/me/theme', 'guest', { theme: defaultTheme })).statusCode).toBe(403);
  });
});
