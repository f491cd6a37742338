import { createHash } from 'node:crypto';
import { billingPeriodOf, instantBounds, weeksAround } from '../../../shared/billing-rules.ts';
import {
  type Invoice,
  type InvoiceExportQuery,
  type InvoiceLineEntry,
  type InvoiceListQuery,
  type InvoicePeriodBody,
  type InvoiceSummary,
  type InvoicesDue,
  maxInvoicesPerExport,
} from '../../../shared/contract/billing.ts';
import { addDaysTo, localDateOf } from '../../../shared/zoned-time.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import type { InvoiceTermsJson } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { timeZoneOfClient } from '../personnel/index.ts';
import { plainInvoicesCsv, quickBooksIif, xeroInvoicesCsv } from './export-files.ts';
import {
  adjustmentLines,
  type ComputedLine,
  callLines,
  minutesInPeriod,
  minuteVersions,
  type Period,
  periodLines,
  sortLines,
  totalsOf,
} from './invoice-computation.ts';
import { invoicePdf } from './invoice-pdf.ts';
import {
  billableCalls,
  billedSoFar,
  billingEntries,
  type ContractRow,
  contractLanguage,
  contractsInForce,
  contractVersions,
  customerEmails,
  type Db,
  deleteDraft,
  entriesOfLine,
  findContract,
  findInvoice,
  holidaysBetween,
  type InvoiceRow,
  insertInvoice,
  invoicesCorrectedSinceIssue,
  issuedInvoicesOverlapping,
  linesOfInvoice,
  listInvoices,
  lockContract,
  lockInvoice,
  markIssued,
  markVoid,
  nextInvoiceNumber,
  overlappingInvoice,
  partiesOf,
} from './invoice-repository.ts';
import { findBillingSettings } from './settings-repository.ts';

/**
 * Invoices (docs/product/billing.md#invoices): drafted from the hours worked by the rules of
 * src/shared/billing-rules.ts, issued with the next number of the client's gap-free sequence in the issuing
 * transaction, then never changed; voided by a credit note of their own number. A clock entry corrected after
 * its invoice was issued goes on the next invoice of the contract as ADJ lines.
 */

const contractNotFound = () => AppError.notFound('No such contract.', 'contract');
const invoiceNotFound = () => AppError.notFound('No such invoice.', 'invoice');

type Transaction = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

function auditOf(caller: Caller, ctx: AppContext, action: string, entityId: string, data: Record<string, unknown>) {
  return {
    at: ctx.clock(),
    clientId: caller.actor.clientId,
    actorId: caller.actor.userId,
    action,
    entity: 'invoice',
    entityId,
    data,
    requestId: caller.requestId,
    ip: caller.ip,
  };
}

/** The terms an invoice over `period` is computed with: the contract's now, and the holidays of its weeks. */
async function termsFor(db: Db, contract: ContractRow, period: Period): Promise<InvoiceTermsJson> {
  const weeks = weeksAround(period.from, period.to, contract.weekStartsOn);
  return {
    billBasis: contract.billBasis,
    otBasis: contract.otBasis,
    otAfterMinutes: contract.otAfterMinutes,
    otBillPct: contract.otBillPct,
    holidayBillPct: contract.holidayBillPct,
    roundingMinutes: contract.roundingMinutes,
    weekStartsOn: contract.weekStartsOn,
    contractStartsOn: contract.startsOn,
    contractEndsOn: contract.endsOn,
    holidays: await holidaysBetween(db, contract.holidayCalendarId, weeks.from, weeks.to),
  };
}

/** The period's billable minutes under `terms`, read from the whole weeks around it (per-call versions take none). */
async function billedMinutesOf(
  db: Db,
  clientId: string,
  allVersions: Awaited<ReturnType<typeof contractVersions>>,
  terms: InvoiceTermsJson,
  period: Period,
) {
  const versions = minuteVersions(allVersions);
  const weeks = weeksAround(period.from, period.to, terms.weekStartsOn);
  const bounds = instantBounds(weeks.from, weeks.to);
  const eventIds = [...new Set(versions.map((version) => version.eventId))];
  const entries = await billingEntries(db, clientId, eventIds, new Date(bounds.start), new Date(bounds.end));
  return minutesInPeriod(terms, versions, entries, period);
}

