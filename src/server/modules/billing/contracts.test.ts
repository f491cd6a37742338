import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractDefaults } from '../../../shared/contract/billing.ts';
import { auditLog, contractLines, customers, invoiceLines, invoices } from '../../db/schema.ts';
import {
  defaultInvoiceTerms,
  idsOf,
  insertCustomer,
  insertEvent,
  insertSentinelAndLakeshore,
  insertUser,
} from '../../test/fixtures.ts';
import { addSignedInRoles, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-05-05T12:00:00Z');
const { t, ids, cookies, call, hours } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const {
    own,
    other,
    north: arena,
    south: mall,
    otherCustomer: foreign,
  } = await insertSentinelAndLakeshore(db, { north: 'Arena Group', south: 'Mall Partners', other: 'Foreign Customer' });
  const event = (clientId: string, customerId: string, name: string) =>
    insertEvent(db, clientId, customerId, { name, startAt: hours(-1), endAt: hours(500) });
  const gate = await event(own.id, arena.id, 'Arena Gate');
  const dock = await event(own.id, arena.id, 'Arena Dock');
  const mallEvent = await event(own.id, mall.id, 'Mall Sale');
  const foreignEvent = await event(other.id, foreign.id, 'Foreign Event');
  Object.assign(ids, idsOf({ own, other, arena, mall, foreign, gate, dock, mallEvent, foreignEvent }));
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'manager', 'supervisor', 'guard'], 'sentinel.test');
  await insertUser(db, own.id, { email: 'client@arena.test', roles: ['client'], customerId: arena.id });
  cookies.client = await signInCookie(t.app, 'client@arena.test');
  await insertUser(db, other.id, { email: 'exec@lakeshore.test', roles: ['executive'] });
  cookies.otherExec = await signInCookie(t.app, 'exec@lakeshore.test');
});

const contractBody = (code: string, extra: object = {}) => ({
  code,
  currency: 'USD',
  startsOn: '2026-01-01',
  billingCycle: 'weekly',
  ...extra,
});

const lineBody = (eventId: string, effectiveFrom: string, extra: object = {}) => ({
  eventId,
  itemCode: 'GUARD',
  description: 'Guarding',
  method: 'hourly',
  billRateCents: 3000,
  effectiveFrom,
  ...extra,
});

/** A line the manager adds to the contract, on the Arena Gate event unless `eventId` says another. */
function addLine(contractId: string, effectiveFrom: string, extra: object = {}, eventId = ids.gate) {
  return call(
    'manager',
    'POST',
    `/api/v1/contracts/${contractId}/lines`,
    lineBody(eventId ?? '', effectiveFrom, extra),
  );
}

/** A holiday calendar the manager adds, its dates given as [date, name]. */
function addCalendar(name: string, dates?: [date: string, name: string][]) {
  const body = dates ? { name, dates: dates.map(([date, holiday]) => ({ date, name: holiday })) } : { name };
  return call('manager', 'POST', '/api/v1/holiday-calendars', body);
}

