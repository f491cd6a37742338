import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIn, insertClientWithEvent, insertUser } from '../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { PositionBatcher } from './position-batch.ts';
import type { PositionValues } from './repository.ts';

let database: TestDatabase;
let clientId = '';
const guards: string[] = [];
const shiftStart = new Date('2026-06-10T08:00:00Z');
const at = (minutes: number) => new Date(shiftStart.getTime() + minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const { client, event } = await insertClientWithEvent(
    db,
    { client: 'Sentinel', customer: 'Harbour' },
    { startAt: shiftStart, endAt: at(600) },
  );
  clientId = client.id;
  for (const name of ['ada', 'bo', 'cy']) {
    const user = await insertUser(db, clientId, { email: `${name}@batch.test` });
    await clockIn(db, clientId, user.id, event.id, shiftStart);
    const [entry] = (await db.execute<{ id: string }>(sql`select id from clock_entries where user_id = ${user.id}`))
      .rows;
    await db.execute(sql`
      insert into guard_zone_states (user_id, client_id, clock_entry_id, event_id, version)
      values (${user.id}, ${clientId}, ${entry?.id}, ${event.id}, 1)`);
    guards.push(user.id);
  }
});

afterAll(() => database.destroy());

const position = (userId: string, minutes: number, key: string | null = randomUUID()): PositionValues => ({
  clientId,
  userId,
  eventId: null,
  lat: 51.5 + minutes / 10_000,
  lng: -0.1,
  accuracy: 5,
  at: at(minutes),
  key,
  now: at(minutes),
  requestId: randomUUID(),
  ip: '127.0.0.1',
});

async function storedPings(userId: string) {
  const result = await database.db.execute<{ recorded_at: Date }>(
    sql`select recorded_at from location_pings where user_id = ${userId} order by id`,
  );
  return result.rows.map((r) => new Date(r.recorded_at).toISOString());
}

async function latestOf(userId: string) {
  const result = await database.db.execute<{ position_at: Date }>(
    sql`select position_at from guard_zone_states where user_id = ${userId}`,
  );
  return new Date(result.rows[0]?.position_at ?? 0).toISOString();
}

describe('position batches', () => {
  it('stores the positions of many guards together, and one guard’s two positions in order', async () => {
    const [ada = '', bo = ''] = guards;
    const batcher = new PositionBatcher(database.db);
    // Queued in one turn of the event loop, so they share a statement — except Ada's second, which must see her first.
    const answers = await Promise.all([
      batcher.store(position(ada, 1)),
      batcher.store(position(bo, 1)),
      batcher.store(position(ada, 2)),
    ]);
    expect(answers.map((a) => a.ping_id !== null)).toEqual([true, true, true]);
    // Ada's second was judged against the state her first left: her first was committed before it ran.
    expect(new Date(answers[2]?.position_at ?? 0).toISOString()).toBe(at(1).toISOString());
    expect(answers.map((a) => a.moved)).toEqual([true, true, true]);
    expect(await storedPings(ada)).toEqual([at(1).toISOString(), at(2).toISOString()]);
    expect(await latestOf(ada)).toBe(at(2).toISOString());
    expect(await storedPings(bo)).toEqual([at(1).toISOString()]);
  });

  it('answers a repeated key as a duplicate and a position outside every shift as off duty, beside the others', async () => {
    const [ada = '', bo = ''] = guards;
    const batcher = new PositionBatcher(database.db);
    const key = randomUUID();
    await batcher.store(position(ada, 10, key));
    const [again, offDuty, fine] = await Promise.all([
      batcher.store(position(ada, 10, key)),
      batcher.store(position(bo, -60)),
      batcher.store({ ...position(guards[2] ?? '', 10) }),
    ]);
    expect(again?.ping_id).toBeNull();
    expect(offDuty?.clock_entry_id).toBeNull();
    expect(fine?.ping_id).not.toBeNull();
  });

  it('fails only the position PostgreSQL refuses; the others of its statement are stored', async () => {
    const [ada = '', bo = '', cy = ''] = guards;
    const batcher = new PositionBatcher(database.db);
    const results = await Promise.allSettled([
      batcher.store(position(ada, 20)),
      batcher.store(position(bo, 20, 'not-a-uuid')), // refused by the database: the statement fails as a whole
      batcher.store(position(cy, 20)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await latestOf(ada)).toBe(at(20).toISOString());
    expect(await latestOf(cy)).toBe(at(20).toISOString());
    expect(await storedPings(bo)).not.toContain(at(20).toISOString());
  });

  it('fails the requests of a failed statement with its error and goes on with the next', async () => {
    const [ada = '', bo = ''] = guards;
    const batcher = new PositionBatcher(database.db);
    const failed = await Promise.allSettled([
      batcher.store(position(ada, 30, 'bad')),
      batcher.store(position(bo, 30, 'worse')),
    ]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((failed[0] as PromiseRejectedResult).reason)).toMatch(/uuid/);
    const next = await batcher.store(position(ada, 31));
    expect(next.ping_id).not.toBeNull();
    expect(await latestOf(ada)).toBe(at(31).toISOString());
  });
});