/** The period's per-call lines: the calls not cancelled at the per-call versions' events, dated in their zones. */
async function callLinesOf(
  db: Db,
  clientId: string,
  versions: Awaited<ReturnType<typeof contractVersions>>,
  terms: InvoiceTermsJson,
  period: Period,
) {
  const eventIds = [
    ...new Set(versions.filter((version) => version.method === 'per_call').map((version) => version.eventId)),
  ];
  const bounds = instantBounds(period.from, period.to);
  const calls = await billableCalls(db, clientId, eventIds, new Date(bounds.start), new Date(bounds.end));
  return callLines(terms, versions, calls, period);
}

/** R6: ADJ lines for the contract's issued invoices whose entries changed since they were issued. */
async function adjustmentsFor(
  db: Db,
  clientId: string,
  contract: ContractRow,
  versions: Awaited<ReturnType<typeof contractVersions>>,
) {
  const lines: ComputedLine[] = [];
  for (const original of await invoicesCorrectedSinceIssue(db, clientId, contract.id)) {
    const period = { from: original.periodFrom, to: original.periodTo };
    const recomputed = await billedMinutesOf(db, clientId, versions, original.terms, period);
    lines.push(
      ...adjustmentLines(
        { id: original.id, number: original.number ?? '', terms: original.terms },
        versions,
        recomputed,
        await billedSoFar(db, original.id),
      ),
    );
  }
  return lines;
}

async function draftInTransaction(
  ctx: AppContext,
  caller: Caller,
  tx: Transaction,
  contractId: string,
  period: Period,
): Promise<string> {
  const clientId = caller.actor.clientId;
  const contract = await lockContract(tx, clientId, contractId);
  if (!contract) throw contractNotFound();
  const overlap = await overlappingInvoice(tx, contract.id, period.from, period.to);
  if (overlap) {
    throw new AppError(
      'invoice.period_overlaps',
      `Invoice ${overlap.number ?? '(draft)'} already covers ${overlap.from} to ${overlap.to}.`,
      { params: { from: overlap.from, to: overlap.to, number: overlap.number ?? 'DRAFT' } },
    );
  }
  const versions = await contractVersions(tx, clientId, contract.id);
  const terms = await termsFor(tx, contract, period);
  const billed = await billedMinutesOf(tx, clientId, versions, terms, period);
  const lines = sortLines([
    ...periodLines(terms, versions, billed, period),
    ...(await callLinesOf(tx, clientId, versions, terms, period)),
    ...(await adjustmentsFor(tx, clientId, contract, versions)),
  ]);
  const totals = totalsOf(lines, contract.taxRateBp);
  const now = ctx.clock();
  const id = await insertInvoice(
    tx,
    {
      clientId,
      contractId: contract.id,
      customerId: contract.customerId,
      kind: 'invoice',
      status: 'draft',
      periodFrom: period.from,
      periodTo: period.to,
      currency: contract.currency,
      poNumber: contract.poNumber,
      taxRateBp: contract.taxRateBp,
      ...totals,
      terms,
      createdBy: caller.actor.userId,
      createdAt: now,
    },
    lines,
  );
  await recordAudit(
    tx,
    auditOf(caller, ctx, 'invoice.draft', id, {
      contractId: contract.id,
      code: contract.code,
      from: period.from,
      to: period.to,
      totalCents: totals.totalCents,
    }),
  );
  return id;
}

export async function draftInvoice(ctx: AppContext, caller: Caller, contractId: string, period: InvoicePeriodBody) {
  const id = await ctx.db.transaction((tx) => draftInTransaction(ctx, caller, tx, contractId, period));
  return invoiceOf(ctx, caller, id);
}

/**
 * One draft per contract whose last billing period (the week or month before today's, in the client's zone) has
 * ended and has no invoice yet; each in its own transaction, so one refusal never blocks the others.
 */
export async function draftDueInvoices(
  ctx: AppContext,
  caller: Caller,
  input: { customerId?: string | undefined },
): Promise<InvoicesDue> {
  const clientId = caller.actor.clientId;
  const today = localDateOf(ctx.clock().getTime(), await timeZoneOfClient(ctx, clientId));
  const result: InvoicesDue = { created: [], skipped: [] };
  for (const contract of await contractsInForce(ctx.db, clientId, input.customerId, today)) {
    const current = billingPeriodOf(today, contract.billingCycle, contract.weekStartsOn);
    const last = billingPeriodOf(addDaysTo(current.from, -1), contract.billingCycle, contract.weekStartsOn);
    const period = {
      from: last.from < contract.startsOn ? contract.startsOn : last.from,
      to: contract.endsOn && contract.endsOn < last.to ? contract.endsOn : last.to,
    };
    if (period.from > period.to) continue;
    const named = { contractId: contract.id, contractCode: contract.code, ...period };
    try {
      const invoiceId = await ctx.db.transaction((tx) => draftInTransaction(ctx, caller, tx, contract.id, period));
      result.created.push({ ...named, invoiceId });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.skipped.push({ ...named, code: error.code, ...(error.params ? { params: error.params } : {}) });
    }
  }
  return result;
}

