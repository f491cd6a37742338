import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { computeOtSavings, computePayroll } from '../../../shared/workforce-pay.ts';
import { buildApp } from '../../app.ts';
import type { AppContext } from '../../context.ts';
import { alerts, breaks, clockEntries, events, users } from '../../db/schema.ts';
import { FileStore } from '../../files/file-store.ts';
import { grantCustomer, grantEvent, insertEvent, insertSentinelAndLakeshore, insertUser } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { testSessionSecret } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

/**
 * The pay rules and OT savings of docs/product/payroll-and-reports.md through the HTTP API on real PostgreSQL,
 * one test per rule, every figure computed by hand (comments). Each rule has a day of its own in March 2026 (scope
 * and invalid dates in February), and each test asks for that day only, so the fixtures do not disturb each other.
 * The clock is fixed at 18 March 2026 15:00 UTC.
 *
 * The app is built like test-app.ts's, but with a logger writing JSON lines into `logLines`, so the warning about
 * events with invalid dates can be seen.
 */

const now = new Date('2026-03-18T15:00:00Z');
/** 2026-MM-DD at HH:MM[:SS] UTC; `day` is 'MM-DD'. */
const at = (day: string, time: string) => new Date(`2026-${day}T${time.length === 5 ? `${time}:00` : time}Z`);
const dayPeriod = (day: string) => `from=2026-${day}T00:00:00.000Z&to=2026-${day}T23:59:59.999Z`;

let app: FastifyInstance;
let database: TestDatabase;
const logLines: { level: number; msg: string; eventIds?: string[] }[] = [];
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const id = (key: string) => {
  const value = ids[key];
  if (!value) throw new Error(`no fixture ${key}`);
  return value;
};

