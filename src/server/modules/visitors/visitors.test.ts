import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignGuard,
  grantCustomer,
  grantEvent,
  insertAlphaAndBravo,
  insertEvent,
  insertUser,
  suiteVisitorInserter,
} from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-10T15:00:00Z');
const { t, ids, cookies, hours } = suiteTestApp({ clock: () => now });

const insertVisitor = suiteVisitorInserter(t, hours);

beforeAll(async () => {
  const db = t.database.db;
  const { a, b, stadium, mall, bravoCustomer } = await insertAlphaAndBravo(db);
  const match = await insertEvent(db, a.id, stadium.id, { name: 'Cup Final', startAt: hours(-2), endAt: hours(4) });
  const sale = await insertEvent(db, a.id, mall.id, { name: 'Holiday Sale', startAt: hours(-1), endAt: hours(8) });
  const foreign = await insertEvent(db, b.id, bravoCustomer.id, {
    name: 'Bravo Event',
    startAt: hours(-1),
    endAt: hours(1),
  });

  const users = {
    exec: await insertUser(db, a.id, { email: 'exec@alpha.test', roles: ['executive'] }),
    admin: await insertUser(db, a.id, { email: 'admin@alpha.test', roles: ['admin'] }),
    adminOnBravo: await insertUser(db, a.id, { email: 'admin2@alpha.test', roles: ['admin'], activeClientId: b.id }),
    manager: await insertUser(db, a.id, { email: 'manager@alpha.test', roles: ['manager'] }),
    supervisor: await insertUser(db, a.id, { email: 'supervisor@alpha.test', roles: ['supervisor'] }),
    guard: await insertUser(db, a.id, { email: 'guard@alpha.test', roles: ['guard'] }),
    client: await insertUser(db, a.id, {
      email: 'client@alpha.test',
      roles: ['client'],
      customerId: stadium.id,
    }),
    guest: await insertUser(db, a.id, { email: 'guest@alpha.test', roles: ['guest'], displayName: 'Gina Guest' }),
    guest2: await insertUser(db, a.id, { email: 'guest2@alpha.test', roles: ['guest'] }),
    execB: await insertUser(db, b.id, { email: 'exec@bravo.test', roles: ['executive'] }),
  };
  await grantCustomer(db, a.id, users.manager.id, mall.id);
  await grantEvent(db, a.id, users.supervisor.id, match.id);
  await assignGuard(db, a.id, match.id, users.guard.id);

  Object.assign(ids, { a: a.id, b: b.id, match: match.id, sale: sale.id, foreign: foreign.id });
  for (const [key, user] of Object.entries(users)) ids[key] = user.id;

  ids.matchOnSite = await insertVisitor({
    clientId: a.id,
    eventId: match.id,
    name: 'Olivia Onsite',
    status: 'checked_in',
    checkedInAt: hours(-1),
    badgeNumber: 'V-1001',
  });
  ids.matchGone = await insertVisitor({
    clientId: a.id,
    eventId: match.id,
    name: 'Gary Gone',
    status: 'checked_out',
    checkedInAt: hours(-5),
    checkedOutAt: hours(-4),
  });
  ids.saleExpected = await insertVisitor({ clientId: a.id, eventId: sale.id, name: 'Sally Sale' });
  ids.lobbyExpected = await insertVisitor({ clientId: a.id, name: 'Leo Lobby', company: 'Acme Elevators' });
  ids.guestRequest = await insertVisitor({
    clientId: a.id,
    name: 'Gina Guest',
    status: 'requested',
    requestedBy: users.guest.id,
    expectedAt: hours(20),
  });
  ids.guest2Request = await insertVisitor({
    clientId: a.id,
    name: 'Other Guest',
    status: 'requested',
    requestedBy: users.guest2.id,
    expectedAt: hours(30),
  });
  ids.bravoOnSite = await insertVisitor({
    clientId: b.id,
    eventId: foreign.id,
    name: 'Bruno Bravo',
    status: 'checked_in',
    checkedInAt: hours(-1),
  });

  for (const email of [
    'exec@alpha.test',
    'admin@alpha.test',
    'admin2@alpha.test',
    'manager@alpha.test',
    'supervisor@alpha.test',
    'guard@alpha.test',
    'client@alpha.test',
    'guest@alpha.test',
    'guest2@alpha.test',
    'exec@bravo.test',
  ]) {
    cookies[email.split('@')[0] === 'exec' ? email : (email.split('@')[0] ?? email)] = await signInCookie(t.app, email);
  }
});