async function invoiceOf(ctx: AppContext, caller: Caller, id: string): Promise<Invoice> {
  const invoice = await findInvoice(ctx.db, caller.actor, id);
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

export const getInvoice = invoiceOf;

export function listVisibleInvoices(
  ctx: AppContext,
  caller: Caller,
  query: InvoiceListQuery,
): Promise<InvoiceSummary[]> {
  return listInvoices(ctx.db, caller.actor, query);
}

export async function invoiceLineEntries(
  ctx: AppContext,
  caller: Caller,
  invoiceId: string,
  lineId: string,
): Promise<InvoiceLineEntry[]> {
  await invoiceOf(ctx, caller, invoiceId);
  const entries = await entriesOfLine(ctx.db, invoiceId, lineId);
  if (!entries) throw AppError.notFound('No such invoice line.', 'invoice_line');
  return entries;
}

/** Checks that the caller sees the invoice, then runs the work in a transaction that holds its row locked. */
async function withLockedInvoice<T>(
  ctx: AppContext,
  caller: Caller,
  id: string,
  work: (tx: Db, invoice: InvoiceRow) => Promise<T>,
): Promise<T> {
  await invoiceOf(ctx, caller, id);
  return ctx.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, caller.actor.clientId, id);
    if (!invoice) throw invoiceNotFound();
    return work(tx, invoice);
  });
}

/** The next number of the kind in the year of the day it is issued on ("INV-2026-0007"). */
async function nextNumberOf(tx: Db, clientId: string, kind: 'invoice' | 'credit_note', issuedOn: string) {
  const year = Number(issuedOn.slice(0, 4));
  return numberOf(kind, year, await nextInvoiceNumber(tx, clientId, kind, year));
}

export async function removeDraft(ctx: AppContext, caller: Caller, id: string) {
  await withLockedInvoice(ctx, caller, id, async (tx, invoice) => {
    if (invoice.status !== 'draft') throw new AppError('invoice.already_issued', 'Only a draft can be deleted.');
    await deleteDraft(tx, id);
    await recordAudit(
      tx,
      auditOf(caller, ctx, 'invoice.delete', id, { from: invoice.periodFrom, to: invoice.periodTo }),
    );
  });
}

const numberOf = (kind: 'invoice' | 'credit_note', year: number, n: number) =>
  `${kind === 'invoice' ? 'INV' : 'CN'}-${year}-${String(n).padStart(4, '0')}`;

/** The SHA-256 of the lines as issued: the proof chain covers it with the invoice row. */
function contentHashOf(lines: readonly ComputedLine[]): string {
  return createHash('sha256')
    .update(JSON.stringify(lines.map(({ entries: _entries, ...line }) => line)))
    .digest('hex');
}

export async function issueInvoice(ctx: AppContext, caller: Caller, id: string): Promise<{ number: string }> {
  const clientId = caller.actor.clientId;
  const timeZone = await timeZoneOfClient(ctx, clientId);
  return withLockedInvoice(ctx, caller, id, async (tx, invoice) => {
    if (invoice.status !== 'draft') throw new AppError('invoice.already_issued', 'This invoice is already issued.');
    const contract = await findContract(tx, clientId, invoice.contractId);
    if (!contract) throw contractNotFound();
    const issuedAt = ctx.clock();
    const issuedOn = localDateOf(issuedAt.getTime(), timeZone);
    const number = await nextNumberOf(tx, clientId, 'invoice', issuedOn);
    await markIssued(tx, id, {
      number,
      issuedAt,
      issuedOn,
      dueOn: addDaysTo(issuedOn, contract.termsDays),
      issuedBy: caller.actor.userId,
      contentHash: contentHashOf(await linesOfInvoice(tx, id)),
    });
    await recordAudit(tx, auditOf(caller, ctx, 'invoice.issue', id, { number, totalCents: invoice.totalCents }));
    return { number };
  });
}

