import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import {
  assignGuard,
  clockIn,
  grantCustomer,
  grantEvent,
  insertAlphaAndBravo,
  insertEvent,
  insertUser,
  startBreak,
} from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-10T15:00:00Z');
const { t, ids, hours } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const { a, b, stadium, mall, bravoCustomer: other } = await insertAlphaAndBravo(db);
  const match = await insertEvent(db, a.id, stadium.id, {
    name: 'Cup Final',
    startAt: hours(-2),
    endAt: hours(4),
    timeZone: 'America/Chicago',
    guardPayRateCents: 2250,
    payrollBudgetCents: 1_000_000,
  });
  const concert = await insertEvent(db, a.id, stadium.id, {
    name: 'Summer Concert',
    startAt: hours(48),
    endAt: hours(54),
  });
  const sale = await insertEvent(db, a.id, mall.id, { name: 'Holiday Sale', startAt: hours(-100), endAt: hours(-90) });
  const parked = await insertEvent(db, a.id, mall.id, {
    name: 'Parked Job',
    startAt: hours(1),
    endAt: hours(3),
    unassigned: true,
  });
  const foreign = await insertEvent(db, b.id, other.id, {
    name: 'Bravo Secret Event',
    startAt: hours(-1),
    endAt: hours(1),
  });
  Object.assign(ids, {
    a: a.id,
    b: b.id,
    stadium: stadium.id,
    mall: mall.id,
    other: other.id,
    match: match.id,
    concert: concert.id,
    sale: sale.id,
    parked: parked.id,
    foreign: foreign.id,
  });

  await insertUser(db, a.id, { email: 'exec@alpha.test', roles: ['executive'] });
  await insertUser(db, a.id, { email: 'admin@alpha.test', roles: ['admin'] });
  const manager = await insertUser(db, a.id, { email: 'manager@alpha.test', roles: ['manager'] });
  await grantCustomer(db, a.id, manager.id, mall.id);
  await grantEvent(db, a.id, manager.id, match.id);
  const guard = await insertUser(db, a.id, { email: 'guard@alpha.test', roles: ['guard'] });
  const guard2 = await insertUser(db, a.id, { email: 'guard2@alpha.test', roles: ['guard'] });
  await assignGuard(db, a.id, match.id, guard.id);
  await assignGuard(db, a.id, match.id, guard2.id);
  await clockIn(db, a.id, guard.id, match.id, hours(-2));
  await clockIn(db, a.id, guard2.id, match.id, hours(-2));
  await startBreak(db, a.id, guard2.id, match.id, hours(-0.1));
  await insertUser(db, a.id, { email: 'client@alpha.test', roles: ['client'], customerId: stadium.id });
  await insertUser(db, a.id, { email: 'guest@alpha.test', roles: ['guest'] });
  await insertUser(db, b.id, { email: 'exec@bravo.test', roles: ['executive'] });
});

async function eventNames(email: string, query = '') {
  const cookie = await signInCookie(t.app, email);
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/events${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json().items as { eventName: string }[]).map((e) => e.eventName).sort();
}

