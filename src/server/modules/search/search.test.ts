import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, incidentReports, users } from '../../db/schema.ts';
import { assignGuard, insertClient, insertCustomer, insertEvent, insertUser } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-10T15:00:00Z');
const during = { startAt: new Date('2026-06-10T10:00:00Z'), endAt: new Date('2026-06-10T20:00:00Z') };
const { t, cookies } = suiteTestApp({ clock: () => now });
const ids = { alpha: '', bravo: '', cafe: '', other: '', bravoEvent: '', report: '', guard: '', supervisor: '' };

beforeAll(async () => {
  const db = t.database.db;
  const alpha = await insertClient(db, { name: 'Alpha Guarding' });
  const bravo = await insertClient(db, { name: 'Bravo Guarding' });
  const stadium = await insertCustomer(db, alpha.id, { name: 'Stadium Authority' });
  const bravoCustomer = await insertCustomer(db, bravo.id, { name: 'Bravo Customer' });
  const cafe = await insertEvent(db, alpha.id, stadium.id, { name: 'Café Concert', ...during });
  const other = await insertEvent(db, alpha.id, stadium.id, { name: 'Harbour Festival', ...during });
  const bravoEvent = await insertEvent(db, bravo.id, bravoCustomer.id, { name: 'Cafe Bravo Night', ...during });
  const guard = await insertUser(db, alpha.id, {
    email: 'guard@alpha.test',
    roles: ['guard'],
    displayName: 'Zoë Guard',
  });
  const supervisor = await insertUser(db, alpha.id, {
    email: 'super@alpha.test',
    roles: ['supervisor'],
    displayName: 'Sam Super',
  });
  await insertUser(db, alpha.id, { email: 'exec@alpha.test', roles: ['executive'], displayName: 'Eve Exec' });
  await insertUser(db, alpha.id, { email: 'guest@alpha.test', roles: ['guest'], displayName: 'Gia Guest' });
  await insertUser(db, bravo.id, { email: 'exec@bravo.test', roles: ['executive'], displayName: 'Zoe Bravo' });
  await insertUser(db, bravo.id, {
    email: 'admin@platform.test',
    roles: ['admin'],
    displayName: 'Ada Admin',
    activeClientId: alpha.id,
  });
  await assignGuard(db, alpha.id, cafe.id, guard.id);
  const [report] = await db
    .insert(incidentReports)
    .values({ clientId: alpha.id, eventId: cafe.id, reportType: 'Fire Report', incidentType: 'Kitchen fire' })
    .returning({ id: incidentReports.id });
  Object.assign(ids, {
    alpha: alpha.id,
    bravo: bravo.id,
    cafe: cafe.id,
    other: other.id,
    bravoEvent: bravoEvent.id,
    report: report?.id ?? '',
    guard: guard.id,
    supervisor: supervisor.id,
  });
  for (const [name, email] of [
    ['exec', 'exec@alpha.test'],
    ['supervisor', 'super@alpha.test'],
    ['guard', 'guard@alpha.test'],
    ['guest', 'guest@alpha.test'],
    ['bravoExec', 'exec@bravo.test'],
    ['admin', 'admin@platform.test'],
  ] as const) {
    cookies[name] = await signInCookie(t.app, email);
  }
});

interface Result {
  kind: string;
  id: string;
  title: string;
  subtitle: string;
  url: string;
}

