import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, visitors } from '../../db/schema.ts';
import {
  assignGuard,
  grantEvent,
  insertClient,
  insertCustomer,
  insertEvent,
  insertUser,
  suiteVisitorInserter,
} from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { purgeExpiredVisitorData } from './retention.ts';

/*
 * Issue 10, visitors: the watch list (name and plate, case- and accent-insensitive), the warning and its alert,
 * the supervisor's override, deny entry, ID type and last 4 digits, the check-in photo, overstays and the
 * retention purge.
 */

const now = new Date('2026-06-10T15:00:00Z');
const { t, ids, cookies, hours } = suiteTestApp({ clock: () => now });
const days = (d: number) => hours(d * 24);

/** A 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const insertVisitor = suiteVisitorInserter(t, hours);

beforeAll(async () => {
  const db = t.database.db;
  const a = await insertClient(db, { name: 'Alpha Guarding' });
  const b = await insertClient(db, { name: 'Bravo Guarding', visitorRetentionDays: 30 });
  const stadium = await insertCustomer(db, a.id, { name: 'Stadium Authority' });
  const ended = await insertEvent(db, a.id, stadium.id, {
    name: 'Morning Match',
    startAt: hours(-6),
    endAt: hours(-1),
  });
  const running = await insertEvent(db, a.id, stadium.id, {
    name: 'Evening Match',
    startAt: hours(-1),
    endAt: hours(5),
  });
  const users = {
    exec: await insertUser(db, a.id, { email: 'exec@alpha.test', roles: ['executive'] }),
    manager: await insertUser(db, a.id, { email: 'manager@alpha.test', roles: ['manager'] }),
    supervisor: await insertUser(db, a.id, { email: 'supervisor@alpha.test', roles: ['supervisor'] }),
    guard: await insertUser(db, a.id, { email: 'guard@alpha.test', roles: ['guard'] }),
    client: await insertUser(db, a.id, { email: 'client@alpha.test', roles: ['client'], customerId: stadium.id }),
    guest: await insertUser(db, a.id, { email: 'guest@alpha.test', roles: ['guest'] }),
    execB: await insertUser(db, b.id, { email: 'exec@bravo.test', roles: ['executive'] }),
  };
  await grantEvent(db, a.id, users.supervisor.id, running.id);
  await assignGuard(db, a.id, running.id, users.guard.id);
  Object.assign(ids, { a: a.id, b: b.id, ended: ended.id, running: running.id });
  for (const [key, user] of Object.entries(users)) {
    ids[key] = user.id;
    cookies[key] = await signInCookie(
      t.app,
      `${key === 'execB' ? 'exec' : key}@${key === 'execB' ? 'bravo' : 'alpha'}.test`,
    );
  }
});

function call(who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: cookies[who] ?? '' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function alertsOf(visitorName: string) {
  const result = await t.database.db.execute<{ type: string; title: string; notes: string | null }>(
    sql`select type, title, notes from alerts where title = ${`Watch list match: ${visitorName}`}`,
  );
  return result.rows;
}

async function auditActions(entityId: string) {
  const result = await t.database.db.execute<{ action: string; data: Record<string, unknown> }>(
    sql`select action, data from audit_log where entity_id = ${entityId} order by created_at, id`,
  );
  return result.rows;
}

describe('the watch list routes', () => {
  it('a manager adds and removes entries (audited); the front desk reads; others may not', async () => {
    const added = await call('manager', 'POST', '/api/v1/visitor-blocklist', {
      name: 'José Álvarez',
      reason: 'Threatened staff in March',
    });
    expect(added.statusCode).toBe(201);
    const entry = added.json();
    expect(entry).toMatchObject({ name: 'José Álvarez', vehiclePlate: null, reason: 'Threatened staff in March' });
    ids.jose = entry.id;
    const plate = await call('exec', 'POST', '/api/v1/visitor-blocklist', {
      name: 'Unknown driver',
      vehiclePlate: 'AB-12 3',
      reason: 'Tailgated through the barrier',
    });
    expect(plate.statusCode).toBe(201);

    for (const who of ['guard', 'supervisor', 'manager', 'exec']) {
      const list = await call(who, 'GET', '/api/v1/visitor-blocklist');
      expect(list.statusCode, who).toBe(200);
      expect(
        list
          .json()
          .items.map((e: { name: string }) => e.name)
          .sort(),
      ).toEqual(['José Álvarez', 'Unknown driver']);
    }
    expect((await call('client', 'GET', '/api/v1/visitor-blocklist')).statusCode).toBe(403);
    expect((await call('guest', 'GET', '/api/v1/visitor-blocklist')).statusCode).toBe(403);
    expect((await call('execB', 'GET', '/api/v1/visitor-blocklist')).json().items).toEqual([]);
    for (const who of ['guard', 'supervisor', 'client', 'guest']) {
      const refused = await call(who, 'POST', '/api/v1/visitor-blocklist', { name: 'X', reason: 'Y' });
      expect(refused.statusCode, who).toBe(403);
    }

    const throwaway = await call('manager', 'POST', '/api/v1/visitor-blocklist', { name: 'Temp', reason: 'Test' });
    const id = throwaway.json().id;
    expect((await call('supervisor', 'DELETE', `/api/v1/visitor-blocklist/${id}`)).statusCode).toBe(403);
    expect((await call('execB', 'DELETE', `/api/v1/visitor-blocklist/${id}`)).statusCode).toBe(404);
    expect((await call('manager', 'DELETE', `/api/v1/visitor-blocklist/${id}`)).statusCode).toBe(204);
    expect((await call('manager', 'DELETE', `/api/v1/visitor-blocklist/${id}`)).statusCode).toBe(404);
    expect((await auditActions(id)).map((a) => a.action)).toEqual([
      'visitor-blocklist.add',
      'visitor-blocklist.remove',
    ]);
  });

  it('validates an entry: name and reason required, no unknown fields', async () => {
    const bad = await call('manager', 'POST', '/api/v1/visitor-blocklist', { name: ' ', reason: '', email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ name: 'Enter the visitor’s name', reason: 'Enter the reason' });
  });
});

describe('checking in against the watch list', () => {
  it('matches the name whatever the case and accents: 409 with the reason and exactly one alert', async () => {
    const id = await insertVisitor({ clientId: ids.a ?? '', eventId: ids.running, name: 'jose  ALVAREZ' });
    const first = await call('guard', 'POST', `/api/v1/visitors/${id}/check-in`, { badgeNumber: 'V-1' });
    expect(first.statusCode).toBe(409);
    expect(first.json().error).toMatchObject({
      code: 'watch_list_match',
      fields: { reason: 'Threatened staff in March', matchedOn: 'name', entryName: 'José Álvarez' },
    });
    const again = await call('guard', 'POST', `/api/v1/visitors/${id}/check-in`, {});
    expect(again.statusCode).toBe(409);
    const alerts = await alertsOf('jose  ALVAREZ');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'Watch List Match', notes: 'Threatened staff in March' });
    // The alert reaches the bell of those who see the event, in the 'all' list.
    const bell = await call('supervisor', 'GET', '/api/v1/alerts');
    const mine = bell.json().items.filter((a: { type: string }) => a.type === 'Watch List Match');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ category: 'visitor', event: { id: ids.running } });
    // Its title and text are made of params, for each reader's language; the watch list's reason stays as written.
    expect(mine[0].params).toMatchObject({
      name: 'jose  ALVAREZ',
      matchedOn: 'name',
      reason: 'Threatened staff in March',
      by: expect.any(String),
    });
    const visitor = await call('guard', 'GET', '/api/v1/visitors?view=expected');
    const row = visitor.json().items.find((v: { id: string }) => v.id === id);
    expect(row).toMatchObject({ status: 'expected', watchListMatch: true });
    ids.joseVisitor = id;
  });

  it('matches the vehicle plate without spaces, dashes or case', async () => {
    const id = await insertVisitor({ clientId: ids.a ?? '', name: 'Pat Plate', vehiclePlate: 'ab123' });
    const refused = await call('supervisor', 'POST', `/api/v1/visitors/${id}/check-in`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toMatchObject({ matchedOn: 'plate', reason: 'Tailgated through the barrier' });
    expect(await alertsOf('Pat Plate')).toHaveLength(1);
  });

  it('a guard may not check in anyway; a supervisor may (audited), and no second alert is raised', async () => {
    const id = ids.joseVisitor ?? '';
    const guard = await call('guard', 'POST', `/api/v1/visitors/${id}/check-in`, { acknowledgeWatchList: true });
    expect(guard.statusCode).toBe(403);
    const supervisor = await call('supervisor', 'POST', `/api/v1/visitors/${id}/check-in`, {
      acknowledgeWatchList: true,
      badgeNumber: 'V-77',
    });
    expect(supervisor.statusCode).toBe(200);
    expect(supervisor.json()).toMatchObject({
      status: 'checked_in',
      badgeNumber: 'V-77',
      checkedInAt: now.toISOString(),
    });
    expect(await alertsOf('jose  ALVAREZ')).toHaveLength(1);
    const checkIn = (await auditActions(id)).find((a) => a.action === 'visitor.check-in');
    expect(checkIn?.data).toMatchObject({
      watchListOverride: { entryId: ids.jose, reason: 'Threatened staff in March' },
    });
  });

  it('the guard denies entry instead: the visit is denied', async () => {
    const id = await insertVisitor({ clientId: ids.a ?? '', name: 'José Alvarez' });
    expect((await call('guard', 'POST', `/api/v1/visitors/${id}/check-in`, {})).statusCode).toBe(409);
    const denied = await call('guard', 'POST', `/api/v1/visitors/${id}/deny`, { note: 'On the watch list' });
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toMatchObject({ status: 'denied', decisionNote: 'On the watch list' });
    expect((await call('guard', 'POST', `/api/v1/visitors/${id}/deny`, {})).statusCode).toBe(409);
    expect((await call('client', 'POST', `/api/v1/visitors/${id}/deny`, {})).statusCode).toBe(403);
  });

  it('a visitor on no list checks in with the time they came in; a time ahead or too old is refused', async () => {
    const id = await insertVisitor({ clientId: ids.a ?? '', name: 'Clara Clean', vehiclePlate: 'ZZ 999' });
    const future = await call('guard', 'POST', `/api/v1/visitors/${id}/check-in`, {
      checkedInAt: hours(1).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ checkedInAt: 'Must not be in the future' });
    const old = await call('guard', 'POST', `/api/v1/visitors/${id}/check-in`, {
      checkedInAt: hours(-30).toISOString(),
    });
    expect(old.json().error.fields).toEqual({ checkedInAt: 'Must be no more than 24 hours ago' });
    const ok = await call('guard', 'POST', `/api/v1/visitors/${id}/check-in`, {
      checkedInAt: hours(-0.25).toISOString(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'checked_in', checkedInAt: hours(-0.25).toISOString() });
    expect(await alertsOf('Clara Clean')).toHaveLength(0);
  });

  it('pre-registering a watch-listed visitor is refused unless a supervisor or above acknowledges it', async () => {
    const body = { name: 'JOSÉ ÁLVAREZ', expectedAt: hours(2).toISOString() };
    const refused = await call('guard', 'POST', '/api/v1/visitors', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('watch_list_match');
    expect((await call('guard', 'POST', '/api/v1/visitors', { ...body, acknowledgeWatchList: true })).statusCode).toBe(
      403,
    );
    const created = await call('manager', 'POST', '/api/v1/visitors', { ...body, acknowledgeWatchList: true });
    expect(created.statusCode).toBe(201);
  });
});

describe('pre-registration: ID type and the last 4 digits only', () => {
  const base = { name: 'Ida Ident', expectedAt: hours(3).toISOString() };

  it('keeps the ID type and exactly 4 digits', async () => {
    const created = await call('guard', 'POST', '/api/v1/visitors', { ...base, idType: 'passport', idLast4: '0042' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ idType: 'passport', idLast4: '0042' });
  });

  it('refuses more or other than 4 digits, naming the field, and digits without a type', async () => {
    for (const idLast4 of ['12345', 'abcd', '123', '12 34']) {
      const bad = await call('guard', 'POST', '/api/v1/visitors', { ...base, idType: 'national_id', idLast4 });
      expect(bad.statusCode, idLast4).toBe(400);
      expect(bad.json().error.fields, idLast4).toEqual({ idLast4: 'Enter exactly the last 4 digits' });
    }
    const noType = await call('guard', 'POST', '/api/v1/visitors', { ...base, idLast4: '1234' });
    expect(noType.json().error.fields).toEqual({ idType: 'Choose the type of ID' });
    const badType = await call('guard', 'POST', '/api/v1/visitors', { ...base, idType: 'ssn', idLast4: '1234' });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().error.fields)).toEqual(['idType']);
  });
});

describe('the check-in photo', () => {
  it('the front desk adds a photo; those who see the visitor get it back; others do not', async () => {
    const id = await insertVisitor({ clientId: ids.a ?? '', eventId: ids.running, name: 'Paula Photo' });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/visitors/${id}/photo`,
      headers: { cookie: cookies.guard ?? '', 'content-type': 'image/png' },
      payload: tinyPng,
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().photoUrl).toBe(`/api/v1/visitors/${id}/photo`);
    const photo = await call('client', 'GET', `/api/v1/visitors/${id}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(tinyPng)).toBe(true);
    expect((await call('execB', 'GET', `/api/v1/visitors/${id}/photo`)).statusCode).toBe(404);
    expect((await call('guest', 'GET', `/api/v1/visitors/${id}/photo`)).statusCode).toBe(404);

    const notImage = await t.app.inject({
      method: 'POST',
      url: `/api/v1/visitors/${id}/photo`,
      headers: { cookie: cookies.guard ?? '', 'content-type': 'image/png' },
      payload: Buffer.from('not an image at all'),
    });
    expect(notImage.statusCode).toBe(415);
    const byClient = await t.app.inject({
      method: 'POST',
      url: `/api/v1/visitors/${id}/photo`,
      headers: { cookie: cookies.client ?? '', 'content-type': 'image/png' },
      payload: tinyPng,
    });
    expect(byClient.statusCode).toBe(403);
    ids.photoVisitor = id;
  });
});

describe('overstay', () => {
  it('flags and counts a visitor still on site after their event ended', async () => {
    const id = await insertVisitor({
      clientId: ids.a ?? '',
      eventId: ids.ended,
      name: 'Oscar Overstay',
      status: 'checked_in',
      checkedInAt: hours(-3),
    });
    const list = await call('exec', 'GET', '/api/v1/visitors?view=on-site&limit=100');
    const rows = list.json().items as { id: string; overstay: boolean; name: string }[];
    expect(rows.find((v) => v.id === id)?.overstay).toBe(true);
    expect(rows.filter((v) => v.overstay).map((v) => v.name)).toEqual(['Oscar Overstay']);
    expect(list.json().counts.overstay).toBe(1);
  });
});

describe('retention purge', () => {
  it('removes the personal data of visits past their client’s retention only, and audits it per client', async () => {
    const db = t.database.db;
    const oldA = await insertVisitor({
      clientId: ids.a ?? '',
      name: 'Old Alpha',
      company: 'Acme',
      email: 'old@acme.test',
      phone: '+1 555',
      vehiclePlate: 'OLD 1',
      badgeNumber: 'V-9',
      idType: 'passport',
      idLast4: '1234',
      status: 'checked_out',
      expectedAt: days(-100),
      checkedInAt: days(-100),
      checkedOutAt: days(-99),
      createdAt: days(-101),
    });
    const recentA = await insertVisitor({
      clientId: ids.a ?? '',
      name: 'Recent Alpha',
      company: 'Acme',
      status: 'checked_out',
      expectedAt: days(-80),
      checkedInAt: days(-80),
      checkedOutAt: days(-80),
      createdAt: days(-120),
    });
    const oldB = await insertVisitor({
      clientId: ids.b ?? '',
      name: 'Old Bravo',
      status: 'denied',
      expectedAt: days(-40),
      createdAt: days(-41),
    });
    // The photo visitor's stored photo goes with the purge.
    await db
      .update(visitors)
      .set({ createdAt: days(-200), expectedAt: days(-200) })
      .where(sql`id = ${ids.photoVisitor}`);
    const photoFile = (
      await db.execute<{ photo_file: string }>(sql`select photo_file from visitors where id = ${ids.photoVisitor}`)
    ).rows[0]?.photo_file;
    const stored = async () =>
      (await db.execute(sql`select 1 from stored_files where sha256 = ${photoFile ?? ''}`)).rows.length;
    expect(await stored()).toBe(1);

    const result = await purgeExpiredVisitorData({ ...t.ctx, clock: () => now });
    expect(result.sort((x, y) => x.count - y.count)).toEqual([
      { clientId: ids.b, count: 1 },
      { clientId: ids.a, count: 2 },
    ]);

    const rows = await db.execute<Record<string, unknown>>(
      sql`select id, name, company, email, phone, vehicle_plate, badge_number, id_type, id_last4, photo_file,
            purged_at, status from visitors where id in (${oldA}, ${recentA}, ${oldB})`,
    );
    const byId = new Map(rows.rows.map((r) => [r.id, r]));
    expect(byId.get(oldA)).toMatchObject({
      name: 'Purged visitor',
      company: null,
      email: null,
      phone: null,
      vehicle_plate: null,
      badge_number: null,
      id_type: null,
      id_last4: null,
      photo_file: null,
      status: 'checked_out',
    });
    expect(byId.get(oldA)?.purged_at).not.toBeNull();
    expect(byId.get(recentA)).toMatchObject({ name: 'Recent Alpha', company: 'Acme', purged_at: null });
    expect(byId.get(oldB)).toMatchObject({ name: 'Purged visitor' });
    expect(await stored()).toBe(0);

    const audits = await db.execute<{ client_id: string; data: { count: number; retentionDays: number } }>(
      sql`select client_id, data from audit_log where action = 'visitor.purge' order by client_id`,
    );
    expect(audits.rows).toHaveLength(2);
    expect(audits.rows.find((r) => r.client_id === ids.a)?.data).toMatchObject({ count: 2, retentionDays: 90 });
    expect(audits.rows.find((r) => r.client_id === ids.b)?.data).toMatchObject({ count: 1, retentionDays: 30 });

    // A second run finds nothing more and writes no audit entry.
    expect(await purgeExpiredVisitorData({ ...t.ctx, clock: () => now })).toEqual([]);
    // Later, the recent one passes the retention too; the visits themselves stay.
    expect(await purgeExpiredVisitorData({ ...t.ctx, clock: () => days(11) })).toEqual([
      { clientId: ids.a, count: expect.any(Number) },
    ]);
    const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from visitors`);
    expect(count.rows[0]?.n).toBeGreaterThan(5);
  });

  it('the retention is a client setting of 7 to 3650 days', async () => {
    const url = `/api/v1/clients/${ids.a}`;
    const patch = (days: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { cookie: cookies.exec ?? '' },
        payload: { visitorRetentionDays: days },
      });
    expect((await call('exec', 'GET', url)).json().visitorRetentionDays).toBe(90);
    expect((await patch(6)).json().error.fields).toEqual({ visitorRetentionDays: 'Must be at least 7 days' });
    expect((await patch(3651)).json().error.fields).toEqual({ visitorRetentionDays: 'Must be at most 3650 days' });
    const ok = await patch(365);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().visitorRetentionDays).toBe(365);
    const [row] = await t.database.db
      .select({ days: clients.visitorRetentionDays })
      .from(clients)
      .where(sql`id = ${ids.a}`);
    expect(row?.days).toBe(365);
  });
});
