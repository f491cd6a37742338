import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockEntries } from '../../db/schema.ts';
import { insertClient, insertCustomer, insertEvent, insertUser, outboxMails } from '../../test/fixtures.ts';
import { addSignedInRoles } from '../../test/http.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { smtpMailer } from '../mail/mailer.ts';
import { runReportDelivery } from '../report-delivery/delivery-job.ts';

/*
 * Sending an issued invoice: its PDF goes to the contract's billing e-mails as a delivery of the report delivery
 * log (docs/decisions/0039-report-delivery-exactly-once.md) — through the outbox in the sending transaction, or
 * over SMTP with the delivery job's retries. Guard A works 08:00–18:00 on Tuesday 26 May 2026 at 30.00/h:
 * 10.00 h × 30.00 = 300.00, tax 10 % = 30.00, total 330.00; issued on 1 June with 30 days' terms, due 1 July.
 */

let now = new Date('2026-06-01T14:00:00Z');
const clock = () => now;
const { t, ids, cookies, call } = suiteTestApp({ clock });

const week = { from: '2026-05-25', to: '2026-05-31' };

async function contractWithLine(customerId: string, eventId: string, code: string, extra: object) {
  const contract = await call('manager', 'POST', `/api/v1/customers/${customerId}/contracts`, {
    code,
    currency: 'USD',
    startsOn: '2026-05-01',
    billingCycle: 'weekly',
    weekStartsOn: 1,
    termsDays: 30,
    taxRateBp: 1000,
    ...extra,
  });
  expect(contract.statusCode).toBe(201);
  const id = contract.json().id as string;
  const line = await call('manager', 'POST', `/api/v1/contracts/${id}/lines`, {
    eventId,
    itemCode: 'GUARD',
    description: 'Gate A',
    method: 'hourly',
    billRateCents: 3000,
    effectiveFrom: '2026-05-01',
  });
  expect(line.statusCode).toBe(201);
  return id;
}

async function draft(contractId: string, period = week): Promise<string> {
  const response = await call('manager', 'POST', `/api/v1/contracts/${contractId}/invoices`, period);
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function issued(contractId: string, period = week): Promise<string> {
  const id = await draft(contractId, period);
  const response = await call('manager', 'POST', `/api/v1/invoices/${id}/issue`);
  expect(response.statusCode).toBe(200);
  return id;
}

async function deliveriesOfInvoice(invoiceId: string) {
  const result = await t.database.db.execute<{
    id: string;
    kind: string;
    status: string;
    attempts: number;
    last_error: string | null;
    next_attempt_at: Date | null;
    subscription_id: string | null;
    event_id: string | null;
    recipients: string[];
  }>(
    sql`select id, kind, status, attempts, last_error, next_attempt_at, subscription_id, event_id, recipients
      from report_deliveries where invoice_id = ${invoiceId} order by created_at, id`,
  );
  return result.rows;
}

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel Guarding', timeZone: 'America/New_York' });
  const harbor = await insertCustomer(db, own.id, { name: 'Harbor Logistics' });
  const quiet = await insertCustomer(db, own.id, { name: 'Quiet Mall' });
  const event = (customerId: string, name: string) =>
    insertEvent(db, own.id, customerId, {
      name,
      timeZone: 'America/New_York',
      startAt: new Date('2026-05-01T00:00:00Z'),
      endAt: new Date('2026-12-31T00:00:00Z'),
    });
  const gate = await event(harbor.id, 'Harbor Terminal');
  const mall = await event(quiet.id, 'Mall Patrol');
  Object.assign(ids, { own: own.id, harbor: harbor.id, quiet: quiet.id });
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'manager', 'supervisor'], 'sentinel.test');
  const guard = await insertUser(db, own.id, { email: 'a@sentinel.test', roles: ['guard'], displayName: 'Guard A' });
  for (const eventId of [gate.id, mall.id]) {
    await db.insert(clockEntries).values({
      clientId: own.id,
      userId: guard.id,
      eventId,
      clockIn: new Date('2026-05-26T08:00:00-04:00'),
      clockOut: new Date('2026-05-26T18:00:00-04:00'),
      source: 'timesheet',
    });
  }
  ids.harborContract = await contractWithLine(harbor.id, gate.id, 'HARBOR-2026', {
    billingEmails: ['ap@harbor.test', 'controller@harbor.test'],
  });
  ids.quietContract = await contractWithLine(quiet.id, mall.id, 'MALL-2026', {});
});

