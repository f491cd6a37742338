import { beforeAll, describe, expect, it } from 'vitest';
import type { CallStatus, CallType } from '../../../shared/dispatch-rules.ts';
import { clockEntries, dispatchCalls } from '../../db/schema.ts';
import { insertClient, insertCustomer, insertEvent } from '../../test/fixtures.ts';
import { addSignedInRoles } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

/*
 * Billing per call (docs/product/billing.md#billing-per-call), through the API, in London (GMT until Sunday
 * 29 March 2026 01:00 UTC, then BST = UTC+1). Contract ACME-2026 bills monthly in GBP with 20 % tax:
 *   - Depot, every post, hourly at £20.00;
 *   - Depot alarms per call at £45.00 (from 1 March; a new version at £50.00 from 16 April);
 *   - Depot patrol requests per call at £12.50.
 * March's calls at the Depot: 3 alarms billed (one cleared as a false alarm, one at 23:30 on 31 March local =
 * 22:30 UTC) + 1 cancelled alarm (not billed) + 2 patrol requests + 1 escort (no line sells escorts); an alarm at
 * 00:30 on 1 April local (23:30 UTC on 31 March) belongs to April. An alarm at the Warehouse (another event of the
 * customer, no per-call line) and one at a free address are billed by nothing. A guard works 8 h at the Depot.
 *   March: REG 8.00 h × 20.00 = 160.00 (16000); alarms 3 × 45.00 = 135.00 (13500); patrol requests 2 × 12.50 =
 *   25.00 (2500). Subtotal 16000 + 13500 + 2500 = 32000; tax 32000 × 2000 ÷ 10000 = 6400; total 38400.
 *   April: alarms at £45.00: 00:30 on 1 April and 10 April = 2 × 4500 = 9000; at £50.00: 20 April and 23:59 on
 *   30 April (22:59 UTC) = 2 × 5000 = 10000. Subtotal 19000; tax 3800; total 22800.
 */

/** May, after both periods (a line may start in the past). */
const now = new Date('2026-05-02T09:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });

const london = 'Europe/London';

async function insertCall(
  eventId: string | null,
  type: CallType,
  receivedAt: string,
  status: CallStatus = 'new',
): Promise<string> {
  const received = new Date(receivedAt);
  const cleared = status === 'cleared';
  const [row] = await t.database.db
    .insert(dispatchCalls)
    .values({
      clientId: ids.own as string,
      eventId,
      customerId: eventId ? (ids.acme as string) : null,
      address: eventId ? null : '1 High Street',
      ...(eventId ? {} : { latitude: 51.5, longitude: -0.12 }),
      type,
      priority: 2,
      description: `${type} at ${receivedAt}`,
      source: 'dispatcher',
      status,
      outcome: cleared ? 'false_alarm' : null,
      receivedAt: received,
      targetMinutes: 30,
      targetAt: new Date(received.getTime() + 30 * 60_000),
      ...(status === 'cancelled' ? { cancelledAt: new Date(received.getTime() + 60_000) } : {}),
      ...(cleared
        ? {
            assigneeId: ids.guard as string,
            assignedAt: received,
            onSceneAt: new Date(received.getTime() + 600_000),
            clearedAt: new Date(received.getTime() + 1_200_000),
          }
        : {}),
    })
    .returning({ id: dispatchCalls.id });
  return (row as { id: string }).id;
}

async function addLine(body: Record<string, unknown>) {
  return call('manager', 'POST', `/api/v1/contracts/${ids.contract}/lines`, body);
}

const alarmLine = {
  itemCode: 'ALARM',
  description: 'Alarm response',
  method: 'per_call',
  callType: 'alarm',
  fixedCents: 4500,
  effectiveFrom: '2026-03-01',
};

/** [itemCode, rateType, callType, quantity, unitCents, amountCents] of each line. */
const figures = (invoice: { lines: Record<string, unknown>[] }) =>
  invoice.lines.map((l) => [l.itemCode, l.rateType, l.callType, l.quantity, l.unitCents, l.amountCents]);

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel UK', timeZone: london });
  const acme = await insertCustomer(db, own.id, { name: 'Acme Storage' });
  const other = await insertCustomer(db, own.id, { name: 'Other Co' });
  const span = { timeZone: london, startAt: new Date('2026-01-01T00:00:00Z'), endAt: new Date('2026-12-31T00:00:00Z') };
  const depot = await insertEvent(db, own.id, acme.id, { name: 'Depot', ...span });
  const warehouse = await insertEvent(db, own.id, acme.id, { name: 'Warehouse', ...span });
  const otherSite = await insertEvent(db, own.id, other.id, { name: 'Other site', ...span });
  Object.assign(ids, { own: own.id, acme: acme.id, depot: depot.id, warehouse: warehouse.id, otherSite: otherSite.id });
  await addSignedInRoles(t, { ids, cookies }, own.id, ['manager', 'guard'], 'uk.test');
  const contract = await call('manager', 'POST', `/api/v1/customers/${acme.id}/contracts`, {
    code: 'ACME-2026',
    currency: 'GBP',
    startsOn: '2026-01-01',
    billingCycle: 'monthly',
    taxRateBp: 2000,
  });
  expect(contract.statusCode).toBe(201);
  ids.contract = contract.json().id;
});