const cookieOf = (who: string) => {
  const value = cookies[who];
  if (!value) throw new Error(`no cookie for ${who}`);
  return value;
};

async function get(who: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: cookieOf(who) } });
}

async function post(who: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: cookieOf(who) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function names(who: string, query = 'view=history') {
  const response = await get(who, `/api/v1/visitors?${query}&limit=100`);
  expect(response.statusCode).toBe(200);
  return (response.json().items as { name: string }[]).map((v) => v.name).sort();
}

describe('GET /api/v1/visitors scoping', () => {
  it('an executive sees every visitor of their client and none of another client', async () => {
    expect(await names('exec@alpha.test')).toEqual([
      'Gary Gone',
      'Gina Guest',
      'Leo Lobby',
      'Olivia Onsite',
      'Other Guest',
      'Sally Sale',
    ]);
    expect(await names('exec@bravo.test')).toEqual(['Bruno Bravo']);
  });

  it('an admin sees the working client (their own when none is chosen)', async () => {
    expect(await names('admin')).toHaveLength(6);
    expect(await names('admin2')).toEqual(['Bruno Bravo']);
  });

  it('a manager sees the visitors of the events they may see plus those tied to no event', async () => {
    expect(await names('manager')).toEqual(['Gina Guest', 'Leo Lobby', 'Other Guest', 'Sally Sale']);
  });

  it('a supervisor and a guard see their events’ visitors plus the front-desk ones, not other events’', async () => {
    const expected = ['Gary Gone', 'Gina Guest', 'Leo Lobby', 'Olivia Onsite', 'Other Guest'];
    expect(await names('supervisor')).toEqual(expected);
    expect(await names('guard')).toEqual(expected);
  });

  it('a client-role user sees the visitors at their sites only', async () => {
    expect(await names('client')).toEqual(['Gary Gone', 'Olivia Onsite']);
  });

  it('a guest sees only the visits they asked for, whatever the view', async () => {
    expect(await names('guest', 'view=requests')).toEqual(['Gina Guest']);
    expect(await names('guest')).toEqual(['Gina Guest']);
    expect(await names('guest', 'view=on-site')).toEqual([]);
    expect(await names('guest2', 'view=requests')).toEqual(['Other Guest']);
  });

  it('filters by view, text, event and status, pages, and counts the tabs', async () => {
    expect(await names('exec@alpha.test', 'view=on-site')).toEqual(['Olivia Onsite']);
    expect(await names('exec@alpha.test', 'view=expected')).toEqual(['Leo Lobby', 'Sally Sale']);
    expect(await names('exec@alpha.test', 'view=requests')).toEqual(['Gina Guest', 'Other Guest']);
    expect(await names('exec@alpha.test', 'view=history&q=acme')).toEqual(['Leo Lobby']);
    expect(await names('exec@alpha.test', 'view=history&q=cup%20final')).toEqual(['Gary Gone', 'Olivia Onsite']);
    expect(await names('exec@alpha.test', `view=history&eventId=${ids.match}&status=checked_out`)).toEqual([
      'Gary Gone',
    ]);
    expect(await names('exec@alpha.test', 'view=history&q=%25')).toEqual([]);
    const response = await get('exec@alpha.test', '/api/v1/visitors?view=history&limit=4&page=2');
    expect(response.json()).toMatchObject({
      page: 2,
      limit: 4,
      total: 6,
      counts: { onSite: 1, expected: 2, requests: 2 },
    });
    expect(response.json().items).toHaveLength(2);
    const beyond = await get('exec@alpha.test', '/api/v1/visitors?view=history&limit=4&page=9');
    expect(beyond.json()).toMatchObject({ items: [], total: 6 });
  });

  it('lists requests pending first', async () => {
    const response = await get('exec@alpha.test', '/api/v1/visitors?view=requests');
    expect((response.json().items as { status: string }[]).map((v) => v.status)).toEqual(['requested', 'requested']);
  });

  it.each([
    ['view=everything', 'view'],
    ['limit=0', 'limit'],
    ['eventId=nope', 'eventId'],
    ['status=gone', 'status'],
    ['from=yesterday', 'from'],
    ['from=2026-06-10T00:00:00Z&to=2026-06-09T00:00:00Z', 'to'],
  ])('rejects %s with 400 naming the field', async (query, field) => {
    const response = await get('exec@alpha.test', `/api/v1/visitors?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/visitors' });
    expect(response.statusCode).toBe(401);
  });
});

describe('visit requests', () => {
  const request = {
    name: 'Gina Guest',
    company: 'Freelance',
    hostName: 'Mia Manager',
    purpose: 'Interview',
    expectedAt: hours(26).toISOString(),
  };

  it('a guest requests a visit and sees it as requested; the front desk sees it too', async () => {
    const response = await post('guest', '/api/v1/visitors/requests', request);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Gina Guest',
      status: 'requested',
      hostName: 'Mia Manager',
      requestedById: ids.guest,
      requestedByName: 'Gina Guest',
      email: 'guest@alpha.test',
      eventId: null,
      createdAt: now.toISOString(),
    });
    ids.newRequest = created.id;
    const own = await get('guest', '/api/v1/visitors?view=requests');
    expect((own.json().items as { id: string }[]).map((v) => v.id)).toContain(created.id);
    const other = await get('guest2', '/api/v1/visitors?view=requests');
    expect((other.json().items as { id: string }[]).map((v) => v.id)).not.toContain(created.id);
    const desk = await get('manager', '/api/v1/visitors?view=requests');
    expect((desk.json().items as { id: string }[]).map((v) => v.id)).toContain(created.id);
    const audit = await t.database.db.execute<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where entity = 'visitor' and entity_id = ${created.id}`,
    );
    expect(audit.rows).toEqual([{ action: 'visitor.request', actor_id: ids.guest }]);
  });

  it('refuses a time in the past, an event the caller cannot see, missing and unknown fields', async () => {
    const past = await post('guest', '/api/v1/visitors/requests', { ...request, expectedAt: hours(-1).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ expectedAt: 'Choose a time in the future' });
    const far = await post('guest', '/api/v1/visitors/requests', {
      ...request,
      expectedAt: hours(24 * 400).toISOString(),
    });
    expect(far.json().error.fields).toEqual({ expectedAt: 'Must be within a year from now' });
    const event = await post('guest', '/api/v1/visitors/requests', { ...request, eventId: ids.match });
    expect(event.statusCode).toBe(400);
    expect(event.json().error.fields).toEqual({ eventId: 'Choose one of your events' });
    const foreign = await post('manager', '/api/v1/visitors/requests', { ...request, eventId: ids.foreign });
    expect(foreign.json().error.fields).toEqual({ eventId: 'Choose one of your events' });
    const missing = await post('guest', '/api/v1/visitors/requests', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['expectedAt', 'hostName', 'name', 'purpose']);
    const unknown = await post('guest', '/api/v1/visitors/requests', { ...request, status: 'expected' });
    expect(unknown.statusCode).toBe(400);
    const blank = await post('guest', '/api/v1/visitors/requests', { ...request, name: '   ' });
    expect(blank.json().error.fields).toEqual({ name: 'Enter the visitor’s name' });
  });

  it('only a manager or above approves or declines; the guest sees the outcome and the note', async () => {
    for (const who of ['guest', 'guard', 'supervisor', 'client']) {
      const response = await post(who, `/api/v1/visitors/${ids.newRequest}/approve`, {});
      expect(response.statusCode, who).toBe(403);
    }
    const approved = await post('manager', `/api/v1/visitors/${ids.newRequest}/approve`, {
      note: 'Ask for Mia at gate B',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'expected',
      decisionNote: 'Ask for Mia at gate B',
      decidedAt: now.toISOString(),
    });
    const again = await post('manager', `/api/v1/visitors/${ids.newRequest}/decline`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'visitor.not_requested',
      message: 'Only a pending request can be approved or declined. This visitor is expected.',
      params: { status: 'expected' },
    });

    const declined = await post('exec@alpha.test', `/api/v1/visitors/${ids.guest2Request}/decline`, {
      note: 'No visits during the final',
    });
    expect(declined.json()).toMatchObject({ status: 'denied', decisionNote: 'No visits during the final' });

    const mine = await get('guest', '/api/v1/visitors?view=requests');
    const decided = (mine.json().items as { id: string; status: string; decisionNote: string | null }[]).find(
      (v) => v.id === ids.newRequest,
    );
    expect(decided).toMatchObject({ status: 'expected', decisionNote: 'Ask for Mia at gate B' });
    const other = await get('guest2', '/api/v1/visitors?view=requests');
    expect(other.json().items[0]).toMatchObject({ status: 'denied', decisionNote: 'No visits during the final' });
  });

  it('refuses a note that is too long and unknown body fields', async () => {
    const long = await post('manager', `/api/v1/visitors/${ids.guestRequest}/approve`, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ note: 'At most 500 characters' });
    const extra = await post('manager', `/api/v1/visitors/${ids.guestRequest}/approve`, { status: 'checked_in' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('front desk: pre-register, check in, check out', () => {
  it('a guard pre-registers a visitor for the front desk; a guest or client may not', async () => {
    const body = {
      name: 'Walter Walkin',
      company: 'Courier Co',
      hostName: 'Reception',
      purpose: 'Delivery',
      vehiclePlate: 'IL 12345',
      phone: '+1 (312) 555-0100',
      email: 'walter@courier.test',
      expectedAt: hours(-0.5).toISOString(),
    };
    const created = await post('guard', '/api/v1/visitors', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, status: 'expected', eventId: null, requestedById: ids.guard });
    ids.walkin = created.json().id;
    for (const who of ['guest', 'client']) expect((await post(who, '/api/v1/visitors', body)).statusCode).toBe(403);
  });

  it('validates the pre-registration', async () => {
    const missing = await post('guard', '/api/v1/visitors', {});
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['expectedAt', 'name']);
    const bad = await post('guard', '/api/v1/visitors', {
      name: 'X',
      email: 'not-an-email',
      phone: 'call me',
      expectedAt: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      email: 'Enter a valid email',
      phone: 'Use digits, spaces and + ( ) - only',
      expectedAt: 'Must be an ISO 8601 date-time',
    });
    const old = await post('guard', '/api/v1/visitors', { name: 'X', expectedAt: hours(-30).toISOString() });
    expect(old.json().error.fields).toEqual({ expectedAt: 'Must be no more than 24 hours ago' });
    const notMine = await post('guard', '/api/v1/visitors', {
      name: 'X',
      expectedAt: hours(1).toISOString(),
      eventId: ids.sale,
    });
    expect(notMine.json().error.fields).toEqual({ eventId: 'Choose one of your events' });
    const mine = await post('guard', '/api/v1/visitors', {
      name: 'Mark Match',
      expectedAt: hours(1).toISOString(),
      eventId: ids.match,
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ eventName: 'Cup Final' });
  });

  it('checks an expected visitor in with a badge and out again; other states answer 409', async () => {
    const checkIn = await post('guard', `/api/v1/visitors/${ids.walkin}/check-in`, { badgeNumber: 'V-2001' });
    expect(checkIn.statusCode).toBe(200);
    expect(checkIn.json()).toMatchObject({
      status: 'checked_in',
      badgeNumber: 'V-2001',
      checkedInAt: now.toISOString(),
      checkedInByName: 'Test User',
    });
    const twice = await post('guard', `/api/v1/visitors/${ids.walkin}/check-in`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain('on site');

    const onSite = await get('guard', '/api/v1/visitors?view=on-site');
    expect((onSite.json().items as { id: string }[]).map((v) => v.id)).toContain(ids.walkin);

    const out = await post('guard', `/api/v1/visitors/${ids.walkin}/check-out`);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ status: 'checked_out', checkedOutAt: now.toISOString() });
    expect((await post('guard', `/api/v1/visitors/${ids.walkin}/check-out`)).statusCode).toBe(409);
    expect((await post('guard', `/api/v1/visitors/${ids.walkin}/check-in`, {})).statusCode).toBe(409);

    const audit = await t.database.db.execute<{ action: string }>(
      sql`select action from audit_log where entity_id = ${ids.walkin} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['visitor.pre-register', 'visitor.check-in', 'visitor.check-out']);
  });

  it('a pending request cannot be checked in, nor a visitor who is not on site checked out', async () => {
    expect((await post('guard', `/api/v1/visitors/${ids.guestRequest}/check-in`, {})).statusCode).toBe(409);
    expect((await post('guard', `/api/v1/visitors/${ids.lobbyExpected}/check-out`)).statusCode).toBe(409);
  });

  it('a visitor the caller may not see, or of another client, is not found', async () => {
    const other = await post('exec@alpha.test', `/api/v1/visitors/${ids.bravoOnSite}/check-out`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not_found');
    expect((await post('exec@alpha.test', `/api/v1/visitors/${ids.bravoOnSite}/approve`, {})).statusCode).toBe(404);
    expect((await post('guard', `/api/v1/visitors/${ids.saleExpected}/check-in`, {})).statusCode).toBe(404);
    const missing = await post('guard', '/api/v1/visitors/00000000-0000-4000-8000-000000000000/check-in', {});
    expect(missing.statusCode).toBe(404);
    const badId = await post('guard', '/api/v1/visitors/not-a-uuid/check-in', {});
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().error.fields)).toEqual(['id']);
    // Nothing changed in the other client.
    expect(await names('exec@bravo.test', 'view=on-site')).toEqual(['Bruno Bravo']);
  });

  it('the guest and the client may not use the front desk', async () => {
    expect((await post('guest', `/api/v1/visitors/${ids.lobbyExpected}/check-in`, {})).statusCode).toBe(403);
    expect((await post('client', `/api/v1/visitors/${ids.matchOnSite}/check-out`)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/visitors.csv', () => {
  it('exports the whole view as CSV in the caller’s time zone, with formula cells defused', async () => {
    await insertVisitor({ clientId: ids.a ?? '', name: '=HYPERLINK("http://evil")', expectedAt: hours(2) });
    const response = await get('exec@alpha.test', '/api/v1/visitors.csv?view=expected&timeZone=America/Chicago');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="visitors-expected-2026-06-10.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Name","Company","Host","Purpose","Event","Status","Expected","Checked in","Checked out","Badge","Vehicle plate","ID type","ID last 4","Email","Phone","Requested by","Decision note"',
    );
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil"")"');
    // 16:00 UTC is 11:00 in Chicago in June.
    expect(response.body).toContain('"Leo Lobby","Acme Elevators","","","","Expected","2026-06-10 11:00"');
  });

  it('keeps the scope and validates the time zone', async () => {
    const guest = await get('guest', '/api/v1/visitors.csv?view=history');
    expect(guest.body).toContain('Gina Guest');
    expect(guest.body).not.toContain('Leo Lobby');
    const bad = await get('exec@alpha.test', '/api/v1/visitors.csv?timeZone=Mars/Olympus');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['timeZone']);
  });
});