describe('sending an issued invoice', () => {
  it('mails the PDF to the contract’s billing e-mails through the outbox, as a delivery of the log', async () => {
    ids.invoice = await issued(ids.harborContract as string);
    const response = await call('manager', 'POST', `/api/v1/invoices/${ids.invoice}/send`);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ recipients: ['ap@harbor.test', 'controller@harbor.test'] });

    const [mail, ...more] = await outboxMails(t.database.db, 'INV-2026-0001');
    expect(more).toHaveLength(0);
    expect(mail?.to).toBe('ap@harbor.test, controller@harbor.test');
    expect(mail?.subject).toBe('Invoice INV-2026-0001 from Sentinel Guarding');
    expect(mail?.body).toContain('May 25, 2026 to May 31, 2026');
    expect(mail?.body).toContain('$330.00');
    expect(mail?.body).toContain('due Jul 1, 2026');
    expect(mail?.files).toHaveLength(1);
    expect(mail?.files[0]?.file_name).toBe('INV-2026-0001.pdf');
    expect(mail?.files[0]?.content_type).toBe('application/pdf');
    expect(mail?.files[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await getDocumentProxy(new Uint8Array(mail?.files[0]?.content ?? Buffer.alloc(0)));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('INV-2026-0001');
    expect(text).toContain('Harbor Logistics');

    const [delivery] = await deliveriesOfInvoice(ids.invoice);
    expect(delivery).toMatchObject({
      kind: 'invoice',
      status: 'sent',
      attempts: 1,
      subscription_id: null,
      event_id: null,
      recipients: ['ap@harbor.test', 'controller@harbor.test'],
    });

    const audit = await t.database.db.execute<{ data: { number: string; recipients: string[] } }>(
      sql`select data from audit_log where action = 'invoice.send' and entity_id = ${ids.invoice}`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.data).toMatchObject({
      number: 'INV-2026-0001',
      recipients: ['ap@harbor.test', 'controller@harbor.test'],
    });
  });

  it('shows the invoice’s mail in the delivery log, by its number', async () => {
    const log = await call('executive', 'GET', `/api/v1/report-deliveries?from=${week.from}&to=${week.to}`);
    expect(log.statusCode).toBe(200);
    const items = log.json().items as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'invoice',
      subscriptionId: null,
      eventId: null,
      eventName: null,
      invoiceId: ids.invoice,
      invoiceNumber: 'INV-2026-0001',
      customerId: ids.harbor,
      customerName: 'Harbor Logistics',
      periodStart: week.from,
      periodEnd: week.to,
      status: 'sent',
      attempts: 1,
      recipients: ['ap@harbor.test', 'controller@harbor.test'],
    });
  });

  it('writes the mail in the contract’s language', async () => {
    const patch = await call('manager', 'PATCH', `/api/v1/contracts/${ids.harborContract}`, { language: 'tr' });
    expect(patch.statusCode).toBe(200);
    const response = await call('manager', 'POST', `/api/v1/invoices/${ids.invoice}/send`);
    expect(response.statusCode).toBe(202);
    const [mail] = await outboxMails(t.database.db, 'tarafından');
    expect(mail?.subject).toBe('Sentinel Guarding tarafından Fatura INV-2026-0001');
    expect(mail?.body).toContain('son ödeme tarihi');
    // Sending again is a delivery of its own.
    expect(await deliveriesOfInvoice(ids.invoice as string)).toHaveLength(2);
    await call('manager', 'PATCH', `/api/v1/contracts/${ids.harborContract}`, { language: 'en' });
  });

  it('refuses a draft, a void invoice and a contract without billing e-mails, and one not visible', async () => {
    const draftId = await draft(ids.harborContract as string, { from: '2026-06-01', to: '2026-06-07' });
    const onDraft = await call('manager', 'POST', `/api/v1/invoices/${draftId}/send`);
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().error.code).toBe('invoice.not_issued');

    const voided = await issued(ids.harborContract as string, { from: '2026-05-18', to: '2026-05-24' });
    const voiding = await call('manager', 'POST', `/api/v1/invoices/${voided}/void`, { reason: 'Wrong period' });
    expect(voiding.statusCode).toBe(200);
    const onVoid = await call('manager', 'POST', `/api/v1/invoices/${voided}/send`);
    expect(onVoid.statusCode).toBe(409);
    expect(onVoid.json().error.code).toBe('invoice.not_issued');

    const quiet = await issued(ids.quietContract as string);
    const noOne = await call('manager', 'POST', `/api/v1/invoices/${quiet}/send`);
    expect(noOne.statusCode).toBe(409);
    expect(noOne.json().error.code).toBe('invoice.no_recipients');

    const missing = await call('manager', 'POST', '/api/v1/invoices/00000000-0000-4000-8000-000000000000/send');
    expect(missing.statusCode).toBe(404);
    const supervisor = await call('supervisor', 'POST', `/api/v1/invoices/${ids.invoice}/send`);
    expect(supervisor.statusCode).toBe(403);

    expect(await deliveriesOfInvoice(draftId)).toHaveLength(0);
    expect(await deliveriesOfInvoice(voided)).toHaveLength(0);
    expect(await deliveriesOfInvoice(quiet)).toHaveLength(0);
  });
});

