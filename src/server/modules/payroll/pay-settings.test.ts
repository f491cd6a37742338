import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gustoDefaultColumns } from '../../../shared/contract/payroll.ts';
import { auditLog, holidayCalendars, personPayrollIds } from '../../db/schema.ts';
import { idsOf, insertSentinelAndLakeshore, insertUser } from '../../test/fixtures.ts';
import { addSignedInRoles, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

/** Pay settings and payroll-provider ids (docs/product/payroll-runs.md), on a real database. */

// A Wednesday: the workweek (Monday first by default) began on 2026-05-04.
const now = new Date('2026-05-06T12:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const { own, other, north } = await insertSentinelAndLakeshore(db);
  const [ownCalendar] = await db
    .insert(holidayCalendars)
    .values({ clientId: own.id, name: 'Own holidays' })
    .returning({ id: holidayCalendars.id });
  const [foreignCalendar] = await db
    .insert(holidayCalendars)
    .values({ clientId: other.id, name: 'Foreign holidays' })
    .returning({ id: holidayCalendars.id });
  Object.assign(ids, idsOf({ own, other }), { ownCalendar: ownCalendar?.id, foreignCalendar: foreignCalendar?.id });
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'manager', 'supervisor', 'guard'], 'sentinel.test');
  await insertUser(db, own.id, { email: 'client@north.test', roles: ['client'], customerId: north.id });
  cookies.client = await signInCookie(t.app, 'client@north.test');
  await insertUser(db, other.id, { email: 'exec@lakeshore.test', roles: ['executive'] });
  cookies.otherExec = await signInCookie(t.app, 'exec@lakeshore.test');
});

const defaults = {
  frequency: 'weekly',
  anchorDate: '2026-05-04',
  dailyOtAfterMinutes: null,
  dailyDtAfterMinutes: null,
  holidayPayPct: 150,
  holidayCalendarId: null,
  provider: null,
  companyCode: null,
  earningCodes: { OT: null, DT: null, HOL: null },
  gustoColumns: gustoDefaultColumns,
};

const valid = { frequency: 'weekly', anchorDate: '2026-05-04', holidayPayPct: 150 };

const put = (caller: string, body: object) => call(caller, 'PUT', '/api/v1/pay-settings', body);

/** The field errors of a 400, by field. */
async function refusal(body: object): Promise<Record<string, { code: string; params?: object }>> {
  const res = await put('manager', { ...valid, ...body });
  expect(res.statusCode).toBe(400);
  return res.json().error.fieldErrors;
}

