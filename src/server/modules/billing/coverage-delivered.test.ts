import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BillingLineVersion,
  type BillingTerms,
  billableMinutes,
  datesOf,
  nextDayStart,
} from '../../../shared/billing-rules.ts';
import type { BillBasis } from '../../../shared/contract/billing.ts';
import { addDaysTo } from '../../../shared/zoned-time.ts';
import { breaks, clockEntries, shifts } from '../../db/schema.ts';
import { insertClient, insertCustomer, insertEvent, insertUser } from '../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { deliveredMinutesByDay, type LocalDay } from './coverage-repository.ts';
import { billingEntries } from './invoice-repository.ts';

/*
 * The coverage query sums the common entries in SQL (coverage-repository.ts deliveredMinutesByDay) and leaves the
 * rest to the rules in code; both must give what `billableMinutes` gives for every entry. Random entries, shifts and
 * breaks around the awkward days of several zones — clocks going forward and back at 02:00, at midnight (the
 * Azores, São Paulo) and a day skipped (Samoa) — on real PostgreSQL, each case rolled back.
 */

const scenarios = [
  { zone: 'America/New_York', center: '2026-03-08' },
  { zone: 'America/New_York', center: '2026-11-01' },
  { zone: 'Atlantic/Azores', center: '2026-03-29' },
  { zone: 'Atlantic/Azores', center: '2026-10-25' },
  { zone: 'America/Sao_Paulo', center: '2018-11-04' },
  { zone: 'America/Sao_Paulo', center: '2019-02-17' },
  { zone: 'Asia/Kolkata', center: '2026-06-01' },
  { zone: 'Pacific/Apia', center: '2011-12-30' },
] as const;

let database: TestDatabase;
let clientId: string;
const eventOf = new Map<string, string>();
const users: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const client = await insertClient(db, { name: 'Coverage Co' });
  clientId = client.id;
  const customer = await insertCustomer(db, clientId);
  for (const zone of new Set(scenarios.map((scenario) => scenario.zone))) {
    const event = await insertEvent(db, clientId, customer.id, {
      name: zone,
      timeZone: zone,
      startAt: new Date('2010-01-01T00:00:00Z'),
      endAt: new Date('2030-01-01T00:00:00Z'),
    });
    eventOf.set(zone, event.id);
  }
  for (const n of [1, 2, 3]) users.push((await insertUser(db, clientId, { email: `cov-${n}@test.dev` })).id);
});

afterAll(async () => {
  await database?.destroy();
});

