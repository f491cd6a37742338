import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { insertClient, insertCustomer, insertEvent, insertUser, testPassword } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-10T15:00:00Z');
const { t, cookies } = suiteTestApp({ clock: () => now });
const ids = {
  a: '',
  b: '',
  stadium: '',
  bravoCustomer: '',
  match: '',
  bravoEvent: '',
  exec: '',
  exec2: '',
  manager: '',
  guard: '',
  admin: '',
  bravoExec: '',
  bravoGuard: '',
};

beforeAll(async () => {
  const db = t.database.db;
  const a = await insertClient(db, { name: 'Alpha Guarding' });
  const b = await insertClient(db, { name: 'Bravo Guarding' });
  const stadium = await insertCustomer(db, a.id, { name: 'Stadium Authority' });
  const bravoCustomer = await insertCustomer(db, b.id, { name: 'Bravo Customer' });
  /** Both events run on 10 June from 10:00 to 20:00 UTC. */
  const eventWindow = { startAt: new Date('2026-06-10T10:00:00Z'), endAt: new Date('2026-06-10T20:00:00Z') };
  const match = await insertEvent(db, a.id, stadium.id, { name: 'Cup Final', ...eventWindow });
  const bravoEvent = await insertEvent(db, b.id, bravoCustomer.id, { name: 'Bravo Event', ...eventWindow });
  const exec = await insertUser(db, a.id, { email: 'exec@alpha.test', roles: ['executive'], displayName: 'Eve Exec' });
  const exec2 = await insertUser(db, a.id, { email: 'exec2@alpha.test', roles: ['executive'], displayName: 'Ed Exec' });
  const manager = await insertUser(db, a.id, {
    email: 'manager@alpha.test',
    roles: ['manager'],
    displayName: 'Mia Manager',
  });
  const guard = await insertUser(db, a.id, { email: 'guard@alpha.test', roles: ['guard'], displayName: 'Gus Guard' });
  const admin = await insertUser(db, b.id, {
    email: 'admin@platform.test',
    roles: ['admin'],
    displayName: 'Ada Admin',
    activeClientId: a.id,
  });
  const bravoExec = await insertUser(db, b.id, {
    email: 'exec@bravo.test',
    roles: ['executive'],
    displayName: 'Bob Bravo',
  });
  const bravoGuard = await insertUser(db, b.id, { email: 'guard@bravo.test', roles: ['guard'] });
  Object.assign(ids, {
    a: a.id,
    b: b.id,
    stadium: stadium.id,
    bravoCustomer: bravoCustomer.id,
    match: match.id,
    bravoEvent: bravoEvent.id,
    exec: exec.id,
    exec2: exec2.id,
    manager: manager.id,
    guard: guard.id,
    admin: admin.id,
    bravoExec: bravoExec.id,
    bravoGuard: bravoGuard.id,
  });
  for (const [name, email] of [
    ['exec', 'exec@alpha.test'],
    ['manager', 'manager@alpha.test'],
    ['guard', 'guard@alpha.test'],
    ['admin', 'admin@platform.test'],
    ['bravoExec', 'exec@bravo.test'],
  ] as const) {
    cookies[name] = await signInCookie(t.app, email);
  }
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[who] ?? '' }, ...(payload ? { payload } : {}) });

/** POST /api/v1/users as `who`. */
const createUser = (who: string, body: object) => call(who, 'POST', '/api/v1/users', body);

/** The stored users with exactly that email. */
const usersWithEmail = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));