describe('pay settings', () => {
  it('are the defaults until first saved', async () => {
    const res = await call('manager', 'GET', '/api/v1/pay-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaults);
  });

  it('are replaced by a PUT, trimmed, audited and read back', async () => {
    const body = {
      frequency: 'biweekly',
      anchorDate: '2026-04-27',
      dailyOtAfterMinutes: 480,
      dailyDtAfterMinutes: 720,
      holidayPayPct: 200,
      holidayCalendarId: ids.ownCalendar,
      provider: 'adp',
      companyCode: '  ACME  ',
      earningCodes: { OT: ' OT1 ', HOL: 'HOL' },
    };
    const saved = await put('manager', body);
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...body,
      companyCode: 'ACME',
      earningCodes: { OT: 'OT1', DT: null, HOL: 'HOL' },
      gustoColumns: gustoDefaultColumns,
    };
    expect(saved.json()).toEqual(expected);
    expect((await call('executive', 'GET', '/api/v1/pay-settings')).json()).toEqual(expected);

    // A PUT replaces: what it leaves out is cleared.
    const replaced = await put('executive', { frequency: 'monthly', anchorDate: '2026-05-05', holidayPayPct: 100 });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      ...defaults,
      frequency: 'monthly',
      anchorDate: '2026-05-05',
      holidayPayPct: 100,
    });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'pay_settings.update'));
    expect(audit).toHaveLength(2);
    expect(audit.every((row) => row.clientId === ids.own && row.entityId === ids.own)).toBe(true);
  });

  it('refuses an anchor that is not a date, or outside the accepted years', async () => {
    for (const anchorDate of ['2026-02-30', '05/04/2026', '', '0001-01-01', '9999-12-31', '0001-01-02']) {
      expect(Object.keys(await refusal({ anchorDate }))).toEqual(['anchorDate']);
    }
    for (const frequency of ['semimonthly', 'monthly']) {
      expect(Object.keys(await refusal({ frequency, anchorDate: '9999-12-31' }))).toEqual(['anchorDate']);
    }
  });

  it('refuses a weekly or biweekly anchor that is not the first day of a workweek', async () => {
    for (const frequency of ['weekly', 'biweekly']) {
      expect(await refusal({ frequency, anchorDate: '2026-05-05' })).toEqual({
        anchorDate: { code: 'payroll.anchor_not_week_start', params: { weekStart: 1 } },
      });
    }
    // Semi-monthly and monthly periods ignore the anchor.
    expect((await put('manager', { ...valid, frequency: 'semimonthly', anchorDate: '2026-05-05' })).statusCode).toBe(
      200,
    );
  });

  it('follows the scheduling settings’ week start', async () => {
    const sunday = await call('executive', 'PATCH', '/api/v1/scheduling/settings', { weekStart: 0 });
    expect(sunday.statusCode).toBe(200);
    try {
      expect(await refusal({ anchorDate: '2026-05-04' })).toEqual({
        anchorDate: { code: 'payroll.anchor_not_week_start', params: { weekStart: 0 } },
      });
      expect((await put('manager', { ...valid, anchorDate: '2026-05-03' })).statusCode).toBe(200);
    } finally {
      await call('executive', 'PATCH', '/api/v1/scheduling/settings', { weekStart: 1 });
    }
  });

  it('refuses daily thresholds out of range, not whole, or double time not after overtime', async () => {
    expect((await refusal({ dailyOtAfterMinutes: 0 })).dailyOtAfterMinutes?.code).toBe('validation.too_small');
    expect((await refusal({ dailyOtAfterMinutes: 1441 })).dailyOtAfterMinutes?.code).toBe('validation.too_big');
    expect((await refusal({ dailyOtAfterMinutes: 480.5 })).dailyOtAfterMinutes?.code).toBe('validation.not_integer');
    expect((await refusal({ dailyDtAfterMinutes: 1441 })).dailyDtAfterMinutes?.code).toBe('validation.too_big');
    expect((await refusal({ dailyOtAfterMinutes: '480' })).dailyOtAfterMinutes?.code).toBe('validation.not_number');
    for (const dt of [480, 300]) {
      expect(await refusal({ dailyOtAfterMinutes: 480, dailyDtAfterMinutes: dt })).toEqual({
        dailyDtAfterMinutes: { code: 'payroll.dt_not_after_ot' },
      });
    }
    const dtAlone = await put('manager', { ...valid, dailyDtAfterMinutes: 720 });
    expect(dtAlone.statusCode).toBe(200);
    expect(dtAlone.json()).toMatchObject({ dailyOtAfterMinutes: null, dailyDtAfterMinutes: 720 });
    const edges = await put('manager', { ...valid, dailyOtAfterMinutes: 1, dailyDtAfterMinutes: 1440 });
    expect(edges.statusCode).toBe(200);
  });

  it('refuses holiday pay outside 100–300 % or not whole', async () => {
    expect((await refusal({ holidayPayPct: 99 })).holidayPayPct?.code).toBe('validation.too_small');
    expect((await refusal({ holidayPayPct: 301 })).holidayPayPct?.code).toBe('validation.too_big');
    expect((await refusal({ holidayPayPct: 150.5 })).holidayPayPct?.code).toBe('validation.not_integer');
    expect(Object.keys(await refusal({ holidayPayPct: undefined }))).toEqual(['holidayPayPct']);
    expect((await put('manager', { ...valid, holidayPayPct: 300 })).statusCode).toBe(200);
  });

  it('refuses another client’s holiday calendar, or one that does not exist', async () => {
    for (const holidayCalendarId of [ids.foreignCalendar, '00000000-0000-4000-8000-000000000000']) {
      expect(await refusal({ holidayCalendarId })).toEqual({ holidayCalendarId: { code: 'billing.unknown_calendar' } });
    }
    expect((await refusal({ holidayCalendarId: 'nope' })).holidayCalendarId?.code).toBe('validation.invalid_id');
  });

  it('refuses an unknown frequency or provider, and text that is too long or cannot be stored', async () => {
    expect((await refusal({ frequency: 'daily' })).frequency?.code).toBe('validation.either');
    expect(Object.keys(await refusal({ frequency: undefined }))).toEqual(['frequency']);
    expect((await refusal({ provider: 'xero' })).provider?.code).toBe('validation.either');
    expect(await refusal({ companyCode: 'x'.repeat(33) })).toEqual({
      companyCode: { code: 'validation.too_long', params: { max: 32 } },
    });
    expect((await refusal({ companyCode: 'a\u0000b' })).companyCode?.code).toBe('validation.unstorable_text');
    expect((await refusal({ companyCode: 'a\uD800b' })).companyCode?.code).toBe('validation.unstorable_text');
    expect(Object.keys(await refusal({ earningCodes: { OT: 'x'.repeat(17) } }))).toEqual(['earningCodes.OT']);
    expect(Object.keys(await refusal({ earningCodes: { REG: 'R' } }))).toEqual(['earningCodes.REG']);
    expect(Object.keys(await refusal({ weeklyOtAfterMinutes: 2400 }))).toEqual(['weeklyOtAfterMinutes']);
  });

  it('are executive’s and manager’s only', async () => {
    for (const caller of ['supervisor', 'guard', 'client']) {
      expect((await call(caller, 'GET', '/api/v1/pay-settings')).statusCode).toBe(403);
      expect((await put(caller, valid)).statusCode).toBe(403);
    }
  });

  it('are per client: another client sees its own defaults and changes only its own', async () => {
    await put('manager', { ...valid, holidayPayPct: 175 });
    const foreign = await call('otherExec', 'GET', '/api/v1/pay-settings');
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual(defaults);
    expect((await put('otherExec', { ...valid, holidayPayPct: 250 })).statusCode).toBe(200);
    expect((await call('manager', 'GET', '/api/v1/pay-settings')).json().holidayPayPct).toBe(175);
    // Its own calendar is not ours.
    const own = await call('otherExec', 'PUT', '/api/v1/pay-settings', {
      ...valid,
      holidayCalendarId: ids.ownCalendar,
    });
    expect(own.json().error.fieldErrors).toEqual({ holidayCalendarId: { code: 'billing.unknown_calendar' } });
  });
});

