import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EventPerformanceResponse,
  FinancialResponse,
  PayrollResponse,
} from '../../../shared/contract/workforce-reports.ts';
import {
  computeOtSavings,
  computePayroll,
  type PayClockEntry,
  type PayEvent,
  type PayUser,
  timeOf,
} from '../../../shared/workforce-pay.ts';
import { insertClient, insertCustomer, insertUser } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The SQL of the payroll, financial and OT-savings reports equals the reference implementation of the pay rules (docs/product/payroll-and-reports.md#pay-rules)
 * (src/shared/workforce-pay.ts) to the cent, on random operations: missing clock-outs, entries straddling the event
 * or wholly outside it, invalid (±infinity) dates, unknown roles, missing (0) rates, odd milliseconds for rounding.
 */

const day = 86_400_000;
const hour = 3_600_000;
const base = Date.parse('2026-03-01T00:00:00.000Z');

type Time = number; // epoch ms, or ±Infinity for a date that is not a real time

interface WorldEvent {
  start: Time;
  end: Time;
  guard: number;
  manager: number;
  supervisor: number;
  budget: number;
}
interface WorldUser {
  roles: string[];
  name: string;
}
interface WorldEntry {
  user: number;
  event: number | null;
  clockIn: Time;
  clockOut: Time | null;
}
interface World {
  events: WorldEvent[];
  users: WorldUser[];
  entries: WorldEntry[];
  from: number;
  to: number;
  now: number;
}

const rate = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9_999 }));
const eventArb: fc.Arbitrary<WorldEvent> = fc
  .record({
    start: fc.integer({ min: -45 * day, max: 45 * day }),
    length: fc.integer({ min: 1, max: 3 * day }),
    invalid: fc.constantFrom('none', 'none', 'none', 'none', 'none', 'none', 'start', 'end'),
    guard: rate,
    manager: rate,
    supervisor: rate,
    budget: fc.integer({ min: 0, max: 5_000_000 }),
  })
  .map((e) => ({
    start: e.invalid === 'start' ? Number.NEGATIVE_INFINITY : base + e.start,
    end: e.invalid === 'end' ? Number.POSITIVE_INFINITY : base + e.start + e.length,
    guard: e.guard,
    manager: e.manager,
    supervisor: e.supervisor,
    budget: e.budget,
  }));

const userArb: fc.Arbitrary<WorldUser> = fc.record({
  roles: fc.constantFrom(
    ['guard'],
    ['manager'],
    ['supervisor'],
    ['areaManager'],
    ['eventManager'],
    ['visitor'],
    ['guard', 'supervisor'],
    ['supervisor', 'guard'],
  ),
  name: fc.constantFrom('Ann Lee', 'Bo', '', '  ', 'Zoë Ñúñez'),
});

/** An entry placed around its event: before, straddling, inside, after; open, closed, or with an invalid time. */
const entryShape = fc.record({
  user: fc.nat(),
  event: fc.option(fc.nat(), { freq: 8 }),
  offset: fc.integer({ min: -30 * hour, max: 4 * day }),
  length: fc.integer({ min: 1, max: 20 * hour }),
  kind: fc.constantFrom('closed', 'closed', 'closed', 'closed', 'open', 'badIn', 'badOut'),
});

const worldArb: fc.Arbitrary<World> = fc
  .record({
    events: fc.array(eventArb, { minLength: 1, maxLength: 6 }),
    users: fc.array(userArb, { minLength: 1, maxLength: 5 }),
    entries: fc.array(entryShape, { maxLength: 25 }),
    from: fc.integer({ min: -60 * day, max: 10 * day }),
    span: fc.integer({ min: day, max: 100 * day }),
    now: fc.integer({ min: -20 * day, max: 60 * day }),
  })
  .map((w) => {
    const openUsers = new Set<number>();
    const entries: WorldEntry[] = w.entries.map((shape) => {
      const user = shape.user % w.users.length;
      const event = shape.event === null ? null : shape.event % w.events.length;
      const anchor = event === null ? base : w.events[event]?.start;
      const start = Number.isFinite(anchor) ? (anchor as number) : base;
      const clockIn = shape.kind === 'badIn' ? Number.NEGATIVE_INFINITY : start + shape.offset;
      let clockOut: Time | null = shape.kind === 'badOut' ? Number.POSITIVE_INFINITY : clockIn + shape.length;
      // At most one open entry per person (the schema's rule); an invalid clock-in still needs a clock-out after it.
      if (shape.kind === 'open' && !openUsers.has(user)) {
        openUsers.add(user);
        clockOut = null;
      } else if (!Number.isFinite(clockIn) && shape.kind === 'badIn') {
        clockOut = start + shape.length;
      }
      return { user, event, clockIn, clockOut };
    });
    return {
      events: w.events,
      users: w.users,
      entries,
      from: base + w.from,
      to: base + w.from + w.span,
      now: base + w.now,
    };
  });