async function get(role: string, url: string) {
  return app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: cookies[role] ?? '' } });
}
async function json(role: string, url: string) {
  const response = await get(role, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type PayrollRow = {
  eventName: string;
  guardName: string;
  role: string;
  payRate: number;
  hoursWorked: number;
  totalPay: number;
};
type FinancialRow = {
  eventName: string;
  clientName: string | null;
  budgetedExpenses: number;
  actualExpenses: number;
  profitLoss: number;
};

/** [event, person, role, rate $, hours, pay $] of each payroll row. */
const payrollOf = (body: { rows: PayrollRow[] }) =>
  body.rows.map((r) => [r.eventName, r.guardName, r.role, r.payRate, r.hoursWorked, r.totalPay]);
/** [event, budget $, actual $, P/L $] of each financial row. */
const financialOf = (body: { rows: FinancialRow[] }) =>
  body.rows.map((r) => [r.eventName, r.budgetedExpenses, r.actualExpenses, r.profitLoss]);

beforeAll(async () => {
  database = await createTestDatabase();
  const ctx: AppContext = {
    db: database.db,
    clock: () => now,
    baseUrl: undefined,
    secureCookies: false,
    files: new FileStore(),
    attemptLimit: 1000,
  };
  app = await buildApp({
    ctx,
    sessionSecret: testSessionSecret,
    bodyLimitBytes: 64 * 1024,
    logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
  });
  await app.ready();
  const db = database.db;

  const { own, other, north, south, otherCustomer: lake } = await insertSentinelAndLakeshore(db);
  Object.assign(ids, { own: own.id, other: other.id });

  // Signed-in viewers.
  for (const role of ['executive', 'manager', 'supervisor', 'guard', 'client', 'guest', 'admin']) {
    const user = await insertUser(db, own.id, {
      email: `${role}@s.test`,
      roles: [role],
      displayName: `${role} viewer`,
    });
    ids[role] = user.id;
    cookies[role] = await signInCookie(app, `${role}@s.test`);
  }
  // The people whose time is paid.
  const people: [string, string[], string][] = [
    ['gus', ['guard'], 'Gus Guard'],
    ['gia', ['guard'], 'Gia Guard'],
    ['mia', ['manager'], 'Mia Manager'],
    ['sam', ['supervisor'], 'Sam Supervisor'],
    ['gm', ['guard', 'manager'], 'Gina Multi'],
    ['mg', ['manager', 'guard'], 'Max Multi'],
    ['xg', ['executive', 'guard'], 'Xena Exec'],
    ['ari', ['areaManager'], 'Ari Area'],
    ['pat', ['eventManager'], 'Pat Person'],
    ['h1', ['guard'], 'Hal 1'],
    ['h2', ['guard'], 'Hal 2'],
    ['h3', ['guard'], 'Hal 3'],
    ['h4', ['guard'], 'Hal 4'],
    ['h5', ['guard'], 'Hal 5'],
    ['d1', ['guard'], 'Dee 1'],
    ['d2', ['guard'], 'Dee 2'],
    ['d3', ['guard'], 'Dee 3'],
  ];
  for (const [key, roles, displayName] of people) {
    ids[key] = (await insertUser(db, own.id, { email: `${key}@s.test`, roles, displayName })).id;
  }
  ids.lee = (await insertUser(db, other.id, { email: 'lee@l.test', roles: ['guard'], displayName: 'Lee Lake' })).id;

  /** An event of `own` (customer North unless said) on `day` 08:00–16:00: guard $20, manager $30, supervisor $25, budget $500. */
  async function event(key: string, name: string, day: string, values: Partial<typeof events.$inferInsert> = {}) {
    const row = await insertEvent(db, own.id, north.id, {
      name,
      startAt: at(day, '08:00'),
      endAt: at(day, '16:00'),
      guardPayRateCents: 2000,
      managerPayRateCents: 3000,
      supervisorPayRateCents: 2500,
      payrollBudgetCents: 50_000,
      ...values,
    });
    ids[key] = row.id;
    return row.id;
  }
  async function work(user: string, eventKey: string | null, clockIn: Date | SQL, clockOut: Date | SQL | null) {
    const clientId = user === 'lee' ? other.id : own.id;
    await db.insert(clockEntries).values({
      clientId,
      userId: id(user),
      eventId: eventKey ? id(eventKey) : null,
      clockIn,
      clockOut,
      source: 'timesheet',
    });
  }

  // 18 March (today, now 15:00): ended at 15:00 exactly; ended 02:00 with no entries; running until 20:00.
  await event('endedToday', 'Ended Today', '03-18', { startAt: at('03-18', '07:00'), endAt: at('03-18', '15:00') });
  await event('quiet', 'Quiet Night', '03-18', { startAt: at('03-18', '01:00'), endAt: at('03-18', '02:00') });
  await event('running', 'Running Late', '03-18', { endAt: at('03-18', '20:00') });
  await work('gus', 'endedToday', at('03-18', '08:00'), at('03-18', '12:00'));
  await work('mia', 'running', at('03-18', '08:00'), at('03-18', '12:00'));
  // 2 March: Gia clocked in at 14:00 and never out.
  await event('noOut', 'No Clock Out', '03-02');
  await work('gia', 'noOut', at('03-02', '14:00'), null);
  // 3 March: clipped to 08:00–16:00.
  await event('clipped', 'Clipped Day', '03-03');
  await work('gus', 'clipped', at('03-03', '07:00'), at('03-03', '17:30'));
  await work('mia', 'clipped', at('03-03', '07:30'), at('03-03', '09:00'));
  await work('mia', 'clipped', at('03-03', '15:00'), at('03-03', '16:45'));
  // 4 March: only entries wholly outside.
  await event('outside', 'Outside Day', '03-04');
  await work('gus', 'outside', at('03-04', '06:00'), at('03-04', '07:30'));
  await work('gus', 'outside', at('03-04', '17:00'), at('03-04', '18:00'));
  // 5 March: touching the start, touching the end, and one good hour.
  await event('positive', 'Positive Day', '03-05');
  await work('gus', 'positive', at('03-05', '07:00'), at('03-05', '08:00'));
  await work('gus', 'positive', at('03-05', '16:00'), at('03-05', '17:00'));
  await work('gus', 'positive', at('03-05', '09:00'), at('03-05', '10:00'));
  // 6 March: 90, 45, 20, 50 and 1 minutes.
  await event('hours', 'Hours Day', '03-06');
  for (const [user, end] of [
    ['h1', '10:30'],
    ['h2', '09:45'],
    ['h3', '09:20'],
    ['h4', '09:50'],
    ['h5', '09:01'],
  ] as const) {
    await work(user, 'hours', at('03-06', '09:00'), at('03-06', end));
  }
  // 8 March: a good entry, an entry from -infinity, one to +infinity, and one with no event.
  await event('invalidTimes', 'Invalid Times', '03-08');
  await work('gus', 'invalidTimes', at('03-08', '09:00'), at('03-08', '11:00'));
  await work('gus', 'invalidTimes', sql`'-infinity'::timestamptz`, at('03-08', '10:00'));
  await work('gus', 'invalidTimes', at('03-08', '12:00'), sql`'infinity'::timestamptz`);
  await work('gus', null, at('03-08', '09:00'), at('03-08', '10:00'));
  // 9 March: first roles.
  await event('firstRole', 'First Role', '03-09');
  for (const user of ['gm', 'mg', 'sam']) await work(user, 'firstRole', at('03-09', '09:00'), at('03-09', '10:00'));
  // 10 March: roles without a rate.
  await event('otherRole', 'Other Role', '03-10');
  for (const user of ['xg', 'ari']) await work(user, 'otherRole', at('03-10', '09:00'), at('03-10', '10:00'));
  // 11 March: an event with only a manager rate and no budget (the columns' defaults: 0).
  ids.missing = (
    await insertEvent(db, own.id, north.id, {
      name: 'Missing Rates',
      startAt: at('03-11', '08:00'),
      endAt: at('03-11', '16:00'),
      managerPayRateCents: 3000,
    })
  ).id;
  for (const user of ['gus', 'mia', 'sam']) await work(user, 'missing', at('03-11', '09:00'), at('03-11', '11:00'));
  // 12 March: the same work at a $500 and at a $100 budget.
  await event('under', 'Under Budget', '03-12');
  await event('over', 'Over Budget', '03-12', { payrollBudgetCents: 10_000 });
  for (const key of ['under', 'over']) {
    await work('gus', key, at('03-12', '08:00'), at('03-12', '16:00'));
    await work('mia', key, at('03-12', '08:00'), at('03-12', '12:00'));
  }
  // 13 March: two clipped guard entries and 20 supervisor minutes.
  await event('actual', 'Actual Day', '03-13');
  await work('gus', 'actual', at('03-13', '07:00'), at('03-13', '09:00'));
  await work('gus', 'actual', at('03-13', '15:00'), at('03-13', '17:00'));
  await work('sam', 'actual', at('03-13', '10:00'), at('03-13', '10:20'));
  // 14 March: dimes and half cents.
  await event('dime', 'Dime Day', '03-14', { guardPayRateCents: 10, payrollBudgetCents: 100 });
  for (const user of ['d1', 'd2', 'd3']) await work(user, 'dime', at('03-14', '09:00'), at('03-14', '10:00'));
  await event('halfA', 'Half A', '03-14', { guardPayRateCents: 1234, payrollBudgetCents: 0 });
  await work('gus', 'halfA', at('03-14', '09:00'), at('03-14', '09:15'));
  await event('halfB', 'Half B', '03-14', { guardPayRateCents: 2001, payrollBudgetCents: 0 });
  await work('gus', 'halfB', at('03-14', '10:00'), at('03-14', '10:20'));
  await event('halfC', 'Half C', '03-14', { guardPayRateCents: 15, payrollBudgetCents: 0 });
  await work('gus', 'halfC', at('03-14', '11:00'), at('03-14', '11:06'));
  await event('halfD', 'Half D', '03-14', { guardPayRateCents: 50, payrollBudgetCents: 0 });
  await work('gus', 'halfD', at('03-14', '12:00:00'), at('03-14', '12:00:18'));
  // 15 March: overtime before, after and an open entry.
  await event('overtime', 'Overtime Day', '03-15');
  await work('gus', 'overtime', at('03-15', '07:00'), at('03-15', '17:30'));
  await work('mia', 'overtime', at('03-15', '16:30'), at('03-15', '17:30'));
  await work('sam', 'overtime', at('03-15', '14:00'), null);
  // 16 March: three break records (on time, overrun, short); 17 March: alerts of every kind.
  await event('breakDay', 'Break Day', '03-16');
  const breakRows: [string, string, string, number, string][] = [
    ['gus', '10:00', '10:10', 15, 'completed'],
    ['gus', '12:00', '12:40', 15, 'overrun'],
    ['mia', '13:00', '13:05', 30, 'completed'],
  ];
  for (const [user, start, end, length, status] of breakRows) {
    await db.insert(breaks).values({
      clientId: own.id,
      userId: id(user),
      eventId: id('breakDay'),
      startAt: at('03-16', start),
      endAt: at('03-16', end),
      lengthOfBreak: length,
      status,
    });
  }
  await event('alertDay', 'Alert Day', '03-17');
  for (const type of ['SOS', 'Geofence Exit', 'eventAssigned', 'eventUnassigned'] as const) {
    await db.insert(alerts).values({
      clientId: own.id,
      type,
      title: type,
      eventId: id('alertDay'),
      createdAt: at('03-17', '10:00'),
    });
  }
  // An alert of the Alert Day raised on 15 March, outside a 16–17 March period.
  await db.insert(alerts).values({
    clientId: own.id,
    type: 'SOS',
    title: 'early',
    eventId: id('alertDay'),
    createdAt: at('03-15', '10:00'),
  });
  await grantEvent(db, own.id, id('pat'), id('breakDay'));
  await grantEvent(db, own.id, id('pat'), id('alertDay'));

  // 2 February: one event per customer of `own`, one of the other client.
  await event('northGig', 'North Gig', '02-02');
  ids.southGig = (
    await insertEvent(db, own.id, south.id, {
      name: 'South Gig',
      startAt: at('02-02', '08:00'),
      endAt: at('02-02', '16:00'),
      guardPayRateCents: 2000,
      payrollBudgetCents: 50_000,
    })
  ).id;
  ids.pierGig = (
    await insertEvent(db, other.id, lake.id, {
      name: 'Pier Gig',
      startAt: at('02-02', '08:00'),
      endAt: at('02-02', '16:00'),
      guardPayRateCents: 2000,
      payrollBudgetCents: 50_000,
    })
  ).id;
  await work('gus', 'northGig', at('02-02', '09:00'), at('02-02', '10:00'));
  await work('gia', 'southGig', at('02-02', '09:00'), at('02-02', '10:00'));
  await work('lee', 'pierGig', at('02-02', '09:00'), at('02-02', '10:00'));
  await grantCustomer(db, own.id, id('manager'), north.id);
  await grantEvent(db, own.id, id('supervisor'), id('southGig'));

  // 3 February: an event that never ends and one that always was (±infinity), each with an hour of work.
  for (const [key, name, startAt, endAt] of [
    ['forever', 'Forever', at('02-03', '08:00'), sql`'infinity'::timestamptz`],
    ['always', 'Always', sql`'-infinity'::timestamptz`, at('02-03', '16:00')],
  ] as const) {
    const [row] = await db
      .insert(events)
      .values({ clientId: own.id, customerId: north.id, name, startAt, endAt, guardPayRateCents: 2000 })
      .returning({ id: events.id });
    ids[key] = row?.id ?? '';
    await work('gus', key, at('02-03', '09:00'), at('02-03', '10:00'));
  }
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

beforeEach(() => {
  logLines.length = 0;
});

describe('pay rules for payroll and finance (through the API)', () => {
  it('payroll ignores events whose end is in the future', async () => {
    // now = 18 March 15:00. 'Ended Today' (07:00–15:00, ends exactly now) counts: Gus 08–12 = 4.00 h × $20 = $80.
    // 'Running Late' ends at 20:00: Mia's 4 hours there are not in payroll yet.
    const body = await json('executive', `/reports/payroll?${dayPeriod('03-18')}`);
    expect(payrollOf(body)).toEqual([['Ended Today', 'Gus Guard', 'guard', 20, 4, 80]]);
  });

  it('events with an invalid start or end date are skipped with a warning', async () => {
    // 'Forever' ends at +infinity and 'Always' starts at -infinity, each with Gus 09–10 on 3 February: no rows in
    // payroll, financial or performance, and the report logs one warning naming both events.
    const expectedIds = [id('forever'), id('always')].sort();
    for (const url of [
      `/reports/payroll?${dayPeriod('02-03')}`,
      `/reports/financial?${dayPeriod('02-03')}`,
      `/reports/performance/events?${dayPeriod('02-03')}`,
    ]) {
      logLines.length = 0;
      expect((await json('executive', url)).rows).toEqual([]);
      const warnings = logLines.filter(
        (line) => line.msg === 'Events with an invalid start or end date were skipped by the report',
      );
      expect(warnings, url).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, eventIds: expectedIds });
    }
    // Personnel too; and the manager of North (both events are North's) is warned of the same two.
    logLines.length = 0;
    await json('manager', `/reports/performance/personnel?${dayPeriod('02-03')}`);
    expect(logLines.filter((line) => line.eventIds)).toMatchObject([{ eventIds: expectedIds }]);
    // Payroll CSV alike.
    logLines.length = 0;
    const csv = await get('executive', `/reports/payroll.csv?${dayPeriod('02-03')}`);
    expect(csv.body).toBe('\uFEFF"Guard","Event","Role","Rate ($)","Hours","Total Pay ($)"\r\n');
    expect(logLines.filter((line) => line.eventIds)).toHaveLength(1);
  });

  it('a clock entry with no clock-out ends at the event end', async () => {
    // Gia clocked in at 14:00 on 2 March and never out; the event ends 16:00 → 2.00 h × $20 = $40.00.
    const body = await json('executive', `/reports/payroll?${dayPeriod('03-02')}`);
    expect(payrollOf(body)).toEqual([['No Clock Out', 'Gia Guard', 'guard', 20, 2, 40]]);
  });

  it('a clock entry is clipped to the event start and end', async () => {
    // Event 08:00–16:00. Gus 07:00–17:30 → 8.00 h × $20 = $160. Mia 07:30–09:00 → 1 h and 15:00–16:45 → 1 h:
    // 2.00 h × $30 = $60.
    const body = await json('executive', `/reports/payroll?${dayPeriod('03-03')}`);
    expect(payrollOf(body)).toEqual([
      ['Clipped Day', 'Gus Guard', 'guard', 20, 8, 160],
      ['Clipped Day', 'Mia Manager', 'manager', 30, 2, 60],
    ]);
  });

  it('a clock entry wholly outside the event is skipped', async () => {
    // Gus 06:00–07:30 and 17:00–18:00 at an 08:00–16:00 event: no payroll row; the event's actual is $0.
    expect((await json('executive', `/reports/payroll?${dayPeriod('03-04')}`)).rows).toEqual([]);
    const financial = await json('executive', `/reports/financial?${dayPeriod('03-04')}`);
    expect(financialOf(financial)).toEqual([['Outside Day', 500, 0, 500]]);
  });

  it('only positive durations count', async () => {
    // 07:00–08:00 ends at the start and 16:00–17:00 starts at the end: 0 clipped each, nothing. 09:00–10:00 = 1.00 h.
    // (A zero or negative raw entry cannot be stored: clock_entries_order_check.)
    const body = await json('executive', `/reports/payroll?${dayPeriod('03-05')}`);
    expect(payrollOf(body)).toEqual([['Positive Day', 'Gus Guard', 'guard', 20, 1, 20]]);
  });

  it('hours = minutes / 60', async () => {
    // 90 min = 1.50 h ($30.00); 45 min = 0.75 h ($15.00); 20 min = 0.333… → 0.33 h ($6.60); 50 min = 0.833… → 0.83 h
    // ($16.60); 1 min = 0.0166… → 0.02 h ($0.40). Totals 3.43 h and $68.60.
    const body = await json('executive', `/reports/payroll?${dayPeriod('03-06')}`);
    expect(payrollOf(body)).toEqual([
      ['Hours Day', 'Hal 1', 'guard', 20, 1.5, 30],
      ['Hours Day', 'Hal 2', 'guard', 20, 0.75, 15],
      ['Hours Day', 'Hal 3', 'guard', 20, 0.33, 6.6],
      ['Hours Day', 'Hal 4', 'guard', 20, 0.83, 16.6],
      ['Hours Day', 'Hal 5', 'guard', 20, 0.02, 0.4],
    ]);
    expect(body.totals).toEqual({ hoursWorked: 3.43, totalPay: 68.6 });
  });

  it('financial counts only ended events with an end date', async () => {
    // 18 March: 'Ended Today' (ended 15:00, $80 of work) and 'Quiet Night' (ended 02:00, no work); newest end first.
    // 'Running Late' has not ended; 'Forever' (3 February) has no real end — neither has a row.
    const body = await json('executive', `/reports/financial?${dayPeriod('03-18')}`);
    expect(financialOf(body)).toEqual([
      ['Ended Today', 500, 80, 420],
      ['Quiet Night', 500, 0, 500],
    ]);
    const forever = await json('executive', '/reports/financial?from=2026-02-01T00:00:00Z&to=2026-03-18T15:00:00Z');
    expect(forever.rows.map((r: FinancialRow) => r.eventName)).not.toContain('Forever');
  });

  it('financial skips entries with no clock-in or invalid times', async () => {
    // 8 March: 09:00–11:00 counts (2.00 h × $20 = $40). Clock-in at -infinity and clock-out at +infinity are skipped,
    // and an entry with no event belongs to no event. (A missing clock-in cannot be stored: clock_in is not null.)
    const payroll = await json('executive', `/reports/payroll?${dayPeriod('03-08')}`);
    expect(payrollOf(payroll)).toEqual([['Invalid Times', 'Gus Guard', 'guard', 20, 2, 40]]);
    const financial = await json('executive', `/reports/financial?${dayPeriod('03-08')}`);
    expect(financialOf(financial)).toEqual([['Invalid Times', 500, 40, 460]]);
  });

  it('pay rate follows the first role (guard, manager, supervisor)', async () => {
    // 1.00 h each: Gina ['guard','manager'] → $20; Max ['manager','guard'] → $30; Sam ['supervisor'] → $25.
    const body = await json('executive', `/reports/payroll?${dayPeriod('03-09')}`);
    expect(payrollOf(body)).toEqual([
      ['First Role', 'Gina Multi', 'guard', 20, 1, 20],
      ['First Role', 'Max Multi', 'manager', 30, 1, 30],
      ['First Role', 'Sam Supervisor', 'supervisor', 25, 1, 25],
    ]);
  });

  it('any other role gets rate 0', async () => {
    // Ari ['areaManager'] and Xena ['executive','guard'] work 1.00 h each at rate 0 → $0; the event's actual is $0.
    const body = await json('executive', `/reports/payroll?${dayPeriod('03-10')}`);
    expect(payrollOf(body)).toEqual([
      ['Other Role', 'Ari Area', 'areaManager', 0, 1, 0],
      ['Other Role', 'Xena Exec', 'executive', 0, 1, 0],
    ]);
    expect(financialOf(await json('executive', `/reports/financial?${dayPeriod('03-10')}`))).toEqual([
      ['Other Role', 500, 0, 500],
    ]);
  });

  it('missing rates count as 0', async () => {
    // 'Missing Rates' was created with only a manager rate ($30) and no budget: 2.00 h each → Gus $0, Mia $60, Sam
    // $0; budget $0 → P/L = 0 − 60 = −$60.
    const body = await json('executive', `/reports/payroll?${dayPeriod('03-11')}`);
    expect(payrollOf(body)).toEqual([
      ['Missing Rates', 'Gus Guard', 'guard', 0, 2, 0],
      ['Missing Rates', 'Mia Manager', 'manager', 30, 2, 60],
      ['Missing Rates', 'Sam Supervisor', 'supervisor', 0, 2, 0],
    ]);
    expect(financialOf(await json('executive', `/reports/financial?${dayPeriod('03-11')}`))).toEqual([
      ['Missing Rates', 0, 60, -60],
    ]);
  });

  it('Profit/Loss = payrollBudget − actual expenses', async () => {
    // Each event: Gus 8.00 h × $20 = $160 + Mia 4.00 h × $30 = $120 → actual $280.
    // Budget $500 → P/L $220; budget $100 → P/L −$180. Totals: $600 − $560 = $40.
    const body = await json('executive', `/reports/financial?${dayPeriod('03-12')}`);
    expect(financialOf(body)).toEqual([
      ['Over Budget', 100, 280, -180],
      ['Under Budget', 500, 280, 220],
    ]);
    expect(body.totals).toEqual({ budgetedExpenses: 600, actualExpenses: 560, profitLoss: 40 });
  });

  it('actual expenses = Σ rate × clipped hours', async () => {
    // Gus 07–09 → 1 h and 15–17 → 1 h: 2.00 h × $20 = $40.00; Sam 10:00–10:20 = 0.33 h × $25 = $8.25.
    // Actual = $48.25, the same as the payroll rows' total.
    const payroll = await json('executive', `/reports/payroll?${dayPeriod('03-13')}`);
    expect(payrollOf(payroll)).toEqual([
      ['Actual Day', 'Gus Guard', 'guard', 20, 2, 40],
      ['Actual Day', 'Sam Supervisor', 'supervisor', 25, 0.33, 8.25],
    ]);
    expect(payroll.totals.totalPay).toBe(48.25);
    const financial = await json('executive', `/reports/financial?${dayPeriod('03-13')}`);
    expect(financialOf(financial)).toEqual([['Actual Day', 500, 48.25, 451.75]]);
  });

  it('OT savings = rate × (raw − clipped hours)', async () => {
    // 15 March, event 08:00–16:00. Gus 07:00–17:30: raw 10.5 h − clipped 8 h = 2.50 h × $20 = $50.
    // Mia 16:30–17:30 (after the end): 1.00 h × $30 = $30. Sam from 14:00 with no clock-out: raw = clipped → $0.
    // Event OT savings = $80.00.
    const body = await json('executive', `/reports/performance/events?${dayPeriod('03-15')}`);
    // The Alert Day runs on the 17th but had an alert raised on the 15th: a card shows an event that runs in the
    // period or has a clock-in, break or alert in it.
    expect(body.rows).toMatchObject([
      { eventName: 'Alert Day', alerts: 1, otSavings: 0 },
      { eventName: 'Overtime Day', otSavings: 80, breakViolations: 0 },
    ]);
  });

  it('money is exact to the cent (no binary floating point)', async () => {
    // 'Dime Day': three guards at $0.10 × 1.00 h = 10 ¢ each → actual $0.30 exactly, budget $1.00 → P/L $0.70.
    // Half cents round up: $12.34 × 0.25 h = 308.5 ¢ → $3.09; $20.01 × 0.33 h = 660.33 ¢ → $6.60;
    // $0.15 × 0.10 h = 1.5 ¢ → $0.02; 18 s = 0.005 h → 0.01 h × $0.50 = 0.5 ¢ → $0.01.
    // Totals: actual 30 + 309 + 660 + 2 + 1 = 1002 ¢ = $10.02; budget $1.00; P/L −$9.02; hours 3 + 0.25 + 0.33 +
    // 0.10 + 0.01 = 3.69.
    const financial = await json('executive', `/reports/financial?${dayPeriod('03-14')}`);
    expect(financialOf(financial)).toEqual([
      ['Dime Day', 1, 0.3, 0.7],
      ['Half A', 0, 3.09, -3.09],
      ['Half B', 0, 6.6, -6.6],
      ['Half C', 0, 0.02, -0.02],
      ['Half D', 0, 0.01, -0.01],
    ]);
    expect(financial.totals).toEqual({ budgetedExpenses: 1, actualExpenses: 10.02, profitLoss: -9.02 });
    const payroll = await json('executive', `/reports/payroll?${dayPeriod('03-14')}`);
    expect(payrollOf(payroll).filter((r) => r[1] === 'Gus Guard')).toEqual([
      ['Half A', 'Gus Guard', 'guard', 12.34, 0.25, 3.09],
      ['Half B', 'Gus Guard', 'guard', 20.01, 0.33, 6.6],
      ['Half C', 'Gus Guard', 'guard', 0.15, 0.1, 0.02],
      ['Half D', 'Gus Guard', 'guard', 0.5, 0.01, 0.01],
    ]);
    expect(payroll.totals).toEqual({ hoursWorked: 3.69, totalPay: 10.02 });
  });

  it('break violations = the number of break records', async () => {
    // 16 March: three break records on 'Break Day' (on time, overrun, short) → 3, whatever their length.
    const body = await json('executive', `/reports/performance/events?${dayPeriod('03-16')}`);
    expect(body.rows).toMatchObject([{ eventName: 'Break Day', breakViolations: 3, alerts: 0, otSavings: 0 }]);
  });

  it('the alerts count leaves out eventAssigned and eventUnassigned', async () => {
    // 17 March: SOS, Geofence Exit, eventAssigned, eventUnassigned → 2 (the SOS of 15 March is outside the period).
    const body = await json('executive', `/reports/performance/events?${dayPeriod('03-17')}`);
    expect(body.rows).toMatchObject([{ eventName: 'Alert Day', breakViolations: 0, alerts: 2 }]);
    const wider = await json(
      'executive',
      '/reports/performance/events?from=2026-03-15T00:00:00Z&to=2026-03-17T23:59:59Z',
    );
    expect(wider.rows.find((r: { eventName: string }) => r.eventName === 'Alert Day')).toMatchObject({ alerts: 3 });
  });

  it('personnel metrics add up the events in each person’s permissions', async () => {
    // Pat (eventManager) has 'Break Day' and 'Alert Day': 16–17 March → 3 breaks, 2 alerts, OT $0. Ari (areaManager)
    // has no permissions → zeros. The supervisor viewer and Sam are supervisors with nothing here.
    const body = await json(
      'executive',
      '/reports/performance/personnel?from=2026-03-16T00:00:00Z&to=2026-03-17T23:59:59Z',
    );
    const byName = Object.fromEntries(body.rows.map((r: { personnelName: string }) => [r.personnelName, r]));
    expect(byName['Pat Person']).toMatchObject({ role: 'eventManager', breakViolations: 3, alerts: 2, otSavings: 0 });
    expect(byName['Ari Area']).toMatchObject({ role: 'areaManager', breakViolations: 0, alerts: 0, otSavings: 0 });
    expect(Object.keys(byName).sort()).toEqual(['Ari Area', 'Pat Person', 'Sam Supervisor', 'supervisor viewer']);
    const onlyEventManagers = await json(
      'executive',
      '/reports/performance/personnel?role=eventManager&from=2026-03-16T00:00:00Z&to=2026-03-17T23:59:59Z',
    );
    expect(onlyEventManagers.rows.map((r: { personnelName: string }) => r.personnelName)).toEqual(['Pat Person']);
  });
});

describe('scope of the reports', () => {
  const feb2 = dayPeriod('02-02');
  const names = (body: { rows: { eventName: string }[] }) => body.rows.map((r) => r.eventName).sort();

  it('an executive sees every event of their own client and never another client’s', async () => {
    for (const report of ['payroll', 'financial', 'performance/events']) {
      expect(names(await json('executive', `/reports/${report}?${feb2}`)), report).toEqual(['North Gig', 'South Gig']);
    }
  });

  it('a manager sees only the events of the customers in their full client access', async () => {
    for (const report of ['payroll', 'financial', 'performance/events']) {
      expect(names(await json('manager', `/reports/${report}?${feb2}`)), report).toEqual(['North Gig']);
    }
  });

  it('a supervisor sees only their individual events', async () => {
    for (const report of ['payroll', 'financial', 'performance/events']) {
      expect(names(await json('supervisor', `/reports/${report}?${feb2}`)), report).toEqual(['South Gig']);
    }
  });

  it('an admin sees every client, or the one named by clientId', async () => {
    for (const report of ['payroll', 'financial', 'performance/events']) {
      expect(names(await json('admin', `/reports/${report}?${feb2}`)), report).toEqual([
        'North Gig',
        'Pier Gig',
        'South Gig',
      ]);
      expect(names(await json('admin', `/reports/${report}?${feb2}&clientId=${id('other')}`)), report).toEqual([
        'Pier Gig',
      ]);
    }
    // Anyone else's clientId is ignored: the executive still gets their own client.
    expect(names(await json('executive', `/reports/payroll?${feb2}&clientId=${id('other')}`))).toEqual([
      'North Gig',
      'South Gig',
    ]);
  });
});

describe('CSV exports equal the JSON rows', () => {
  const csvLines = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    return body.slice(1, -2).split('\r\n');
  };
  const q = (cells: (string | number)[]) => cells.map((c) => `"${String(c).replaceAll('"', '""')}"`).join(',');

  it('payroll_reports.csv', async () => {
    const response = await get('executive', `/reports/payroll.csv?${dayPeriod('03-13')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="payroll_reports.csv"');
    const lines = csvLines(response.body);
    expect(lines).toEqual([
      '"Guard","Event","Role","Rate ($)","Hours","Total Pay ($)"',
      '"Gus Guard","Actual Day","Guard","20.00","2.00","40.00"',
      '"Sam Supervisor","Actual Day","Supervisor","25.00","0.33","8.25"',
    ]);
    const body = await json('executive', `/reports/payroll?${dayPeriod('03-13')}`);
    expect(lines.slice(1)).toEqual(
      body.rows.map((r: PayrollRow) =>
        q([
          r.guardName,
          r.eventName,
          r.role.charAt(0).toUpperCase() + r.role.slice(1),
          r.payRate.toFixed(2),
          r.hoursWorked.toFixed(2),
          r.totalPay.toFixed(2),
        ]),
      ),
    );
    // An admin's export has the client column.
    const admin = csvLines((await get('admin', `/reports/payroll.csv?${dayPeriod('03-13')}`)).body);
    expect(admin[0]).toBe('"Guard","Event","Client","Role","Rate ($)","Hours","Total Pay ($)"');
    expect(admin[1]).toBe('"Gus Guard","Actual Day","Sentinel","Guard","20.00","2.00","40.00"');
  });

  it('financial_reports.csv', async () => {
    const response = await get('executive', `/reports/financial.csv?${dayPeriod('03-12')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="financial_reports.csv"');
    const lines = csvLines(response.body);
    // A plain negative amount stays a number: the formula-injection guard (docs/product/payroll-and-reports.md#csv-exports) leaves it alone.
    expect(lines).toEqual([
      '"Event","Client","Budgeted Expenses ($)","Actual Expenses ($)","Profit/Loss ($)"',
      `"Over Budget","Sentinel","100.00","280.00","-180.00"`,
      '"Under Budget","Sentinel","500.00","280.00","220.00"',
    ]);
    const body = await json('executive', `/reports/financial?${dayPeriod('03-12')}`);
    expect(lines.slice(1)).toEqual(
      body.rows.map((r: FinancialRow) => {
        const pl = r.profitLoss.toFixed(2);
        return q([
          r.eventName,
          r.clientName ?? 'Unknown client',
          r.budgetedExpenses.toFixed(2),
          r.actualExpenses.toFixed(2),
          pl,
        ]);
      }),
    );
  });

  it('compliance_reports.csv', async () => {
    const response = await get('executive', `/reports/compliance.csv?${dayPeriod('03-16')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="compliance_reports.csv"');
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(
      '"Guard","Client","Event","Start","End","Allowed (min)","Taken (min)","Overrun","Over by (min)"',
    );
    // Newest first: Mia 13:00–13:05 of 30 (5 taken); Gus 12:00–12:40 of 15 (40 taken, 25 over); Gus 10:00–10:10.
    expect(lines.slice(1)).toEqual([
      '"Mia Manager","Sentinel","Break Day","2026-03-16T13:00:00.000Z","2026-03-16T13:05:00.000Z","30","5","No","0"',
      '"Gus Guard","Sentinel","Break Day","2026-03-16T12:00:00.000Z","2026-03-16T12:40:00.000Z","15","40","Yes","25"',
      '"Gus Guard","Sentinel","Break Day","2026-03-16T10:00:00.000Z","2026-03-16T10:10:00.000Z","15","10","No","0"',
    ]);
    type ComplianceRow = {
      guard: { name: string } | null;
      client: { name: string };
      event: { name: string } | null;
      start: string;
      end: string | null;
      allowedMinutes: number;
      takenMinutes: number;
      overrun: boolean;
      overrunMinutes: number;
    };
    const body = await json('executive', `/reports/compliance?${dayPeriod('03-16')}`);
    expect(body.totals).toEqual({ breaks: 3, overruns: 1 });
    expect(lines.slice(1)).toEqual(
      body.rows.map((r: ComplianceRow) =>
        q([
          r.guard?.name ?? 'Unknown user',
          r.client.name,
          r.event?.name ?? 'No Event Assigned',
          r.start,
          r.end ?? '',
          r.allowedMinutes,
          r.takenMinutes,
          r.overrun ? 'Yes' : 'No',
          r.overrunMinutes,
        ]),
      ),
    );
  });
});

describe('bad requests and refusals', () => {
  it('answers 400 with fields naming `to` when to is before from', async () => {
    for (const report of ['payroll', 'financial', 'performance/events', 'performance/personnel', 'payroll.csv']) {
      const response = await get('executive', `/reports/${report}?from=2026-03-10T00:00:00Z&to=2026-03-01T00:00:00Z`);
      expect(response.statusCode, report).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'bad_request', fields: { to: 'Must be after the start' } });
    }
  });

  it('answers 400 with fields naming `to` when the period is longer than 400 days', async () => {
    // 1 Feb 2025 → 8 March 2026 is 400 days (allowed); one more day is 401.
    expect(
      (await get('executive', '/reports/payroll?from=2025-02-01T00:00:00Z&to=2026-03-08T00:00:00Z')).statusCode,
    ).toBe(200);
    for (const report of ['payroll', 'financial', 'performance/events', 'performance/personnel']) {
      const response = await get('executive', `/reports/${report}?from=2025-02-01T00:00:00Z&to=2026-03-09T00:00:00Z`);
      expect(response.statusCode, report).toBe(400);
      expect(response.json().error.fields).toEqual({ to: 'At most 400 days' });
    }
  });

  it('answers 400 on a bad role', async () => {
    for (const url of ['/reports/performance/personnel?role=boss', '/reports/performance/personnel.csv?role=guard']) {
      const response = await get('executive', url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toEqual(['role']);
    }
  });

  it('answers 403 to a guard, a client user and a guest', async () => {
    for (const role of ['guard', 'client', 'guest']) {
      for (const report of ['payroll', 'financial', 'performance/events', 'performance/personnel', 'payroll.csv']) {
        expect((await get(role, `/reports/${report}?${dayPeriod('03-13')}`)).statusCode, `${role} ${report}`).toBe(403);
      }
    }
  });

  it('pages the rows and keeps the totals of the whole period', async () => {
    // 6 March has 5 payroll rows (Hal 1…5): page 3 of 2 is Hal 5 alone; page 4 is empty; the totals are always
    // 3.43 h and $68.60 and the total 5.
    const page3 = await json('executive', `/reports/payroll?${dayPeriod('03-06')}&limit=2&page=3`);
    expect(payrollOf(page3)).toEqual([['Hours Day', 'Hal 5', 'guard', 20, 0.02, 0.4]]);
    expect(page3).toMatchObject({ total: 5, page: 3, limit: 2, totals: { hoursWorked: 3.43, totalPay: 68.6 } });
    const page4 = await json('executive', `/reports/payroll?${dayPeriod('03-06')}&limit=2&page=4`);
    expect(page4).toMatchObject({ rows: [], total: 5, totals: { hoursWorked: 3.43, totalPay: 68.6 } });
    // 14 March has 5 financial rows: page 2 of 2 is Half B and Half C; totals still $10.02.
    const financial = await json('executive', `/reports/financial?${dayPeriod('03-14')}&limit=2&page=2`);
    expect(financialOf(financial).map((r) => r[0])).toEqual(['Half B', 'Half C']);
    expect(financial).toMatchObject({ total: 5, totals: { actualExpenses: 10.02, budgetedExpenses: 1 } });
  });
});

describe('the SQL agrees with the reference implementation (src/shared/workforce-pay.ts)', () => {
  it('on every fixture of this file, to the cent', async () => {
    const db = database.db;
    const period = { from: new Date('2026-02-01T00:00:00Z'), to: now };
    const query = 'from=2026-02-01T00:00:00.000Z&to=2026-03-18T15:00:00.000Z';
    // Dates read as epoch milliseconds (±Infinity for ±infinity) so nothing is lost on the way.
    const eventRows = await db.execute<Record<string, unknown>>(sql`
      select id, name, extract(epoch from start_at) * 1000 as s, extract(epoch from end_at) * 1000 as e,
        guard_pay_rate_cents, manager_pay_rate_cents, supervisor_pay_rate_cents, payroll_budget_cents
      from events`);
    const payEvents = eventRows.rows.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      startDate: Number(r.s),
      endDate: Number(r.e),
      guardPayrateCents: Number(r.guard_pay_rate_cents),
      managerPayrateCents: Number(r.manager_pay_rate_cents),
      supervisorPayrateCents: Number(r.supervisor_pay_rate_cents),
      payrollBudgetCents: Number(r.payroll_budget_cents),
    }));
    const entryRows = await db.execute<Record<string, unknown>>(sql`
      select id, user_id, event_id, extract(epoch from clock_in) * 1000 as i, extract(epoch from clock_out) * 1000 as o
      from clock_entries`);
    const payEntries = entryRows.rows.map((r) => ({
      id: String(r.id),
      userId: String(r.user_id),
      eventId: r.event_id === null ? null : String(r.event_id),
      clockIn: Number(r.i),
      clockOut: r.o === null ? null : Number(r.o),
    }));
    const payUsers = (
      await db.select({ id: users.id, displayName: users.displayName, roles: users.roles }).from(users)
    ).map((u) => ({ id: u.id, displayName: u.displayName, roles: u.roles }));
    const reference = computePayroll({ events: payEvents, users: payUsers, entries: payEntries, ...period, now });

    const payroll = await json('admin', `/reports/payroll?${query}&limit=100`);
    expect(payroll.total).toBe(reference.payroll.length);
    const sqlPayroll = payroll.rows
      .map((r: { id: string; payRate: number; hoursWorked: number; totalPay: number }) => [
        r.id,
        Math.round(r.payRate * 100),
        Math.round(r.hoursWorked * 100),
        Math.round(r.totalPay * 100),
      ])
      .sort();
    const refPayroll = reference.payroll.map((l) => [l.id, l.payRateCents, l.hoursHundredths, l.totalPayCents]).sort();
    expect(sqlPayroll).toEqual(refPayroll);

    const financial = await json('admin', `/reports/financial?${query}&limit=100`);
    const sqlFinancial = financial.rows
      .map((r: { id: string; budgetedExpenses: number; actualExpenses: number; profitLoss: number }) => [
        r.id,
        Math.round(r.budgetedExpenses * 100),
        Math.round(r.actualExpenses * 100),
        Math.round(r.profitLoss * 100),
      ])
      .sort();
    const refFinancial = reference.financial
      .map((l) => [l.id, l.budgetedCents, l.actualCents, l.profitLossCents])
      .sort();
    expect(sqlFinancial).toEqual(refFinancial);

    const savings = computeOtSavings({ events: payEvents, users: payUsers, entries: payEntries, ...period });
    const refOt = new Map<string, number>();
    for (const line of savings) refOt.set(line.eventId, (refOt.get(line.eventId) ?? 0) + line.savingsCents);
    const performance = await json('admin', `/reports/performance/events?${query}`);
    for (const row of performance.rows as { eventId: string; eventName: string; otSavings: number }[]) {
      expect(Math.round(row.otSavings * 100), row.eventName).toBe(refOt.get(row.eventId) ?? 0);
    }
    // The hand-computed day: Overtime Day's $80 is in both.
    expect(refOt.get(id('overtime'))).toBe(8000);
  });
});
