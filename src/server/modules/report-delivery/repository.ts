import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ReportDelivery,
  ReportDeliveryQuery,
  ReportSubscription,
} from '../../../shared/contract/report-delivery.ts';
import type { Actor } from '../../access/actor.ts';
import { reportCustomerVisible } from '../../access/report-delivery.ts';
import type { Database } from '../../db/client.ts';
import { pickColumns } from '../../db/pick-columns.ts';
import {
  customers,
  events,
  invoices,
  reportDeliveries,
  reportDeliveryFiles,
  reportSubscriptions,
  schedulingSettings,
  users,
} from '../../db/schema.ts';
import type { MailAttachment } from '../mail/index.ts';

type Db = Pick<Database, 'select' | 'selectDistinct'>;
type Writer = Pick<Database, 'insert'>;

// The alias the access predicate names (reportCustomerVisible(actor, 'c')).
const c = alias(customers, 'c');

// ── Subscriptions (the API) ──────────────────────────────────────────────────────────────────────────────

/** A customer the actor may see the subscriptions of, or undefined (another client's, or outside their scope). */
export async function findVisibleCustomer(db: Db, actor: Actor, customerId: string) {
  const [row] = await db
    .select({ id: c.id, name: c.name })
    .from(c)
    .where(and(eq(c.id, customerId), reportCustomerVisible(actor, 'c')));
  return row;
}

const subscriptionKeys = ['id', 'customerId', 'recipients', 'kind', 'sendAt', 'createdAt', 'createdBy'] as const;
type SubscriptionRow = Pick<typeof reportSubscriptions.$inferSelect, (typeof subscriptionKeys)[number]> & {
  creatorName: string | null;
};

function subscriptionOf(row: SubscriptionRow): ReportSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    recipients: row.recipients,
    // The report_subscriptions_kind check holds the text column to the contract's values.
    kind: row.kind as ReportSubscription['kind'],
    sendAt: row.sendAt,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy ? { id: row.createdBy, name: row.creatorName ?? '' } : null,
  };
}

export async function listSubscriptions(db: Db, clientId: string, customerId: string): Promise<ReportSubscription[]> {
  const s = reportSubscriptions;
  const rows = await db
    .select({ ...pickColumns(s, subscriptionKeys), creatorName: users.displayName })
    .from(s)
    .leftJoin(users, eq(users.id, s.createdBy))
    .where(and(eq(s.clientId, clientId), eq(s.customerId, customerId), isNull(s.deletedAt)))
    .orderBy(asc(s.createdAt), asc(s.id));
  return rows.map(subscriptionOf);
}

