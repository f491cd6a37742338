import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, userCustomerAccess, users } from '../../db/schema.ts';
import { grantCustomer, insertClient, insertCustomer, insertEvent, insertUser } from '../../test/fixtures.ts';
import { addSignedInRoles, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-05-05T12:00:00Z');
const { t, ids, cookies, call, hours } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel' });
  const other = await insertClient(db, { name: 'Lakeshore' });
  const arena = await insertCustomer(db, own.id, {
    name: 'Arena Group',
    contactName: 'Dana Reyes',
    contactEmail: 'dana@arena.test',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  const mall = await insertCustomer(db, own.id, {
    name: 'Mall Partners',
    status: 'Inactive',
    createdAt: new Date('2026-02-01T00:00:00Z'),
  });
  const foreign = await insertCustomer(db, other.id, { name: 'Foreign Customer' });
  const arenaEvent = await insertEvent(db, own.id, arena.id, {
    name: 'Arena Night',
    startAt: hours(-1),
    endAt: hours(5),
  });
  const mallEvent = await insertEvent(db, own.id, mall.id, { name: 'Mall Sale', startAt: hours(-1), endAt: hours(5) });
  await insertEvent(db, other.id, foreign.id, { name: 'Foreign Event', startAt: hours(-1), endAt: hours(5) });
  Object.assign(ids, {
    own: own.id,
    other: other.id,
    arena: arena.id,
    mall: mall.id,
    foreign: foreign.id,
    arenaEvent: arenaEvent.id,
    mallEvent: mallEvent.id,
  });
  await addSignedInRoles(
    t,
    { ids, cookies },
    own.id,
    ['admin', 'executive', 'manager', 'supervisor', 'guard'],
    'sentinel.test',
  );
  const scoped = await insertUser(db, own.id, { email: 'scoped@sentinel.test', roles: ['manager'] });
  await grantCustomer(db, own.id, scoped.id, arena.id);
  cookies.scoped = await signInCookie(t.app, 'scoped@sentinel.test');
  await insertUser(db, own.id, {
    email: 'client@arena.test',
    roles: ['client'],
    displayName: 'Arena Client',
    customerId: arena.id,
  });
  cookies.client = await signInCookie(t.app, 'client@arena.test');
  await insertUser(db, other.id, { email: 'exec@lakeshore.test', roles: ['executive'] });
  cookies.otherExec = await signInCookie(t.app, 'exec@lakeshore.test');
});

const names = (response: { json(): { items: { name: string }[] } }) => response.json().items.map((c) => c.name);

describe('customers list', () => {
  it('lists the caller’s client’s customers with counts, sorted, filtered and paged on the server', async () => {
    const list = await call('manager', 'GET', '/api/v1/customers');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, limit: 25, total: 2 });
    expect(list.json().items[0]).toMatchObject({
      name: 'Arena Group',
      status: 'Active',
      contactName: 'Dana Reyes',
      events: 1,
      users: 1,
    });
    expect(names(await call('manager', 'GET', '/api/v1/customers?sort=name&order=desc'))).toEqual([
      'Mall Partners',
      'Arena Group',
    ]);
    expect(names(await call('manager', 'GET', '/api/v1/customers?sort=createdAt&order=desc'))).toEqual([
      'Mall Partners',
      'Arena Group',
    ]);
    expect(names(await call('manager', 'GET', '/api/v1/customers?status=Inactive'))).toEqual(['Mall Partners']);
    expect(names(await call('manager', 'GET', '/api/v1/customers?q=dana'))).toEqual(['Arena Group']);
    expect(names(await call('manager', 'GET', '/api/v1/customers?q=%25'))).toEqual([]);
    const page2 = await call('manager', 'GET', '/api/v1/customers?limit=1&page=2');
    expect(names(page2)).toEqual(['Mall Partners']);
    expect(page2.json().total).toBe(2);
    expect((await call('manager', 'GET', '/api/v1/customers?limit=1&page=9')).json()).toMatchObject({
      items: [],
      total: 2,
    });
    expect(names(await call('otherExec', 'GET', '/api/v1/customers'))).toEqual(['Foreign Customer']);
  });

  it('answers 400 naming the parameter for a sort column outside the allow-list or a bad page size', async () => {
    const bad = await call('manager', 'GET', '/api/v1/customers?sort=contact_email&order=sideways&limit=500');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['limit', 'order', 'sort']);
  });

  it('refuses the roles that do not manage customers', async () => {
    for (const who of ['supervisor', 'guard', 'client']) {
      expect((await call(who, 'GET', '/api/v1/customers')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/api/v1/customers', { name: 'Nope' })).statusCode).toBe(403);
      expect((await call(who, 'GET', `/api/v1/customers/${ids.arena}`)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/customers' })).statusCode).toBe(401);
  });
});

describe('customer records', () => {
  it('validates a new customer: 400 naming every wrong field, nothing saved', async () => {
    const before = await t.database.db.select().from(customers);
    const bad = await call('manager', 'POST', '/api/v1/customers', {
      name: '  ',
      contactEmail: 'not-an-email',
      contactPhone: 'call me maybe',
      address: 'x'.repeat(201),
      color: 'blue',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'You must enter a name',
      contactEmail: 'You must enter a valid email',
      contactPhone: 'You must enter a valid phone number',
      address: 'At most 200 characters',
    });
    expect(Object.keys(bad.json().error.fields)).toContain('color');
    const long = await call('manager', 'POST', '/api/v1/customers', {
      name: 'n'.repeat(121),
      contactPhone: '1'.repeat(33),
    });
    expect(long.json().error.fields).toEqual({ name: 'At most 120 characters', contactPhone: 'At most 32 characters' });
    expect((await call('manager', 'POST', '/api/v1/customers', {})).json().error.fields).toHaveProperty('name');
    expect(await t.database.db.select().from(customers)).toHaveLength(before.length);
  });

  it('lets a manager add, read, edit, deactivate and reactivate a customer, auditing every write', async () => {
    const created = await call('manager', 'POST', '/api/v1/customers', {
      name: '  Harbor Lights  ',
      contactName: 'Sam Ortiz',
      contactEmail: 'sam@harbor.test',
      contactPhone: '+1 (312) 555-0100 x12',
      address: '1 Pier Road',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({
      name: 'Harbor Lights',
      clientId: ids.own,
      status: 'Active',
      contactPhone: '+1 (312) 555-0100 x12',
      events: 0,
      users: 0,
      createdAt: now.toISOString(),
    });
    expect((await call('manager', 'GET', `/api/v1/customers/${id}`)).json().name).toBe('Harbor Lights');

    const badEdit = await call('manager', 'PATCH', `/api/v1/customers/${id}`, { name: '', contactEmail: 'x' });
    expect(badEdit.statusCode).toBe(400);
    expect(Object.keys(badEdit.json().error.fields).sort()).toEqual(['contactEmail', 'name']);
    expect((await call('manager', 'PATCH', `/api/v1/customers/${id}`, {})).statusCode).toBe(400);

    const edited = await call('manager', 'PATCH', `/api/v1/customers/${id}`, { name: 'Harbor Lights Co', address: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Harbor Lights Co', address: null, contactName: 'Sam Ortiz' });

    expect((await call('executive', 'POST', `/api/v1/customers/${id}/deactivate`)).json().status).toBe('Inactive');
    expect(names(await call('manager', 'GET', '/api/v1/customers?status=Inactive'))).toContain('Harbor Lights Co');
    expect((await call('manager', 'POST', `/api/v1/customers/${id}/reactivate`)).json().status).toBe('Active');

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'customer.create',
      'customer.deactivate',
      'customer.reactivate',
      'customer.update',
    ]);
    expect(audit.every((a) => a.clientId === ids.own)).toBe(true);

    expect((await call('manager', 'DELETE', `/api/v1/customers/${id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(customers).where(eq(customers.id, id))).toEqual([]);
    const deleted = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'customer.delete')));
    expect(deleted).toHaveLength(1);
  });

  it('gives a manager the customer they add, so they can plan its first event right after', async () => {
    const created = await call('scoped', 'POST', '/api/v1/customers', { name: 'Dockside Storage' });
    expect(created.statusCode).toBe(201);
    const customerId = created.json().id as string;
    const session = await call('scoped', 'GET', '/api/v1/auth/session');
    expect(session.json().user.permissions.fullClientAccess).toContain(customerId);

    const event = await call('scoped', 'POST', '/api/v1/events', {
      customerId,
      eventName: 'Dockside Night Watch',
      startDate: hours(24).toISOString(),
      endDate: hours(30).toISOString(),
    });
    expect(event.statusCode).toBe(201);
    expect(event.json()).toMatchObject({ customerId, customerName: 'Dockside Storage' });
    const listed = await call('scoped', 'GET', `/api/v1/events?customerId=${customerId}`);
    expect(listed.json().items.map((e: { eventName: string }) => e.eventName)).toEqual(['Dockside Night Watch']);
  });

  it('grants nothing to an executive who adds a customer: their scope holds every customer already', async () => {
    const created = await call('executive', 'POST', '/api/v1/customers', { name: 'Executive Made' });
    expect(created.statusCode).toBe(201);
    const grants = await t.database.db
      .select()
      .from(userCustomerAccess)
      .where(eq(userCustomerAccess.customerId, created.json().id));
    expect(grants).toEqual([]);
  });

  it('refuses to delete a customer that has events or user accounts, and says so', async () => {
    const withEvents = await call('manager', 'DELETE', `/api/v1/customers/${ids.mall}`);
    expect(withEvents.statusCode).toBe(409);
    expect(withEvents.json().error.message).toBe(
      'This customer has 1 event; a customer with events cannot be deleted. Deactivate it instead.',
    );
    const lonely = await insertCustomer(t.database.db, ids.own ?? '', { name: 'Only Users' });
    await insertUser(t.database.db, ids.own ?? '', {
      email: 'u@only.test',
      roles: ['customer'],
      customerId: lonely.id,
    });
    const withUsers = await call('executive', 'DELETE', `/api/v1/customers/${lonely.id}`);
    expect(withUsers.statusCode).toBe(409);
    expect(withUsers.json().error.message).toBe(
      'This customer has 1 user account; remove them or deactivate the customer instead.',
    );
    expect(withUsers.json().error).toMatchObject({ code: 'customer.has_users', params: { count: 1 } });
    expect(
      await t.database.db
        .select()
        .from(customers)
        .where(eq(customers.id, ids.mall ?? '')),
    ).toHaveLength(1);
  });

  it("answers 404 for another client's customer on every route", async () => {
    const foreign = ids.foreign;
    expect((await call('executive', 'GET', `/api/v1/customers/${foreign}`)).statusCode).toBe(404);
    expect((await call('executive', 'PATCH', `/api/v1/customers/${foreign}`, { name: 'Hijacked' })).statusCode).toBe(
      404,
    );
    expect((await call('manager', 'POST', `/api/v1/customers/${foreign}/deactivate`)).statusCode).toBe(404);
    expect((await call('manager', 'DELETE', `/api/v1/customers/${foreign}`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', `/api/v1/customers/${foreign}/users`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', `/api/v1/customer-users?customerId=${foreign}`)).statusCode).toBe(404);
    // The admin works on their active client (their own until they choose another).
    expect((await call('admin', 'GET', `/api/v1/customers/${foreign}`)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, foreign ?? ''));
    expect(row?.name).toBe('Foreign Customer');
  });

  it('lets an admin work on the customers of their active client', async () => {
    expect((await call('admin', 'POST', `/api/v1/clients/${ids.other}/set-active`)).statusCode).toBe(200);
    expect(names(await call('admin', 'GET', '/api/v1/customers'))).toEqual(['Foreign Customer']);
    const created = await call('admin', 'POST', '/api/v1/customers', { name: 'Admin Made' });
    expect(created.json().clientId).toBe(ids.other);
    expect((await call('admin', 'GET', `/api/v1/customers/${ids.arena}`)).statusCode).toBe(404);
    await t.database.db.update(users).set({ activeClientId: null }).where(eq(users.email, 'admin@sentinel.test'));
  });

  it('exports the filtered rows as CSV: quoted, formula-safe, with a byte-order mark', async () => {
    await insertCustomer(t.database.db, ids.own ?? '', {
      name: '=HYPERLINK("x")',
      contactName: 'Eve "E" Smith',
      createdAt: now,
    });
    const response = await call('manager', 'GET', '/api/v1/customers.csv?q=hyperlink');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers-2026-05-05.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Name","Status","Contact name","Contact email","Contact phone","Address","Events","Users","Created"',
    );
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")","Active","Eve ""E"" Smith","","","","0","0","${now.toISOString()}"`);
    expect(lines).toHaveLength(3);
    const inactive = await call('manager', 'GET', '/api/v1/customers.csv?status=Inactive');
    expect(inactive.body).toContain('"Mall Partners"');
    expect(inactive.body).not.toContain('Arena Group');
    expect((await call('manager', 'GET', '/api/v1/customers.csv?sort=nope')).statusCode).toBe(400);
    expect((await call('guard', 'GET', '/api/v1/customers.csv')).statusCode).toBe(403);
  });
});

describe('customer users', () => {
  it('lists the users of one customer and of every customer, with search and the customer name', async () => {
    const arenaUsers = await call('manager', 'GET', `/api/v1/customers/${ids.arena}/users`);
    expect(arenaUsers.statusCode).toBe(200);
    expect(arenaUsers.json().items).toEqual([
      expect.objectContaining({
        displayName: 'Arena Client',
        email: 'client@arena.test',
        role: 'client',
        customerId: ids.arena,
        customerName: 'Arena Group',
        status: 'active',
      }),
    ]);
    const all = await call('manager', 'GET', '/api/v1/customer-users?sort=customerName');
    expect(all.json().items.map((u: { customerName: string }) => u.customerName)).toEqual([
      'Arena Group',
      'Only Users',
    ]);
    expect((await call('manager', 'GET', '/api/v1/customer-users?q=arena')).json().total).toBe(1);
    expect((await call('otherExec', 'GET', '/api/v1/customer-users')).json().items).toEqual([]);
    const csv = await call('executive', 'GET', `/api/v1/customer-users.csv?customerId=${ids.arena}`);
    expect(csv.body.split('\r\n')[1]).toBe(
      `"Arena Client","client@arena.test","Arena Group","Client","active","no","${new Date(
        (await t.database.db.select().from(users).where(eq(users.email, 'client@arena.test')))[0]?.createdAt ?? 0,
      ).toISOString()}"`,
    );
  });

  it('adds a customer user through the users API; another client’s customer is refused with the field', async () => {
    const refused = await call('manager', 'POST', '/api/v1/users', {
      email: 'spy@arena.test',
      displayName: 'Spy',
      roles: ['customer'],
      password: 'long-enough-1',
      customerId: ids.foreign,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ customerId: 'Not a customer of this client' });
    const created = await call('manager', 'POST', '/api/v1/users', {
      email: 'buyer@arena.test',
      displayName: 'Arena Buyer',
      roles: ['customer'],
      password: 'long-enough-1',
      customerId: ids.arena,
    });
    expect(created.statusCode).toBe(201);
    const list = await call('manager', 'GET', `/api/v1/customers/${ids.arena}/users`);
    expect(list.json().items.map((u: { displayName: string }) => u.displayName)).toEqual([
      'Arena Buyer',
      'Arena Client',
    ]);
    expect((await call('manager', 'GET', `/api/v1/customers/${ids.arena}`)).json().users).toBe(2);
  });

  it("scopes a customer's user to that customer's events", async () => {
    const events = await call('client', 'GET', '/api/v1/events');
    expect(events.json().items.map((e: { eventName: string }) => e.eventName)).toEqual(['Arena Night']);
    const other = await call('client', 'GET', `/api/v1/events?customerId=${ids.mall}`);
    expect(other.json().items).toEqual([]);
    expect((await call('client', 'GET', `/api/v1/events/${ids.arenaEvent}`)).statusCode).toBe(200);
    expect((await call('client', 'GET', `/api/v1/events/${ids.mallEvent}`)).statusCode).toBe(404);
  });

  it('filters events by customer within the caller’s event visibility', async () => {
    const exec = await call('executive', 'GET', `/api/v1/events?customerId=${ids.mall}`);
    expect(exec.json().items.map((e: { eventName: string }) => e.eventName)).toEqual(['Mall Sale']);
    // A manager granted only Arena sees Arena's events and none of Mall's, though both customers are listed.
    expect((await call('scoped', 'GET', `/api/v1/events?customerId=${ids.mall}`)).json().items).toEqual([]);
    expect(
      (await call('scoped', 'GET', `/api/v1/events?customerId=${ids.arena}`))
        .json()
        .items.map((e: { eventName: string }) => e.eventName),
    ).toEqual(['Arena Night']);
    expect(names(await call('scoped', 'GET', '/api/v1/customers?status=Active'))).toContain('Arena Group');
    expect((await call('executive', 'GET', '/api/v1/events?customerId=nope')).statusCode).toBe(400);
  });

  it('lists the customers and events of the client an admin names, and ignores the name for anyone else', async () => {
    const eventNames = (response: { json(): { items: { eventName: string }[] } }) =>
      response.json().items.map((e) => e.eventName);
    expect(names(await call('admin', 'GET', `/api/v1/customers?clientId=${ids.other}`))).toContain('Foreign Customer');
    expect(names(await call('admin', 'GET', `/api/v1/customers?clientId=${ids.other}`))).not.toContain('Arena Group');
    expect(eventNames(await call('admin', 'GET', `/api/v1/events?clientId=${ids.other}`))).toEqual(['Foreign Event']);
    expect(eventNames(await call('admin', 'GET', `/api/v1/events?clientId=${ids.own}`))).not.toContain('Foreign Event');

    const execCustomers = names(await call('executive', 'GET', `/api/v1/customers?clientId=${ids.other}`));
    expect(execCustomers).toContain('Arena Group');
    expect(execCustomers).not.toContain('Foreign Customer');
    expect(eventNames(await call('executive', 'GET', `/api/v1/events?clientId=${ids.other}`))).not.toContain(
      'Foreign Event',
    );
    expect((await call('admin', 'GET', '/api/v1/customers?clientId=nope')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/v1/events?clientId=nope')).statusCode).toBe(400);
  });
});