describe('a per-call contract line', () => {
  it('is refused without a call type or a price, with a post or contracted hours, and a call type elsewhere', async () => {
    const codesOf = async (body: Record<string, unknown>) => {
      const response = await addLine({ eventId: ids.depot, ...body });
      expect(response.statusCode).toBe(400);
      const fieldErrors = response.json().error.fieldErrors as Record<string, { code: string }>;
      return Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, error.code]));
    };
    expect(await codesOf({ ...alarmLine, callType: undefined })).toEqual({ callType: 'billing.call_type_required' });
    expect(await codesOf({ ...alarmLine, fixedCents: null })).toEqual({ fixedCents: 'billing.price_required' });
    expect(await codesOf({ ...alarmLine, post: 'Gate' })).toEqual({ post: 'billing.per_call_post' });
    expect(await codesOf({ ...alarmLine, contractedMinutesPerWeek: 600 })).toEqual({
      contractedMinutesPerWeek: 'billing.per_call_hours',
    });
    expect(await codesOf({ ...alarmLine, callType: 'fire' })).toEqual({ callType: 'dispatch.call_type' });
    expect(
      await codesOf({ ...alarmLine, method: 'hourly', billRateCents: 2000, fixedCents: undefined, callType: 'alarm' }),
    ).toEqual({ callType: 'billing.call_type_per_call_only' });
    // A blank post is no post.
    const blank = await addLine({
      eventId: ids.depot,
      ...alarmLine,
      post: '  ',
      effectiveFrom: '2026-01-01',
      effectiveTo: '2026-01-31',
    });
    expect(blank.statusCode).toBe(201);
    expect((await call('manager', 'DELETE', `/api/v1/contract-lines/${blank.json().id}`)).statusCode).toBe(204);
  });

  it('sits beside the event’s every-post hourly line and another call type, and answers with its call type', async () => {
    const hourly = await addLine({
      eventId: ids.depot,
      itemCode: 'GUARD',
      description: 'Depot guarding',
      method: 'hourly',
      billRateCents: 2000,
      effectiveFrom: '2026-03-01',
    });
    expect(hourly.statusCode).toBe(201);
    const alarm = await addLine({ eventId: ids.depot, ...alarmLine });
    expect(alarm.statusCode).toBe(201);
    ids.alarmLine = alarm.json().id;
    const patrol = await addLine({
      eventId: ids.depot,
      itemCode: 'PATROL-REQ',
      description: 'Patrol on request',
      method: 'per_call',
      callType: 'patrol_request',
      fixedCents: 1250,
      effectiveFrom: '2026-03-01',
    });
    expect(patrol.statusCode).toBe(201);
    const contract = (await call('manager', 'GET', `/api/v1/contracts/${ids.contract}`)).json();
    const alarmRow = contract.lines.find((line: { id: string }) => line.id === ids.alarmLine);
    expect(alarmRow).toMatchObject({
      method: 'per_call',
      callType: 'alarm',
      fixedCents: 4500,
      billRateCents: null,
      post: null,
      contractedMinutesPerWeek: null,
      effectiveTo: null,
    });
    expect(contract.lines.find((line: { itemCode: string }) => line.itemCode === 'GUARD')).toMatchObject({
      method: 'hourly',
      callType: null,
      effectiveTo: null,
    });
  });

  it('may not overlap a per-call line of the same event and call type on another contract', async () => {
    const second = await call('manager', 'POST', `/api/v1/customers/${ids.acme}/contracts`, {
      code: 'ACME-EXTRA',
      currency: 'GBP',
      startsOn: '2026-01-01',
      billingCycle: 'monthly',
    });
    const overlap = await call('manager', 'POST', `/api/v1/contracts/${second.json().id}/lines`, {
      eventId: ids.depot,
      ...alarmLine,
      effectiveFrom: '2026-06-01',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toMatchObject({
      code: 'contract_line.overlaps',
      params: { contractCode: 'ACME-2026', from: '2026-03-01' },
    });
  });
});

