import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockEntries } from '../../db/schema.ts';
import {
  grantCustomer,
  grantEvent,
  insertClient,
  insertCustomer,
  insertEvent,
  insertUser,
} from '../../test/fixtures.ts';
import { addSignedInRoles, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

/*
 * Pay runs through the API (docs/product/payroll-runs.md#pay-runs), with the worked examples of the rules' page.
 * New York (EDT, UTC−4), workweek from Monday, OT 1.5× after 40 h, holiday pay 150 %, Memorial Day (25 May 2026) a
 * holiday, weekly runs anchored on Monday 25 May 2026.
 *   Week of 25 May, Harbor (18.00/h): guard A Monday–Friday 08:00–18:00 → HOL 10 h × 27.00 = 270.00, REG 30 h × 18.00
 *   = 540.00, OT 10 h × 27.00 = 270.00, gross 1,080.00; guard B Saturday 08:00–20:00 → REG 12 h = 216.00.
 *   Week of 8 June: guard C 30 h at Mall (20.00) Monday–Wednesday, then 15 h at Depot (16.00) Thursday 10 h and
 *   Friday 5 h: straight time 840.00, regular rate 18.6667; REG 30 h × 20.00 = 600.00, REG 10 h × 16.00 = 160.00,
 *   OT 5 h × 25.33 (16.00 + 0.5 × 18.6667) = 126.67; gross 886.67.
 */

const now = new Date('2026-06-20T14:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const db = () => t.database.db;
const local = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

async function work(userId: string, eventId: string, date: string, from: string, to: string | null) {
  const [row] = await db()
    .insert(clockEntries)
    .values({
      clientId: ids.own as string,
      userId,
      eventId,
      clockIn: local(date, from),
      clockOut: to === null ? null : local(date, to),
      source: 'timesheet',
    })
    .returning({ id: clockEntries.id });
  return (row as { id: string }).id;
}

type Line = { rateType: string; minutes: number; hours: number; rateCents: number; amountCents: number };
const figures = (lines: Line[]) => lines.map((l) => [l.rateType, l.minutes, l.hours, l.rateCents, l.amountCents]);

async function openRun(periodStart: string): Promise<string> {
  const created = await call('manager', 'POST', '/api/v1/pay-runs', { periodStart });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

beforeAll(async () => {
  const own = await insertClient(db(), { name: 'Sentinel', timeZone: 'America/New_York' });
  ids.own = own.id;
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'manager', 'supervisor'], 'sentinel.test');
  const customer = await insertCustomer(db(), own.id, { name: 'Harbor Logistics' });
  // The manager's scope: the customer's events (whose people's timesheets they correct).
  await grantCustomer(db(), own.id, ids.manager as string, customer.id);
  const span = { startAt: new Date('2026-05-01T00:00:00Z'), endAt: new Date('2026-12-31T00:00:00Z') };
  for (const [key, name, rate] of [
    ['harbor', 'Harbor Terminal', 1800],
    ['mall', 'Mall', 2000],
    ['depot', 'Depot', 1600],
  ] as const) {
    ids[key] = (await insertEvent(db(), own.id, customer.id, { name, guardPayRateCents: rate, ...span })).id;
  }
  for (const [key, name] of [
    ['guardA', 'Alex Able'],
    ['guardB', 'Bea Best'],
    ['guardC', 'Cy Cole'],
  ] as const) {
    const email = `${key.toLowerCase()}@sentinel.test`;
    ids[key] = (await insertUser(db(), own.id, { email, roles: ['guard'], displayName: name })).id;
    cookies[key] = await signInCookie(t.app, email);
  }
  const calendar = await call('manager', 'POST', '/api/v1/holiday-calendars', {
    name: 'US federal',
    dates: [{ date: '2026-05-25', name: 'Memorial Day' }],
  });
  expect(calendar.statusCode).toBe(201);
  const settings = await call('manager', 'PUT', '/api/v1/pay-settings', {
    frequency: 'weekly',
    anchorDate: '2026-05-25',
    holidayPayPct: 150,
    holidayCalendarId: calendar.json().id,
    provider: 'adp',
    companyCode: 'WP1',
    earningCodes: { OT: 'O', DT: 'D', HOL: 'H' },
  });
  expect(settings.statusCode).toBe(200);

  for (const date of ['2026-05-25', '2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29'])
    await work(ids.guardA as string, ids.harbor as string, date, '08:00', '18:00');
  ids.saturday = await work(ids.guardB as string, ids.harbor as string, '2026-05-30', '08:00', '20:00');
});

describe('opening a run', () => {
  it('computes the Memorial Day week person by person', async () => {
    ids.may25 = await openRun('2026-05-25');
    const run = (await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}`)).json();
    expect(run).toMatchObject({ status: 'open', periodStart: '2026-05-25', periodEnd: '2026-05-31', provider: 'adp' });
    const [a, b] = run.people;
    expect(a.name).toBe('Alex Able');
    expect(figures(a.lines)).toEqual([
      ['REG', 1800, 30, 1800, 54000],
      ['HOL', 600, 10, 2700, 27000],
      ['OT', 600, 10, 2700, 27000],
    ]);
    expect(a.grossCents).toBe(108000);
    expect(a.workweeks).toEqual([
      { start: '2026-05-25', nonHolidayMinutes: 2400, straightTimeCents: 72000, regularRateCents: 1800, settled: true },
    ]);
    expect(a.entries).toHaveLength(5);
    expect(b.name).toBe('Bea Best');
    expect(figures(b.lines)).toEqual([['REG', 720, 12, 1800, 21600]]);
    expect(run.totals).toMatchObject({ people: 2, minutes: 3720, grossCents: 129600 });
    expect(run.totals.byRateType.HOL).toEqual({ minutes: 600, amountCents: 27000 });
    // No ADP file numbers yet: both need attention, approval does not wait for it.
    expect(a.issues).toEqual([{ code: 'payrun.missing_provider_id', params: { provider: 'adp' } }]);
    expect(run.totals.issues['payrun.missing_provider_id']).toBe(2);
  });

  it('pays a week at two rates by the regular rate: 886.67', async () => {
    for (const date of ['2026-06-08', '2026-06-09', '2026-06-10'])
      await work(ids.guardC as string, ids.mall as string, date, '08:00', '18:00');
    await work(ids.guardC as string, ids.depot as string, '2026-06-11', '08:00', '18:00');
    await work(ids.guardC as string, ids.depot as string, '2026-06-12', '08:00', '13:00');
    ids.june8 = await openRun('2026-06-08');
    const run = (await call('manager', 'GET', `/api/v1/pay-runs/${ids.june8}`)).json();
    const c = run.people.find((p: { userId: string }) => p.userId === ids.guardC);
    expect(figures(c.lines)).toEqual([
      ['REG', 1800, 30, 2000, 60000],
      ['REG', 600, 10, 1600, 16000],
      ['OT', 300, 5, 2533, 12667],
    ]);
    expect(c.grossCents).toBe(88667);
    expect(c.workweeks[0]).toMatchObject({ straightTimeCents: 84000, regularRateCents: 1867 });
  });

  it('refuses a day that does not start a period, and a second run of a period (also at once)', async () => {
    const wrong = await call('manager', 'POST', '/api/v1/pay-runs', { periodStart: '2026-06-02' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors.periodStart).toEqual({
      code: 'payrun.not_period_start',
      params: { start: '2026-06-01' },
    });
    const bad = await call('manager', 'POST', '/api/v1/pay-runs', { periodStart: '0000-01-01' });
    expect(bad.statusCode).toBe(400);
    const both = await Promise.all(
      [1, 2].map(() => call('manager', 'POST', '/api/v1/pay-runs', { periodStart: '2026-06-01' })),
    );
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((answer) => answer.statusCode === 409)?.json().error;
    expect(refused).toMatchObject({
      code: 'payrun.exists',
      params: { periodStart: '2026-06-01', periodEnd: '2026-06-07' },
    });
    ids.june1 = both.find((answer) => answer.statusCode === 201)?.json().id;
  });

  it('lets a supervisor review only the people of their events, and not a guard', async () => {
    const none = (await call('supervisor', 'GET', `/api/v1/pay-runs/${ids.june8}`)).json();
    expect(none.people).toEqual([]);
    await grantEvent(db(), ids.own as string, ids.supervisor as string, ids.depot as string);
    const mine = (await call('supervisor', 'GET', `/api/v1/pay-runs/${ids.june8}`)).json();
    expect(mine.people.map((p: { userId: string }) => p.userId)).toEqual([ids.guardC]);
    expect((await call('supervisor', 'POST', `/api/v1/pay-runs/${ids.june8}/approve`)).statusCode).toBe(403);
    expect((await call('guardA', 'GET', '/api/v1/pay-runs')).statusCode).toBe(403);
    expect((await call('guardA', 'GET', `/api/v1/pay-runs/${ids.may25}`)).statusCode).toBe(403);
  });
});

describe('approving a run', () => {
  it('waits for an open clock entry of the period, flagged, then approves and locks', async () => {
    const open = await work(ids.guardB as string, ids.harbor as string, '2026-05-31', '09:00', null);
    const run = (await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}`)).json();
    const b = run.people.find((p: { userId: string }) => p.userId === ids.guardB);
    expect(b.issues).toContainEqual({
      code: 'payrun.open_entry',
      params: { entryId: open, clockIn: '2026-05-31T13:00:00.000Z' },
    });
    const refused = await call('manager', 'POST', `/api/v1/pay-runs/${ids.may25}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'payrun.has_open_entries',
      params: { entries: [{ id: open, userId: ids.guardB, name: 'Bea Best', clockIn: '2026-05-31T13:00:00.000Z' }] },
    });
    // The supervisor fixes the missed clock-out on the timesheet (a reason, as always).
    const fixed = await call('manager', 'PATCH', `/api/v1/personnel/${ids.guardB}/timesheet/${open}`, {
      clockOut: local('2026-05-31', '11:00').toISOString(),
      reason: 'Forgot to clock out',
    });
    expect(fixed.statusCode).toBe(200);
    const approved = await call('manager', 'POST', `/api/v1/pay-runs/${ids.may25}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approvedByName: 'manager person' });
    expect(approved.json().totals.grossCents).toBe(129600 + 3600);
    const again = await call('manager', 'POST', `/api/v1/pay-runs/${ids.may25}/approve`);
    expect(again.json().error.code).toBe('payrun.already_approved');
    // In the proof chain as opened and as approved, with the hash of its lines.
    const chained = await db().execute<{ operation: string }>(
      sql`select operation from proof_chain where table_name = 'pay_runs' and record_id = ${ids.may25} order by seq`,
    );
    expect(chained.rows.map((row) => row.operation)).toEqual(['insert', 'update']);
    const list = (await call('manager', 'GET', '/api/v1/pay-runs')).json().items;
    expect(list.find((r: { id: string }) => r.id === ids.may25)).toMatchObject({
      status: 'approved',
      grossCents: 133200,
      people: 2,
    });
  });

  it('refuses a period that is not over yet', async () => {
    const current = await openRun('2026-06-15');
    const refused = await call('manager', 'POST', `/api/v1/pay-runs/${current}/approve`);
    expect(refused.json().error).toMatchObject({ code: 'payrun.period_not_over', params: { periodEnd: '2026-06-21' } });
  });

  it('asks a reason to correct a locked entry, and pays the difference in the next open run', async () => {
    const saturday = ids.saturday as string;
    const body = { clockOut: local('2026-05-30', '21:00').toISOString() };
    const timesheet = await call(
      'manager',
      'GET',
      `/api/v1/personnel/${ids.guardB}/timesheet?from=2026-05-30T00:00:00Z&to=2026-05-31T00:00:00Z`,
    );
    expect(timesheet.json().entries.find((e: { id: string }) => e.id === saturday).paidBy).toEqual({
      payRunId: ids.may25,
      periodStart: '2026-05-25',
      periodEnd: '2026-05-31',
    });
    const locked = await call('manager', 'PATCH', `/api/v1/personnel/${ids.guardB}/timesheet/${saturday}`, body);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toMatchObject({
      code: 'payrun.locked',
      params: { payRunId: ids.may25, periodStart: '2026-05-25', periodEnd: '2026-05-31' },
    });
    const unlocked = await work(ids.guardB as string, ids.harbor as string, '2026-06-02', '08:00', '10:00');
    const noReason = await call('manager', 'PATCH', `/api/v1/personnel/${ids.guardB}/timesheet/${unlocked}`, {
      clockOut: local('2026-06-02', '11:00').toISOString(),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fieldErrors.reason.code).toBe('validation.reason_required');

    const corrected = await call('manager', 'PATCH', `/api/v1/personnel/${ids.guardB}/timesheet/${saturday}`, {
      ...body,
      reason: 'Stayed an hour for the handover',
    });
    expect(corrected.statusCode).toBe(200);
    // The approved run keeps what it paid.
    const approved = (await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}`)).json();
    expect(approved.totals.grossCents).toBe(133200);
    // The earliest open run after it (1–7 June) pays the hour: REG 60 min × 18.00.
    const next = (await call('manager', 'GET', `/api/v1/pay-runs/${ids.june1}`)).json();
    const b = next.people.find((p: { userId: string }) => p.userId === ids.guardB);
    expect(b.lines).toContainEqual(
      expect.objectContaining({
        rateType: 'ADJ',
        adjusts: 'REG',
        adjustsRunId: ids.may25,
        adjustsPeriodStart: '2026-05-25',
        minutes: 60,
        hours: 1,
        amountCents: 1800,
      }),
    );
    // A later open run does not pay it too.
    const later = (await call('manager', 'GET', `/api/v1/pay-runs/${ids.june8}`)).json();
    expect(later.people.flatMap((p: { lines: Line[] }) => p.lines).some((l: Line) => l.rateType === 'ADJ')).toBe(false);
    // Once the next run is approved with it, it is paid: the run after owes nothing more.
    expect((await call('manager', 'POST', `/api/v1/pay-runs/${ids.june1}/approve`)).statusCode).toBe(200);
    const after = (await call('manager', 'GET', `/api/v1/pay-runs/${ids.june8}`)).json();
    expect(after.people.flatMap((p: { lines: Line[] }) => p.lines).some((l: Line) => l.rateType === 'ADJ')).toBe(false);
  });
});

describe('exporting a run', () => {
  it('refuses an open run and people without the provider id, then writes the ADP file and records it', async () => {
    const open = await call('manager', 'GET', `/api/v1/pay-runs/${ids.june8}/export?format=adp`);
    expect(open.json().error.code).toBe('payrun.not_approved');
    const missing = await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}/export?format=adp`);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error).toMatchObject({
      code: 'payrun.missing_provider_ids',
      params: {
        provider: 'adp',
        people: [
          { userId: ids.guardA, name: 'Alex Able' },
          { userId: ids.guardB, name: 'Bea Best' },
        ],
      },
    });
    for (const [key, fileNumber] of [
      ['guardA', '000123'],
      ['guardB', '000124'],
    ] as const) {
      const saved = await call('manager', 'PATCH', `/api/v1/personnel/${ids[key]}`, {
        payrollIds: { adp: fileNumber },
      });
      expect(saved.statusCode).toBe(200);
    }
    const file = await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}/export?format=adp`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="PRWP1EPI.csv"');
    // A: 30 REG, 10 O/T, 10 holiday hours (code H); B: 14 REG (12 + the 2 hours of the closed entry).
    expect(file.body).toBe(
      [
        'Co Code,Batch ID,File #,Reg Hours,O/T Hours,Hours 3 Code,Hours 3 Amount',
        'WP1,260531,000123,30.00,10.00,H,10.00',
        'WP1,260531,000124,14.00,,,',
        '',
      ].join('\r\n'),
    );
    const csv = await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.charCodeAt(0)).not.toBe(0xfeff);
    const run = (await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}`)).json();
    const recorded = run.exports.map((e: { format: string; rows: number; sha256: string }) => [
      e.format,
      e.rows,
      e.sha256,
    ]);
    expect(recorded.sort()).toEqual([
      ['adp', 2, expect.stringMatching(/^[0-9a-f]{64}$/)],
      ['csv', 4, expect.stringMatching(/^[0-9a-f]{64}$/)],
    ]);
    const bad = await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}/export?format=xls`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the Gusto file', () => {
  it('takes the template’s column titles from the settings, and lists hours without a column to key in by hand', async () => {
    const settings = (await call('manager', 'GET', '/api/v1/pay-settings')).json();
    expect(settings.gustoColumns).toEqual({
      lastName: 'last_name',
      firstName: 'first_name',
      employeeId: 'gusto_employee_id',
      title: 'title',
      regularHours: 'regular_hours',
      overtimeHours: 'overtime_hours',
      doubleOvertimeHours: 'double_overtime_hours',
      holidayHours: 'holiday_hours',
    });
    const { gustoColumns: _defaults, ...rest } = settings;
    const saved = await call('manager', 'PUT', '/api/v1/pay-settings', {
      ...rest,
      holidayCalendarId: settings.holidayCalendarId,
      gustoColumns: { regularHours: 'Regular Hours', doubleOvertimeHours: null, holidayHours: null, lastName: null },
    });
    expect(saved.statusCode).toBe(200);
    // A required column's null keeps its default.
    expect(saved.json().gustoColumns).toMatchObject({
      lastName: 'last_name',
      regularHours: 'Regular Hours',
      doubleOvertimeHours: null,
      holidayHours: null,
    });
    const tooLong = await call('manager', 'PUT', '/api/v1/pay-settings', {
      ...rest,
      gustoColumns: { title: 'x'.repeat(65) },
    });
    expect(tooLong.json().error.fieldErrors['gustoColumns.title'].code).toBe('validation.too_long');

    for (const [key, id] of [
      ['guardA', 'g-a'],
      ['guardB', 'g-b'],
    ] as const)
      await call('manager', 'PATCH', `/api/v1/personnel/${ids[key]}`, { payrollIds: { adp: null, gusto: id } });
    const file = await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}/export?format=gusto`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(
      [
        'last_name,first_name,gusto_employee_id,title,Regular Hours,overtime_hours',
        'Able,Alex,g-a,,30.00,10.00',
        'Best,Bea,g-b,,14.00,',
        '',
      ].join('\r\n'),
    );
    const run = (await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}`)).json();
    const gusto = run.exports.find((e: { format: string }) => e.format === 'gusto');
    expect(gusto.manual).toEqual([
      { userId: ids.guardA, name: 'Alex Able', what: expect.stringContaining('HOL 10.00 h') },
    ]);
  });
});

describe('the guard’s own figures', () => {
  it('shows a guard their hours and gross per run, no one else’s', async () => {
    const mine = await call('guardA', 'GET', '/api/v1/pay-runs/mine');
    expect(mine.statusCode).toBe(200);
    const may = mine.json().items.find((r: { periodStart: string }) => r.periodStart === '2026-05-25');
    expect(may).toMatchObject({ status: 'approved', grossCents: 108000 });
    // Guard B's approved 1–7 June run names the run its adjustment corrects.
    const b = (await call('guardB', 'GET', '/api/v1/pay-runs/mine')).json().items;
    const firstJune = b.find((r: { periodStart: string }) => r.periodStart === '2026-06-01');
    expect(firstJune.lines).toContainEqual(
      expect.objectContaining({ rateType: 'ADJ', adjustsRunId: ids.may25, adjustsPeriodStart: '2026-05-25' }),
    );
    const june = (await call('guardC', 'GET', '/api/v1/pay-runs/mine')).json().items;
    expect(june.map((r: { periodStart: string; grossCents: number }) => [r.periodStart, r.grossCents])).toEqual([
      ['2026-06-08', 88667],
    ]);
  });
});

describe('the audit', () => {
  it('records opening, approving and exporting', async () => {
    const rows = await db().execute<{ action: string }>(
      sql`select action from audit_log where client_id = ${ids.own} and entity = 'pay_run' order by id`,
    );
    const actions = rows.rows.map((row) => row.action);
    expect(actions).toContain('pay_run.create');
    expect(actions).toContain('pay_run.approve');
    expect(actions).toContain('pay_run.export');
  });

  it('keeps the client’s proof chain whole, approved runs and their lines in it', async () => {
    const verified = await call(
      'manager',
      'GET',
      '/api/v1/proof/verify?from=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z',
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ brokenAt: null, unchained: [], unchainedTotal: 0 });
    expect(verified.json().checked).toBeGreaterThan(0);
    // The chained row carries the SHA-256 of the run's stored lines.
    const [approved] = (
      await db().execute<{ hash: string }>(sql`select content_hash as hash from pay_runs where id = ${ids.may25}`)
    ).rows;
    expect(approved?.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('an export without a company code', () => {
  it('is refused for ADP and Paychex, which name the company by it, and not for the plain CSV', async () => {
    const saved = await call('manager', 'PUT', '/api/v1/pay-settings', {
      frequency: 'weekly',
      anchorDate: '2026-05-25',
      holidayPayPct: 150,
      provider: 'adp',
    });
    expect(saved.statusCode).toBe(200);
    for (const format of ['adp', 'paychex']) {
      const refused = await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}/export?format=${format}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'payrun.missing_company_code', params: { provider: format } });
    }
    expect((await call('manager', 'GET', `/api/v1/pay-runs/${ids.may25}/export?format=csv`)).statusCode).toBe(200);
  });
});
