import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { breaks, clockEntries, contracts, shiftAssignments, shifts } from '../../db/schema.ts';
import { insertClient, insertCustomer, insertEvent, insertUser } from '../../test/fixtures.ts';
import { addSignedInRoles } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

/*
 * The coverage report's cache (docs/decisions/0049-coverage-cache.md). To tell an answer from the cache from one
 * computed afresh, a test overwrites the cached minutes with a figure the data cannot give (1 minute): the report
 * shows 1 while the cache is used, and the true figure once a change has made it stale.
 *
 * One contract line on the Harbor gate event, 84 h a week, billed on clock time within the shift, in New York (EDT,
 * UTC−4), week of Monday 25 May 2026. Guard A works Monday 08:00–18:00 (600 min) on a shift of the same hours.
 */

const now = new Date('2026-06-01T14:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const db = () => t.database.db;
const local = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);
const coverageUrl = '/api/v1/reports/coverage?from=2026-05-25&to=2026-05-31';

async function delivered(eventName = 'Harbor Terminal'): Promise<number> {
  const answer = await call('manager', 'GET', coverageUrl);
  expect(answer.statusCode).toBe(200);
  const row = answer.json().items.find((item: { eventName: string }) => item.eventName === eventName);
  return row.deliveredMinutes;
}

/** Overwrites every cached answer's minutes with 1. */
async function poisonCache(): Promise<void> {
  await db().execute(
    sql`update cache.coverage set delivered = coalesce((select jsonb_object_agg(key, 1) from jsonb_each(delivered)), '{}')`,
  );
}

async function work(eventId: string, date: string, from: string, to: string): Promise<string> {
  const [row] = await db()
    .insert(clockEntries)
    .values({
      clientId: ids.own as string,
      userId: ids.guardA as string,
      eventId,
      clockIn: local(date, from),
      clockOut: local(date, to),
      source: 'timesheet',
    })
    .returning({ id: clockEntries.id });
  return (row as { id: string }).id;
}

beforeAll(async () => {
  const own = await insertClient(db(), { name: 'Sentinel', timeZone: 'America/New_York' });
  ids.own = own.id;
  await addSignedInRoles(t, { ids, cookies }, own.id, ['manager'], 'sentinel.test');
  const guardA = await insertUser(db(), own.id, { email: 'a@sentinel.test', roles: ['guard'] });
  ids.guardA = guardA.id;
  for (const name of ['Harbor', 'Mall']) {
    const customer = await insertCustomer(db(), own.id, { name });
    const event = await insertEvent(db(), own.id, customer.id, {
      name: `${name} Terminal`,
      timeZone: 'America/New_York',
      startAt: new Date('2026-05-01T00:00:00Z'),
      endAt: new Date('2026-12-31T00:00:00Z'),
    });
    const contract = await call('manager', 'POST', `/api/v1/customers/${customer.id}/contracts`, {
      code: name.toUpperCase(),
      currency: 'USD',
      startsOn: '2026-05-01',
      billingCycle: 'weekly',
      weekStartsOn: 1,
      billBasis: 'actual_within_shift',
    });
    expect(contract.statusCode).toBe(201);
    const line = await call('manager', 'POST', `/api/v1/contracts/${contract.json().id}/lines`, {
      eventId: event.id,
      itemCode: 'GUARD',
      description: 'Gate',
      method: 'hourly',
      billRateCents: 3000,
      contractedMinutesPerWeek: 84 * 60,
      effectiveFrom: '2026-05-01',
    });
    expect(line.statusCode).toBe(201);
    ids[name.toLowerCase()] = event.id;
    ids[`${name.toLowerCase()}Contract`] = contract.json().id;
  }
  const [shift] = await db()
    .insert(shifts)
    .values({
      clientId: own.id,
      eventId: ids.harbor as string,
      post: 'Gate',
      startAt: local('2026-05-25', '08:00'),
      endAt: local('2026-05-25', '18:00'),
    })
    .returning({ id: shifts.id });
  ids.shift = shift?.id as string;
  ids.monday = await work(ids.harbor as string, '2026-05-25', '08:00', '18:00');
  await db()
    .update(clockEntries)
    .set({ shiftId: ids.shift as string })
    .where(eq(clockEntries.id, ids.monday as string));
});

beforeEach(async () => {
  // Every test starts from the true figures, cached.
  await db().execute(sql`delete from cache.coverage`);
  await delivered();
});

