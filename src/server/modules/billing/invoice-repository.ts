import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { BillingEntry } from '../../../shared/billing-rules.ts';
import type {
  Invoice,
  InvoiceKind,
  InvoiceLine,
  InvoiceLineEntry,
  InvoiceStatus,
  InvoiceSummary,
  MinuteRateType,
} from '../../../shared/contract/billing.ts';
import type { CallType } from '../../../shared/dispatch-rules.ts';
import type { Actor } from '../../access/actor.ts';
import { billingCustomerVisible, seesDraftInvoices } from '../../access/billing.ts';
import type { Database } from '../../db/client.ts';
import { personName } from '../../db/person-name.ts';
import { pickColumns } from '../../db/pick-columns.ts';
import {
  breaks,
  clients,
  clockEntries,
  clockEntryCorrections,
  contractLines,
  contracts,
  customers,
  dispatchCalls,
  events,
  holidayDates,
  type InvoiceTermsJson,
  invoiceLines,
  invoiceNumberSequences,
  invoices,
  shifts,
  users,
} from '../../db/schema.ts';
import { issuedInvoicesOfContract } from './contract-repository.ts';
import type { BillableCall, BilledSoFar, ComputedLine, PricedVersion } from './invoice-computation.ts';

/** A transaction or the database itself. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type ContractRow = typeof contracts.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
/** A line's columns without the clock entries behind it, which only entriesOfLine reads. */
const lineKeys = [
  'id',
  'contractLineId',
  'rateType',
  'itemCode',
  'description',
  'eventId',
  'eventName',
  'post',
  'minutes',
  'quantityHundredths',
  'unitCents',
  'amountCents',
  'adjustsInvoiceId',
  'adjustsRateType',
] as const;
type InvoiceLineRow = Pick<typeof invoiceLines.$inferSelect, (typeof lineKeys)[number]>;

function selectContract(db: Db, clientId: string, id: string) {
  return db
    .select()
    .from(contracts)
    .where(and(eq(contracts.clientId, clientId), eq(contracts.id, id)));
}

/** The contract, locked until the transaction ends: drafting and issuing against one contract take turns. */
export async function lockContract(db: Db, clientId: string, id: string): Promise<ContractRow | undefined> {
  const [row] = await selectContract(db, clientId, id).for('update');
  return row;
}

export async function findContract(db: Db, clientId: string, id: string): Promise<ContractRow | undefined> {
  const [row] = await selectContract(db, clientId, id);
  return row;
}

/** The contracts of the client whose dates reach `from` (for drafting what is due). */
export async function contractsInForce(db: Db, clientId: string, customerId: string | undefined, on: string) {
  return db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.clientId, clientId),
        customerId ? eq(contracts.customerId, customerId) : undefined,
        lte(contracts.startsOn, on),
      ),
    )
    .orderBy(asc(contracts.code));
}

/** Every line version of the contract with its event's name and zone. */
export async function contractVersions(db: Db, clientId: string, contractId: string): Promise<PricedVersion[]> {
  const rows = await db
    .select({ line: contractLines, eventName: events.name, timeZone: events.timeZone })
    .from(contractLines)
    .innerJoin(events, eq(events.id, contractLines.eventId))
    .where(and(eq(contractLines.clientId, clientId), eq(contractLines.contractId, contractId)))
    .orderBy(asc(contractLines.effectiveFrom));
  return rows.map(({ line, eventName, timeZone }) => pricedVersion(line, eventName, timeZone));
}

/** A line version as the computation prices it: the line's terms with its event's name and zone. */
export function pricedVersion(
  line: typeof contractLines.$inferSelect,
  eventName: string,
  timeZone: string,
): PricedVersion {
  return {
    id: line.id,
    eventId: line.eventId,
    post: line.post,
    effectiveFrom: line.effectiveFrom,
    effectiveTo: line.effectiveTo,
    eventName,
    timeZone,
    itemCode: line.itemCode,
    description: line.description,
    method: line.method,
    billRateCents: line.billRateCents,
    fixedCents: line.fixedCents,
    callType: line.callType,
    contractedMinutesPerWeek: line.contractedMinutesPerWeek,
  };
}

