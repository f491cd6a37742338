import { and, asc, count, eq, getTableColumns, gte, isNull, lt, lte, max, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContractLine, ContractSummary } from '../../../shared/contract/billing.ts';
import type { CallType } from '../../../shared/dispatch-rules.ts';
import type { Actor } from '../../access/actor.ts';
import { billingCustomerVisible } from '../../access/billing.ts';
import type { Database } from '../../db/client.ts';
import {
  contractLines,
  contracts,
  customers,
  events,
  holidayCalendars,
  invoiceLines,
  invoices,
} from '../../db/schema.ts';

/** A transaction or the database itself. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

// The alias billingCustomerVisible(actor, 'c') names.
const c = alias(customers, 'c');
const customerOfContract = and(eq(c.clientId, contracts.clientId), eq(c.id, contracts.customerId));

// ── Contracts ────────────────────────────────────────────────────────────────────────────────────────────

type ContractRow = typeof contracts.$inferSelect & {
  customerName: string;
  holidayCalendarName: string | null;
  lineCount: number;
};

function contractSummaryOf(row: ContractRow): ContractSummary {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: row.customerName,
    code: row.code,
    currency: row.currency,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    billingCycle: row.billingCycle,
    weekStartsOn: row.weekStartsOn,
    termsDays: row.termsDays,
    poNumber: row.poNumber,
    taxRateBp: row.taxRateBp,
    holidayCalendarId: row.holidayCalendarId,
    holidayCalendarName: row.holidayCalendarName,
    billBasis: row.billBasis,
    otBasis: row.otBasis,
    otAfterMinutes: row.otAfterMinutes,
    otBillPct: row.otBillPct,
    holidayBillPct: row.holidayBillPct,
    roundingMinutes: row.roundingMinutes,
    language: row.language,
    billingEmails: row.billingEmails,
    responseTargets: row.responseTargets ?? null,
    lineCount: row.lineCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const contractColumns = {
  ...getTableColumns(contracts),
  customerName: c.name,
  holidayCalendarName: holidayCalendars.name,
  lineCount: sql<number>`(select count(*)::int from contract_lines l where l.contract_id = ${contracts.id})`,
};

function selectContracts(db: Db, where: SQL | undefined) {
  return db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(c, customerOfContract)
    .leftJoin(
      holidayCalendars,
      and(eq(holidayCalendars.clientId, contracts.clientId), eq(holidayCalendars.id, contracts.holidayCalendarId)),
    )
    .where(where);
}

/** The contracts of the customers the actor may see (of one customer with `customerId`), by customer and code. */
export async function listContractRows(db: Db, actor: Actor, customerId?: string): Promise<ContractSummary[]> {
  const rows = await selectContracts(
    db,
    and(
      eq(contracts.clientId, actor.clientId),
      billingCustomerVisible(actor, 'c'),
      customerId ? eq(contracts.customerId, customerId) : undefined,
    ),
  ).orderBy(asc(sql`lower(${c.name})`), asc(sql`lower(${contracts.code})`), asc(contracts.id));
  return rows.map(contractSummaryOf);
}

export async function findContract(db: Db, actor: Actor, id: string): Promise<ContractSummary | undefined> {
  const [row] = await selectContracts(
    db,
    and(eq(contracts.clientId, actor.clientId), eq(contracts.id, id), billingCustomerVisible(actor, 'c')),
  );
  return row ? contractSummaryOf(row) : undefined;
}

/**
 * Locks a contract the actor may see (its line writes and term changes take turns: the line rules read the
 * contract's other lines and invoices) and answers its row; undefined when there is none.
 */
export async function lockContract(
  db: Db,
  actor: Actor,
  id: string,
): Promise<typeof contracts.$inferSelect | undefined> {
  const [row] = await db
    .select(getTableColumns(contracts))
    .from(contracts)
    .innerJoin(c, customerOfContract)
    .where(and(eq(contracts.clientId, actor.clientId), eq(contracts.id, id), billingCustomerVisible(actor, 'c')))
    .for('update', { of: contracts });
  return row;
}

