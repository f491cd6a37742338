import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditListResponse, AuditOptionsResponse } from '../../../shared/contract/audit.ts';
import { auditLog, users } from '../../db/schema.ts';
import { insertClient, insertUser } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2030-06-01T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const daysAgo = (d: number) => hoursAgo(d * 24);

const { t, ids, cookies } = suiteTestApp({ clock: () => now });

async function entry(values: typeof auditLog.$inferInsert) {
  const [row] = await t.database.db.insert(auditLog).values(values).returning({ id: auditLog.id });
  if (!row) throw new Error('audit insert failed');
  return String(row.id);
}

beforeAll(async () => {
  const db = t.database.db;
  const alpha = await insertClient(db, { name: 'Alpha Guarding' });
  const beta = await insertClient(db, { name: 'Beta Guarding' });
  const execA = await insertUser(db, alpha.id, {
    email: 'exec@alpha.test',
    roles: ['executive'],
    displayName: 'Ada Alpha',
  });
  const evil = await insertUser(db, alpha.id, {
    email: 'evil@alpha.test',
    roles: ['manager'],
    displayName: '=HYPERLINK("http://x")',
  });
  const execB = await insertUser(db, beta.id, {
    email: 'exec@beta.test',
    roles: ['executive'],
    displayName: 'Bo Beta',
  });
  const admin = await insertUser(db, alpha.id, { email: 'admin@alpha.test', roles: ['admin'], displayName: 'Root' });
  await insertUser(db, alpha.id, { email: 'manager@alpha.test', roles: ['manager'] });
  Object.assign(ids, {
    alpha: alpha.id,
    beta: beta.id,
    execA: execA.id,
    execB: execB.id,
    evil: evil.id,
    admin: admin.id,
  });
  for (const email of ['exec@alpha.test', 'exec@beta.test', 'admin@alpha.test', 'manager@alpha.test']) {
    cookies[email] = await signInCookie(t.app, email);
  }
  ids.a1 = await entry({
    clientId: alpha.id,
    actorId: execA.id,
    action: 'customer.create',
    entity: 'customer',
    entityId: 'cust-1',
    data: { name: 'Arena Group' },
    requestId: 'req-a1',
    ip: '203.0.113.7',
    createdAt: hoursAgo(1),
  });
  ids.a2 = await entry({
    clientId: alpha.id,
    actorId: execA.id,
    action: 'customer.update',
    entity: 'customer',
    entityId: 'cust-1',
    data: { fields: ['name'] },
    createdAt: hoursAgo(2),
  });
  ids.a3 = await entry({
    clientId: alpha.id,
    actorId: evil.id,
    action: 'event.create',
    entity: 'event',
    entityId: '=cmd|calc',
    data: { note: 'x'.repeat(500) },
    createdAt: daysAgo(3),
  });
  ids.old = await entry({
    clientId: alpha.id,
    actorId: execA.id,
    action: 'customer.delete',
    entity: 'customer',
    entityId: 'cust-old',
    createdAt: daysAgo(10),
  });
  ids.b1 = await entry({
    clientId: beta.id,
    actorId: execB.id,
    action: 'customer.create',
    entity: 'customer',
    entityId: 'cust-beta',
    data: { name: 'Beta Secret' },
    createdAt: hoursAgo(1),
  });
  ids.none = await entry({
    clientId: null,
    actorId: null,
    action: 'auth.sign-in-failed',
    entity: 'session',
    data: { email: 'nobody@nowhere.test' },
    createdAt: hoursAgo(3),
  });
  // The admin is a user of Alpha; their entries in Alpha's log belong to Alpha.
  ids.adminEntry = await entry({
    clientId: alpha.id,
    actorId: admin.id,
    action: 'client.update',
    entity: 'client',
    entityId: alpha.id,
    createdAt: hoursAgo(4),
  });
});

async function get<T>(email: string, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[email] ?? '' } });
  return { status: response.statusCode, body: response.json() as T, response };
}

const list = (email: string, query = '') => get<AuditListResponse>(email, `/api/v1/audit${query ? `?${query}` : ''}`);

/** The entries this file inserted (sign-ins through the real endpoint add their own `login` rows). */
const mine = (body: AuditListResponse) =>
  body.rows.filter((row) => Object.values(ids).includes(row.id)).map((row) => row.id);

