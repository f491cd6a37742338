import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockEntries, clockEntryCorrections, invoices, shiftAssignments, shifts } from '../../db/schema.ts';
import { insertClient, insertCustomer, insertEvent, insertUser } from '../../test/fixtures.ts';
import { addSignedInRoles, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

/*
 * The worked example of docs/product/billing.md#worked-example, through the API: Gate A at 30.00/h, overtime per
 * guard and line after 2,400 min at 150 %, holidays at 200 %, tax 10 %, the billing week from Monday, in New York.
 * Week of Monday 25 May 2026 (Memorial Day in the calendar): guard A Monday–Friday 08:00–18:00, guard B Saturday
 * 08:00–20:00 (local; EDT is UTC−4).
 *   A: Mon HOL 600 (running 600); Tue–Thu REG 1,800 (running 2,400); Fri OT 600.   B: Sat REG 720.
 *   REG 2,520 min = 42.00 h × 30.00 = 1,260.00; OT 10.00 h × 45.00 = 450.00; HOL 10.00 h × 60.00 = 600.00;
 *   subtotal 2,310.00; tax 231.00; total 2,541.00.
 */

let now = new Date('2026-06-01T14:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });

const local = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

/** A Gate A shift of the gate event on `date` from `from` to `to` (New York times); answers its id. */
async function gateShift(date: string, from: string, to: string): Promise<string> {
  const [row] = await t.database.db
    .insert(shifts)
    .values({
      clientId: ids.own as string,
      eventId: ids.gate as string,
      post: 'Gate A',
      startAt: local(date, from),
      endAt: local(date, to),
    })
    .returning({ id: shifts.id });
  return row?.id as string;
}

async function work(userId: string, eventId: string, date: string, from: string, to: string, clientId = ids.own) {
  const [row] = await t.database.db
    .insert(clockEntries)
    .values({
      clientId: clientId as string,
      userId,
      eventId,
      clockIn: local(date, from),
      clockOut: local(date, to),
      source: 'timesheet',
    })
    .returning({ id: clockEntries.id });
  return (row as { id: string }).id;
}

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel', timeZone: 'America/New_York' });
  const harbor = await insertCustomer(db, own.id, { name: 'Harbor Logistics', contactEmail: 'ap@harbor.test' });
  const mall = await insertCustomer(db, own.id, { name: 'Mall Partners' });
  const gate = await insertEvent(db, own.id, harbor.id, {
    name: 'Harbor Terminal',
    timeZone: 'America/New_York',
    startAt: new Date('2026-05-01T00:00:00Z'),
    endAt: new Date('2026-12-31T00:00:00Z'),
  });
  const mallEvent = await insertEvent(db, own.id, mall.id, {
    name: 'Mall Patrol',
    timeZone: 'America/New_York',
    startAt: new Date('2026-05-01T00:00:00Z'),
    endAt: new Date('2026-12-31T00:00:00Z'),
  });
  Object.assign(ids, { own: own.id, harbor: harbor.id, mall: mall.id, gate: gate.id, mallEvent: mallEvent.id });
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'manager', 'supervisor', 'guard'], 'sentinel.test');
  await insertUser(db, own.id, { email: 'ap@harbor.test', roles: ['client'], customerId: harbor.id });
  cookies.harborClient = await signInCookie(t.app, 'ap@harbor.test');
  await insertUser(db, own.id, { email: 'buyer@mall.test', roles: ['client'], customerId: mall.id });
  cookies.mallClient = await signInCookie(t.app, 'buyer@mall.test');
  const guardA = await insertUser(db, own.id, { email: 'a@sentinel.test', roles: ['guard'], displayName: 'Guard A' });
  const guardB = await insertUser(db, own.id, { email: 'b@sentinel.test', roles: ['guard'], displayName: 'Guard B' });
  Object.assign(ids, { guardA: guardA.id, guardB: guardB.id });

  for (const date of ['2026-05-25', '2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29']) {
    await work(guardA.id, gate.id, date, '08:00', '18:00');
  }
  ids.saturday = await work(guardB.id, gate.id, '2026-05-30', '08:00', '20:00');

  const calendar = await call('manager', 'POST', '/api/v1/holiday-calendars', {
    name: 'US federal',
    dates: [{ date: '2026-05-25', name: 'Memorial Day' }],
  });
  expect(calendar.statusCode).toBe(201);
  const contract = await call('manager', 'POST', `/api/v1/customers/${harbor.id}/contracts`, {
    code: 'HARBOR-2026',
    currency: 'USD',
    startsOn: '2026-05-01',
    billingCycle: 'weekly',
    weekStartsOn: 1,
    termsDays: 30,
    poNumber: 'PO-778',
    taxRateBp: 1000,
    holidayCalendarId: calendar.json().id,
    billBasis: 'actual_within_shift',
    otBasis: 'guard_line_week',
    otAfterMinutes: 2400,
    otBillPct: 150,
    holidayBillPct: 200,
    roundingMinutes: 1,
  });
  expect(contract.statusCode).toBe(201);
  ids.contract = contract.json().id;
  const line = await call('manager', 'POST', `/api/v1/contracts/${ids.contract}/lines`, {
    eventId: gate.id,
    itemCode: 'GUARD',
    description: 'Gate A',
    method: 'hourly',
    billRateCents: 3000,
    contractedMinutesPerWeek: 84 * 60,
    effectiveFrom: '2026-05-01',
  });
  expect(line.statusCode).toBe(201);
  ids.line = line.json().id;

  const mallContract = await call('manager', 'POST', `/api/v1/customers/${mall.id}/contracts`, {
    code: 'MALL-2026',
    currency: 'USD',
    startsOn: '2026-05-01',
    billingCycle: 'weekly',
  });
  ids.mallContract = mallContract.json().id;
  await call('manager', 'POST', `/api/v1/contracts/${ids.mallContract}/lines`, {
    eventId: mallEvent.id,
    itemCode: 'PATROL',
    description: 'Mall patrol',
    method: 'fixed',
    fixedCents: 50000,
    effectiveFrom: '2026-05-01',
  });
});

