/**
 * The SQL eligibility (eligibility-repository.ts) against the TypeScript reference (src/shared/shift-eligibility.ts)
 * on random schedules: random zones (some with a daylight-saving change inside the window), week starts, rules,
 * people, other shifts (cancelled or not, assigned or pending), open clock entries and time off. Each run writes its
 * schedule as a client of its own and compares every fact of every candidate, then the ranked lists.
 * Deterministic: fixed seed (PROPERTY_RUNS runs it wider).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EligibilityInput, eligibilityFacts, rankCandidates } from '../../../shared/shift-eligibility.ts';
import { addDaysTo, localDateOf, midnightIn } from '../../../shared/zoned-time.ts';
import {
  clients,
  clockEntries,
  schedulingSettings,
  shiftAssignments,
  shifts,
  timeOffRequests,
  users,
  type WeeklyAvailabilityJson,
} from '../../db/schema.ts';
import { insertCustomer, insertEvent } from '../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { candidateFacts } from './eligibility-repository.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const zones = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney'];
/** Windows around daylight-saving changes (New York 8 Mar / 1 Nov, Berlin 29 Mar / 25 Oct, Sydney 5 Apr / 4 Oct). */
const windowStarts = ['2026-03-02T00:00:00Z', '2026-03-25T00:00:00Z', '2026-10-01T00:00:00Z', '2026-10-22T00:00:00Z'];
const minute = 60_000;
const hour = 3_600_000;