export async function insertSubscription(
  db: Pick<Database, 'insert'>,
  values: {
    clientId: string;
    customerId: string;
    recipients: string[];
    kind: string;
    sendAt: string;
    createdBy: string;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(reportSubscriptions).values(values).returning({ id: reportSubscriptions.id });
  if (!row) throw new Error('report_subscriptions insert returned no row');
  return row.id;
}

/** A live subscription whose customer the actor may see, with its client (for the audit). */
export async function findVisibleSubscription(db: Db, actor: Actor, id: string) {
  const s = reportSubscriptions;
  const [row] = await db
    .select({ id: s.id, clientId: s.clientId, customerId: s.customerId })
    .from(s)
    .innerJoin(c, and(eq(c.clientId, s.clientId), eq(c.id, s.customerId)))
    .where(and(eq(s.id, id), isNull(s.deletedAt), reportCustomerVisible(actor, 'c')));
  return row;
}

export async function endSubscription(
  db: Pick<Database, 'update'>,
  clientId: string,
  id: string,
  now: Date,
): Promise<void> {
  await db
    .update(reportSubscriptions)
    .set({ deletedAt: now })
    .where(
      and(
        eq(reportSubscriptions.clientId, clientId),
        eq(reportSubscriptions.id, id),
        isNull(reportSubscriptions.deletedAt),
      ),
    );
}

// ── The delivery log ─────────────────────────────────────────────────────────────────────────────────────

/** What the log shows of a delivery: all but its client and its mail's text. */
const deliveryKeys = [
  'id',
  'subscriptionId',
  'customerId',
  'eventId',
  'invoiceId',
  'periodStart',
  'periodEnd',
  'kind',
  'version',
  'revision',
  'recipients',
  'status',
  'attempts',
  'lastError',
  'createdAt',
  'sentAt',
  'nextAttemptAt',
] as const;
type DeliveryRow = Pick<typeof reportDeliveries.$inferSelect, (typeof deliveryKeys)[number]> & {
  customerName: string;
  eventName: string | null;
  invoiceNumber: string | null;
};

function deliveryOf(row: DeliveryRow): ReportDelivery {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    customerId: row.customerId,
    customerName: row.customerName,
    eventId: row.eventId,
    eventName: row.eventName,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    // The report_deliveries kind and status checks hold the text columns to the contract's values.
    kind: row.kind as ReportDelivery['kind'],
    version: row.version,
    revision: row.revision,
    recipients: row.recipients,
    status: row.status as ReportDelivery['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}

export async function listDeliveries(db: Db, actor: Actor, query: ReportDeliveryQuery): Promise<ReportDelivery[]> {
  const d = reportDeliveries;
  const rows = await db
    .select({
      ...pickColumns(d, deliveryKeys),
      customerName: c.name,
      eventName: events.name,
      invoiceNumber: invoices.number,
    })
    .from(d)
    .innerJoin(c, and(eq(c.clientId, d.clientId), eq(c.id, d.customerId)))
    // A report's delivery names its event, an invoice's its invoice (report_deliveries_subject_check).
    .leftJoin(events, and(eq(events.clientId, d.clientId), eq(events.id, d.eventId)))
    .leftJoin(invoices, and(eq(invoices.clientId, d.clientId), eq(invoices.id, d.invoiceId)))
    .where(
      and(
        eq(d.clientId, actor.clientId),
        reportCustomerVisible(actor, 'c'),
        gte(d.periodEnd, query.from),
        lte(d.periodStart, query.to),
        query.customerId ? eq(d.customerId, query.customerId) : undefined,
        query.status ? eq(d.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(d.createdAt), asc(d.id))
    .limit(1000);
  return rows.map(deliveryOf);
}

// ── The job ──────────────────────────────────────────────────────────────────────────────────────────────

/** A live subscription paired with an event of its customer that ran in [from, to) — a candidate for a slot. */
export interface SubscriptionEvent {
  subscriptionId: string;
  clientId: string;
  customerId: string;
  recipients: string[];
  kind: 'daily' | 'weekly';
  sendAt: string;
  subscribedAt: Date;
  eventId: string;
  eventName: string;
  timeZone: string;
  startAt: Date;
  endAt: Date;
  /** The client's first day of the week (0 = Sunday), from its scheduling rules. */
  weekStart: number;
}

/** Every live subscription with each event of its customer overlapping [from, to), across all clients. */
export async function subscriptionEvents(
  db: Db,
  from: Date,
  to: Date,
  defaultWeekStart: number,
): Promise<SubscriptionEvent[]> {
  const sub = reportSubscriptions;
  const rows = await db
    .select({
      subscriptionId: sub.id,
      clientId: sub.clientId,
      customerId: sub.customerId,
      recipients: sub.recipients,
      kind: sub.kind,
      sendAt: sub.sendAt,
      subscribedAt: sub.createdAt,
      eventId: events.id,
      eventName: events.name,
      timeZone: events.timeZone,
      startAt: events.startAt,
      endAt: events.endAt,
      weekStart: sql<number>`coalesce(${schedulingSettings.weekStart}, ${defaultWeekStart})::int`,
    })
    .from(sub)
    .innerJoin(events, and(eq(events.clientId, sub.clientId), eq(events.customerId, sub.customerId)))
    .leftJoin(schedulingSettings, eq(schedulingSettings.clientId, sub.clientId))
    .where(and(isNull(sub.deletedAt), lt(events.startAt, to), gt(events.endAt, from)))
    .orderBy(asc(sub.clientId), asc(sub.id), asc(events.id));
  // The report_subscriptions_kind check holds the text column to the contract's values.
  return rows.map((row) => ({ ...row, kind: row.kind as SubscriptionEvent['kind'], weekStart: Number(row.weekStart) }));
}

/** Whether the subscription has a delivery (any version) of the event for the period. */
export async function hasDelivery(
  db: Db,
  key: { subscriptionId: string; eventId: string; periodStart: string; periodEnd: string },
): Promise<boolean> {
  const d = reportDeliveries;
  const rows = await db
    .select({ id: d.id })
    .from(d)
    .where(
      and(
        eq(d.subscriptionId, key.subscriptionId),
        eq(d.eventId, key.eventId),
        eq(d.periodStart, key.periodStart),
        eq(d.periodEnd, key.periodEnd),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface NewDelivery {
  clientId: string;
  /** A report's subscription and event, or null with `invoiceId` for an invoice's delivery. */
  subscriptionId: string | null;
  customerId: string;
  eventId: string | null;
  invoiceId?: string | null;
  periodStart: string;
  periodEnd: string;
  kind: 'daily' | 'weekly' | 'invoice';
  version: number;
  revision: boolean;
  recipients: string[];
  subject: string;
  body: string;
  createdAt: Date;
  /** The sending process's claim: nobody else retries it before then. */
  nextAttemptAt: Date;
}

/**
 * Inserts the delivery unless (subscription, event, period, version) already has one — in this or another process
 * — and answers its id, or undefined when it was there (docs/decisions/0039-report-delivery-exactly-once.md).
 * An invoice's delivery has no subscription, so it never conflicts: each send is a delivery of its own.
 */
export async function insertDelivery(db: Writer, d: NewDelivery, files: readonly MailAttachment[]) {
  const [row] = await db
    .insert(reportDeliveries)
    .values({ ...d, status: 'pending', attempts: 0 })
    .onConflictDoNothing({
      target: [
        reportDeliveries.subscriptionId,
        reportDeliveries.eventId,
        reportDeliveries.periodStart,
        reportDeliveries.periodEnd,
        reportDeliveries.version,
      ],
    })
    .returning({ id: reportDeliveries.id });
  if (row && files.length > 0) {
    await db
      .insert(reportDeliveryFiles)
      .values(files.map((file, position) => ({ deliveryId: row.id, position, ...file })));
  }
  return row?.id;
}

export interface DeliveryToSend {
  id: string;
  recipients: string[];
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Claims up to `limit` deliveries due for an attempt (pending or retrying, next_attempt_at reached), moving their
 * next attempt to `leaseUntil` so no other process takes them meanwhile; rows another process holds are skipped.
 */
export async function claimDueDeliveries(
  db: Pick<Database, 'select' | 'update'>,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<DeliveryToSend[]> {
  const d = reportDeliveries;
  const due = db
    .select({ id: d.id })
    .from(d)
    .where(and(inArray(d.status, ['pending', 'retrying']), lte(d.nextAttemptAt, now)))
    .orderBy(asc(d.nextAttemptAt), asc(d.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(d)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(d.id, due))
    .returning({ id: d.id, recipients: d.recipients, subject: d.subject, body: d.body, attempts: d.attempts });
}

export async function deliveryFiles(db: Db, deliveryId: string): Promise<MailAttachment[]> {
  const f = reportDeliveryFiles;
  return db
    .select({ fileName: f.fileName, contentType: f.contentType, content: f.content })
    .from(f)
    .where(eq(f.deliveryId, deliveryId))
    .orderBy(asc(f.position));
}

export async function markDeliverySent(db: Pick<Database, 'update'>, id: string, now: Date): Promise<void> {
  await db
    .update(reportDeliveries)
    .set({ status: 'sent', attempts: sql`${reportDeliveries.attempts} + 1`, sentAt: now, nextAttemptAt: null })
    .where(eq(reportDeliveries.id, id));
}

export async function markDeliveryFailed(
  db: Pick<Database, 'update'>,
  id: string,
  outcome: { attempts: number; status: 'retrying' | 'failed'; nextAttemptAt: Date | null; error: string },
): Promise<void> {
  await db
    .update(reportDeliveries)
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      lastError: outcome.error,
      nextAttemptAt: outcome.nextAttemptAt,
    })
    .where(eq(reportDeliveries.id, id));
}

/** The live subscriptions that were sent (or are sending) a report of the event covering the day. */
export async function subscriptionsThatReceived(db: Db, clientId: string, eventId: string, date: string) {
  const d = reportDeliveries;
  const sub = reportSubscriptions;
  const rows = await db
    .selectDistinct({
      subscriptionId: sub.id,
      customerId: sub.customerId,
      recipients: sub.recipients,
      kind: sub.kind,
      eventName: events.name,
    })
    .from(d)
    .innerJoin(sub, and(eq(sub.id, d.subscriptionId), isNull(sub.deletedAt)))
    .innerJoin(events, and(eq(events.clientId, d.clientId), eq(events.id, d.eventId)))
    .where(and(eq(d.clientId, clientId), eq(d.eventId, eventId), lte(d.periodStart, date), gte(d.periodEnd, date)));
  // The report_subscriptions_kind check holds the text column to the contract's values.
  return rows.map((row) => ({ ...row, kind: row.kind as SubscriptionEvent['kind'] }));
}