/** A customer the actor may bill: its id and name, undefined for any other. */
export async function findBillingCustomer(db: Db, actor: Actor, customerId: string) {
  const [row] = await db
    .select({ id: c.id, name: c.name })
    .from(c)
    .where(and(eq(c.clientId, actor.clientId), eq(c.id, customerId), billingCustomerVisible(actor, 'c')));
  return row;
}

export type ContractValues = Omit<
  typeof contracts.$inferInsert,
  'id' | 'clientId' | 'customerId' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

export async function insertContractRow(
  db: Db,
  values: ContractValues & { clientId: string; customerId: string; createdBy: string },
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(contracts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: contracts.id });
  if (!row) throw new Error('contracts insert returned no row');
  return row.id;
}

export async function updateContractRow(
  db: Db,
  clientId: string,
  id: string,
  values: Partial<ContractValues>,
  now: Date,
) {
  await db
    .update(contracts)
    .set({ ...values, updatedAt: now })
    .where(and(eq(contracts.clientId, clientId), eq(contracts.id, id)));
}

/** How many invoices and credit notes (any status) a contract has. */
export async function countContractInvoices(db: Db, clientId: string, contractId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.contractId, contractId)));
  return row?.n ?? 0;
}

/** The last day of the contract's issued invoices (credit notes and voided ones aside); null when none. */
/** The contract's issued invoices (not void, not drafts, not credit notes). */
export const issuedInvoicesOfContract = (clientId: string, contractId: string) =>
  and(
    eq(invoices.clientId, clientId),
    eq(invoices.contractId, contractId),
    eq(invoices.kind, 'invoice'),
    eq(invoices.status, 'issued'),
  );

export async function lastIssuedPeriodTo(db: Db, clientId: string, contractId: string): Promise<string | null> {
  const [row] = await db
    .select({ to: max(invoices.periodTo) })
    .from(invoices)
    .where(issuedInvoicesOfContract(clientId, contractId));
  return row?.to ?? null;
}

/**
 * How many invoices of a customer are not drafts (issued, or voided with their credit notes): deleting the
 * customer would take them along, so it is refused (the customers module asks).
 */
export async function countCustomerInvoicesNotDraft(db: Db, clientId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.customerId, customerId), ne(invoices.status, 'draft')));
  return row?.n ?? 0;
}

// ── Contract lines ───────────────────────────────────────────────────────────────────────────────────────

type ContractLineRow = typeof contractLines.$inferSelect & { eventName: string; timeZone: string; invoiced: boolean };

function contractLineOf(row: ContractLineRow): ContractLine {
  return {
    id: row.id,
    contractId: row.contractId,
    eventId: row.eventId,
    eventName: row.eventName,
    timeZone: row.timeZone,
    post: row.post,
    itemCode: row.itemCode,
    description: row.description,
    method: row.method,
    billRateCents: row.billRateCents,
    fixedCents: row.fixedCents,
    callType: row.callType,
    contractedMinutesPerWeek: row.contractedMinutesPerWeek,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    invoiced: row.invoiced,
    createdAt: row.createdAt.toISOString(),
  };
}

const lineInvoiced = sql<boolean>`exists (select 1 from invoice_lines il where il.contract_line_id = ${contractLines.id})`;

/** Every line version of a contract, by event name, post (every post first) and start. */
export async function contractLinesOf(db: Db, clientId: string, contractId: string): Promise<ContractLine[]> {
  const rows = await db
    .select({
      ...getTableColumns(contractLines),
      eventName: events.name,
      timeZone: events.timeZone,
      invoiced: lineInvoiced,
    })
    .from(contractLines)
    .innerJoin(events, and(eq(events.clientId, contractLines.clientId), eq(events.id, contractLines.eventId)))
    .where(and(eq(contractLines.clientId, clientId), eq(contractLines.contractId, contractId)))
    .orderBy(
      asc(sql`lower(${events.name})`),
      asc(events.id),
      sql`${contractLines.post} asc nulls first`,
      asc(contractLines.effectiveFrom),
    );
  return rows.map(contractLineOf);
}

