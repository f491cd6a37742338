import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, users } from '../../db/schema.ts';
import { insertClient, insertClientWithEvent } from '../../test/fixtures.ts';
import { addSignedInRoles } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-05-05T12:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const { client: own } = await insertClientWithEvent(
    db,
    { client: 'Sentinel' },
    { startAt: new Date('2026-05-05T08:00:00Z'), endAt: new Date('2026-05-05T20:00:00Z') },
  );
  const other = await insertClient(db, { name: 'Lakeshore' });
  Object.assign(ids, { own: own.id, other: other.id });
  await addSignedInRoles(t, { ids, cookies }, own.id, ['admin', 'executive', 'manager', 'supervisor'], 'sentinel.test');
});

describe('clients', () => {
  it('lists every client for an admin and only their own for an executive or manager, with counts', async () => {
    const admin = (await call('admin', 'GET', '/api/v1/clients')).json();
    expect(admin.items.map((c: { clientName: string }) => c.clientName)).toEqual(['Lakeshore', 'Sentinel']);
    const manager = (await call('manager', 'GET', '/api/v1/clients')).json();
    expect(manager.items).toHaveLength(1);
    expect(manager.items[0]).toMatchObject({
      clientName: 'Sentinel',
      customers: 1,
      events: 1,
      activeEvents: 1,
      status: 'Active',
    });
    expect((await call('manager', 'GET', '/api/v1/clients?q=lake')).json().items).toEqual([]);
    expect((await call('supervisor', 'GET', '/api/v1/clients')).statusCode).toBe(403);
  });

  it("answers 404 for another client's record to everyone but admin", async () => {
    expect((await call('executive', 'GET', `/api/v1/clients/${ids.other}`)).statusCode).toBe(404);
    expect(
      (await call('executive', 'PATCH', `/api/v1/clients/${ids.other}`, { clientName: 'Hijacked' })).statusCode,
    ).toBe(404);
    expect((await call('admin', 'GET', `/api/v1/clients/${ids.other}`)).statusCode).toBe(200);
  });

  it('lets an executive edit their client, validates the fields, and audits the change', async () => {
    const bad = await call('executive', 'PATCH', `/api/v1/clients/${ids.own}`, {
      clientName: '',
      timeZone: 'Mars/Olympus',
      contactEmail: 'nope',
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['clientName', 'contactEmail', 'extra', 'timeZone']);
    const changes = {
      clientName: 'Sentinel Guard Services',
      timeZone: 'America/Chicago',
      contactEmail: 'ops@sentinel.test',
    };
    const good = await call('executive', 'PATCH', `/api/v1/clients/${ids.own}`, changes);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject(changes);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'client.update'));
    expect(audit).toHaveLength(1);
    expect((await call('manager', 'PATCH', `/api/v1/clients/${ids.own}`, { clientName: 'Nope' })).statusCode).toBe(403);
  });

  it('sets how often guards’ phones send their position (10–300 whole seconds), audited; a manager may not', async () => {
    const url = `/api/v1/clients/${ids.own}`;
    expect((await call('manager', 'GET', url)).json().positionIntervalSeconds).toBe(30);
    for (const [value, message] of [
      [9, 'Must be at least 10 seconds'],
      [301, 'Must be at most 300 seconds'],
      [30.5, 'Must be a whole number'],
      ['45', 'Must be a number'],
    ] as const) {
      const bad = await call('executive', 'PATCH', url, { positionIntervalSeconds: value });
      expect(bad.statusCode, String(value)).toBe(400);
      expect(bad.json().error.fields.positionIntervalSeconds, String(value)).toBe(message);
    }
    const good = await call('executive', 'PATCH', url, { positionIntervalSeconds: 60 });
    expect(good.statusCode).toBe(200);
    expect(good.json().positionIntervalSeconds).toBe(60);
    const [row] = await t.database.db
      .select({ seconds: clients.positionIntervalSeconds })
      .from(clients)
      .where(eq(clients.id, ids.own ?? ''));
    expect(row?.seconds).toBe(60);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'client.update'));
    expect(audits.map((a) => a.data)).toContainEqual({
      before: expect.objectContaining({ positionIntervalSeconds: 30 }),
      changes: { positionIntervalSeconds: 60 },
    });

    expect((await call('manager', 'PATCH', url, { positionIntervalSeconds: 120 })).statusCode).toBe(403);
    expect((await call('supervisor', 'PATCH', url, { positionIntervalSeconds: 120 })).statusCode).toBe(403);
    expect((await call('admin', 'PATCH', url, { positionIntervalSeconds: 10 })).json().positionIntervalSeconds).toBe(
      10,
    );
    expect((await call('admin', 'PATCH', url, { positionIntervalSeconds: 300 })).json().positionIntervalSeconds).toBe(
      300,
    );
    expect((await call('manager', 'GET', url)).json().positionIntervalSeconds).toBe(300);
  });

  it('gives a new client the default position interval unless one is set', async () => {
    const plain = await call('admin', 'POST', '/api/v1/clients', { clientName: 'Default Interval Co' });
    expect(plain.json().positionIntervalSeconds).toBe(30);
    const set = await call('admin', 'POST', '/api/v1/clients', {
      clientName: 'Slow Interval Co',
      positionIntervalSeconds: 120,
    });
    expect(set.statusCode).toBe(201);
    expect(set.json().positionIntervalSeconds).toBe(120);
    const bad = await call('admin', 'POST', '/api/v1/clients', { clientName: 'Fast Co', positionIntervalSeconds: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.positionIntervalSeconds).toBe('Must be at least 10 seconds');
    for (const id of [plain.json().id, set.json().id]) {
      expect((await call('admin', 'DELETE', `/api/v1/clients/${id}`)).statusCode).toBe(204);
    }
  });

  it('lets only an admin add, deactivate, reactivate and delete clients', async () => {
    expect((await call('executive', 'POST', '/api/v1/clients', { clientName: 'Rogue Co' })).statusCode).toBe(403);
    const created = await call('admin', 'POST', '/api/v1/clients', {
      clientName: 'Harbor Watch',
      timeZone: 'America/New_York',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ clientName: 'Harbor Watch', status: 'Active', customers: 0, events: 0 });
    expect((await call('admin', 'POST', `/api/v1/clients/${id}/deactivate`)).json().status).toBe('Inactive');
    expect((await call('admin', 'GET', '/api/v1/clients?status=Inactive')).json().items).toHaveLength(1);
    expect((await call('admin', 'POST', `/api/v1/clients/${id}/reactivate`)).json().status).toBe('Active');
    expect((await call('admin', 'DELETE', `/api/v1/clients/${id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(clients).where(eq(clients.id, id))).toEqual([]);
  });

  it('refuses to delete a client that has events, and says so', async () => {
    const response = await call('admin', 'DELETE', `/api/v1/clients/${ids.own}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This client has 1 event; a client with events cannot be deleted. Deactivate it instead.',
    );
    expect(response.json().error).toMatchObject({ code: 'client.has_events', params: { count: 1 } });
    expect(
      await t.database.db
        .select()
        .from(clients)
        .where(eq(clients.id, ids.own ?? '')),
    ).toHaveLength(1);
  });

  it("sets the admin's working client, which the session then carries", async () => {
    const response = await call('admin', 'POST', `/api/v1/clients/${ids.other}/set-active`);
    expect(response.statusCode).toBe(200);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@sentinel.test'));
    expect(admin?.activeClientId).toBe(ids.other);
  });

  it('keeps notes with author and time; only the author or an executive deletes one', async () => {
    const added = await call('manager', 'POST', `/api/v1/clients/${ids.own}/notes`, {
      content: '  Gate code changes on Monday.  ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      content: 'Gate code changes on Monday.',
      authorName: 'manager person',
      createdAt: now.toISOString(),
    });
    expect((await call('manager', 'POST', `/api/v1/clients/${ids.own}/notes`, { content: '   ' })).statusCode).toBe(
      400,
    );
    const noteId = added.json().id;
    const byOther = await call('executive', 'POST', `/api/v1/clients/${ids.own}/notes`, { content: 'Executive note' });
    expect((await call('manager', 'DELETE', `/api/v1/clients/${ids.own}/notes/${byOther.json().id}`)).statusCode).toBe(
      403,
    );
    expect((await call('executive', 'DELETE', `/api/v1/clients/${ids.own}/notes/${noteId}`)).statusCode).toBe(204);
    const list = (await call('manager', 'GET', `/api/v1/clients/${ids.own}/notes`)).json();
    expect(list.items.map((n: { content: string }) => n.content)).toEqual(['Executive note']);
    expect((await call('executive', 'GET', `/api/v1/clients/${ids.other}/notes`)).statusCode).toBe(404);
  });
});