describe('over SMTP', () => {
  let flaky: SmtpTestServer;
  beforeAll(async () => {
    flaky = await startSmtpTestServer({ refusals: 1 });
  });
  afterAll(async () => {
    t.ctx.mailer = undefined;
    await flaky.close();
  });

  it('retries a refused mail with the delivery job’s backoff, then sends the stored PDF', async () => {
    const mailer = smtpMailer(flaky.url, 'Watchpost <no-reply@watchpost.local>');
    t.ctx.mailer = mailer;
    now = new Date('2026-06-01T14:30:00Z');
    const invoiceId = await issued(ids.harborContract as string, { from: '2026-05-11', to: '2026-05-17' });
    const response = await call('manager', 'POST', `/api/v1/invoices/${invoiceId}/send`);
    expect(response.statusCode).toBe(202);
    await t.ctx.background?.settled();

    let [row] = await deliveriesOfInvoice(invoiceId);
    expect(row?.status).toBe('retrying');
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toContain('451');
    expect(new Date(row?.next_attempt_at ?? 0).toISOString()).toBe('2026-06-01T14:31:00.000Z');
    expect(flaky.received).toHaveLength(0);

    // The job retries it without an issuer: the invoice's PDF is stored with the delivery.
    const noIssuer = {
      issue: () => Promise.reject(new Error('an invoice needs no issuer')),
      changedSince: async () => [],
    };
    const deps = {
      ctx: { db: t.database.db, clock, mailer },
      issuer: noIssuer,
      log: { info: () => {}, error: () => {} },
    };
    now = new Date('2026-06-01T14:31:00Z');
    const run = await runReportDelivery(deps);
    expect(run.retried).toBe(1);
    [row] = await deliveriesOfInvoice(invoiceId);
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(2);
    expect(flaky.received).toHaveLength(1);
    const data = flaky.received[0]?.data ?? '';
    expect(flaky.received[0]?.to).toEqual(['RCPT TO:<ap@harbor.test>', 'RCPT TO:<controller@harbor.test>']);
    expect(data).toMatch(/^Subject: Invoice INV-2026-\d{4} from Sentinel Guarding/m);
    expect(data).toContain('application/pdf');
    expect(data).toMatch(/INV-2026-\d{4}\.pdf/);

    const log = await call('executive', 'GET', '/api/v1/report-deliveries?from=2026-05-11&to=2026-05-17');
    expect(log.json().items).toEqual([
      expect.objectContaining({ invoiceId, status: 'sent', attempts: 2, lastError: expect.stringContaining('451') }),
    ]);
    await mailer.close();
  });
});