export async function voidInvoice(
  ctx: AppContext,
  caller: Caller,
  id: string,
  reason: string,
): Promise<{ creditNoteId: string; number: string }> {
  const clientId = caller.actor.clientId;
  const timeZone = await timeZoneOfClient(ctx, clientId);
  return withLockedInvoice(ctx, caller, id, async (tx, invoice) => {
    if (invoice.status === 'void') throw new AppError('invoice.already_void', 'This invoice is already void.');
    if (invoice.status !== 'issued' || invoice.kind !== 'invoice') {
      throw new AppError('invoice.not_issued', 'Only an issued invoice can be voided.');
    }
    const now = ctx.clock();
    const issuedOn = localDateOf(now.getTime(), timeZone);
    const number = await nextNumberOf(tx, clientId, 'credit_note', issuedOn);
    const lines = (await linesOfInvoice(tx, id)).map((line) => ({
      ...line,
      minutes: -line.minutes,
      quantityHundredths: -line.quantityHundredths,
      amountCents: -line.amountCents,
    }));
    const creditNoteId = await insertInvoice(
      tx,
      {
        clientId,
        contractId: invoice.contractId,
        customerId: invoice.customerId,
        kind: 'credit_note',
        status: 'issued',
        number,
        periodFrom: invoice.periodFrom,
        periodTo: invoice.periodTo,
        currency: invoice.currency,
        poNumber: invoice.poNumber,
        taxRateBp: invoice.taxRateBp,
        subtotalCents: -invoice.subtotalCents,
        taxCents: -invoice.taxCents,
        totalCents: -invoice.totalCents,
        terms: invoice.terms,
        issuedAt: now,
        issuedOn,
        dueOn: issuedOn,
        issuedBy: caller.actor.userId,
        creditsInvoiceId: invoice.id,
        contentHash: contentHashOf(lines),
        createdBy: caller.actor.userId,
        createdAt: now,
      },
      lines,
    );
    await markVoid(tx, id, { voidedAt: now, voidedBy: caller.actor.userId, voidReason: reason });
    await recordAudit(
      tx,
      auditOf(caller, ctx, 'invoice.void', id, { number: invoice.number, reason, creditNote: number }),
    );
    return { creditNoteId, number };
  });
}

/** The issued invoices and credit notes an export holds (at most one file's worth). */
async function invoicesToExport(ctx: AppContext, caller: Caller, query: InvoiceExportQuery) {
  const summaries = await issuedInvoicesOverlapping(ctx.db, caller.actor, query.from, query.to);
  if (summaries.length > maxInvoicesPerExport) {
    throw new AppError(
      'invoice.export_too_many',
      `${summaries.length} invoices fall in this period; one file takes at most ${maxInvoicesPerExport}.`,
      { params: { count: summaries.length, max: maxInvoicesPerExport } },
    );
  }
  const result: Invoice[] = [];
  for (const summary of summaries) result.push(await invoiceOf(ctx, caller, summary.id));
  return result;
}

const exportFileName = (query: InvoiceExportQuery) =>
  `invoices-${query.from}-${query.to}${query.format === 'xero' ? '-xero.csv' : query.format === 'iif' ? '.iif' : '.csv'}`;

/** The accounting file of the issued invoices and credit notes whose period overlaps the one asked for. */
export async function exportInvoices(ctx: AppContext, caller: Caller, query: InvoiceExportQuery) {
  const list = await invoicesToExport(ctx, caller, query);
  const emails = await customerEmails(ctx.db, caller.actor.clientId);
  const items = list.map((invoice) => ({
    invoice,
    customer: { name: invoice.customerName, email: emails.get(invoice.customerId) ?? null },
  }));
  const settings = await findBillingSettings(ctx.db, caller.actor.clientId);
  const body =
    query.format === 'xero'
      ? xeroInvoicesCsv(items, settings)
      : query.format === 'iif'
        ? quickBooksIif(items, settings)
        : plainInvoicesCsv(items);
  return {
    body,
    contentType: query.format === 'iif' ? 'application/octet-stream' : 'text/csv; charset=utf-8',
    fileName: exportFileName(query),
  };
}

/** The invoice as a PDF in its contract's language, with the company's and the customer's details. */
export async function invoicePdfFile(ctx: AppContext, caller: Caller, id: string) {
  const invoice = await invoiceOf(ctx, caller, id);
  const { company, customer } = await partiesOf(ctx.db, caller.actor.clientId, invoice.customerId);
  const pdf = await invoicePdf({
    invoice,
    language: await contractLanguage(ctx.db, invoice.contractId),
    company: company ?? { name: '', address: null, email: null, phone: null },
    customer: customer ?? { name: invoice.customerName, address: null, contactName: null, email: null },
  });
  return { pdf, fileName: `${invoice.number ?? `draft-${invoice.from}`}.pdf` };
}