describe('GET /api/v1/audit', () => {
  it("shows an executive their client's entries of the last 7 days by the server's clock, newest first", async () => {
    const { status, body } = await list('exec@alpha.test', 'limit=100');
    expect(status).toBe(200);
    expect(mine(body)).toEqual([ids.a1, ids.a2, ids.adminEntry, ids.a3]);
    expect(body.period).toEqual({ from: daysAgo(7).toISOString(), to: now.toISOString() });
    const first = body.rows.find((row) => row.id === ids.a1);
    expect(first).toEqual({
      id: ids.a1,
      at: hoursAgo(1).toISOString(),
      actor: { id: ids.execA, name: 'Ada Alpha', email: 'exec@alpha.test' },
      action: 'customer.create',
      entity: 'customer',
      entityId: 'cust-1',
      ip: '203.0.113.7',
      requestId: 'req-a1',
      summary: '{"name": "Arena Group"}',
      truncated: false,
    });
  });

  it("never shows an executive another client's entries or the entries of no client, whatever the filter", async () => {
    for (const query of ['limit=100', `person=${ids.execB}`, 'entityId=cust-beta', 'action=auth.', 'entity=session']) {
      const { status, body } = await list('exec@alpha.test', query);
      expect(status).toBe(200);
      expect(body.rows.map((row) => row.id)).not.toContain(ids.b1);
      expect(body.rows.map((row) => row.id)).not.toContain(ids.none);
      expect(JSON.stringify(body)).not.toContain('Beta Secret');
    }
    const beta = await list('exec@beta.test', 'limit=100');
    expect(mine(beta.body)).toEqual([ids.b1]);
  });

  it('shows an admin their working client plus the entries of no client', async () => {
    const { body } = await list('admin@alpha.test', 'limit=100');
    expect(mine(body)).toEqual([ids.a1, ids.a2, ids.none, ids.adminEntry, ids.a3]);
    const none = body.rows.find((row) => row.id === ids.none);
    expect(none?.actor).toBeNull();
    // Another working client: that client's log, never Alpha's.
    await t.database.db
      .update(users)
      .set({ activeClientId: ids.beta })
      .where(eq(users.id, ids.admin ?? ''));
    try {
      const other = await list('admin@alpha.test', 'limit=100');
      expect(mine(other.body)).toEqual([ids.b1, ids.none]);
      expect((await get('admin@alpha.test', `/api/v1/audit/${ids.a1}`)).status).toBe(404);
    } finally {
      await t.database.db
        .update(users)
        .set({ activeClientId: null })
        .where(eq(users.id, ids.admin ?? ''));
    }
  });

  it('filters by person, exact action, action prefix, record type and record id', async () => {
    expect(mine((await list('exec@alpha.test', `person=${ids.evil}`)).body)).toEqual([ids.a3]);
    expect(mine((await list('exec@alpha.test', 'action=customer.update')).body)).toEqual([ids.a2]);
    expect(mine((await list('exec@alpha.test', 'action=customer.')).body)).toEqual([ids.a1, ids.a2]);
    expect(mine((await list('exec@alpha.test', 'action=customer')).body)).toEqual([]);
    expect(mine((await list('exec@alpha.test', 'entity=event')).body)).toEqual([ids.a3]);
    expect(mine((await list('exec@alpha.test', 'entity=customer&entityId=cust-1')).body)).toEqual([ids.a1, ids.a2]);
    expect(mine((await list('admin@alpha.test', 'action=auth.')).body)).toEqual([ids.none]);
  });

  it('takes a period: older entries appear when asked for', async () => {
    const from = daysAgo(11).toISOString();
    const to = daysAgo(2).toISOString();
    const { body } = await list('exec@alpha.test', `from=${from}&to=${to}`);
    expect(mine(body)).toEqual([ids.a3, ids.old]);
    expect(body.period).toEqual({ from, to });
  });

  it('pages on the server with the count of every match', async () => {
    const first = await list('exec@alpha.test', 'action=customer.&limit=1&page=1');
    const second = await list('exec@alpha.test', 'action=customer.&limit=1&page=2');
    const third = await list('exec@alpha.test', 'action=customer.&limit=1&page=3');
    expect(first.body.total).toBe(2);
    expect(first.body.rows.map((row) => row.id)).toEqual([ids.a1]);
    expect(second.body.rows.map((row) => row.id)).toEqual([ids.a2]);
    expect(third.body.rows).toEqual([]);
    expect(third.body.total).toBe(2);
  });

  it("cuts a long entry's data in the list and marks it", async () => {
    const { body } = await list('exec@alpha.test', 'entity=event');
    const row = body.rows.find((r) => r.id === ids.a3);
    expect(row?.truncated).toBe(true);
    expect(row?.summary?.length).toBe(240);
  });

  it('answers 400 with the field to every bad filter, never 500', async () => {
    const cases: [string, string][] = [
      ['person=not-a-uuid', 'person'],
      ['action=DROP TABLE', 'action'],
      ['action=%25', 'action'],
      ['entity=Customer;', 'entity'],
      [`entityId=${'x'.repeat(201)}`, 'entityId'],
      ['from=yesterday', 'from'],
      ['to=2030-13-01T00:00:00Z', 'to'],
      ['from=2030-05-02T00:00:00Z&to=2030-05-01T00:00:00Z', 'to'],
      ['from=2028-01-01T00:00:00Z&to=2030-01-01T00:00:00Z', 'to'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get<{ error: { code: string; fields?: Record<string, string> } }>(
        'exec@alpha.test',
        `/api/v1/audit?${query}`,
      );
      expect(status, query).toBe(400);
      expect(body.error.code, query).toBe('bad_request');
      expect(Object.keys(body.error.fields ?? {}), query).toContain(field);
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/v1/audit.csv?${query}`,
        headers: { cookie: cookies['exec@alpha.test'] ?? '' },
      });
      if (field !== 'limit' && field !== 'page') expect(csv.statusCode, `csv ${query}`).toBe(400);
    }
  });

  it('answers 400 naming the field to a date outside 1900–2999 on the list, the CSV and the options, never 500', async () => {
    // A year-1 `to` made a default period starting in year 0, which PostgreSQL refuses (docs/architecture.md#dates-the-contract-accepts).
    const cases: [string, string][] = [
      ['to=0001-01-01T00:00:00Z', 'to'],
      ['from=0001-01-01T00:00:00Z&to=0001-01-05T00:00:00Z', 'from'],
      ['to=1899-12-31T23:59:59.999Z', 'to'],
      ['from=1900-01-01T00:00:00%2B01:00', 'from'],
      ['to=9999-12-31T23:59:59Z', 'to'],
      ['from=9999-12-25T00:00:00Z&to=9999-12-31T23:59:59Z', 'from'],
      ['from=3000-01-01T00:00:00Z', 'from'],
    ];
    for (const path of ['/api/v1/audit', '/api/v1/audit.csv', '/api/v1/audit/options']) {
      for (const [query, field] of cases) {
        const { status, body } = await get<{ error: { code: string; fields?: Record<string, string> } }>(
          'exec@alpha.test',
          `${path}?${query}`,
        );
        expect(status, `${path}?${query}`).toBe(400);
        expect(body.error.code).toBe('bad_request');
        expect(body.error.fields?.[field], `${path}?${query}`).toBe('Must be a date from 1900 to 2999');
      }
      // The first and last instants accepted work end to end; a `to` at the first gives a period that starts before it.
      for (const query of [
        'to=1900-01-01T00:00:00Z',
        'from=1900-01-01T00:00:00Z&to=1900-01-08T00:00:00Z',
        'from=2999-12-25T00:00:00Z&to=2999-12-31T23:59:59.999Z',
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${path}?${query}`,
          headers: { cookie: cookies['exec@alpha.test'] ?? '' },
        });
        expect(response.statusCode, `${path}?${query}`).toBe(200);
      }
    }
  });

  it('refuses a manager (403) and someone signed out (401)', async () => {
    expect((await list('manager@alpha.test')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/audit' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/audit.csv', () => {
  it('exports every entry of the filters with formulas defused', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit.csv?entity=event',
      headers: { cookie: cookies['exec@alpha.test'] ?? '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit_log.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Time","Actor","Email","Action","Record type","Record id","Address","Request id","Data"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain(`"'=cmd|calc"`);
    // The whole data, not the list's summary.
    expect(lines[1]).toContain('x'.repeat(500));
  });

  it('writes "System" for an entry with no actor, and only the caller\'s scope', async () => {
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit.csv?action=auth.sign-in-failed',
      headers: { cookie: cookies['admin@alpha.test'] ?? '' },
    });
    expect(admin.body).toContain('"System","","auth.sign-in-failed","session"');
    const exec = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit.csv?action=customer.create',
      headers: { cookie: cookies['exec@alpha.test'] ?? '' },
    });
    expect(exec.body).toContain('cust-1');
    expect(exec.body).not.toContain('Beta Secret');
  });
});

