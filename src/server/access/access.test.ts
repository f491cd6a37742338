import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitors } from '../db/schema.ts';
import { findSessionUser, insertSession } from '../modules/auth/repository.ts';
import {
  assignGuard,
  grantCustomer,
  grantEvent,
  insertAlphaAndBravo,
  insertEvent,
  insertUser,
} from '../test/fixtures.ts';
import { productionFiles, serverRoot } from '../test/production-files.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { type Actor, actorInClient, actorOf, clientNamedBy } from './actor.ts';
import {
  assignedEventIds,
  eventVisible,
  eventVisibleInMemory,
  recordVisible,
  recordVisibleInMemory,
} from './event-scope.ts';
import { visibleIds } from './visible-ids.ts';

const now = new Date('2026-06-10T15:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

let database: TestDatabase;
const ids: Record<string, string> = {};
/** Every event of both clients, with what the in-memory form is told about it. */
let allEvents: { id: string; clientId: string; customerId: string }[] = [];
const actors: Record<string, Actor> = {};

/** The signed-in user exactly as a request sees it: a real session read back through the session query. */
async function signedIn(userId: string) {
  const sessionId = randomUUID();
  await insertSession(database.db, {
    id: sessionId,
    userId,
    persistent: false,
    expiresAt: hours(8),
    lastSeenAt: now,
    createdAt: now,
    ip: null,
    userAgent: null,
  });
  const session = await findSessionUser(database.db, sessionId, now, 8 * 3_600_000);
  if (!session) throw new Error('no session');
  return session.user;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const { a, b, stadium, mall, bravoCustomer } = await insertAlphaAndBravo(db);
  const match = await insertEvent(db, a.id, stadium.id, { name: 'Match', startAt: hours(-1), endAt: hours(3) });
  const concert = await insertEvent(db, a.id, stadium.id, { name: 'Concert', startAt: hours(24), endAt: hours(28) });
  const sale = await insertEvent(db, a.id, mall.id, { name: 'Sale', startAt: hours(-2), endAt: hours(2) });
  const foreign = await insertEvent(db, b.id, bravoCustomer.id, { name: 'Bravo', startAt: hours(-1), endAt: hours(1) });
  Object.assign(ids, { a: a.id, b: b.id, match: match.id, concert: concert.id, sale: sale.id, foreign: foreign.id });
  allEvents = [match, concert, sale, foreign].map((e) => ({
    id: e.id,
    clientId: e.clientId,
    customerId: e.customerId,
  }));

  const admin = await insertUser(db, a.id, { email: 'admin@a.test', roles: ['admin'], activeClientId: b.id });
  const homeAdmin = await insertUser(db, a.id, { email: 'home-admin@a.test', roles: ['admin'] });
  const executive = await insertUser(db, a.id, { email: 'exec@a.test', roles: ['executive'] });
  const guard = await insertUser(db, a.id, { email: 'guard@a.test', roles: ['guard'] });
  const manager = await insertUser(db, a.id, { email: 'manager@a.test', roles: ['manager'] });
  const supervisor = await insertUser(db, a.id, { email: 'supervisor@a.test', roles: ['supervisor'] });
  const customerUser = await insertUser(db, a.id, { email: 'client@a.test', roles: ['client'], customerId: mall.id });
  await assignGuard(db, a.id, match.id, guard.id);
  await grantCustomer(db, a.id, manager.id, stadium.id);
  await grantEvent(db, a.id, supervisor.id, sale.id);
  for (const [name, user] of Object.entries({
    admin,
    homeAdmin,
    executive,
    guard,
    manager,
    supervisor,
    customerUser,
  })) {
    actors[name] = actorOf(await signedIn(user.id));
  }
});

afterAll(async () => {
  await database?.destroy();
});

describe('the actor', () => {
  it('works in the admin’s chosen client, else in their own; everyone else always in their own', async () => {
    expect(actors.admin?.clientId).toBe(ids.b);
    expect(actors.admin?.homeClientId).toBe(ids.a);
    expect(actors.homeAdmin?.clientId).toBe(ids.a);
    const db = database.db;
    const executive = await insertUser(db, ids.a as string, {
      email: 'exec-with-choice@a.test',
      roles: ['executive'],
      activeClientId: ids.b,
    });
    expect(actorOf(await signedIn(executive.id)).clientId).toBe(ids.a);
  });

  it('lets only an admin act in a client a request names', () => {
    const admin = actors.admin as Actor;
    const executive = actors.executive as Actor;
    expect(clientNamedBy(admin, ids.a)).toBe(ids.a);
    expect(clientNamedBy(admin, undefined)).toBe(ids.b);
    expect(clientNamedBy(executive, ids.b)).toBe(ids.a);
  });

  it('is the same object for the same session user', async () => {
    const user = await signedIn((actors.guard as Actor).userId);
    expect(actorOf(user)).toBe(actorOf(user));
  });
});