describe('GET /api/v1/users', () => {
  it("lists only the caller's client's users, with roles, status and permissions", async () => {
    const response = await call('exec', 'GET', '/api/v1/users?limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const emails = body.items.map((u: { email: string }) => u.email);
    expect(emails).toContain('guard@alpha.test');
    expect(emails).not.toContain('exec@bravo.test');
    expect(emails).not.toContain('admin@platform.test');
    expect(body.items.find((u: { email: string }) => u.email === 'guard@alpha.test')).toMatchObject({
      id: ids.guard,
      displayName: 'Gus Guard',
      roles: ['guard'],
      role: 'guard',
      status: 'active',
      clientId: ids.a,
      photoUrl: null,
      permissions: { fullClientAccess: [], individualEvents: [] },
      invitationPending: false,
    });
    const bravo = await call('bravoExec', 'GET', '/api/v1/users?limit=100');
    expect(bravo.json().items.map((u: { email: string }) => u.email)).not.toContain('guard@alpha.test');
  });

  it('filters by text, role and status and pages', async () => {
    const byText = await call('exec', 'GET', '/api/v1/users?q=gus');
    expect(byText.json().items.map((u: { id: string }) => u.id)).toEqual([ids.guard]);
    const byRole = await call('exec', 'GET', '/api/v1/users?role=executive');
    expect(
      byRole
        .json()
        .items.map((u: { id: string }) => u.id)
        .sort(),
    ).toEqual([ids.exec, ids.exec2].sort());
    const paged = await call('exec', 'GET', '/api/v1/users?limit=1&page=2&role=executive');
    expect(paged.json()).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.json().items).toHaveLength(1);
    const bad = await call('exec', 'GET', '/api/v1/users?role=wizard&status=gone');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['role', 'status']);
  });

  it('lets an admin list the users of their active client', async () => {
    const response = await call('admin', 'GET', '/api/v1/users?limit=100');
    const emails = response.json().items.map((u: { email: string }) => u.email);
    expect(emails).toContain('guard@alpha.test');
    expect(emails).not.toContain('exec@bravo.test');
  });

  it('refuses roles without users.manage, and callers without a session', async () => {
    expect((await call('guard', 'GET', '/api/v1/users')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(401);
  });

  it("answers 404 for another client's user, on every route", async () => {
    const id = ids.bravoGuard;
    expect((await call('exec', 'GET', `/api/v1/users/${id}`)).statusCode).toBe(404);
    expect((await call('exec', 'PATCH', `/api/v1/users/${id}`, { displayName: 'X' })).statusCode).toBe(404);
    expect((await call('exec', 'POST', `/api/v1/users/${id}/deactivate`)).statusCode).toBe(404);
    expect((await call('exec', 'POST', `/api/v1/users/${id}/reactivate`)).statusCode).toBe(404);
    expect((await call('exec', 'GET', `/api/v1/users/${id}/photo`)).statusCode).toBe(404);
    const [untouched] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(untouched?.status).toBe('active');
  });
});

describe('POST /api/v1/users', () => {
  it('creates a user with a password who can sign in, and audits it', async () => {
    const response = await createUser('exec', {
      email: 'New.Guard@alpha.test',
      displayName: 'Nora New',
      roles: ['guard'],
      password: 'a-long-password',
      permissions: { fullClientAccess: [ids.stadium], individualEvents: [ids.match] },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      email: 'New.Guard@alpha.test',
      displayName: 'Nora New',
      roles: ['guard'],
      status: 'active',
      clientId: ids.a,
      invitationPending: false,
      permissions: { fullClientAccess: [ids.stadium], individualEvents: [ids.match] },
    });
    expect(await signInCookie(t.app, 'new.guard@alpha.test', 'a-long-password')).toMatch(/^wp_session=/);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.create'), eq(auditLog.entityId, created.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(ids.exec);
  });

  it('without a password creates the account unusable and queues an invitation valid for 7 days', async () => {
    const response = await createUser('manager', {
      email: 'invitee@alpha.test',
      displayName: 'Ivy Invitee',
      roles: ['supervisor'],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.invitationPending).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.passwordHash).toBeNull();

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'invitee@alpha.test'));
    expect(mails).toHaveLength(1);
    const link = /(https?:\/\/\S+\/pages\/auth\/reset-password\?token=(\S+))/.exec(mails[0]?.body ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[2] ?? '');
    const tokens = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, created.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(tokens[0]?.expiresAt.toISOString()).toBe(new Date(now.getTime() + 7 * 24 * 3_600_000).toISOString());
    expect(tokens[0]?.usedAt).toBeNull();

    // The invitation link is redeemed by the reset-password page like any reset link.
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'my-own-password', passwordConfirm: 'my-own-password' },
    });
    expect(redeemed.statusCode).toBe(200);
    expect(await signInCookie(t.app, 'invitee@alpha.test', 'my-own-password')).toMatch(/^wp_session=/);
    const after = await call('manager', 'GET', `/api/v1/users/${created.id}`);
    expect(after.json().invitationPending).toBe(false);
  });

  it('refuses a role above the creator’s own: a manager cannot create an executive', async () => {
    const response = await createUser('manager', {
      email: 'boss@alpha.test',
      displayName: 'Boss',
      roles: ['executive'],
      password: 'a-long-password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'user.role_above_own',
      message: 'You cannot give the role Executive: it is above your own.',
      params: { role: 'executive' },
    });
    const also = await createUser('manager', {
      email: 'boss@alpha.test',
      displayName: 'Boss',
      roles: ['guard', 'executive'],
      password: 'a-long-password',
    });
    expect(also.statusCode).toBe(403);
    const rows = await usersWithEmail('boss@alpha.test');
    expect(rows).toHaveLength(0);
  });

  it('lets only an admin create an admin', async () => {
    const root = { email: 'root@alpha.test', displayName: 'Root', roles: ['admin'], password: 'a-long-password' };
    const byExec = await createUser('exec', root);
    expect(byExec.statusCode).toBe(403);
    expect(byExec.json().error.message).toMatch(/admin/);
    const byAdmin = await createUser('admin', root);
    expect(byAdmin.statusCode).toBe(201);
    // The admin works in their active client.
    expect(byAdmin.json().clientId).toBe(ids.a);
  });

  it('refuses customer and event ids of another client with 400 naming the field', async () => {
    const response = await createUser('exec', {
      email: 'leaky@alpha.test',
      displayName: 'Leaky',
      roles: ['manager'],
      customerId: ids.bravoCustomer,
      permissions: { fullClientAccess: [ids.stadium, ids.bravoCustomer], individualEvents: [ids.bravoEvent] },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'customerId',
      'permissions.fullClientAccess',
      'permissions.individualEvents',
    ]);
    const rows = await usersWithEmail('leaky@alpha.test');
    expect(rows).toHaveLength(0);
  });

  it('answers 409 for an email already in use (in any client) and 400 for bad input or unknown fields', async () => {
    const taken = await createUser('exec', {
      email: 'EXEC@bravo.test',
      displayName: 'Dup',
      roles: ['guard'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: 'Already in use' });
    const bad = await createUser('exec', {
      email: 'nope',
      displayName: '',
      roles: [],
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['displayName', 'email', 'password', 'roles']);
    const unknown = await createUser('exec', {
      email: 'x@alpha.test',
      displayName: 'X',
      roles: ['guard'],
      status: 'active',
    });
    expect(unknown.statusCode).toBe(400);
    const badRole = await createUser('exec', {
      email: 'x@alpha.test',
      displayName: 'X',
      roles: ['wizard'],
    });
    expect(badRole.statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/users/:id', () => {
  it('changes name, roles and permissions and audits the role change with old and new roles', async () => {
    const response = await call('exec', 'PATCH', `/api/v1/users/${ids.guard}`, {
      displayName: 'Gus Supervisor',
      roles: ['supervisor', 'guard'],
      permissions: { fullClientAccess: [ids.stadium], individualEvents: [] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Gus Supervisor',
      roles: ['supervisor', 'guard'],
      role: 'supervisor',
      permissions: { fullClientAccess: [ids.stadium], individualEvents: [] },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.role-change'), eq(auditLog.entityId, ids.guard)));
    expect(audit?.data).toEqual({ from: ['guard'], to: ['supervisor', 'guard'] });
    expect(audit?.actorId).toBe(ids.exec);
    // Back to guard for the other tests.
    await call('exec', 'PATCH', `/api/v1/users/${ids.guard}`, { roles: ['guard'], displayName: 'Gus Guard' });
  });

  it('cannot raise anyone above the editor’s own role', async () => {
    const toExec = await call('manager', 'PATCH', `/api/v1/users/${ids.guard}`, { roles: ['executive'] });
    expect(toExec.statusCode).toBe(403);
    const toAdmin = await call('exec', 'PATCH', `/api/v1/users/${ids.guard}`, { roles: ['admin'] });
    expect(toAdmin.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ids.guard));
    expect(row?.roles).toEqual(['guard']);
  });

  it('cannot edit someone ranked above the editor, nor change one’s own roles', async () => {
    const response = await call('manager', 'PATCH', `/api/v1/users/${ids.exec}`, { displayName: 'Demoted?' });
    expect(response.statusCode).toBe(403);
    const own = await call('manager', 'PATCH', `/api/v1/users/${ids.manager}`, { roles: ['guard'] });
    expect(own.statusCode).toBe(403);
  });

  it('refuses an event of another client in permissions with 400 and the field', async () => {
    const response = await call('exec', 'PATCH', `/api/v1/users/${ids.guard}`, {
      permissions: { individualEvents: [ids.bravoEvent] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'permissions.individualEvents': 'Contains an event that is not one of this client',
    });
  });

  it('refuses an empty change', async () => {
    expect((await call('exec', 'PATCH', `/api/v1/users/${ids.guard}`, {})).statusCode).toBe(400);
  });
});

describe('deactivate and reactivate', () => {
  it('ends all sessions of the user at once: the old cookie gets 401', async () => {
    const guardCookie = await signInCookie(t.app, 'guard@alpha.test');
    const secondCookie = await signInCookie(t.app, 'guard@alpha.test');
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: guardCookie } });
    expect(before.statusCode).toBe(200);

    const response = await call('exec', 'POST', `/api/v1/users/${ids.guard}/deactivate`);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('disabled');
    for (const cookie of [guardCookie, secondCookie, cookies.guard ?? '']) {
      const after = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
      expect(after.statusCode).toBe(401);
    }
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, ids.guard));
    expect(left).toHaveLength(0);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'guard@alpha.test', password: testPassword },
    });
    expect(signIn.statusCode).toBe(403);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.deactivate'), eq(auditLog.entityId, ids.guard)));
    expect(audit?.data).toMatchObject({ endedSessions: 3 });

    const reactivated = await call('exec', 'POST', `/api/v1/users/${ids.guard}/reactivate`);
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().status).toBe('active');
    cookies.guard = await signInCookie(t.app, 'guard@alpha.test');
  });

  it('refuses to deactivate oneself or someone ranked above', async () => {
    const self = await call('exec', 'POST', `/api/v1/users/${ids.exec}/deactivate`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toMatch(/your own/);
    const above = await call('manager', 'POST', `/api/v1/users/${ids.exec}/deactivate`);
    expect(above.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ids.exec));
    expect(row?.status).toBe('active');
  });

  it('lets an executive deactivate another executive (same rank)', async () => {
    const response = await call('exec', 'POST', `/api/v1/users/${ids.exec2}/deactivate`);
    expect(response.statusCode).toBe(200);
    const filtered = await call('exec', 'GET', '/api/v1/users?status=disabled');
    expect(filtered.json().items.map((u: { id: string }) => u.id)).toContain(ids.exec2);
    expect((await call('exec', 'POST', `/api/v1/users/${ids.exec2}/reactivate`)).statusCode).toBe(200);
  });
});