async function newContract(code: string, customerId = ids.arena, extra: object = {}): Promise<string> {
  const created = await call('manager', 'POST', `/api/v1/customers/${customerId}/contracts`, contractBody(code, extra));
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

/** An invoice row written directly (the invoice service is not what these tests are about). */
async function insertInvoice(
  contractId: string,
  customerId: string,
  values: { status: 'draft' | 'issued'; periodFrom: string; periodTo: string; number?: string },
) {
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      clientId: ids.own ?? '',
      contractId,
      customerId,
      status: values.status,
      number: values.number ?? null,
      periodFrom: values.periodFrom,
      periodTo: values.periodTo,
      currency: 'USD',
      taxRateBp: 0,
      subtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
      terms: defaultInvoiceTerms,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('contracts', () => {
  it('creates a contract with the defaults applied, audited, and lists it', async () => {
    const created = await call('manager', 'POST', `/api/v1/customers/${ids.arena}/contracts`, contractBody('arena-1'));
    expect(created.statusCode).toBe(201);
    expect(Object.keys(created.json())).toEqual(['id']);
    const id = created.json().id as string;
    const contract = await call('executive', 'GET', `/api/v1/contracts/${id}`);
    expect(contract.statusCode).toBe(200);
    expect(contract.json()).toMatchObject({
      id,
      customerId: ids.arena,
      customerName: 'Arena Group',
      code: 'arena-1',
      currency: 'USD',
      startsOn: '2026-01-01',
      endsOn: null,
      billingCycle: 'weekly',
      ...contractDefaults,
      poNumber: null,
      holidayCalendarId: null,
      billingEmails: [],
      lineCount: 0,
      lines: [],
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(['contract.create']);

    await newContract('MALL-1', ids.mall, { currency: 'eur' });
    const all = await call('manager', 'GET', '/api/v1/contracts');
    expect(all.json().items.map((c: { code: string }) => c.code)).toEqual(['arena-1', 'MALL-1']);
    expect(all.json().items[1].currency).toBe('EUR');
    const arenaOnly = await call('manager', 'GET', `/api/v1/contracts?customerId=${ids.arena}`);
    expect(arenaOnly.json().items.map((c: { code: string }) => c.code)).toEqual(['arena-1']);
  });

  it('answers 400 naming the field for bad input, saving nothing', async () => {
    const url = `/api/v1/customers/${ids.arena}/contracts`;
    const fieldsOf = async (body: object) => {
      const response = await call('manager', 'POST', url, body);
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json().error.fields);
    };
    expect(await fieldsOf(contractBody('BAD-1', { currency: 'XYZ' }))).toEqual(['currency']);
    expect(await fieldsOf(contractBody('BAD-1', { startsOn: '0001-01-01' }))).toEqual(['startsOn']);
    expect(await fieldsOf(contractBody('BAD-1', { startsOn: '9999-12-31' }))).toEqual(['startsOn']);
    expect(await fieldsOf(contractBody('BAD-1', { endsOn: '2025-12-31' }))).toEqual(['endsOn']);
    expect(await fieldsOf(contractBody('BAD\u00001'))).toEqual(['code']);
    expect(await fieldsOf(contractBody('BAD-1', { taxRateBp: 10_001, roundingMinutes: 0 }))).toEqual([
      'taxRateBp',
      'roundingMinutes',
    ]);
    const unknownCalendar = await call(
      'manager',
      'POST',
      url,
      contractBody('BAD-1', { holidayCalendarId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownCalendar.statusCode).toBe(400);
    expect(unknownCalendar.json().error.fields).toEqual({ holidayCalendarId: 'No such holiday calendar' });

    const id = await newContract('PATCH-1');
    const badEnd = await call('manager', 'PATCH', `/api/v1/contracts/${id}`, { endsOn: '2025-06-01' });
    expect(badEnd.statusCode).toBe(400);
    expect(Object.keys(badEnd.json().error.fields)).toEqual(['endsOn']);

    const contract = (await call('manager', 'GET', `/api/v1/contracts/${id}`)).json();
    const noRate = await call('manager', 'POST', `/api/v1/contracts/${id}/lines`, {
      ...lineBody(ids.gate ?? '', '2026-01-01'),
      billRateCents: undefined,
    });
    expect(noRate.statusCode).toBe(400);
    expect(Object.keys(noRate.json().error.fields)).toEqual(['billRateCents']);
    const nulText = await call('manager', 'POST', `/api/v1/contracts/${id}/lines`, {
      ...lineBody(ids.gate ?? '', '2026-01-01'),
      description: 'Gate\u0000A',
    });
    expect(Object.keys(nulText.json().error.fields)).toEqual(['description']);
    expect((await call('manager', 'GET', `/api/v1/contracts/${id}`)).json()).toEqual(contract);
    const codes = (await call('manager', 'GET', '/api/v1/contracts')).json().items.map((c: { code: string }) => c.code);
    expect(codes).not.toContain('BAD-1');
  });

  it('changes terms with PATCH, audited, and refuses a code in use in any case', async () => {
    const id = await newContract('EDIT-1');
    await newContract('EDIT-2');
    const edited = await call('manager', 'PATCH', `/api/v1/contracts/${id}`, {
      termsDays: 14,
      poNumber: 'PO-77',
      billingEmails: ['AP@arena.test', 'ap@arena.test'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ termsDays: 14, poNumber: 'PO-77', billingEmails: ['ap@arena.test'] });
    const taken = await call('manager', 'PATCH', `/api/v1/contracts/${id}`, { code: 'edit-2' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('contract.code_taken');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'contract.update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toMatchObject({ before: { termsDays: 30, poNumber: null }, changes: { termsDays: 14 } });
  });

  it('gives one of two parallel creates with the same code a 409 contract.code_taken', async () => {
    const answers = await Promise.all([
      call('manager', 'POST', `/api/v1/customers/${ids.arena}/contracts`, contractBody('RACE-1')),
      call('executive', 'POST', `/api/v1/customers/${ids.mall}/contracts`, contractBody('race-1')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('contract.code_taken');
  });

  it('refuses the roles that do not manage billing, and another client’s contract or customer', async () => {
    const id = await newContract('ROLES-1');
    for (const who of ['supervisor', 'guard', 'client']) {
      expect((await call(who, 'GET', '/api/v1/contracts')).statusCode).toBe(403);
      expect((await call(who, 'GET', `/api/v1/contracts/${id}`)).statusCode).toBe(403);
      expect(
        (await call(who, 'POST', `/api/v1/customers/${ids.arena}/contracts`, contractBody('ROLES-2'))).statusCode,
      ).toBe(403);
      expect((await call(who, 'GET', '/api/v1/holiday-calendars')).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/v1/billing/settings')).statusCode).toBe(403);
    }
    const foreignGet = await call('otherExec', 'GET', `/api/v1/contracts/${id}`);
    expect(foreignGet.statusCode).toBe(404);
    expect(foreignGet.json().error.params).toEqual({ resource: 'contract' });
    expect((await call('otherExec', 'PATCH', `/api/v1/contracts/${id}`, { termsDays: 1 })).statusCode).toBe(404);
    expect(
      (await call('otherExec', 'POST', `/api/v1/contracts/${id}/lines`, lineBody(ids.gate ?? '', '2026-01-01')))
        .statusCode,
    ).toBe(404);
    expect((await call('otherExec', 'GET', '/api/v1/contracts')).json().items).toEqual([]);
    const foreignCustomer = await call(
      'manager',
      'POST',
      `/api/v1/customers/${ids.foreign}/contracts`,
      contractBody('ROLES-3'),
    );
    expect(foreignCustomer.statusCode).toBe(404);
    expect(foreignCustomer.json().error.params).toEqual({ resource: 'customer' });
  });
});

describe('contract lines', () => {
  it('adds lines and closes the open version on a rate change, audited, in order', async () => {
    const id = await newContract('LINES-1');
    const first = await addLine(id, '2026-01-01');
    expect(first.statusCode).toBe(201);
    const dock = await call('manager', 'POST', `/api/v1/contracts/${id}/lines`, {
      ...lineBody(ids.dock ?? '', '2026-01-01'),
      method: 'fixed',
      billRateCents: null,
      fixedCents: 50_000,
      contractedMinutesPerWeek: 5040,
    });
    expect(dock.statusCode).toBe(201);
    const posted = await call('manager', 'POST', `/api/v1/contracts/${id}/lines`, {
      ...lineBody(ids.gate ?? '', '2026-01-01'),
      post: 'North',
    });
    expect(posted.statusCode).toBe(201);
    const raise = await addLine(id, '2026-06-01', { billRateCents: 3300 });
    expect(raise.statusCode).toBe(201);

    const contract = (await call('manager', 'GET', `/api/v1/contracts/${id}`)).json();
    expect(contract.lineCount).toBe(4);
    expect(
      contract.lines.map((l: Record<string, unknown>) => [
        l.eventName,
        l.post,
        l.effectiveFrom,
        l.effectiveTo,
        l.billRateCents ?? l.fixedCents,
        l.invoiced,
      ]),
    ).toEqual([
      ['Arena Dock', null, '2026-01-01', null, 50_000, false],
      ['Arena Gate', null, '2026-01-01', '2026-05-31', 3000, false],
      ['Arena Gate', null, '2026-06-01', null, 3300, false],
      ['Arena Gate', 'North', '2026-01-01', null, 3000, false],
    ]);
    expect(contract.lines[0]).toMatchObject({ method: 'fixed', billRateCents: null, contractedMinutesPerWeek: 5040 });
    expect(contract.lines[1]).toMatchObject({ id: first.json().id, timeZone: 'UTC', contractId: id });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, raise.json().id));
    expect(audit.map((a) => [a.action, a.data])).toEqual([
      [
        'contract_line.create',
        expect.objectContaining({ ended: [{ id: first.json().id, effectiveTo: '2026-05-31' }] }),
      ],
    ]);
    expect((await call('manager', 'GET', '/api/v1/contracts')).json().items).toContainEqual(
      expect.objectContaining({ id, lineCount: 4 }),
    );
  });

  it('refuses an event that is not the contract customer’s', async () => {
    const id = await newContract('LINES-2');
    for (const eventId of [ids.mallEvent, ids.foreignEvent, '00000000-0000-4000-8000-000000000000']) {
      const refused = await addLine(id, '2026-01-01', {}, eventId ?? '');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ eventId: 'The event must belong to the contract’s customer' });
    }
  });

  it('refuses overlapping versions of the same event and post, across contracts, and another currency', async () => {
    const usd = await newContract('OVER-USD');
    const usd2 = await newContract('OVER-USD2');
    const eur = await newContract('OVER-EUR', ids.arena, { currency: 'EUR' });
    const post = { post: 'Overlap Post' };
    const created = await addLine(usd, '2026-03-01', { ...post, effectiveTo: '2026-03-31' });
    expect(created.statusCode).toBe(201);
    const overlapping = await addLine(usd2, '2026-03-15', post);
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toMatchObject({
      code: 'contract_line.overlaps',
      params: { contractCode: 'OVER-USD', from: '2026-03-01' },
    });
    const otherCurrency = await addLine(eur, '2026-02-01', { ...post, effectiveTo: '2026-03-01' });
    expect(otherCurrency.statusCode).toBe(409);
    expect(otherCurrency.json().error).toMatchObject({
      code: 'contract.currency_mismatch',
      params: { currency: 'EUR', otherCurrency: 'USD' },
    });
    // A closed version is not ended again: a version starting within it overlaps it.
    const within = await addLine(usd, '2026-03-10', post);
    expect(within.json().error.code).toBe('contract_line.overlaps');
    // The days after it are free, in another contract too.
    const after = await addLine(eur, '2026-04-01', post);
    expect(after.statusCode).toBe(201);
  });

  it('gives one of two parallel overlapping lines a 409', async () => {
    const id = await newContract('PAR-LINES');
    const body = lineBody(ids.dock ?? '', '2026-02-01', { post: 'Parallel' });
    const answers = await Promise.all([
      call('manager', 'POST', `/api/v1/contracts/${id}/lines`, body),
      call('executive', 'POST', `/api/v1/contracts/${id}/lines`, { ...body, billRateCents: 3100 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('contract_line.overlaps');
    const lines = await t.database.db.select().from(contractLines).where(eq(contractLines.contractId, id));
    expect(lines).toHaveLength(1);
  });

  it('keeps issued periods: no version starting within them, no currency change, no delete of an invoiced line', async () => {
    const id = await newContract('ISSUED-1');
    const post = { post: 'Issued Post' };
    const line = await addLine(id, '2026-01-01', post);
    const lineId = line.json().id as string;
    const invoiceId = await insertInvoice(id, ids.arena ?? '', {
      status: 'issued',
      number: 'INV-2026-9001',
      periodFrom: '2026-04-01',
      periodTo: '2026-04-30',
    });
    await t.database.db.insert(invoiceLines).values({
      clientId: ids.own ?? '',
      invoiceId,
      position: 1,
      contractLineId: lineId,
      rateType: 'REG',
      itemCode: 'GUARD',
      description: 'Guarding',
      minutes: 60,
      quantityHundredths: 100,
      unitCents: 3000,
      amountCents: 3000,
    });
    const before = await addLine(id, '2026-04-30', { ...post, billRateCents: 3500 });
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toMatchObject({ code: 'contract_line.before_issued', params: { date: '2026-04-30' } });
    const nextDay = await addLine(id, '2026-05-01', { ...post, billRateCents: 3500 });
    expect(nextDay.statusCode).toBe(201);

    const contract = (await call('manager', 'GET', `/api/v1/contracts/${id}`)).json();
    expect(contract.lines.map((l: { invoiced: boolean }) => l.invoiced)).toEqual([true, false]);

    const removeInvoiced = await call('manager', 'DELETE', `/api/v1/contract-lines/${lineId}`);
    expect(removeInvoiced.statusCode).toBe(409);
    expect(removeInvoiced.json().error.code).toBe('contract_line.invoiced');
    const removed = await call('manager', 'DELETE', `/api/v1/contract-lines/${nextDay.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, nextDay.json().id))).map(
        (a) => a.action,
      ),
    ).toEqual(['contract_line.create', 'contract_line.delete']);
    expect((await call('otherExec', 'DELETE', `/api/v1/contract-lines/${lineId}`)).statusCode).toBe(404);

    const currency = await call('manager', 'PATCH', `/api/v1/contracts/${id}`, { currency: 'GBP' });
    expect(currency.statusCode).toBe(409);
    expect(currency.json().error).toMatchObject({
      code: 'contract.currency_mismatch',
      params: { currency: 'GBP', otherCurrency: 'USD' },
    });
    expect((await call('manager', 'PATCH', `/api/v1/contracts/${id}`, { currency: 'usd' })).statusCode).toBe(200);
  });
});

describe('holiday calendars', () => {
  it('adds, lists and edits calendars; names are unique in any case; dates are replaced', async () => {
    const created = await addCalendar('US Federal', [
      ['2026-07-04', 'Independence Day'],
      ['2026-05-25', 'Memorial Day'],
    ]);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const duplicateDate = await addCalendar('Twice', [
      ['2026-01-01', 'New Year'],
      ['2026-01-01', 'Again'],
    ]);
    expect(duplicateDate.statusCode).toBe(400);
    expect(duplicateDate.json().error.fields).toEqual({ 'dates.1.date': 'This date is already in the calendar' });
    const taken = await addCalendar('us federal');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('holiday_calendar.name_taken');

    await newContract('HOL-1', ids.arena, { holidayCalendarId: id });
    const list = await call('manager', 'GET', '/api/v1/holiday-calendars');
    expect(list.json().items).toEqual([
      {
        id,
        name: 'US Federal',
        dates: [
          { date: '2026-05-25', name: 'Memorial Day' },
          { date: '2026-07-04', name: 'Independence Day' },
        ],
        contractCount: 1,
      },
    ]);

    const edited = await call('manager', 'PATCH', `/api/v1/holiday-calendars/${id}`, {
      name: 'US holidays',
      dates: [{ date: '2026-12-25', name: 'Christmas' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      id,
      name: 'US holidays',
      dates: [{ date: '2026-12-25', name: 'Christmas' }],
      contractCount: 1,
    });
    const other = await addCalendar('Other');
    const rename = await call('manager', 'PATCH', `/api/v1/holiday-calendars/${other.json().id}`, {
      name: 'US HOLIDAYS',
    });
    expect(rename.json().error.code).toBe('holiday_calendar.name_taken');
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action)).toEqual(
      ['holiday_calendar.create', 'holiday_calendar.update'],
    );
    expect((await call('otherExec', 'PATCH', `/api/v1/holiday-calendars/${id}`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await call('otherExec', 'GET', '/api/v1/holiday-calendars')).json().items).toEqual([]);
  });
});

describe('billing settings', () => {
  it('answers the defaults until changed, then the saved codes, audited', async () => {
    const defaults = await call('manager', 'GET', '/api/v1/billing/settings');
    expect(defaults.json()).toEqual({
      salesAccountCode: '200',
      taxType: 'Tax on Sales',
      incomeAccount: 'Security Services',
      receivableAccount: 'Accounts Receivable',
      taxAccount: 'Sales Tax Payable',
    });
    const bad = await call('manager', 'PATCH', '/api/v1/billing/settings', { salesAccountCode: ' ' });
    expect(Object.keys(bad.json().error.fields)).toEqual(['salesAccountCode']);
    const saved = await call('executive', 'PATCH', '/api/v1/billing/settings', { salesAccountCode: '4000' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ salesAccountCode: '4000', taxType: 'Tax on Sales' });
    await call('executive', 'PATCH', '/api/v1/billing/settings', { taxType: 'GST' });
    expect((await call('manager', 'GET', '/api/v1/billing/settings')).json()).toMatchObject({
      salesAccountCode: '4000',
      taxType: 'GST',
    });
    expect((await call('otherExec', 'GET', '/api/v1/billing/settings')).json().salesAccountCode).toBe('200');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'billing_settings.update'));
    expect(audit).toHaveLength(2);
  });
});

describe('deleting a customer with invoices', () => {
  it('is refused while the customer has an invoice that is not a draft', async () => {
    const lonely = await insertCustomer(t.database.db, ids.own ?? '', { name: 'Invoiced Only' });
    const contractId = await newContract('LONELY-1', lonely.id);
    await insertInvoice(contractId, lonely.id, { status: 'draft', periodFrom: '2026-01-01', periodTo: '2026-01-07' });
    await insertInvoice(contractId, lonely.id, {
      status: 'issued',
      number: 'INV-2026-9002',
      periodFrom: '2026-01-08',
      periodTo: '2026-01-14',
    });
    const refused = await call('manager', 'DELETE', `/api/v1/customers/${lonely.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'customer.has_invoices', params: { count: 1 } });
    expect(await t.database.db.select().from(customers).where(eq(customers.id, lonely.id))).toHaveLength(1);

    const draftOnly = await insertCustomer(t.database.db, ids.own ?? '', { name: 'Draft Only' });
    const draftContract = await newContract('DRAFT-1', draftOnly.id);
    await insertInvoice(draftContract, draftOnly.id, {
      status: 'draft',
      periodFrom: '2026-01-01',
      periodTo: '2026-01-07',
    });
    expect((await call('manager', 'DELETE', `/api/v1/customers/${draftOnly.id}`)).statusCode).toBe(204);
  });
});