/**
 * The calls for service at these events received in [start, end) that were not cancelled (a false alarm was
 * attended, so it counts), with their event's zone: what per-call lines bill (docs/product/billing.md#billing-per-call).
 */
export async function billableCalls(
  db: Db,
  clientId: string,
  eventIds: readonly string[],
  start: Date,
  end: Date,
): Promise<BillableCall[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({
      id: dispatchCalls.id,
      eventId: dispatchCalls.eventId,
      type: dispatchCalls.type,
      receivedAt: sql<number>`(extract(epoch from ${dispatchCalls.receivedAt}) * 1000)::float8`,
      timeZone: events.timeZone,
    })
    .from(dispatchCalls)
    .innerJoin(events, eq(events.id, dispatchCalls.eventId))
    .where(
      and(
        eq(dispatchCalls.clientId, clientId),
        inArray(dispatchCalls.eventId, [...eventIds]),
        gte(dispatchCalls.receivedAt, start),
        lt(dispatchCalls.receivedAt, end),
        ne(dispatchCalls.status, 'cancelled'),
        isNull(dispatchCalls.cancelledAt),
      ),
    );
  return rows.map((row) => ({ ...row, eventId: row.eventId as string }));
}

export async function holidaysBetween(db: Db, calendarId: string | null, from: string, to: string): Promise<string[]> {
  if (!calendarId) return [];
  const rows = await db
    .select({ date: holidayDates.date })
    .from(holidayDates)
    .where(and(eq(holidayDates.calendarId, calendarId), gte(holidayDates.date, from), lte(holidayDates.date, to)))
    .orderBy(asc(holidayDates.date));
  return rows.map((row) => row.date);
}

/**
 * The closed clock entries of the events that overlap [start, end), with the window and post of the shift each
 * covers and the ended breaks of their people in that time.
 */
export async function billingEntries(
  db: Db,
  clientId: string,
  eventIds: readonly string[],
  start: Date,
  end: Date,
  onlyIds?: readonly string[],
): Promise<BillingEntry[]> {
  if (eventIds.length === 0 || onlyIds?.length === 0) return [];
  // Times as epoch milliseconds: a month of a large client is ~100,000 rows, and numbers skip parsing dates.
  const epochMs = (column: SQL | typeof clockEntries.clockIn) =>
    sql<number>`(extract(epoch from ${column}) * 1000)::float8`;
  // The closed entries of these events of the client whose time overlaps [start, end) (of those ids, if given).
  const entryFilter = and(
    eq(clockEntries.clientId, clientId),
    inArray(clockEntries.eventId, [...eventIds]),
    isNotNull(clockEntries.clockOut),
    lt(clockEntries.clockIn, end),
    gt(clockEntries.clockOut, start),
    onlyIds ? sql`${clockEntries.id} = any(${sql.param([...onlyIds])}::uuid[])` : undefined,
  );
  const rows = await db
    .select({
      id: clockEntries.id,
      userId: clockEntries.userId,
      eventId: clockEntries.eventId,
      timeZone: events.timeZone,
      clockIn: epochMs(clockEntries.clockIn),
      clockOut: epochMs(sql`${clockEntries.clockOut}`),
      shiftId: shifts.id,
      post: shifts.post,
      shiftStart: epochMs(sql`${shifts.startAt}`),
      shiftEnd: epochMs(sql`${shifts.endAt}`),
    })
    .from(clockEntries)
    .innerJoin(events, eq(events.id, clockEntries.eventId))
    // By the shift's key alone: the entry's foreign key already keeps the shift in its client.
    .leftJoin(shifts, eq(shifts.id, clockEntries.shiftId))
    .where(entryFilter);
  if (rows.length === 0) return [];
  // The ended breaks taken during those entries (docs/product/billing.md#rules).
  const pauses = await db
    .select({
      clockEntryId: breaks.clockEntryId,
      startAt: epochMs(sql`${breaks.startAt}`),
      endAt: epochMs(sql`${breaks.endAt}`),
    })
    .from(breaks)
    .where(
      and(
        eq(breaks.clientId, clientId),
        sql`${breaks.clockEntryId} = any(${sql.param(rows.map((row) => row.id))}::uuid[])`,
        sql`${breaks.endAt} > ${breaks.startAt}`,
      ),
    );
  const pausesOf = new Map<string, { start: number; end: number }[]>();
  for (const pause of pauses) {
    const key = pause.clockEntryId as string;
    const list = pausesOf.get(key) ?? [];
    list.push({ start: pause.startAt, end: pause.endAt });
    pausesOf.set(key, list);
  }
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    eventId: row.eventId as string,
    timeZone: row.timeZone,
    post: row.post,
    shiftId: row.shiftId,
    clockIn: row.clockIn,
    clockOut: row.clockOut,
    shiftStart: row.shiftId ? row.shiftStart : null,
    shiftEnd: row.shiftId ? row.shiftEnd : null,
    breaks: pausesOf.get(row.id) ?? [],
  }));
}