async function search(who: string, q: string): Promise<Result[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/search?q=${encodeURIComponent(q)}`,
    headers: { cookie: cookies[who] ?? '' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: Result[] }).results;
}

const putShortcuts = (who: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/me/shortcuts', headers: { cookie: cookies[who] ?? '' }, payload });

describe('GET /api/v1/search', () => {
  it('matches case- and accent-insensitively, both ways', async () => {
    const plain = await search('exec', 'cafe');
    expect(plain).toContainEqual({
      kind: 'event',
      id: ids.cafe,
      title: 'Café Concert',
      subtitle: 'Stadium Authority',
      url: `/events?focus=${ids.cafe}`,
    });
    expect((await search('exec', '  CAFÉ  ')).map((r) => r.id)).toContain(ids.cafe);
    expect((await search('exec', 'zoe')).map((r) => r.id)).toContain(ids.guard);
  });

  it("never shows another client's records", async () => {
    const results = await search('exec', 'cafe');
    expect(results.map((r) => r.id)).not.toContain(ids.bravoEvent);
    const bravo = await search('bravoExec', 'cafe');
    expect(bravo.map((r) => r.id)).toEqual([ids.bravoEvent]);
    expect((await search('bravoExec', 'zoe')).map((r) => r.title)).toEqual(['Zoe Bravo']);
  });

  it('finds people, own client and incident reports for an executive', async () => {
    expect(await search('exec', 'sam')).toContainEqual(
      expect.objectContaining({ kind: 'person', id: ids.supervisor, url: `/users?focus=${ids.supervisor}` }),
    );
    expect((await search('exec', 'guarding')).map((r) => [r.kind, r.id])).toEqual([['client', ids.alpha]]);
    expect(await search('exec', 'kitchen')).toEqual([
      {
        kind: 'incident-report',
        id: ids.report,
        title: 'Fire Report: Kitchen fire',
        subtitle: 'Café Concert',
        url: `/reports/incident-reports?focus=${ids.report}`,
      },
    ]);
  });

  it('scopes by role: a supervisor gets the personnel screen, no clients, only visible events', async () => {
    expect(await search('supervisor', 'zoe')).toContainEqual(
      expect.objectContaining({ kind: 'person', url: `/personnel?focus=${ids.guard}` }),
    );
    expect(await search('supervisor', 'guarding')).toEqual([]);
    // Granted no customer or event, the supervisor sees no event and so no report on one.
    expect(await search('supervisor', 'cafe')).toEqual([]);
    expect(await search('supervisor', 'kitchen')).toEqual([]);
  });

  it('gives a guard only their assigned events and a guest nothing', async () => {
    expect((await search('guard', 'c')).map((r) => [r.kind, r.id])).toEqual([['event', ids.cafe]]);
    expect(await search('guard', 'harbour')).toEqual([]);
    expect(await search('guest', 'a')).toEqual([]);
  });

  it('lets an admin find every client, people of the active client and every event', async () => {
    const clients = (await search('admin', 'guarding')).filter((r) => r.kind === 'client').map((r) => r.title);
    expect(clients.sort()).toEqual(['Alpha Guarding', 'Bravo Guarding']);
    expect((await search('admin', 'zoe')).map((r) => r.title)).toEqual(['Zoë Guard']);
    const events = (await search('admin', 'cafe')).filter((r) => r.kind === 'event');
    expect(events.map((r) => r.id).sort()).toEqual([ids.cafe, ids.bravoEvent].sort());
  });

  it('treats % and _ as plain text', async () => {
    expect(await search('exec', '%')).toEqual([]);
    expect(await search('exec', '_')).toEqual([]);
  });

  it.each([
    ['', 'missing'],
    ['?q=', 'empty'],
    ['?q=%20%20', 'blank'],
    [`?q=${'x'.repeat(101)}`, 'too long'],
  ])('answers 400 for %s (%s)', async (query) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search${query}`,
      headers: { cookie: cookies.exec ?? '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('q');
  });

  it('answers 401 when signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/search?q=cafe' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/me/shortcuts', () => {
  it('stores pinned pages, shows them in the session and audits the change', async () => {
    const response = await putShortcuts('exec', { shortcuts: ['payroll-reports', 'events'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ shortcuts: ['payroll-reports', 'events'] });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: cookies.exec ?? '' },
    });
    expect(session.json().user.shortcuts).toEqual(['payroll-reports', 'events']);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'exec@alpha.test'));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.shortcuts-update'), eq(auditLog.entityId, row?.id ?? '')));
    expect(audits).toHaveLength(1);
  });

  it('refuses pages the role may not see, unknown ids, duplicates and more than 20', async () => {
    const guard = await putShortcuts('guard', { shortcuts: ['events', 'payroll-reports'] });
    expect(guard.statusCode).toBe(400);
    expect(guard.json().error.fields).toEqual({ 'shortcuts.1': 'Not a page you can open' });
    expect((await putShortcuts('exec', { shortcuts: ['nope'] })).statusCode).toBe(400);
    expect((await putShortcuts('exec', { shortcuts: ['reports'] })).statusCode).toBe(400);
    expect((await putShortcuts('exec', { shortcuts: ['events', 'events'] })).statusCode).toBe(400);
    expect((await putShortcuts('exec', { shortcuts: Array.from({ length: 21 }, () => 'events') })).statusCode).toBe(
      400,
    );
    expect((await putShortcuts('exec', { shortcuts: 'events' })).statusCode).toBe(400);
    expect((await putShortcuts('exec', { shortcuts: [], extra: true })).statusCode).toBe(400);
  });

  it('refuses guests (their shortcuts stay in the browser)', async () => {
    expect((await putShortcuts('guest', { shortcuts: ['visitors'] })).statusCode).toBe(403);
  });

  it('clears with an empty list', async () => {
    const response = await putShortcuts('guard', { shortcuts: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shortcuts: [] });
  });
});