describe('payroll ids of a person', () => {
  const none = { adp: null, gusto: null, paychex: null, quickbooks: null };
  const patch = (caller: string, id: string | undefined, body: object) =>
    call(caller, 'PATCH', `/api/v1/personnel/${id}`, body);

  it('are all null until set', async () => {
    const res = await call('executive', 'GET', `/api/v1/personnel/${ids.guard}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payrollIds).toEqual(none);
  });

  it('are set, trimmed, kept, cleared and returned in the detail', async () => {
    const set = await patch('executive', ids.guard, { payrollIds: { adp: '  E-100 ', gusto: 'G7' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().payrollIds).toEqual({ ...none, adp: 'E-100', gusto: 'G7' });
    // Another field alone keeps them.
    expect((await patch('executive', ids.guard, { notes: 'Night shifts' })).json().payrollIds).toMatchObject({
      adp: 'E-100',
    });
    const cleared = await patch('executive', ids.guard, { payrollIds: { adp: null, gusto: '  ', quickbooks: 'Q-1' } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().payrollIds).toEqual({ ...none, quickbooks: 'Q-1' });
    expect((await call('executive', 'GET', `/api/v1/personnel/${ids.guard}`)).json().payrollIds).toEqual({
      ...none,
      quickbooks: 'Q-1',
    });
    const self = await patch('manager', ids.manager, { payrollIds: { paychex: 'P-9' } });
    expect(self.statusCode).toBe(200);
    expect(self.json().payrollIds).toEqual({ ...none, paychex: 'P-9' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ids.guard ?? ''));
    expect(audit.some((row) => JSON.stringify(row.data).includes('Q-1'))).toBe(true);
  });

  it('refuses an id too long, not text or an unknown provider', async () => {
    const long = await patch('executive', ids.guard, { payrollIds: { adp: 'x'.repeat(33) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fieldErrors).toEqual({
      'payrollIds.adp': { code: 'validation.too_long', params: { max: 32 } },
    });
    expect((await patch('executive', ids.guard, { payrollIds: { adp: 7 } })).statusCode).toBe(400);
    expect((await patch('executive', ids.guard, { payrollIds: { xero: 'X' } })).statusCode).toBe(400);
    expect((await patch('executive', ids.guard, { payrollIds: { adp: 'a\u0000' } })).statusCode).toBe(400);
  });

  it('are refused to a supervisor and a guard, and another client’s person is not found', async () => {
    for (const caller of ['supervisor', 'guard']) {
      expect((await patch(caller, ids.guard, { payrollIds: { adp: 'S-1' } })).statusCode).toBe(403);
    }
    expect((await patch('otherExec', ids.guard, { payrollIds: { adp: 'S-1' } })).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(personPayrollIds)
      .where(eq(personPayrollIds.userId, ids.guard ?? ''));
    expect(row?.adp).toBeNull();
  });
});