describe('GET /api/v1/events visibility', () => {
  it('an executive sees every event of their own client and none of another client', async () => {
    expect(await eventNames('exec@alpha.test')).toEqual(['Cup Final', 'Holiday Sale', 'Parked Job', 'Summer Concert']);
    expect(await eventNames('exec@bravo.test')).toEqual(['Bravo Secret Event']);
  });

  it('an admin sees all events of all clients', async () => {
    expect(await eventNames('admin@alpha.test')).toHaveLength(5);
  });

  it('a manager sees events of granted customers plus individually granted events', async () => {
    expect(await eventNames('manager@alpha.test')).toEqual(['Cup Final', 'Holiday Sale', 'Parked Job']);
  });

  it('a guard sees only the events they are assigned to', async () => {
    expect(await eventNames('guard@alpha.test')).toEqual(['Cup Final']);
  });

  it("a customer's user sees that customer's events; a guest may not list events at all", async () => {
    expect(await eventNames('client@alpha.test')).toEqual(['Cup Final', 'Summer Concert']);
    const cookie = await signInCookie(t.app, 'guest@alpha.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/events', headers: { cookie } });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/v1/events content', () => {
  it('derives status from the injected clock and counts guards on duty and on break', async () => {
    const cookie = await signInCookie(t.app, 'exec@alpha.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/events?limit=10', headers: { cookie } });
    const byName = Object.fromEntries(
      (response.json().items as { eventName: string; status: string }[]).map((e) => [e.eventName, e]),
    );
    expect(byName['Cup Final']).toMatchObject({
      status: 'Active',
      customerName: 'Stadium Authority',
      guardsAssigned: 2,
      guardsOnDuty: 2,
      guardsOnBreak: 1,
      guardPayrate: 22.5,
      payrollBudget: 10000,
    });
    expect(byName['Summer Concert']?.status).toBe('Upcoming');
    expect(byName['Holiday Sale']?.status).toBe('Completed');
    expect(byName['Parked Job']?.status).toBe('Unassigned');
  });

  it('filters by status and text, and pages', async () => {
    expect(await eventNames('exec@alpha.test', '?status=Active')).toEqual(['Cup Final']);
    expect(await eventNames('exec@alpha.test', '?q=sale')).toEqual(['Holiday Sale']);
    expect(await eventNames('exec@alpha.test', '?q=%25')).toEqual([]);
    const cookie = await signInCookie(t.app, 'exec@alpha.test');
    const page2 = await t.app.inject({ method: 'GET', url: '/api/v1/events?limit=3&page=2', headers: { cookie } });
    expect(page2.json()).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(page2.json().items).toHaveLength(1);
    const beyond = await t.app.inject({ method: 'GET', url: '/api/v1/events?limit=3&page=9', headers: { cookie } });
    expect(beyond.json()).toMatchObject({ items: [], total: 4 });
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=abc', 'limit'],
    ['?page=-1', 'page'],
    ['?page=1.5', 'page'],
    ['?status=Paused', 'status'],
    [`?q=${'x'.repeat(201)}`, 'q'],
  ])('rejects %s with 400 naming the field', async (query, field) => {
    const cookie = await signInCookie(t.app, 'exec@alpha.test');
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/events${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});

async function orderedNames(email: string, query: string) {
  const cookie = await signInCookie(t.app, email);
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/events${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json().items as { eventName: string }[]).map((e) => e.eventName);
}

describe('GET /api/v1/events sorting and filters', () => {
  it('sorts by the allowed columns in either order (default: newest start first)', async () => {
    const exec = 'exec@alpha.test';
    expect(await orderedNames(exec, '')).toEqual(['Summer Concert', 'Parked Job', 'Cup Final', 'Holiday Sale']);
    expect(await orderedNames(exec, '?sort=eventName&order=asc')).toEqual([
      'Cup Final',
      'Holiday Sale',
      'Parked Job',
      'Summer Concert',
    ]);
    expect(await orderedNames(exec, '?sort=eventName&order=desc')).toEqual([
      'Summer Concert',
      'Parked Job',
      'Holiday Sale',
      'Cup Final',
    ]);
    expect(await orderedNames(exec, '?sort=startDate&order=asc')).toEqual([
      'Holiday Sale',
      'Cup Final',
      'Parked Job',
      'Summer Concert',
    ]);
    expect(await orderedNames(exec, '?sort=endDate&order=asc')).toEqual([
      'Holiday Sale',
      'Parked Job',
      'Cup Final',
      'Summer Concert',
    ]);
    // Status in the order Upcoming, Active, Completed, Unassigned.
    expect(await orderedNames(exec, '?sort=status&order=asc')).toEqual([
      'Summer Concert',
      'Cup Final',
      'Holiday Sale',
      'Parked Job',
    ]);
    expect((await orderedNames(exec, '?sort=payrollBudget&order=desc'))[0]).toBe('Cup Final');
    expect((await orderedNames(exec, '?sort=guardsAssigned&order=desc'))[0]).toBe('Cup Final');
    expect(await orderedNames(exec, '?sort=customerName&order=asc&limit=2')).toEqual(
      expect.arrayContaining(['Holiday Sale', 'Parked Job']),
    );
  });

  it('filters by customer and by a date range (events overlapping it), within the caller’s scope', async () => {
    const exec = 'exec@alpha.test';
    expect(await eventNames(exec, `?customerId=${ids.mall}`)).toEqual(['Holiday Sale', 'Parked Job']);
    expect(await eventNames(exec, `?customerId=${ids.other}`)).toEqual([]);
    const from = encodeURIComponent(hours(0).toISOString());
    const to = encodeURIComponent(hours(5).toISOString());
    expect(await eventNames(exec, `?from=${from}&to=${to}`)).toEqual(['Cup Final', 'Parked Job']);
    expect(await eventNames(exec, `?from=${from}`)).toEqual(['Cup Final', 'Parked Job', 'Summer Concert']);
    expect(await eventNames(exec, `?to=${from}&status=Completed`)).toEqual(['Holiday Sale']);
    // The manager has the mall customer and the Cup Final event only.
    expect(await eventNames('manager@alpha.test', `?customerId=${ids.stadium}`)).toEqual(['Cup Final']);
  });

  it.each([
    ['?sort=secret', 'sort'],
    ['?sort=eventName&order=up', 'order'],
    ['?customerId=nope', 'customerId'],
    ['?from=yesterday', 'from'],
    [`?from=${encodeURIComponent(hours(5).toISOString())}&to=${encodeURIComponent(hours(0).toISOString())}`, 'to'],
  ])('rejects %s with 400 naming the field', async (query, field) => {
    const cookie = await signInCookie(t.app, 'exec@alpha.test');
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/events${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });
});

describe('GET /api/v1/events.csv', () => {
  async function csvOf(email: string, query = '') {
    const cookie = await signInCookie(t.app, email);
    return t.app.inject({ method: 'GET', url: `/api/v1/events.csv${query}`, headers: { cookie } });
  }

  it('exports the filtered, sorted rows: times in each event’s zone, money in dollars', async () => {
    const response = await csvOf('exec@alpha.test', '?sort=eventName&order=asc&status=Active');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="events-2026-06-10.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      '"Event","Customer","Site","Status","Start","End","Time zone","Guards assigned","Guards on duty","Guards on break","Guard rate ($/h)","Manager rate ($/h)","Supervisor rate ($/h)","Payroll budget ($)"',
      '"Cup Final","Stadium Authority","","Active","2026-06-10 08:00","2026-06-10 14:00","America/Chicago","2","2","1","22.50","0.00","0.00","10000.00"',
    ]);
  });

  it('exports every page, only what the caller may see', async () => {
    const all = await csvOf('exec@alpha.test');
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(5);
    const guard = await csvOf('guard@alpha.test');
    expect(guard.body.trimEnd().split('\r\n').slice(1)).toEqual([expect.stringContaining('"Cup Final"')]);
    expect((await csvOf('guest@alpha.test')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events.csv' })).statusCode).toBe(401);
    expect((await csvOf('exec@alpha.test', '?sort=nope')).statusCode).toBe(400);
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    await t.database.db.insert(events).values({
      clientId: ids.b ?? '',
      customerId: ids.other ?? '',
      name: '=HYPERLINK("http://evil.test")',
      startAt: hours(1),
      endAt: hours(2),
    });
    const response = await csvOf('exec@bravo.test', '?sort=eventName&order=asc');
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.test"")"');
  });
});