const scenario = fc.record({
  clientZone: fc.constantFrom(...zones),
  eventZone: fc.constantFrom(...zones),
  base: fc.constantFrom(...windowStarts).map((s) => Date.parse(s)),
  rules: fc.record({
    minRestMinutes: fc.integer({ min: 0, max: 96 }).map((q) => q * 15),
    weeklyOvertimeMinutes: fc.integer({ min: 4, max: 240 }).map((q) => q * 15),
    weekStart: fc.integer({ min: 0, max: 6 }),
    overtimeMultiplierPct: fc.integer({ min: 100, max: 300 }),
  }),
  rates: fc.record({
    guard: fc.integer({ min: 0, max: 9000 }),
    supervisor: fc.integer({ min: 0, max: 9000 }),
    manager: fc.integer({ min: 0, max: 9000 }),
  }),
  requiredRole: fc.constantFrom('guard', 'supervisor', 'manager'),
  target: fc.integer({ min: 7 * 24 * 60, max: 14 * 24 * 60 }),
  targetMinutes: fc.integer({ min: 30, max: 16 * 60 }),
  people: fc.array(
    fc.record({
      roles: fc.constantFrom(
        ['guard'],
        ['supervisor'],
        ['manager'],
        ['guard', 'supervisor'],
        ['supervisor', 'guard'],
        ['client'],
      ),
      active: fc.boolean(),
      /** Days from the window's start, or the day of the target's last instant (its last valid day). */
      licence: fc.option(fc.oneof(fc.integer({ min: -3, max: 30 }), fc.constant('lastDay' as const)), { nil: null }),
      availability: fc.option(fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), { nil: null }),
      openClock: fc.option(fc.integer({ min: 0, max: 21 * 24 * 60 }), { nil: null }),
      timeOff: fc.array(
        fc.record({
          at: fc.integer({ min: 0, max: 21 * 24 * 60 }),
          minutes: fc.integer({ min: 60, max: 3000 }),
          status: fc.constantFrom('approved', 'pending', 'denied'),
        }),
        { maxLength: 2 },
      ),
      onTarget: fc.constantFrom(null, 'assigned', 'pending'),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  others: fc.array(
    fc.record({
      start: fc.integer({ min: 0, max: 21 * 24 * 60 }),
      minutes: fc.integer({ min: 15, max: 16 * 60 }),
      cancelled: fc.boolean(),
      people: fc.array(fc.record({ who: fc.nat(5), status: fc.constantFrom('assigned', 'assigned', 'pending') }), {
        maxLength: 3,
      }),
    }),
    { maxLength: 14 },
  ),
  /** The target ends at the next midnight of the event's time zone (a licence is judged by its last instant). */
  endsAtMidnight: fc.boolean(),
});

const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
let run = 0;

describe('eligibility in SQL and in TypeScript', () => {
  it('agrees on every fact and on the order, on random schedules', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        run += 1;
        const db = database.db;
        const [client] = await db
          .insert(clients)
          .values({ name: `Property ${run}`, timeZone: s.clientZone })
          .returning();
        if (!client) throw new Error('client');
        await db
          .insert(schedulingSettings)
          .values({ clientId: client.id, ...s.rules, noShowGraceMinutes: 10, claimApproval: 'auto' });
        const customer = await insertCustomer(db, client.id);
        const event = await insertEvent(db, client.id, customer.id, {
          timeZone: s.eventZone,
          startAt: new Date(s.base - 30 * 24 * hour),
          endAt: new Date(s.base + 60 * 24 * hour),
          guardPayRateCents: s.rates.guard,
          supervisorPayRateCents: s.rates.supervisor,
          managerPayRateCents: s.rates.manager,
        });
        const startAt = s.base + s.target * minute;
        const target = {
          startAt,
          endAt: s.endsAtMidnight
            ? midnightIn(addDaysTo(localDateOf(startAt, s.eventZone), 1), s.eventZone)
            : s.base + (s.target + s.targetMinutes) * minute,
        };
        const licenceDay = (days: number | 'lastDay') =>
          days === 'lastDay'
            ? localDateOf(target.endAt - 1, s.eventZone)
            : new Date(s.base + days * 24 * hour).toISOString().slice(0, 10);
        const people = [];
        for (const [i, p] of s.people.entries()) {
          const availability = p.availability
            ? Object.fromEntries(weekdayKeys.map((key, day) => [key, p.availability?.[day] ?? true]))
            : null;
          const [row] = await db
            .insert(users)
            .values({
              clientId: client.id,
              email: `p${run}-${i}@property.test`,
              displayName: `Person ${i}`,
              roles: [...p.roles],
              status: p.active ? 'active' : 'disabled',
              licenceExpiresOn: p.licence === null ? null : licenceDay(p.licence),
              weeklyAvailability: availability as WeeklyAvailabilityJson | null,
            })
            .returning();
          if (!row) throw new Error('user');
          people.push({ row, spec: p });
        }
        const [targetRow] = await db
          .insert(shifts)
          .values({
            clientId: client.id,
            eventId: event.id,
            post: 'Target',
            startAt: new Date(target.startAt),
            endAt: new Date(target.endAt),
            requiredRole: s.requiredRole,
          })
          .returning();
        if (!targetRow) throw new Error('shift');
        const input: EligibilityInput = {
          rules: { ...s.rules, timeZone: s.clientZone },
          shift: {
            id: targetRow.id,
            ...target,
            requiredRole: s.requiredRole,
            eventTimeZone: s.eventZone,
            payRates: s.rates,
          },
          people: people.map(({ row, spec }) => ({
            id: row.id,
            name: row.displayName,
            roles: row.roles,
            active: spec.active,
            licenceExpiresOn: row.licenceExpiresOn,
            weeklyAvailability: row.weeklyAvailability,
          })),
          scheduled: [],
          onShift: new Set(),
          openClockEntries: [],
          timeOff: [],
        };
        const scheduled: { shiftId: string; userId: string; startAt: number; endAt: number }[] = [];
        const onShift = new Set<string>();
        for (const { row, spec } of people) {
          if (spec.onTarget) {
            await db
              .insert(shiftAssignments)
              .values({ clientId: client.id, shiftId: targetRow.id, userId: row.id, status: spec.onTarget });
            onShift.add(row.id);
            if (spec.onTarget === 'assigned') scheduled.push({ shiftId: targetRow.id, userId: row.id, ...target });
          }
          if (spec.openClock !== null) {
            const clockIn = s.base + spec.openClock * minute;
            await db
              .insert(clockEntries)
              .values({ clientId: client.id, userId: row.id, eventId: event.id, clockIn: new Date(clockIn) });
            input.openClockEntries = [...input.openClockEntries, { userId: row.id, clockIn }];
          }
          for (const off of spec.timeOff) {
            const startAt = s.base + off.at * minute;
            const endAt = startAt + off.minutes * minute;
            await db.insert(timeOffRequests).values({
              clientId: client.id,
              userId: row.id,
              startAt: new Date(startAt),
              endAt: new Date(endAt),
              status: off.status,
            });
            if (off.status === 'approved') input.timeOff = [...input.timeOff, { userId: row.id, startAt, endAt }];
          }
        }
        for (const other of s.others) {
          const times = {
            startAt: s.base + other.start * minute,
            endAt: s.base + (other.start + other.minutes) * minute,
          };
          const [row] = await db
            .insert(shifts)
            .values({
              clientId: client.id,
              eventId: event.id,
              post: 'Other',
              startAt: new Date(times.startAt),
              endAt: new Date(times.endAt),
              cancelledAt: other.cancelled ? new Date(s.base) : null,
            })
            .returning();
          if (!row) throw new Error('shift');
          const seen = new Set<string>();
          for (const who of other.people) {
            const person = people[who.who % people.length];
            if (!person || seen.has(person.row.id)) continue;
            seen.add(person.row.id);
            await db
              .insert(shiftAssignments)
              .values({ clientId: client.id, shiftId: row.id, userId: person.row.id, status: who.status });
            if (!other.cancelled && who.status === 'assigned')
              scheduled.push({ shiftId: row.id, userId: person.row.id, ...times });
          }
        }
        input.scheduled = scheduled;
        input.onShift = onShift;

        const expected = eligibilityFacts(input);
        const actual = (await candidateFacts(db, targetRow.id)).map(
          ({ shiftId: _s, minRestMinutes: _m, ...facts }) => facts,
        );
        const byId = <T extends { userId: string }>(list: T[]) =>
          [...list].sort((a, b) => (a.userId < b.userId ? -1 : 1));
        expect(byId(actual)).toEqual(byId(expected));
        expect(rankCandidates(actual, s.rules)).toEqual(rankCandidates(expected, s.rules));
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 40), seed: 20261127, endOnFailure: true },
    );
  }, 240_000);
});