const stamp = (time: Time) =>
  time === Number.POSITIVE_INFINITY
    ? sql`'infinity'::timestamptz`
    : time === Number.NEGATIVE_INFINITY
      ? sql`'-infinity'::timestamptz`
      : sql`${new Date(time).toISOString()}::timestamptz`;

describe('payroll, financial and OT savings: SQL equals the reference implementation', () => {
  let t: TestApp;
  let now = new Date(base);
  let clientId: string;
  let customerId: string;
  let executiveId: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    const client = await insertClient(t.database.db, { name: 'Property Co' });
    clientId = client.id;
    customerId = (await insertCustomer(t.database.db, clientId)).id;
    executiveId = (await insertUser(t.database.db, clientId, { email: 'exec@property.test', roles: ['executive'] })).id;
    cookie = await signInCookie(t.app, 'exec@property.test');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function store(world: World) {
    const db = t.database.db;
    await db.execute(sql`delete from clock_entries where client_id = ${clientId}`);
    await db.execute(sql`delete from events where client_id = ${clientId}`);
    await db.execute(sql`delete from users where client_id = ${clientId} and id <> ${executiveId}`);
    const userIds = world.users.map(() => crypto.randomUUID());
    const eventIds = world.events.map(() => crypto.randomUUID());
    await db.execute(
      sql`insert into users (id, client_id, email, display_name, roles) values ${sql.join(
        world.users.map(
          (u, i) =>
            sql`(${userIds[i]}, ${clientId}, ${`u${i}-${userIds[i]}@property.test`}, ${u.name}, ${sql`${`{${u.roles.join(',')}}`}::text[]`})`,
        ),
        sql`, `,
      )}`,
    );
    await db.execute(sql`insert into events (id, client_id, customer_id, name, start_at, end_at, guard_pay_rate_cents,
        manager_pay_rate_cents, supervisor_pay_rate_cents, payroll_budget_cents) values ${sql.join(
          world.events.map(
            (e, i) =>
              sql`(${eventIds[i]}, ${clientId}, ${customerId}, ${`Event ${i}`}, ${stamp(e.start)}, ${stamp(e.end)},
                ${e.guard}, ${e.manager}, ${e.supervisor}, ${e.budget})`,
          ),
          sql`, `,
        )}`);
    const entryIds = world.entries.map(() => crypto.randomUUID());
    if (world.entries.length > 0) {
      await db.execute(
        sql`insert into clock_entries (id, client_id, user_id, event_id, clock_in, clock_out) values ${sql.join(
          world.entries.map(
            (e, i) =>
              sql`(${entryIds[i]}, ${clientId}, ${userIds[e.user]}, ${e.event === null ? null : eventIds[e.event]},
              ${stamp(e.clockIn)}, ${e.clockOut === null ? null : stamp(e.clockOut)})`,
          ),
          sql`, `,
        )}`,
      );
    }
    const events: PayEvent[] = world.events.map((e, i) => ({
      id: eventIds[i] as string,
      name: `Event ${i}`,
      clientName: 'Property Co',
      startDate: e.start,
      endDate: e.end,
      guardPayrateCents: e.guard,
      managerPayrateCents: e.manager,
      supervisorPayrateCents: e.supervisor,
      payrollBudgetCents: e.budget,
    }));
    const users: PayUser[] = world.users.map((u, i) => ({
      id: userIds[i] as string,
      displayName: u.name,
      roles: u.roles,
    }));
    const entries: PayClockEntry[] = world.entries.map((e, i) => ({
      id: entryIds[i] as string,
      userId: userIds[e.user] as string,
      eventId: e.event === null ? null : (eventIds[e.event] as string),
      clockIn: e.clockIn,
      clockOut: e.clockOut,
    }));
    return { events, users, entries };
  }

  async function report<T>(path: string, world: World): Promise<T> {
    const query = new URLSearchParams({
      from: new Date(world.from).toISOString(),
      to: new Date(world.to).toISOString(),
      limit: '100',
    });
    if (path === 'performance/events') query.delete('limit');
    const response = await t.app.inject({ url: `/api/v1/reports/${path}?${query}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  const cents = (dollars: number) => Math.round(dollars * 100);
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

  it('agrees to the cent on 200 random operations', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        now = new Date(world.now);
        // The session lives on the test's clock, which jumps between cases: keep it fresh at this case's now.
        await t.database.db.execute(sql`update sessions set last_seen_at = ${now.toISOString()}::timestamptz,
          expires_at = ${now.toISOString()}::timestamptz + interval '1 day' where user_id = ${executiveId}`);
        const input = await store(world);
        const period = { from: new Date(world.from), to: new Date(world.to) };
        const expected = computePayroll({ ...input, ...period, now });

        const payroll = await report<PayrollResponse>('payroll', world);
        expect(payroll.total).toBe(expected.payroll.length);
        expect(
          byId(
            payroll.rows.map((r) => ({
              id: r.id,
              guardName: r.guardName,
              eventName: r.eventName,
              role: r.role,
              payRateCents: cents(r.payRate),
              hoursHundredths: Math.round(r.hoursWorked * 100),
              totalPayCents: cents(r.totalPay),
            })),
          ),
        ).toEqual(
          byId(
            expected.payroll.map((r) => ({
              id: r.id,
              guardName: r.guardName,
              eventName: r.eventName,
              role: r.role,
              payRateCents: r.payRateCents,
              hoursHundredths: r.hoursHundredths,
              totalPayCents: r.totalPayCents,
            })),
          ),
        );
        expect(cents(payroll.totals.totalPay)).toBe(expected.payroll.reduce((sum, r) => sum + r.totalPayCents, 0));

        const financial = await report<FinancialResponse>('financial', world);
        expect(
          byId(
            financial.rows.map((r) => ({
              id: r.id,
              budgetedCents: cents(r.budgetedExpenses),
              actualCents: cents(r.actualExpenses),
              profitLossCents: cents(r.profitLoss),
            })),
          ),
        ).toEqual(
          byId(
            expected.financial.map((r) => ({
              id: r.id,
              budgetedCents: r.budgetedCents,
              actualCents: r.actualCents,
              profitLossCents: r.profitLossCents,
            })),
          ),
        );

        // OT savings per event card: the valid events that run at some time in the period or have a clock-in in it.
        const performance = await report<EventPerformanceResponse>('performance/events', world);
        const savings = computeOtSavings({ ...input, ...period });
        const running = input.events.filter((e) => {
          const start = timeOf(e.startDate);
          const end = timeOf(e.endDate);
          if (start === null || end === null) return false;
          const clockedIn = input.entries.some((entry) => {
            const at = entry.eventId === e.id ? timeOf(entry.clockIn) : null;
            return at !== null && at >= world.from && at <= world.to;
          });
          return (start <= world.to && end >= world.from) || clockedIn;
        });
        expect(
          performance.rows
            .map((r) => ({ id: r.eventId, otCents: cents(r.otSavings) }))
            .sort((a, b) => a.id.localeCompare(b.id)),
        ).toEqual(
          running
            .map((e) => ({
              id: e.id,
              otCents: savings.filter((s) => s.eventId === e.id).reduce((sum, s) => sum + s.savingsCents, 0),
            }))
            .sort((a, b) => a.id.localeCompare(b.id)),
        );
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 200), seed: 20261121, endOnFailure: true },
    );
  }, 300_000);
});