/** An invoice of the contract (not void, not a credit note) whose period shares a day with [from, to]. */
export async function overlappingInvoice(db: Db, contractId: string, from: string, to: string) {
  const [row] = await db
    .select({ number: invoices.number, from: invoices.periodFrom, to: invoices.periodTo })
    .from(invoices)
    .where(
      and(
        eq(invoices.contractId, contractId),
        eq(invoices.kind, 'invoice'),
        ne(invoices.status, 'void'),
        lte(invoices.periodFrom, to),
        gte(invoices.periodTo, from),
      ),
    )
    .orderBy(asc(invoices.periodFrom))
    .limit(1);
  return row;
}

/**
 * The contract's issued invoices one of whose clock entries was added or corrected after it was issued — at the
 * same instant too, since a correction stamped with the issue's own time may follow it (the
 * entry's time before or after the change lies within a week of its period): the candidates for adjustments.
 */
export async function invoicesCorrectedSinceIssue(db: Db, clientId: string, contractId: string) {
  const k = clockEntryCorrections;
  const near = (time: SQL | typeof k.afterClockIn) =>
    sql`(${time} >= ${invoices.periodFrom}::timestamp - interval '8 days' and ${time} < ${invoices.periodTo}::timestamp + interval '9 days')`;
  return db
    .select()
    .from(invoices)
    .where(
      and(
        issuedInvoicesOfContract(clientId, contractId),
        sql`exists (
          select 1 from ${k}
          join ${clockEntries} on ${clockEntries.id} = ${k.clockEntryId}
          where ${k.clientId} = ${invoices.clientId}
            and ${k.correctedAt} >= ${invoices.issuedAt}
            and ${clockEntries.eventId} in (
              select ${contractLines.eventId} from ${contractLines} where ${contractLines.contractId} = ${contractId})
            and (${near(k.afterClockIn)} or ${near(sql`coalesce(${k.beforeClockIn}, ${k.afterClockIn})`)}))`,
      ),
    )
    .orderBy(asc(invoices.periodFrom));
}

/**
 * What an issued invoice has billed so far: its own REG, OT and HOL lines, and the ADJ lines of later invoices that
 * are not void (drafts included, so two drafts never adjust the same change twice).
 */
export async function billedSoFar(db: Db, invoiceId: string): Promise<BilledSoFar[]> {
  const own = await db
    .select({
      contractLineId: invoiceLines.contractLineId,
      rateType: invoiceLines.rateType,
      minutes: invoiceLines.minutes,
      unitCents: invoiceLines.unitCents,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoiceId), inArray(invoiceLines.rateType, ['REG', 'OT', 'HOL'])));
  const adjusted = await db
    .select({
      contractLineId: invoiceLines.contractLineId,
      rateType: invoiceLines.adjustsRateType,
      minutes: invoiceLines.minutes,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(eq(invoiceLines.adjustsInvoiceId, invoiceId), ne(invoices.status, 'void'), eq(invoices.kind, 'invoice')),
    );
  const result: BilledSoFar[] = [];
  for (const row of own) {
    if (!row.contractLineId) continue;
    result.push({
      contractLineId: row.contractLineId,
      rateType: row.rateType as MinuteRateType,
      minutes: row.minutes,
      unitCents: row.unitCents,
    });
  }
  for (const row of adjusted) {
    if (!row.contractLineId || !row.rateType) continue;
    result.push({ contractLineId: row.contractLineId, rateType: row.rateType, minutes: row.minutes, unitCents: null });
  }
  return result;
}

