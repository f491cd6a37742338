import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, breaks } from '../../db/schema.ts';
import {
  assignGuard,
  grantCustomer,
  grantEvent,
  insertEvent,
  insertSentinelAndLakeshore,
  insertUser,
} from '../../test/fixtures.ts';
import { addSignedInRoles } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

let now = new Date('2026-05-05T18:00:00Z');
const at = (hhmm: string, day = '2026-05-05') => new Date(`${day}T${hhmm}:00Z`);
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });

async function addBreak(clientId: string, userId: string, eventId: string, start: Date, length: number, end?: Date) {
  const [row] = await t.database.db
    .insert(breaks)
    .values({
      clientId,
      userId,
      eventId,
      lengthOfBreak: length,
      startAt: start,
      endAt: end ?? null,
      status: end ? (end.getTime() - start.getTime() > length * 60_000 ? 'overrun' : 'completed') : 'active',
    })
    .returning({ id: breaks.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

beforeAll(async () => {
  const db = t.database.db;
  const { own, other, north, south, otherCustomer } = await insertSentinelAndLakeshore(db);
  const span = (from: string, to: string) => ({ startAt: at(from), endAt: at(to) });
  const northEvent = await insertEvent(db, own.id, north.id, { name: 'Mall Day', ...span('08:00', '23:00') });
  const southEvent = await insertEvent(db, own.id, south.id, { name: 'Arena Night', ...span('08:00', '23:00') });
  const otherEvent = await insertEvent(db, other.id, otherCustomer.id, {
    name: 'Pier Watch',
    ...span('08:00', '23:00'),
  });
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'manager', 'supervisor', 'guard'], 's.test');
  const ann = await insertUser(db, own.id, { email: 'ann@s.test', displayName: 'Ann North' });
  const bob = await insertUser(db, own.id, { email: 'bob@s.test', displayName: 'Bob South' });
  const stranger = await insertUser(db, other.id, { email: 'eve@l.test', displayName: 'Eve Lake' });
  await grantCustomer(db, own.id, ids.manager ?? '', north.id);
  await grantEvent(db, own.id, ids.supervisor ?? '', northEvent.id);
  await assignGuard(db, own.id, southEvent.id, ids.guard ?? '');
  // Live: Ann 20 min into a 15-minute break (overrun); Bob 10 min into a 30-minute break.
  ids.annLive = await addBreak(own.id, ann.id, northEvent.id, at('17:40'), 15);
  ids.bobLive = await addBreak(own.id, bob.id, southEvent.id, at('17:50'), 30);
  // History: Ann took 14 of 15 (ok) and 40 of 30 (overrun) earlier.
  ids.annOk = await addBreak(own.id, ann.id, northEvent.id, at('10:00'), 15, at('10:14'));
  ids.annOver = await addBreak(own.id, ann.id, northEvent.id, at('13:00'), 30, at('13:40'));
  ids.strangerLive = await addBreak(other.id, stranger.id, otherEvent.id, at('17:30'), 15);
  Object.assign(ids, { ann: ann.id, bob: bob.id, northEvent: northEvent.id, southEvent: southEvent.id });
});

type Item = { id: string; guard: { name: string }; takenMinutes: number; overrun: boolean; endAt: string | null };

describe('breaks list', () => {
  it('lists only open breaks in the live view, with taken minutes from the injected clock', async () => {
    const res = await call('executive', 'GET', '/api/v1/breaks?view=live');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    const byId = Object.fromEntries(body.items.map((b: Item) => [b.id, b]));
    expect(byId[ids.annLive ?? '']).toMatchObject({
      guard: { name: 'Ann North' },
      event: { name: 'Mall Day' },
      allowedMinutes: 15,
      takenMinutes: 20,
      overrun: true,
      endAt: null,
      status: 'active',
    });
    expect(byId[ids.bobLive ?? '']).toMatchObject({ takenMinutes: 10, overrun: false });
    // Default live order: longest running first.
    expect(body.items[0].id).toBe(ids.annLive);
  });

  it('moves with the clock', async () => {
    now = new Date('2026-05-05T18:25:00Z');
    const body = (await call('executive', 'GET', '/api/v1/breaks?view=live')).json();
    const bob = body.items.find((b: Item) => b.id === ids.bobLive);
    expect(bob).toMatchObject({ takenMinutes: 35, overrun: true });
    now = new Date('2026-05-05T18:00:00Z');
  });

  it('lists ended and open breaks in the history with filters, sorting and paging', async () => {
    const all = (await call('executive', 'GET', '/api/v1/breaks?view=history')).json();
    expect(all.total).toBe(4);
    expect(all.items[0].id).toBe(ids.bobLive); // newest first
    const over = (await call('executive', 'GET', '/api/v1/breaks?view=history&overrunOnly=true')).json();
    expect(over.items.map((b: Item) => b.id).sort()).toEqual([ids.annLive, ids.annOver].sort());
    const ended = over.items.find((b: Item) => b.id === ids.annOver);
    expect(ended).toMatchObject({ takenMinutes: 40, allowedMinutes: 30, status: 'overrun' });
    const windowed = (
      await call(
        'executive',
        'GET',
        `/api/v1/breaks?view=history&from=${at('09:00').toISOString()}&to=${at('14:00').toISOString()}&sort=startAt&order=asc`,
      )
    ).json();
    expect(windowed.items.map((b: Item) => b.id)).toEqual([ids.annOk, ids.annOver]);
    const byEvent = (await call('executive', 'GET', `/api/v1/breaks?view=history&eventId=${ids.southEvent}`)).json();
    expect(byEvent.items.map((b: Item) => b.id)).toEqual([ids.bobLive]);
    const byUser = (await call('executive', 'GET', `/api/v1/breaks?view=history&userId=${ids.bob}`)).json();
    expect(byUser.total).toBe(1);
    const search = (await call('executive', 'GET', '/api/v1/breaks?view=history&q=arena')).json();
    expect(search.items.map((b: Item) => b.id)).toEqual([ids.bobLive]);
    const paged = (
      await call('executive', 'GET', '/api/v1/breaks?view=history&limit=1&page=2&sort=guardName&order=asc')
    ).json();
    expect(paged).toMatchObject({ total: 4, page: 2, limit: 1 });
    expect(paged.items[0].guard.name).toBe('Ann North');
  });

  it('scopes the list to the events the caller may see', async () => {
    const manager = (await call('manager', 'GET', '/api/v1/breaks?view=history')).json();
    expect(manager.items.every((b: { event: { name: string } }) => b.event.name === 'Mall Day')).toBe(true);
    expect(manager.total).toBe(3);
    const supervisor = (await call('supervisor', 'GET', '/api/v1/breaks?view=live')).json();
    expect(supervisor.items.map((b: Item) => b.id)).toEqual([ids.annLive]);
    const guard = (await call('guard', 'GET', '/api/v1/breaks?view=live')).json();
    expect(guard.items.map((b: Item) => b.id)).toEqual([ids.bobLive]);
  });

  it('exports the history as CSV', async () => {
    const res = await call('executive', 'GET', '/api/v1/breaks.csv?view=history&overrunOnly=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Guard');
    expect(lines).toHaveLength(3);
  });

  it('answers 400 naming the field for a bad query', async () => {
    for (const [query, field] of [
      ['view=today', 'view'],
      ['view=history&from=yesterday', 'from'],
      ['view=history&eventId=nope', 'eventId'],
      ['view=history&overrunOnly=maybe', 'overrunOnly'],
      ['view=history&sort=salary', 'sort'],
      ['view=history&limit=500', 'limit'],
      [`view=history&from=${at('14:00').toISOString()}&to=${at('09:00').toISOString()}`, 'to'],
    ] as const) {
      const res = await call('executive', 'GET', `/api/v1/breaks?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toHaveProperty(field);
    }
  });
});

describe('ending a break', () => {
  it('refuses a guard (403) and another client’s or an out-of-scope break (404)', async () => {
    expect((await call('guard', 'POST', `/api/v1/breaks/${ids.bobLive}/end`)).statusCode).toBe(403);
    expect((await call('executive', 'POST', `/api/v1/breaks/${ids.strangerLive}/end`)).statusCode).toBe(404);
    expect((await call('supervisor', 'POST', `/api/v1/breaks/${ids.bobLive}/end`)).statusCode).toBe(404);
    expect((await call('executive', 'POST', '/api/v1/breaks/not-an-id/end')).statusCode).toBe(400);
  });

  it('lets a supervisor end a break in scope at the server clock, audited, and 409 once ended', async () => {
    const res = await call('supervisor', 'POST', `/api/v1/breaks/${ids.annLive}/end`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ endAt: now.toISOString(), takenMinutes: 20, overrun: true, status: 'overrun' });
    const [row] = await t.database.db
      .select()
      .from(breaks)
      .where(eq(breaks.id, ids.annLive ?? ''));
    expect(row?.endAt?.toISOString()).toBe(now.toISOString());
    expect(row?.status).toBe('overrun');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'break.end'), eq(auditLog.entityId, ids.annLive ?? '')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: ids.supervisor, entity: 'break' });
    expect(audit[0]?.data).toMatchObject({ endedBy: ids.supervisor, onBehalfOf: ids.ann });
    const again = await call('executive', 'POST', `/api/v1/breaks/${ids.annLive}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This break has already ended.');
    const live = (await call('executive', 'GET', '/api/v1/breaks?view=live')).json();
    expect(live.items.map((b: Item) => b.id)).toEqual([ids.bobLive]);
  });

  it('marks a break ended within its length as completed', async () => {
    const res = await call('manager', 'POST', `/api/v1/breaks/${ids.bobLive}/end`);
    expect(res.statusCode).toBe(404); // south is not the manager's customer
    const ok = await call('executive', 'POST', `/api/v1/breaks/${ids.bobLive}/end`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'completed', overrun: false, takenMinutes: 10 });
  });
});
