import { beforeAll, describe, expect, it } from 'vitest';
import { breaks } from '../../db/schema.ts';
import { clockIn, insertClient, insertCustomer, insertEvent, insertUser } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

/**
 * The "contains" column filters of the Payroll (guard, event, role), Financial (event, client) and Compliance
 * (guard, event) grids: each narrows the rows, the totals and the CSV; too long a filter is a 400, never a 500.
 */
const now = new Date('2026-03-18T15:00:00Z');
const period = 'from=2026-03-01T00:00:00.000Z&to=2026-03-18T23:59:59.999Z';
const { t } = suiteTestApp({ clock: () => now });
let cookie = '';

async function get(url: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
}
async function json(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  const db = t.database.db;
  const client = await insertClient(db, { name: 'Sentinel' });
  const customer = await insertCustomer(db, client.id, { name: 'North Mall' });
  await insertUser(db, client.id, { email: 'exec@s.test', roles: ['executive'], displayName: 'Erin Exec' });
  cookie = await signInCookie(t.app, 'exec@s.test');
  const gus = await insertUser(db, client.id, { email: 'gus@s.test', roles: ['guard'], displayName: 'Gus Guard' });
  const ari = await insertUser(db, client.id, { email: 'ari@s.test', roles: ['areaManager'], displayName: 'Ari Area' });
  const day = (d: string, time: string) => new Date(`2026-03-${d}T${time}:00Z`);
  const gala = await insertEvent(db, client.id, customer.id, {
    name: 'Spring Gala',
    startAt: day('03', '08:00'),
    endAt: day('03', '16:00'),
    guardPayRateCents: 2000,
    payrollBudgetCents: 50_000,
  });
  const match = await insertEvent(db, client.id, customer.id, {
    name: 'Bulls Match',
    startAt: day('04', '08:00'),
    endAt: day('04', '16:00'),
    guardPayRateCents: 2000,
    payrollBudgetCents: 10_000,
  });
  await clockIn(db, client.id, gus.id, gala.id, day('03', '08:00'), day('03', '12:00'));
  await clockIn(db, client.id, ari.id, gala.id, day('03', '08:00'), day('03', '10:00'));
  await clockIn(db, client.id, gus.id, match.id, day('04', '08:00'), day('04', '10:00'));
  await db.insert(breaks).values([
    {
      clientId: client.id,
      userId: gus.id,
      eventId: gala.id,
      startAt: day('03', '10:00'),
      endAt: day('03', '10:30'),
      lengthOfBreak: 15,
    },
    {
      clientId: client.id,
      userId: ari.id,
      eventId: match.id,
      startAt: day('04', '10:00'),
      endAt: day('04', '10:10'),
      lengthOfBreak: 15,
    },
  ]);
});

describe('report column filters', () => {
  it('payroll: guard, event and role (as shown, "area manager") narrow the rows, totals and CSV', async () => {
    const all = await json(`/reports/payroll?${period}`);
    expect(all.total).toBe(3);
    const byGuard = await json(`/reports/payroll?${period}&guard=gus`);
    expect(byGuard.rows.map((r: { eventName: string }) => r.eventName).sort()).toEqual(['Bulls Match', 'Spring Gala']);
    expect(byGuard.totals).toEqual({ hoursWorked: 6, totalPay: 120 });
    const byEvent = await json(`/reports/payroll?${period}&event=gala&guard=gus`);
    expect(byEvent.rows.map((r: { guardName: string }) => r.guardName)).toEqual(['Gus Guard']);
    const byRole = await json(`/reports/payroll?${period}&role=${encodeURIComponent(' Area Manager ')}`);
    expect(byRole.rows.map((r: { guardName: string }) => r.guardName)).toEqual(['Ari Area']);
    const csv = await get(`/reports/payroll.csv?${period}&role=guard`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(3); // header + Gus's two lines
  });

  it('financial: event and client narrow the rows and the CSV', async () => {
    expect((await json(`/reports/financial?${period}`)).total).toBe(2);
    const byEvent = await json(`/reports/financial?${period}&event=bulls`);
    expect(byEvent.rows.map((r: { eventName: string }) => r.eventName)).toEqual(['Bulls Match']);
    expect(byEvent.totals).toEqual({ budgetedExpenses: 100, actualExpenses: 40, profitLoss: 60 });
    expect((await json(`/reports/financial?${period}&client=sentinel`)).total).toBe(2);
    expect((await json(`/reports/financial?${period}&client=nobody`)).total).toBe(0);
    const csv = await get(`/reports/financial.csv?${period}&event=gala`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('compliance: guard and event narrow the rows, the totals and the CSV', async () => {
    const byGuard = await json(`/reports/compliance?${period}&guard=gus`);
    expect(byGuard.rows.map((r: { guard: { name: string } }) => r.guard.name)).toEqual(['Gus Guard']);
    expect(byGuard.totals).toEqual({ breaks: 1, overruns: 1 });
    const byEvent = await json(`/reports/compliance?${period}&event=bulls&overrunOnly=true`);
    expect(byEvent.total).toBe(0);
    expect(byEvent.totals).toEqual({ breaks: 1, overruns: 0 });
    const csv = await get(`/reports/compliance.csv?${period}&event=bulls`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('answers 400 for a filter over 100 characters and ignores an empty one', async () => {
    const long = 'x'.repeat(101);
    for (const url of [
      `/reports/payroll?guard=${long}`,
      `/reports/payroll.csv?role=${long}`,
      `/reports/financial?client=${long}`,
      `/reports/financial.csv?event=${long}`,
      `/reports/compliance?guard=${long}`,
      `/reports/compliance.csv?event=${long}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    expect((await json(`/reports/payroll?${period}&guard=%20%20`)).total).toBe(3);
  });
});