describe('an invoice with per-call lines', () => {
  beforeAll(async () => {
    await t.database.db.insert(clockEntries).values({
      clientId: ids.own as string,
      userId: ids.guard as string,
      eventId: ids.depot as string,
      clockIn: new Date('2026-03-10T08:00:00Z'),
      clockOut: new Date('2026-03-10T16:00:00Z'),
      source: 'timesheet',
    });
    const depot = ids.depot as string;
    // March, billed: three alarms (a false alarm cleared, one at 23:30 BST on the last day), two patrol requests.
    await insertCall(depot, 'alarm', '2026-03-03T10:00:00Z', 'cleared');
    await insertCall(depot, 'alarm', '2026-03-15T02:00:00Z');
    await insertCall(depot, 'alarm', '2026-03-31T22:30:00Z');
    await insertCall(depot, 'patrol_request', '2026-03-05T21:00:00Z');
    await insertCall(depot, 'patrol_request', '2026-03-25T23:15:00Z', 'cleared');
    // March, not billed: a cancelled alarm, an escort (no line), an alarm at another event and at a free address.
    await insertCall(depot, 'alarm', '2026-03-20T12:00:00Z', 'cancelled');
    await insertCall(depot, 'escort', '2026-03-12T18:00:00Z');
    await insertCall(ids.warehouse as string, 'alarm', '2026-03-10T03:00:00Z');
    await insertCall(null, 'alarm', '2026-03-11T03:00:00Z');
    // April: 00:30 BST on 1 April (still 31 March in UTC), 10 April, then after the new rate 20 April and 23:59 on
    // 30 April (22:59 UTC).
    await insertCall(depot, 'alarm', '2026-03-31T23:30:00Z');
    await insertCall(depot, 'alarm', '2026-04-10T09:00:00Z');
    await insertCall(depot, 'alarm', '2026-04-20T09:00:00Z');
    await insertCall(depot, 'alarm', '2026-04-30T22:59:00Z');
    // 1 May 00:01 BST: not April's.
    await insertCall(depot, 'alarm', '2026-04-30T23:01:00Z');
  });

  it('bills March: the hours, 3 alarms × £45.00 and 2 patrol requests × £12.50, with tax on top', async () => {
    const draft = await call('manager', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, {
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(draft.statusCode).toBe(201);
    const invoice = draft.json();
    ids.march = invoice.id;
    expect(figures(invoice)).toEqual([
      ['ALARM', 'FIXED', 'alarm', 3, 4500, 13500],
      ['GUARD', 'REG', null, 8, 2000, 16000],
      ['PATROL-REQ', 'FIXED', 'patrol_request', 2, 1250, 2500],
    ]);
    expect(invoice.lines[0]).toMatchObject({ contractLineId: ids.alarmLine, minutes: 0, post: null });
    expect(invoice).toMatchObject({ subtotalCents: 32000, taxCents: 6400, totalCents: 38400 });
    // A per-call line has no clock entries behind it.
    const entries = await call('manager', 'GET', `/api/v1/invoices/${invoice.id}/lines/${invoice.lines[0].id}/entries`);
    expect(entries.json().items).toEqual([]);
  });

  it('keeps an issued invoice as issued: a call recorded late for its period changes nothing', async () => {
    const issued = await call('manager', 'POST', `/api/v1/invoices/${ids.march}/issue`);
    expect(issued.statusCode).toBe(200);
    const before = (await call('manager', 'GET', `/api/v1/invoices/${ids.march}`)).json();
    await insertCall(ids.depot as string, 'alarm', '2026-03-18T12:00:00Z');
    const after = (await call('manager', 'GET', `/api/v1/invoices/${ids.march}`)).json();
    expect(figures(after)).toEqual(figures(before));
    expect(after.totalCents).toBe(38400);
    // Its alarm line cannot be deleted, and a new version may not start inside the issued period.
    const removed = await call('manager', 'DELETE', `/api/v1/contract-lines/${ids.alarmLine}`);
    expect(removed.json().error.code).toBe('contract_line.invoiced');
    const early = await addLine({ eventId: ids.depot, ...alarmLine, fixedCents: 5000, effectiveFrom: '2026-03-31' });
    expect(early.json().error.code).toBe('contract_line.before_issued');
  });

  it('bills April across a rate change: 2 alarms at £45.00 and 2 at £50.00 (a new version from 16 April)', async () => {
    const rate = await addLine({ eventId: ids.depot, ...alarmLine, fixedCents: 5000, effectiveFrom: '2026-04-16' });
    expect(rate.statusCode).toBe(201);
    const contract = (await call('manager', 'GET', `/api/v1/contracts/${ids.contract}`)).json();
    expect(contract.lines.find((line: { id: string }) => line.id === ids.alarmLine).effectiveTo).toBe('2026-04-15');
    const draft = await call('manager', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, {
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(draft.statusCode).toBe(201);
    const invoice = draft.json();
    expect(figures(invoice)).toEqual([
      ['ALARM', 'FIXED', 'alarm', 2, 4500, 9000],
      ['ALARM', 'FIXED', 'alarm', 2, 5000, 10000],
    ]);
    expect(invoice.lines.map((line: { contractLineId: string }) => line.contractLineId)).toEqual([
      ids.alarmLine,
      rate.json().id,
    ]);
    expect(invoice).toMatchObject({ subtotalCents: 19000, taxCents: 3800, totalCents: 22800 });
  });

  it('leaves per-call lines out of the coverage report', async () => {
    const report = await call(
      'manager',
      'GET',
      `/api/v1/reports/coverage?from=2026-04-01&to=2026-04-30&customerId=${ids.acme}`,
    );
    expect(report.statusCode).toBe(200);
    const items = report.json().items as { itemCode: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((row) => row.itemCode === 'GUARD')).toBe(true);
  });

  it('voids into a credit note that negates the per-call lines', async () => {
    const voided = await call('manager', 'POST', `/api/v1/invoices/${ids.march}/void`, { reason: 'Wrong PO' });
    expect(voided.statusCode).toBe(200);
    const credit = (await call('manager', 'GET', `/api/v1/invoices/${voided.json().creditNoteId}`)).json();
    expect(figures(credit)).toEqual([
      ['ALARM', 'FIXED', 'alarm', -3, 4500, -13500],
      ['GUARD', 'REG', null, -8, 2000, -16000],
      ['PATROL-REQ', 'FIXED', 'patrol_request', -2, 1250, -2500],
    ]);
    expect(credit.totalCents).toBe(-38400);
  });
});