const week = { from: '2026-05-25', to: '2026-05-31' };

describe('an invoice from the hours worked', () => {
  it('drafts the worked example line by line, with tax and total', async () => {
    const draft = await call('manager', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, week);
    expect(draft.statusCode).toBe(201);
    const invoice = draft.json();
    ids.invoice = invoice.id;
    expect(invoice).toMatchObject({
      status: 'draft',
      number: null,
      currency: 'USD',
      subtotalCents: 231000,
      taxCents: 23100,
      totalCents: 254100,
    });
    const lines = invoice.lines.map((l: Record<string, unknown>) => [
      l.rateType,
      l.minutes,
      l.quantity,
      l.unitCents,
      l.amountCents,
    ]);
    expect(lines).toEqual([
      ['REG', 2520, 42, 3000, 126000],
      ['OT', 600, 10, 4500, 45000],
      ['HOL', 600, 10, 6000, 60000],
    ]);
    expect(invoice.lines.every((l: { contractLineId: string }) => l.contractLineId === ids.line)).toBe(true);
  });

  it('reports the week’s coverage: 62 of 84 contracted hours, with the unfilled shift behind the gap', async () => {
    const sunday = await gateShift('2026-05-31', '08:00', '20:00');
    // Guard B's Saturday was a shift of one (planned to 22:00), assigned and worked: no gap.
    const saturday = await gateShift('2026-05-30', '08:00', '22:00');
    await t.database.db.insert(shiftAssignments).values({
      clientId: ids.own as string,
      shiftId: saturday,
      userId: ids.guardB as string,
    });
    await t.database.db
      .update(clockEntries)
      .set({ shiftId: saturday })
      .where(eq(clockEntries.id, ids.saturday as string));
    const report = await call('supervisor', 'GET', '/api/v1/reports/coverage?from=2026-05-25&to=2026-05-31');
    expect(report.statusCode).toBe(200);
    // The supervisor has no event of this customer in their scope.
    expect(report.json().items).toEqual([]);
    const mine = await call(
      'manager',
      'GET',
      `/api/v1/reports/coverage?from=2026-05-25&to=2026-05-31&customerId=${ids.harbor}`,
    );
    // Delivered 50 h (A) + 12 h (B) = 62 h = 3,720 min of 84 h = 5,040: 3,720 / 5,040 = 73.809… → 73.81 %.
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        contractLineId: ids.line,
        weekStart: '2026-05-25',
        contractedMinutes: 5040,
        deliveredMinutes: 3720,
        uncoveredMinutes: 1320,
        coveragePct: 73.81,
        gaps: [expect.objectContaining({ shiftId: sunday, headcount: 1, assigned: 0, clockedIn: 0 })],
      }),
    ]);
    const csv = await call(
      'manager',
      'GET',
      `/api/v1/reports/coverage.csv?from=2026-05-25&to=2026-05-31&customerId=${ids.harbor}`,
    );
    expect(csv.body).toContain(
      '"Harbor Logistics","HARBOR-2026","Harbor Terminal","","GUARD","2026-05-25","84.00","62.00","22.00","73.81","1"',
    );
    expect((await call('guard', 'GET', '/api/v1/reports/coverage?from=2026-05-25&to=2026-05-31')).statusCode).toBe(403);
  });

  it('shows the clock entries behind a line, by local day', async () => {
    const invoice = (await call('manager', 'GET', `/api/v1/invoices/${ids.invoice}`)).json();
    const reg = invoice.lines.find((l: { rateType: string }) => l.rateType === 'REG');
    const entries = await call('manager', 'GET', `/api/v1/invoices/${ids.invoice}/lines/${reg.id}/entries`);
    expect(entries.statusCode).toBe(200);
    expect(
      entries
        .json()
        .items.map((e: { date: string; minutes: number; personName: string }) => [e.date, e.personName, e.minutes]),
    ).toEqual([
      ['2026-05-26', 'Guard A', 600],
      ['2026-05-27', 'Guard A', 600],
      ['2026-05-28', 'Guard A', 600],
      ['2026-05-30', 'Guard B', 720],
    ]);
  });

  it('refuses a second invoice for any day of the same period', async () => {
    const again = await call('manager', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, {
      from: '2026-05-31',
      to: '2026-06-06',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'invoice.period_overlaps', params: { from: '2026-05-25' } });
  });

  it('keeps drafts from a customer’s own user, and supervisors out of invoices', async () => {
    expect((await call('harborClient', 'GET', '/api/v1/invoices')).json().items).toEqual([]);
    expect((await call('harborClient', 'GET', `/api/v1/invoices/${ids.invoice}`)).statusCode).toBe(404);
    expect((await call('supervisor', 'GET', '/api/v1/invoices')).statusCode).toBe(403);
    expect((await call('guard', 'GET', `/api/v1/invoices/${ids.invoice}`)).statusCode).toBe(403);
  });

  it('issues the draft with the first number of the year and its due date, then never again', async () => {
    const issued = await call('manager', 'POST', `/api/v1/invoices/${ids.invoice}/issue`);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toEqual({ number: 'INV-2026-0001' });
    const invoice = (await call('manager', 'GET', `/api/v1/invoices/${ids.invoice}`)).json();
    // 2026-06-01 14:00 UTC is 10:00 in New York: issued that day, due 30 days later.
    expect(invoice).toMatchObject({ status: 'issued', issuedOn: '2026-06-01', dueOn: '2026-07-01' });
    const again = await call('manager', 'POST', `/api/v1/invoices/${ids.invoice}/issue`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invoice.already_issued');
    expect((await call('manager', 'DELETE', `/api/v1/invoices/${ids.invoice}`)).json().error.code).toBe(
      'invoice.already_issued',
    );
  });

  it('shows the issued invoice to the customer’s own user, and to no other customer’s', async () => {
    const mine = await call('harborClient', 'GET', '/api/v1/invoices');
    expect(mine.json().items.map((i: { number: string }) => i.number)).toEqual(['INV-2026-0001']);
    expect((await call('harborClient', 'GET', `/api/v1/invoices/${ids.invoice}`)).statusCode).toBe(200);
    expect((await call('mallClient', 'GET', `/api/v1/invoices/${ids.invoice}`)).statusCode).toBe(404);
    expect((await call('mallClient', 'GET', '/api/v1/invoices')).json().items).toEqual([]);
    expect((await call('harborClient', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, week)).statusCode).toBe(
      403,
    );
  });

  it('gives the issued invoice as a PDF to the manager and the customer, and in the accounting files', async () => {
    for (const who of ['manager', 'harborClient']) {
      const pdf = await call(who, 'GET', `/api/v1/invoices/${ids.invoice}/pdf`);
      expect(pdf.statusCode, who).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await call('mallClient', 'GET', `/api/v1/invoices/${ids.invoice}/pdf`)).statusCode).toBe(404);
    const xero = await call('manager', 'GET', '/api/v1/invoices/export?format=xero&from=2026-05-01&to=2026-05-31');
    expect(xero.statusCode).toBe(200);
    expect(xero.body.charCodeAt(0)).not.toBe(0xfeff);
    const rows = xero.body.trim().split(/\r?\n/);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).every((row) => row.includes('INV-2026-0001'))).toBe(true);
    expect(rows[1]).toContain('42.00,30.00');
    const iif = await call('manager', 'GET', '/api/v1/invoices/export?format=iif&from=2026-05-01&to=2026-05-31');
    expect(iif.body).toContain('!TRNS');
    expect(iif.body).toContain('INV-2026-0001');
    const none = await call('manager', 'GET', '/api/v1/invoices/export?format=csv&from=2026-07-01&to=2026-07-31');
    expect(none.statusCode).toBe(200);
    expect(none.body.trim().split(/\r?\n/)).toHaveLength(1);
    const bad = await call('manager', 'GET', '/api/v1/invoices/export?format=pdf&from=2026-05-01&to=2026-05-31');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('format');
    expect(
      (await call('harborClient', 'GET', '/api/v1/invoices/export?format=csv&from=2026-05-01&to=2026-05-31'))
        .statusCode,
    ).toBe(403);
  });

  it('puts a correction made after issue on the next invoice as an adjustment naming the original', async () => {
    // Guard B's Saturday was 08:00–22:00, not 20:00: 120 more minutes, all REG (B's week: 840 < 2,400).
    now = new Date('2026-06-01T15:00:00Z');
    const before = local('2026-05-30', '20:00');
    const after = local('2026-05-30', '22:00');
    await t.database.db
      .update(clockEntries)
      .set({ clockOut: after })
      .where(eq(clockEntries.id, ids.saturday as string));
    await t.database.db.insert(clockEntryCorrections).values({
      clientId: ids.own as string,
      clockEntryId: ids.saturday as string,
      kind: 'corrected',
      beforeClockIn: local('2026-05-30', '08:00'),
      beforeClockOut: before,
      afterClockIn: local('2026-05-30', '08:00'),
      afterClockOut: after,
      reason: 'Relief arrived late',
      correctedAt: now,
    });
    const next = await call('manager', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, {
      from: '2026-06-01',
      to: '2026-06-07',
    });
    expect(next.statusCode).toBe(201);
    // 120 min = 2.00 h × 30.00 = 60.00; tax 6.00; total 66.00.
    expect(next.json().lines).toEqual([
      expect.objectContaining({
        rateType: 'ADJ',
        adjustsRateType: 'REG',
        adjustsInvoiceId: ids.invoice,
        adjustsInvoiceNumber: 'INV-2026-0001',
        minutes: 120,
        quantity: 2,
        unitCents: 3000,
        amountCents: 6000,
      }),
    ]);
    expect(next.json()).toMatchObject({ subtotalCents: 6000, taxCents: 600, totalCents: 6600 });
    ids.next = next.json().id;
    // The issued invoice itself never changed.
    const original = (await call('manager', 'GET', `/api/v1/invoices/${ids.invoice}`)).json();
    expect(original.totalCents).toBe(254100);
    // A second draft for a later week does not adjust the same change again while this draft stands.
    const later = await call('manager', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, {
      from: '2026-06-08',
      to: '2026-06-14',
    });
    expect(later.json().lines).toEqual([]);
    expect((await call('manager', 'DELETE', `/api/v1/invoices/${later.json().id}`)).statusCode).toBe(204);
  });

  it('gives two invoices issued at the same moment consecutive numbers, no gap and no duplicate', async () => {
    const mallDraft = await call('manager', 'POST', `/api/v1/contracts/${ids.mallContract}/invoices`, week);
    expect(mallDraft.statusCode).toBe(201);
    // The fixed line is billed once for the period, with no hours worked.
    expect(mallDraft.json().lines).toEqual([
      expect.objectContaining({ rateType: 'FIXED', quantity: 1, unitCents: 50000, amountCents: 50000 }),
    ]);
    const [first, second] = await Promise.all([
      call('manager', 'POST', `/api/v1/invoices/${ids.next}/issue`),
      call('executive', 'POST', `/api/v1/invoices/${mallDraft.json().id}/issue`),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect([first?.json().number, second?.json().number].sort()).toEqual(['INV-2026-0002', 'INV-2026-0003']);
  });

  it('voids an issued invoice with a credit note of its own number, and frees its period', async () => {
    const missing = await call('manager', 'POST', `/api/v1/invoices/${ids.invoice}/void`, { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('reason');
    const voided = await call('manager', 'POST', `/api/v1/invoices/${ids.invoice}/void`, {
      reason: 'Billed to the wrong PO',
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().number).toBe('CN-2026-0001');
    const note = (await call('manager', 'GET', `/api/v1/invoices/${voided.json().creditNoteId}`)).json();
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      creditsInvoiceId: ids.invoice,
      creditsInvoiceNumber: 'INV-2026-0001',
      subtotalCents: -231000,
      taxCents: -23100,
      totalCents: -254100,
    });
    expect(note.lines.map((l: { amountCents: number }) => l.amountCents)).toEqual([-126000, -45000, -60000]);
    const original = (await call('manager', 'GET', `/api/v1/invoices/${ids.invoice}`)).json();
    expect(original).toMatchObject({
      status: 'void',
      voidReason: 'Billed to the wrong PO',
      creditNoteId: voided.json().creditNoteId,
      creditNoteNumber: 'CN-2026-0001',
    });
    const twice = await call('manager', 'POST', `/api/v1/invoices/${ids.invoice}/void`, { reason: 'again' });
    expect(twice.json().error.code).toBe('invoice.already_void');
    // The period may be billed again, now with the corrected Saturday (REG 2,640 min = 44.00 h).
    const rebilled = await call('manager', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, week);
    expect(rebilled.statusCode).toBe(201);
    expect(rebilled.json().lines[0]).toMatchObject({ rateType: 'REG', minutes: 2640, amountCents: 132000 });
    const stored = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, ids.invoice as string));
    expect(stored[0]?.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('drafts one invoice when two managers draft the same period at once', async () => {
    const period = { from: '2026-06-15', to: '2026-06-21' };
    const answers = await Promise.all([
      call('manager', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, period),
      call('executive', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, period),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const listed = await call(
      'manager',
      'GET',
      `/api/v1/invoices?contractId=${ids.contract}&from=2026-06-15&to=2026-06-21`,
    );
    expect(listed.json().items).toHaveLength(1);
  });

  it('answers 404 for an invoice of no one and 400 for a bad period', async () => {
    expect((await call('manager', 'GET', '/api/v1/invoices/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const backwards = await call('manager', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, {
      from: '2026-06-07',
      to: '2026-06-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('to');
    for (const date of ['0001-01-01', '9999-12-31']) {
      const far = await call('manager', 'POST', `/api/v1/contracts/${ids.contract}/invoices`, { from: date, to: date });
      expect(far.statusCode, date).toBe(400);
    }
  });
});