export interface NewInvoice {
  clientId: string;
  contractId: string;
  customerId: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  number?: string | null;
  periodFrom: string;
  periodTo: string;
  currency: string;
  poNumber: string | null;
  taxRateBp: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  terms: InvoiceTermsJson;
  issuedAt?: Date | null;
  issuedOn?: string | null;
  dueOn?: string | null;
  issuedBy?: string | null;
  creditsInvoiceId?: string | null;
  contentHash?: string | null;
  createdBy: string | null;
  createdAt: Date;
}

/** Writes an invoice with its lines and the entries behind each line (arrays on the line); answers its id. */
export async function insertInvoice(db: Db, invoice: NewInvoice, lines: readonly ComputedLine[]): Promise<string> {
  const [row] = await db
    .insert(invoices)
    .values({ ...invoice, updatedAt: invoice.createdAt })
    .returning({ id: invoices.id });
  const id = (row as { id: string }).id;
  if (lines.length === 0) return id;
  await db.insert(invoiceLines).values(
    lines.map(({ contractLineId, eventId, adjustsInvoiceNumber: _number, entries, ...stored }, position) => ({
      ...stored,
      clientId: invoice.clientId,
      invoiceId: id,
      position,
      // A credit note copies lines read back by linesOfInvoice, where a line whose contract line is gone has ''.
      contractLineId: contractLineId || null,
      eventId: eventId || null,
      // A month's draft has hundreds of these per line: three arrays on the line, no row (nor foreign key) each.
      entryIds: entries.map((entry) => entry.clockEntryId),
      entryDates: entries.map((entry) => entry.date),
      entryMinutes: entries.map((entry) => entry.minutes),
    })),
  );
  return id;
}

export async function lockInvoice(db: Db, clientId: string, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.id, id)))
    .for('update');
  return row;
}