describe('the coverage cache', () => {
  it('answers a repeated request from the cache, and computes again once a clock entry of the event changes', async () => {
    expect(await delivered()).toBe(600);
    await poisonCache();
    expect(await delivered()).toBe(1);
    // Another contract's event changing leaves this one's answer as it was.
    const mallEntry = await work(ids.mall as string, '2026-05-26', '08:00', '10:00');
    expect(await delivered()).toBe(1);
    expect(await delivered('Mall Terminal')).toBe(120);

    const tuesday = await work(ids.harbor as string, '2026-05-26', '08:00', '10:00');
    expect(await delivered()).toBe(720);
    await poisonCache();
    await db()
      .update(clockEntries)
      .set({ clockOut: local('2026-05-26', '11:00') })
      .where(eq(clockEntries.id, tuesday));
    expect(await delivered()).toBe(780);
    await poisonCache();
    await db().delete(clockEntries).where(eq(clockEntries.id, tuesday));
    expect(await delivered()).toBe(600);
    await db().delete(clockEntries).where(eq(clockEntries.id, mallEntry));
  });

  it('computes again when a break, the shift or an assignment of the event changes', async () => {
    await poisonCache();
    const [pause] = await db()
      .insert(breaks)
      .values({
        clientId: ids.own as string,
        userId: ids.guardA as string,
        eventId: ids.harbor as string,
        clockEntryId: ids.monday as string,
        lengthOfBreak: 30,
        startAt: local('2026-05-25', '12:00'),
        endAt: local('2026-05-25', '12:30'),
        status: 'completed',
      })
      .returning({ id: breaks.id });
    expect(await delivered()).toBe(570);
    await db()
      .delete(breaks)
      .where(eq(breaks.id, pause?.id as string));

    await poisonCache();
    // Billed within the shift: a shift ending at 17:00 leaves an hour unbilled.
    await db()
      .update(shifts)
      .set({ endAt: local('2026-05-25', '17:00') })
      .where(eq(shifts.id, ids.shift as string));
    expect(await delivered()).toBe(540);
    await db()
      .update(shifts)
      .set({ endAt: local('2026-05-25', '18:00') })
      .where(eq(shifts.id, ids.shift as string));

    expect(await delivered()).toBe(600);
    const gapsOf = async () =>
      (await call('manager', 'GET', coverageUrl))
        .json()
        .items.find((item: { eventName: string }) => item.eventName === 'Harbor Terminal').gaps;
    expect(await gapsOf()).toEqual([expect.objectContaining({ shiftId: ids.shift, assigned: 0 })]);
    await db()
      .insert(shiftAssignments)
      .values({
        clientId: ids.own as string,
        shiftId: ids.shift as string,
        userId: ids.guardA as string,
      });
    // Assigned and worked: no longer behind the gap.
    expect(await gapsOf()).toEqual([]);
    await db()
      .delete(shiftAssignments)
      .where(eq(shiftAssignments.shiftId, ids.shift as string));
  });

  it('computes again when the contract changes, and does not use an answer older than a day', async () => {
    await poisonCache();
    await db()
      .update(contracts)
      .set({ roundingMinutes: 15, updatedAt: new Date() })
      .where(eq(contracts.id, ids.harborContract as string));
    expect(await delivered()).toBe(600);
    await poisonCache();
    expect(await delivered()).toBe(1);
    await db().execute(sql`update cache.coverage set computed_at = now() - interval '25 hours'`);
    expect(await delivered()).toBe(600);
  });

  it('does not keep an answer computed while a change was being written that committed after it', async () => {
    await db().execute(sql`delete from cache.coverage`);
    const writer = await t.database.pool.connect();
    try {
      await writer.query('begin');
      await writer.query(
        `insert into clock_entries (client_id, user_id, event_id, clock_in, clock_out, source)
         values ($1, $2, $3, $4, $5, 'timesheet')`,
        [ids.own, ids.guardA, ids.harbor, local('2026-05-27', '08:00'), local('2026-05-27', '09:00')],
      );
      // Computed and kept while the entry is not yet committed: the answer cannot see it.
      expect(await delivered()).toBe(600);
      await writer.query('commit');
    } finally {
      writer.release();
    }
    expect(await delivered()).toBe(660);
    await db()
      .delete(clockEntries)
      .where(sql`${clockEntries.clockIn} = ${local('2026-05-27', '08:00')}`);
    expect(await delivered()).toBe(600);
  });

  it('gives two requests at once on an empty cache the same answer', async () => {
    await db().execute(sql`delete from cache.coverage`);
    const answers = await Promise.all([1, 2, 3].map(() => call('manager', 'GET', coverageUrl)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const cached = await db().execute<{ n: number }>(sql`select count(*)::int as n from cache.coverage`);
    expect(cached.rows[0]?.n).toBe(2);
  });
});