/** The ids the SQL form admits, and those the in-memory form admits, for the same actor. */
async function bothForms(actor: Actor) {
  const viewer = { actor, assignedEventIds: await assignedEventIds(database.db, actor.userId) };
  const inSql = await database.db.execute<{ id: string }>(
    sql`select e.id from events e where ${eventVisible(actor.eventScope, 'e')} order by e.id`,
  );
  const inMemory = allEvents
    .filter((event) => eventVisibleInMemory(viewer, { ...event, eventId: event.id }))
    .map((event) => event.id)
    .sort();
  return { inSql: inSql.rows.map((row) => row.id), inMemory, viewer };
}

describe('event visibility in SQL and in memory', () => {
  it('gives the same events for every scope kind', async () => {
    for (const [name, actor] of Object.entries(actors)) {
      const { inSql, inMemory } = await bothForms(actor);
      expect(inMemory, name).toEqual(inSql);
    }
    const name = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0];
    expect((await bothForms(actors.guard as Actor)).inSql.map(name)).toEqual(['match']);
    expect((await bothForms(actors.manager as Actor)).inSql.map(name).sort()).toEqual(['concert', 'match']);
    expect((await bothForms(actors.supervisor as Actor)).inSql.map(name)).toEqual(['sale']);
    expect((await bothForms(actors.customerUser as Actor)).inSql.map(name)).toEqual(['sale']);
  });

  it('gives the same records of a client, also those on no event', async () => {
    const records = [
      ...allEvents.map((e) => ({ id: randomUUID(), clientId: e.clientId, eventId: e.id as string | null })),
      { id: randomUUID(), clientId: ids.a as string, eventId: null },
      { id: randomUUID(), clientId: ids.b as string, eventId: null },
    ];
    const rows = sql.join(
      records.map((r) => sql`(${r.id}::uuid, ${r.clientId}::uuid, ${r.eventId}::uuid)`),
      sql`, `,
    );
    for (const [name, actor] of Object.entries(actors)) {
      const { viewer } = await bothForms(actor);
      const inSql = await database.db.execute<{ id: string }>(sql`
        select x.id from (values ${rows}) as x(id, client_id, event_id) where ${recordVisible(actor, 'x')}`);
      const customerOf = (eventId: string | null) => allEvents.find((e) => e.id === eventId)?.customerId ?? null;
      const inMemory = records.filter((r) =>
        recordVisibleInMemory(viewer, { clientId: r.clientId, eventId: r.eventId, customerId: customerOf(r.eventId) }),
      );
      expect(inMemory.map((r) => r.id).sort(), name).toEqual(inSql.rows.map((row) => row.id).sort());
    }
  });
});

describe('visibleIds', () => {
  it('answers which events of the working client the actor may see, in one call', async () => {
    const asked = [ids.match, ids.concert, ids.sale, ids.foreign, 'not-a-uuid', randomUUID()] as string[];
    expect(await visibleIds({ db: database.db }, actors.guard as Actor, 'event', asked)).toEqual(new Set([ids.match]));
    expect(await visibleIds({ db: database.db }, actors.executive as Actor, 'event', asked)).toEqual(
      new Set([ids.match, ids.concert, ids.sale]),
    );
    // The admin works in Bravo: Alpha's events are not theirs to pick until they act in Alpha.
    const admin = actors.admin as Actor;
    expect(await visibleIds({ db: database.db }, admin, 'event', asked)).toEqual(new Set([ids.foreign]));
    expect(await visibleIds({ db: database.db }, actorInClient(admin, ids.a as string), 'event', asked)).toEqual(
      new Set([ids.match, ids.concert, ids.sale]),
    );
    expect(await visibleIds({ db: database.db }, actors.guard as Actor, 'event', [])).toEqual(new Set());
  });

  it('applies the visitors’ rule to visitor ids', async () => {
    const a = ids.a as string;
    const rows = await database.db
      .insert(visitors)
      .values([
        { clientId: a, eventId: ids.match, name: 'At the match', expectedAt: now },
        { clientId: a, eventId: ids.sale, name: 'At the sale', expectedAt: now },
        { clientId: a, eventId: null, name: 'At the front desk', expectedAt: now },
      ])
      .returning({ id: visitors.id, name: visitors.name });
    const idOf = (name: string) => rows.find((row) => row.name === name)?.id as string;
    const all = rows.map((row) => row.id);
    // A guard: the visitors of their events and, at the front desk, those of no event.
    expect(await visibleIds({ db: database.db }, actors.guard as Actor, 'visitor', all)).toEqual(
      new Set([idOf('At the match'), idOf('At the front desk')]),
    );
    // A customer's user: the visitors of their customer's events only.
    expect(await visibleIds({ db: database.db }, actors.customerUser as Actor, 'visitor', all)).toEqual(
      new Set([idOf('At the sale')]),
    );
    // Upper-case ids come back as they were asked.
    const upper = idOf('At the sale').toUpperCase();
    expect(await visibleIds({ db: database.db }, actors.executive as Actor, 'visitor', [upper])).toEqual(
      new Set([upper]),
    );
  });
});

describe('the access module’s boundary', () => {
  it('is the only place that derives the working client or the event scope', () => {
    const offenders = productionFiles(serverRoot, ['access'])
      .filter((file) => /activeClientId\s*\?\?|eventScopeFor\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverRoot, file));
    expect(offenders).toEqual([]);
  });
});