describe('GET /api/v1/audit/:id and /audit/options', () => {
  it('answers one entry with all its data, and 404 for another client’s', async () => {
    const { status, body } = await get<AuditEntry>('exec@alpha.test', `/api/v1/audit/${ids.a3}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ note: 'x'.repeat(500) });
    expect((await get('exec@alpha.test', `/api/v1/audit/${ids.b1}`)).status).toBe(404);
    expect((await get('exec@alpha.test', `/api/v1/audit/${ids.none}`)).status).toBe(404);
    expect((await get('admin@alpha.test', `/api/v1/audit/${ids.none}`)).status).toBe(200);
    expect((await get('exec@alpha.test', '/api/v1/audit/abc')).status).toBe(400);
    expect((await get('exec@alpha.test', '/api/v1/audit/999999999')).status).toBe(404);
  });

  it('lists the actions, record types and people of the period in scope', async () => {
    const { status, body } = await get<AuditOptionsResponse>('exec@alpha.test', '/api/v1/audit/options');
    expect(status).toBe(200);
    expect(body.actions).toEqual(expect.arrayContaining(['customer.create', 'customer.update', 'event.create']));
    expect(body.actions).not.toContain('customer.delete');
    expect(body.actions).not.toContain('auth.sign-in-failed');
    expect(body.entities).toEqual(expect.arrayContaining(['customer', 'event']));
    expect(body.people.map((p) => p.name)).toEqual(expect.arrayContaining(['Ada Alpha', '=HYPERLINK("http://x")']));
    expect(body.people.map((p) => p.id)).not.toContain(ids.execB);
  });
});

describe('audited writes', () => {
  it("land with the server's clock time and show up in the viewer", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: { cookie: cookies['exec@alpha.test'] ?? '' },
      payload: { name: 'Harbour Events' },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    const { body } = await list('exec@alpha.test', `entity=customer&entityId=${id}`);
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({ action: 'customer.create', at: now.toISOString(), actor: { id: ids.execA } });
  });
});