describe('GET and PATCH /api/v1/me', () => {
  it('returns and renames the signed-in user', async () => {
    const me = await call('manager', 'GET', '/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: ids.manager, email: 'manager@alpha.test', role: 'manager' });
    const renamed = await call('manager', 'PATCH', '/api/v1/me', { displayName: '  Mia M. Manager ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().displayName).toBe('Mia M. Manager');
    const session = await call('manager', 'GET', '/api/v1/auth/session');
    expect(session.json().user.displayName).toBe('Mia M. Manager');
    expect((await call('manager', 'PATCH', '/api/v1/me', { displayName: '' })).statusCode).toBe(400);
    expect((await call('manager', 'PATCH', '/api/v1/me', { displayName: 'A', roles: ['admin'] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
  });
});

describe('profile photo', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
  const upload = (who: string, payload: Buffer | string, contentType = 'image/png') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/photo',
      headers: { cookie: cookies[who] ?? '', 'content-type': contentType },
      payload,
    });
  /** The stored files, by the 32 hex digits a photo URL carries. */
  const photoFiles = async () =>
    (await t.database.db.execute<{ sha256: string }>(sql`select sha256 from stored_files`)).rows.map((r) =>
      r.sha256.slice(0, 32),
    );

  it('resizes an upload to a 256×256 WebP in the file store and serves it to the same client', async () => {
    const response = await upload('manager', await png(900, 500));
    expect(response.statusCode).toBe(200);
    const photoUrl: string = response.json().photoUrl;
    expect(photoUrl).toMatch(new RegExp(`^/api/v1/users/${ids.manager}/photo\\?v=[0-9a-f]{32}$`));
    expect(await photoFiles()).toEqual([photoUrl.split('v=')[1]]);

    const served = await call('exec', 'GET', photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const session = await call('manager', 'GET', '/api/v1/auth/session');
    expect(session.json().user.photoUrl).toBe(photoUrl);
    expect((await call('bravoExec', 'GET', photoUrl)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(401);
  });

  it('accepts JPEG and WebP by their bytes, whatever the Content-Type says, and replaces the old file', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 800, channels: 3, background: '#aa2200' } })
      .jpeg()
      .toBuffer();
    const first = await upload('manager', jpeg, 'application/octet-stream');
    expect(first.statusCode).toBe(200);
    const webp = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#00aa0080' } })
      .webp()
      .toBuffer();
    const second = await upload('manager', webp, 'image/webp');
    expect(second.statusCode).toBe(200);
    expect(await photoFiles()).toEqual([second.json().photoUrl.split('v=')[1]]);
  });

  it('rejects bodies that are not JPEG, PNG or WebP, and images over 5 MB', async () => {
    const text = await upload('manager', 'hello, not an image', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported_media_type');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload('manager', gif, 'image/gif')).statusCode).toBe(415);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await upload('manager', svg, 'image/svg+xml')).statusCode).toBe(415);
    const broken = Buffer.concat([(await png(50, 50)).subarray(0, 40), Buffer.alloc(100)]);
    expect((await upload('manager', broken)).statusCode).toBe(400);
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload('manager', huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('payload_too_large');
    expect((await upload('manager', Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('DELETE /api/v1/me/photo removes the photo and its file', async () => {
    const response = await call('manager', 'DELETE', '/api/v1/me/photo');
    expect(response.statusCode).toBe(200);
    expect(response.json().photoUrl).toBeNull();
    expect(await photoFiles()).toEqual([]);
    expect((await call('exec', 'GET', `/api/v1/users/${ids.manager}/photo`)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/customers', () => {
  it("lists the caller's client's customers only, for executives and managers", async () => {
    const response = await call('manager', 'GET', '/api/v1/customers');
    expect(response.statusCode).toBe(200);
    // The full customer record (contact, counts: docs/product/clients-and-customers.md#customers); the users dialog reads id and name.
    expect(response.json().items).toEqual([
      expect.objectContaining({ id: ids.stadium, clientId: ids.a, name: 'Stadium Authority', status: 'Active' }),
    ]);
    expect((await call('guard', 'GET', '/api/v1/customers')).statusCode).toBe(403);
  });
});