/** The next number of the client's sequence for the kind and year, taken under the sequence row's lock. */
export async function nextInvoiceNumber(db: Db, clientId: string, kind: InvoiceKind, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceNumberSequences)
    .values({ clientId, kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberSequences.clientId, invoiceNumberSequences.kind, invoiceNumberSequences.year],
      set: { lastNumber: sql`${invoiceNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberSequences.lastNumber });
  return (row as { lastNumber: number }).lastNumber;
}

export async function markIssued(
  db: Db,
  id: string,
  fields: {
    number: string;
    issuedAt: Date;
    issuedOn: string;
    dueOn: string;
    issuedBy: string | null;
    contentHash: string;
  },
) {
  await db
    .update(invoices)
    .set({ ...fields, status: 'issued', updatedAt: fields.issuedAt })
    .where(eq(invoices.id, id));
}

export async function markVoid(
  db: Db,
  id: string,
  fields: { voidedAt: Date; voidedBy: string | null; voidReason: string },
) {
  await db
    .update(invoices)
    .set({ ...fields, status: 'void', updatedAt: fields.voidedAt })
    .where(eq(invoices.id, id));
}

export async function deleteDraft(db: Db, id: string) {
  await db.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.status, 'draft')));
}

/**
 * The invoice's lines in order, each with the number of the invoice it adjusts (null for none) and, for a per-call
 * line, the call type of its contract line version (a version an invoice holds is never changed nor deleted).
 */
function linesWithAdjustedNumber(db: Db, invoiceId: string) {
  const adjusted = aliasedTable(invoices, 'adjusted');
  return db
    .select({
      line: pickColumns(invoiceLines, lineKeys),
      adjustsNumber: adjusted.number,
      callType: contractLines.callType,
    })
    .from(invoiceLines)
    .leftJoin(adjusted, eq(adjusted.id, invoiceLines.adjustsInvoiceId))
    .leftJoin(contractLines, eq(contractLines.id, invoiceLines.contractLineId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

export async function linesOfInvoice(db: Db, invoiceId: string): Promise<ComputedLine[]> {
  const rows = await linesWithAdjustedNumber(db, invoiceId);
  return rows.map(({ line, adjustsNumber }) => ({
    contractLineId: line.contractLineId ?? '',
    rateType: line.rateType,
    itemCode: line.itemCode,
    description: line.description,
    eventId: line.eventId ?? '',
    eventName: line.eventName ?? '',
    post: line.post,
    minutes: line.minutes,
    quantityHundredths: line.quantityHundredths,
    unitCents: line.unitCents,
    amountCents: line.amountCents,
    adjustsInvoiceId: line.adjustsInvoiceId,
    adjustsInvoiceNumber: adjustsNumber,
    adjustsRateType: line.adjustsRateType,
    entries: [],
  }));
}

function lineOf(row: InvoiceLineRow, adjustsNumber: string | null, callType: CallType | null): InvoiceLine {
  return {
    id: row.id,
    contractLineId: row.contractLineId ?? '',
    rateType: row.rateType,
    itemCode: row.itemCode,
    description: row.description,
    eventId: row.eventId,
    eventName: row.eventName,
    post: row.post,
    minutes: row.minutes,
    quantity: row.quantityHundredths / 100,
    unitCents: row.unitCents,
    amountCents: row.amountCents,
    adjustsInvoiceId: row.adjustsInvoiceId,
    adjustsInvoiceNumber: adjustsNumber,
    adjustsRateType: row.adjustsRateType,
    callType: row.rateType === 'FIXED' ? callType : null,
  };
}

const creditNote = aliasedTable(invoices, 'credit_note');
const credited = aliasedTable(invoices, 'credited');

const summaryColumns = {
  invoice: invoices,
  contractCode: contracts.code,
  customerName: customers.name,
  creditNoteId: creditNote.id,
  creditNoteNumber: creditNote.number,
  creditsInvoiceNumber: credited.number,
};

type SummaryRow = {
  invoice: InvoiceRow;
  contractCode: string;
  customerName: string;
  creditNoteId: string | null;
  creditNoteNumber: string | null;
  creditsInvoiceNumber: string | null;
};

function summaryOf(row: SummaryRow): InvoiceSummary {
  const i = row.invoice;
  return {
    id: i.id,
    kind: i.kind,
    status: i.status,
    number: i.number,
    contractId: i.contractId,
    contractCode: row.contractCode,
    customerId: i.customerId,
    customerName: row.customerName,
    currency: i.currency,
    from: i.periodFrom,
    to: i.periodTo,
    poNumber: i.poNumber,
    taxRateBp: i.taxRateBp,
    subtotalCents: i.subtotalCents,
    taxCents: i.taxCents,
    totalCents: i.totalCents,
    issuedAt: i.issuedAt?.toISOString() ?? null,
    issuedOn: i.issuedOn,
    dueOn: i.dueOn,
    voidedAt: i.voidedAt?.toISOString() ?? null,
    voidReason: i.voidReason,
    creditNoteId: row.creditNoteId,
    creditNoteNumber: row.creditNoteNumber,
    creditsInvoiceId: i.creditsInvoiceId,
    creditsInvoiceNumber: row.creditsInvoiceNumber,
    createdAt: i.createdAt.toISOString(),
  };
}

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(creditNote, eq(creditNote.creditsInvoiceId, invoices.id))
    .leftJoin(credited, eq(credited.id, invoices.creditsInvoiceId));
}

/** Who sees which invoice: the customers the actor may bill or is, and never a draft for a customer's own user. */
function invoiceVisible(actor: Actor): SQL | undefined {
  const customerVisible = sql`exists (select 1 from ${customers} c where c.id = ${invoices.customerId} and ${billingCustomerVisible(actor, 'c')})`;
  return seesDraftInvoices(actor) ? customerVisible : and(customerVisible, ne(invoices.status, 'draft'));
}

export interface InvoiceFilter {
  customerId?: string | undefined;
  contractId?: string | undefined;
  status?: InvoiceStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export async function listInvoices(db: Db, actor: Actor, filter: InvoiceFilter): Promise<InvoiceSummary[]> {
  const rows = await summaries(db)
    .where(
      and(
        eq(invoices.clientId, actor.clientId),
        invoiceVisible(actor),
        filter.customerId ? eq(invoices.customerId, filter.customerId) : undefined,
        filter.contractId ? eq(invoices.contractId, filter.contractId) : undefined,
        filter.status ? eq(invoices.status, filter.status) : undefined,
        filter.from ? gte(invoices.periodTo, filter.from) : undefined,
        filter.to ? lte(invoices.periodFrom, filter.to) : undefined,
      ),
    )
    .orderBy(desc(invoices.periodFrom), desc(invoices.createdAt))
    .limit(2000);
  return rows.map(summaryOf);
}

export async function findInvoice(db: Db, actor: Actor, id: string): Promise<Invoice | undefined> {
  const [row] = await summaries(db).where(
    and(eq(invoices.clientId, actor.clientId), eq(invoices.id, id), invoiceVisible(actor)),
  );
  if (!row) return undefined;
  const lines = await linesWithAdjustedNumber(db, id);
  return {
    ...summaryOf(row),
    lines: lines.map(({ line, adjustsNumber, callType }) => lineOf(line, adjustsNumber, callType)),
  };
}

/** The issued invoices and credit notes whose service period overlaps [from, to], oldest number first. */
export async function issuedInvoicesOverlapping(db: Db, actor: Actor, from: string, to: string) {
  const rows = await summaries(db)
    .where(
      and(
        eq(invoices.clientId, actor.clientId),
        invoiceVisible(actor),
        ne(invoices.status, 'draft'),
        lte(invoices.periodFrom, to),
        gte(invoices.periodTo, from),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  return rows.map(summaryOf);
}

/** The clock entries behind a line and the minutes each gave it, by local day. */
export async function entriesOfLine(
  db: Db,
  invoiceId: string,
  lineId: string,
): Promise<InvoiceLineEntry[] | undefined> {
  const [line] = await db
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.id, lineId), eq(invoiceLines.invoiceId, invoiceId)));
  if (!line) return undefined;
  // The line's three arrays side by side, one row per element; an entry deleted since (with its person or client)
  // drops out of the join, while the line keeps its minutes.
  const entry = sql`unnest(${invoiceLines.entryIds}, ${invoiceLines.entryDates}, ${invoiceLines.entryMinutes})
    with ordinality as line_entry(clock_entry_id, date, minutes, n)`;
  const rows = await db
    .select({
      clockEntryId: clockEntries.id,
      date: sql<string>`line_entry.date::text`,
      minutes: sql<number>`line_entry.minutes`,
      userId: clockEntries.userId,
      personName: personName(users),
      clockIn: clockEntries.clockIn,
      clockOut: clockEntries.clockOut,
      shiftId: clockEntries.shiftId,
    })
    .from(invoiceLines)
    .crossJoinLateral(entry)
    .innerJoin(clockEntries, sql`${clockEntries.id} = line_entry.clock_entry_id`)
    .innerJoin(users, eq(users.id, clockEntries.userId))
    .where(eq(invoiceLines.id, lineId))
    .orderBy(sql`line_entry.date`, asc(clockEntries.clockIn), sql`line_entry.n`);
  return rows.map((row) => ({
    ...row,
    clockIn: row.clockIn.toISOString(),
    clockOut: row.clockOut?.toISOString() ?? null,
  }));
}

/** What the PDF prints about the company and the customer. */
export async function partiesOf(db: Db, clientId: string, customerId: string) {
  const [company] = await db
    .select({
      name: clients.name,
      address: clients.address,
      email: clients.contactEmail,
      phone: clients.contactPhone,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  const [customer] = await db
    .select({
      name: customers.name,
      address: customers.address,
      contactName: customers.contactName,
      email: customers.contactEmail,
    })
    .from(customers)
    .where(and(eq(customers.clientId, clientId), eq(customers.id, customerId)));
  return { company, customer };
}

/** The customers' e-mails for the exports, by customer id. */
export async function customerEmails(db: Db, clientId: string): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ id: customers.id, email: customers.contactEmail })
    .from(customers)
    .where(eq(customers.clientId, clientId));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The contracts' billing e-mails (where an issued invoice is sent). */
export async function billingEmailsOf(db: Db, contractId: string): Promise<string[]> {
  const [row] = await db
    .select({ emails: contracts.billingEmails })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row?.emails ?? [];
}

export async function contractLanguage(db: Db, contractId: string) {
  const [row] = await db.select({ language: contracts.language }).from(contracts).where(eq(contracts.id, contractId));
  return row?.language ?? 'en';
}