/** A line version of a contract the actor may see: its row, undefined for any other id. */
export async function findContractLine(
  db: Db,
  actor: Actor,
  id: string,
): Promise<typeof contractLines.$inferSelect | undefined> {
  const [row] = await db
    .select(getTableColumns(contractLines))
    .from(contractLines)
    .innerJoin(
      contracts,
      and(eq(contracts.clientId, contractLines.clientId), eq(contracts.id, contractLines.contractId)),
    )
    .innerJoin(c, customerOfContract)
    .where(
      and(eq(contractLines.clientId, actor.clientId), eq(contractLines.id, id), billingCustomerVisible(actor, 'c')),
    );
  return row;
}

/**
 * An event of the customer, locked against other line writes for it (lines of two contracts for one event must
 * not overlap, and the contract lock alone does not order them). Undefined when the event is not the customer's.
 */
export async function lockCustomerEvent(db: Db, clientId: string, customerId: string, eventId: string) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.clientId, clientId), eq(events.id, eventId), eq(events.customerId, customerId)))
    .for('no key update');
  return row;
}

/**
 * What a version replaces and may not overlap: the same event and post (no post = every post, a key of its own) for
 * an hourly or fixed line; the same event and call type for a per-call line, which has no post.
 */
export interface LineKey {
  eventId: string;
  post: string | null;
  callType: CallType | null;
}

const sameKey = ({ eventId, post, callType }: LineKey) =>
  callType !== null
    ? and(eq(contractLines.eventId, eventId), eq(contractLines.callType, callType))
    : and(
        eq(contractLines.eventId, eventId),
        isNull(contractLines.callType),
        post === null ? isNull(contractLines.post) : eq(contractLines.post, post),
      );

/**
 * Ends the contract's open versions of the event and post that started before `from` on `dayBefore` (a rate
 * change); answers the versions ended.
 */
export async function endOpenVersions(
  db: Db,
  clientId: string,
  contractId: string,
  key: LineKey,
  from: string,
  dayBefore: string,
) {
  return db
    .update(contractLines)
    .set({ effectiveTo: dayBefore })
    .where(
      and(
        eq(contractLines.clientId, clientId),
        eq(contractLines.contractId, contractId),
        sameKey(key),
        isNull(contractLines.effectiveTo),
        lt(contractLines.effectiveFrom, from),
      ),
    )
    .returning({ id: contractLines.id, effectiveFrom: contractLines.effectiveFrom });
}

/** A version of any contract of the client for the same key (LineKey) in force on some day of [from, to]. */
export async function overlappingVersion(db: Db, clientId: string, key: LineKey, from: string, to: string | null) {
  const [row] = await db
    .select({
      contractCode: contracts.code,
      currency: contracts.currency,
      effectiveFrom: contractLines.effectiveFrom,
    })
    .from(contractLines)
    .innerJoin(
      contracts,
      and(eq(contracts.clientId, contractLines.clientId), eq(contracts.id, contractLines.contractId)),
    )
    .where(
      and(
        eq(contractLines.clientId, clientId),
        sameKey(key),
        to === null ? undefined : lte(contractLines.effectiveFrom, to),
        or(isNull(contractLines.effectiveTo), gte(contractLines.effectiveTo, from)),
      ),
    )
    .orderBy(asc(contractLines.effectiveFrom))
    .limit(1);
  return row;
}

export type ContractLineValues = Omit<typeof contractLines.$inferInsert, 'id' | 'createdAt'>;

export async function insertContractLineRow(db: Db, values: ContractLineValues, now: Date): Promise<string> {
  const [row] = await db
    .insert(contractLines)
    .values({ ...values, createdAt: now })
    .returning({ id: contractLines.id });
  if (!row) throw new Error('contract_lines insert returned no row');
  return row.id;
}

/** Whether an invoice line (of a draft or an issued invoice) holds the contract line. */
export async function contractLineInvoiced(db: Db, lineId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(invoiceLines).where(eq(invoiceLines.contractLineId, lineId));
  return (row?.n ?? 0) > 0;
}

export async function deleteContractLineRow(db: Db, clientId: string, id: string) {
  await db.delete(contractLines).where(and(eq(contractLines.clientId, clientId), eq(contractLines.id, id)));
}

/** Whether `error` is PostgreSQL's refusal of a duplicate in the unique index `constraint` (a driver or Drizzle error). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e.code ? e : e.cause;
  return pgError?.code === '23505' && pgError.constraint === constraint;
}