const entryArb = fc.record({
  scenario: fc.integer({ min: 0, max: scenarios.length - 1 }),
  user: fc.integer({ min: 0, max: 2 }),
  /** Start, in seconds from the scenario's center day − 2 days (UTC). */
  startSecond: fc.integer({ min: 0, max: 5 * 86_400 }),
  lengthSecond: fc.oneof(fc.integer({ min: 1, max: 16 * 3600 }), fc.integer({ min: 1, max: 80 * 3600 })),
  shift: fc.option(
    fc.record({
      offsetSecond: fc.integer({ min: -3 * 3600, max: 3 * 3600 }),
      lengthSecond: fc.integer({ min: 3600, max: 14 * 3600 }),
      post: fc.constantFrom('Gate', 'Lobby'),
      /** Shared with the previous entry's shift when it is the same person's (scheduled: billed once). */
      reuse: fc.boolean(),
    }),
    { nil: null },
  ),
  breaks: fc.array(
    fc.record({
      offsetSecond: fc.integer({ min: -1800, max: 20 * 3600 }),
      lengthSecond: fc.integer({ min: 0, max: 5400 }),
      /** Taken during the previous entry instead (breaks count for the entry they were taken in). */
      previousEntry: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
});

const caseArb = fc.record({
  basis: fc.constantFrom<BillBasis>('actual', 'actual_within_shift', 'scheduled'),
  rounding: fc.constantFrom(1, 6, 15, 30),
  entries: fc.array(entryArb, { minLength: 1, maxLength: 25 }),
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

class RolledBack extends Error {}

/** Both computations of one case, inside a transaction that is rolled back. */
async function compare(testCase: Case): Promise<{ sql: Map<string, number>; rules: Map<string, number> }> {
  let answer: { sql: Map<string, number>; rules: Map<string, number> } | undefined;
  try {
    await database.db.transaction(async (tx) => {
      let previousShift: { id: string; user: number } | undefined;
      let previousEntry: { id: string; userId: string; eventId: string } | undefined;
      for (const entry of testCase.entries) {
        const scenario = scenarios[entry.scenario] as (typeof scenarios)[number];
        const eventId = eventOf.get(scenario.zone) as string;
        const clockIn = Date.parse(`${addDaysTo(scenario.center, -2)}T00:00:00Z`) + entry.startSecond * 1000;
        const clockOut = clockIn + entry.lengthSecond * 1000;
        let shiftId: string | null = null;
        if (entry.shift) {
          if (entry.shift.reuse && previousShift && previousShift.user === entry.user) shiftId = previousShift.id;
          else {
            const start = clockIn + entry.shift.offsetSecond * 1000;
            const [shift] = await tx
              .insert(shifts)
              .values({
                clientId,
                eventId,
                post: entry.shift.post,
                startAt: new Date(start),
                endAt: new Date(start + entry.shift.lengthSecond * 1000),
              })
              .returning({ id: shifts.id });
            shiftId = shift?.id as string;
          }
          previousShift = { id: shiftId, user: entry.user };
        }
        const userId = users[entry.user] as string;
        const [inserted] = await tx
          .insert(clockEntries)
          .values({
            clientId,
            userId,
            eventId,
            shiftId,
            clockIn: new Date(clockIn),
            clockOut: new Date(clockOut),
            source: 'timesheet',
          })
          .returning({ id: clockEntries.id });
        const current = { id: inserted?.id as string, userId, eventId };
        for (const pause of entry.breaks) {
          const start = clockIn + pause.offsetSecond * 1000;
          const takenIn = pause.previousEntry && previousEntry ? previousEntry : current;
          await tx.insert(breaks).values({
            clientId,
            userId: takenIn.userId,
            eventId: takenIn.eventId,
            clockEntryId: takenIn.id,
            lengthOfBreak: 30,
            startAt: new Date(start),
            endAt: new Date(start + pause.lengthSecond * 1000),
            status: 'completed',
          });
        }
        previousEntry = current;
      }

      const eventIds = [...eventOf.values()];
      const versions: BillingLineVersion[] = eventIds.flatMap((eventId) => [
        { id: `${eventId}|Gate`, eventId, post: 'Gate', effectiveFrom: '2000-01-01', effectiveTo: null },
        { id: `${eventId}|*`, eventId, post: null, effectiveFrom: '2000-01-01', effectiveTo: null },
      ]);
      const terms: BillingTerms = {
        billBasis: testCase.basis,
        otBasis: 'none',
        otAfterMinutes: 2400,
        roundingMinutes: testCase.rounding,
        weekStartsOn: 1,
        contractStartsOn: '2000-01-01',
        contractEndsOn: null,
        holidays: [],
      };
      const start = new Date('2011-01-01T00:00:00Z');
      const end = new Date('2027-01-01T00:00:00Z');
      const sum = (map: Map<string, number>, key: string, minutes: number) => {
        if (minutes > 0) map.set(key, (map.get(key) ?? 0) + minutes);
      };

      const rules = new Map<string, number>();
      for (const row of billableMinutes(terms, versions, await billingEntries(tx, clientId, eventIds, start, end)))
        sum(rules, `${row.lineId}|${row.date}`, row.minutes);

      // The days the query may split at: from two days before the center to the day after, so that longer
      // entries and those starting elsewhere are left to the rules.
      const days: LocalDay[] = scenarios.flatMap(({ zone, center }) =>
        datesOf(addDaysTo(center, -2), addDaysTo(center, 1)).map((date) => ({
          timeZone: zone,
          date,
          start: new Date(nextDayStart(addDaysTo(date, -1), zone)),
          end: new Date(nextDayStart(date, zone)),
          nextEnd: new Date(nextDayStart(addDaysTo(date, 1), zone)),
        })),
      );
      const scopes = eventIds.map((eventId) => ({
        eventId,
        billBasis: testCase.basis,
        roundingMinutes: testCase.rounding,
      }));
      const summed = await deliveredMinutesByDay(tx, clientId, scopes, days, start, end);
      const bySql = new Map<string, number>();
      for (const row of summed.days) {
        const eventId = eventIds[row.scope] as string;
        sum(bySql, `${eventId}|${row.post === 'Gate' ? 'Gate' : '*'}|${row.date}`, row.minutes);
      }
      const leftIds = summed.left.map((left) => left.entryId);
      const left = await billingEntries(tx, clientId, eventIds, start, end, leftIds);
      for (const row of billableMinutes(terms, versions, left)) sum(bySql, `${row.lineId}|${row.date}`, row.minutes);
      answer = { sql: bySql, rules };
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return answer as { sql: Map<string, number>; rules: Map<string, number> };
}

const sorted = (map: Map<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b));

describe('coverage delivered minutes in SQL', () => {
  it('a worked case: an overnight entry in New York the night clocks go forward, a break across midnight, rounded to 15 minutes', async () => {
    // Clock-in Sat 2026-03-07 20:00 EST (01:00Z), 9 h 10 min later Sun 06:10 EDT (10:10Z); local midnight is 05:00Z.
    // Break 23:50–00:20 EST (04:50Z–05:20Z). Day 7: 240 − 10 = 230 min; day 8: 310 − 20 = 290 min. The entry's 520
    // min round half-up to 525 (35 × 15), and the 5 go to its last day: 230 and 295.
    const { sql, rules } = await compare({
      basis: 'actual',
      rounding: 15,
      entries: [
        {
          scenario: 0,
          user: 0,
          startSecond: 49 * 3600,
          lengthSecond: (9 * 60 + 10) * 60,
          shift: null,
          breaks: [{ offsetSecond: (3 * 60 + 50) * 60, lengthSecond: 1800, previousEntry: false }],
        },
      ],
    });
    const ny = eventOf.get('America/New_York') as string;
    expect(sorted(rules)).toEqual([
      [`${ny}|*|2026-03-07`, 230],
      [`${ny}|*|2026-03-08`, 295],
    ]);
    expect(sorted(sql)).toEqual(sorted(rules));
  });

  it('gives what the rules give for random entries, shifts and breaks in awkward zones', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (testCase) => {
        const { sql, rules } = await compare(testCase);
        expect(sorted(sql)).toEqual(sorted(rules));
      }),
      { numRuns: 60, seed: 20261207 },
    );
  });
});
