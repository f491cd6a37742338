import { sql } from 'drizzle-orm';
import type {
  ReportDelivery,
  ReportDeliveryQuery,
  ReportSubscription,
} from '../../../shared/contract/report-delivery.ts';
import type { Actor } from '../../access/actor.ts';
import { reportCustomerVisible } from '../../access/report-delivery.ts';
import type { Database } from '../../db/client.ts';
import { reportDeliveries, reportDeliveryFiles, reportSubscriptions } from '../../db/schema.ts';
import type { MailAttachment } from '../mail/index.ts';

type Db = Pick<Database, 'execute'>;
type Writer = Pick<Database, 'execute' | 'insert'>;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

// ── Subscriptions (the API) ──────────────────────────────────────────────────────────────────────────────

/** A customer the actor may see the subscriptions of, or undefined (another client's, or outside their scope). */
export async function findVisibleCustomer(db: Db, actor: Actor, customerId: string) {
  const result = await db.execute<{ id: string; name: string }>(
    sql`select c.id, c.name from customers c where c.id = ${customerId} and ${reportCustomerVisible(actor, 'c')}`,
  );
  return result.rows[0];
}

export async function listSubscriptions(db: Db, clientId: string, customerId: string): Promise<ReportSubscription[]> {
  const result = await db.execute<{
    id: string;
    customer_id: string;
    recipients: string[];
    kind: ReportSubscription['kind'];
    send_at: string;
    created_at: Date | string;
    created_by: string | null;
    creator_name: string | null;
  }>(sql`
    select s.id, s.customer_id, s.recipients, s.kind, s.send_at, s.created_at, s.created_by,
      u.display_name as creator_name
    from report_subscriptions s
    left join users u on u.id = s.created_by
    where s.client_id = ${clientId} and s.customer_id = ${customerId} and s.deleted_at is null
    order by s.created_at, s.id`);
  return result.rows.map((row) => ({
    id: row.id,
    customerId: row.customer_id,
    recipients: row.recipients,
    kind: row.kind,
    sendAt: row.send_at,
    createdAt: iso(row.created_at) ?? '',
    createdBy: row.created_by ? { id: row.created_by, name: row.creator_name ?? '' } : null,
  }));
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
  const result = await db.execute<{ id: string; client_id: string; customer_id: string }>(sql`
    select s.id, s.client_id, s.customer_id from report_subscriptions s
    join customers c on c.client_id = s.client_id and c.id = s.customer_id
    where s.id = ${id} and s.deleted_at is null and ${reportCustomerVisible(actor, 'c')}`);
  return result.rows[0];
}

export async function endSubscription(db: Db, clientId: string, id: string, now: Date): Promise<void> {
  await db.execute(sql`
    update report_subscriptions set deleted_at = ${now.toISOString()}
    where client_id = ${clientId} and id = ${id} and deleted_at is null`);
}

// ── The delivery log ─────────────────────────────────────────────────────────────────────────────────────

export async function listDeliveries(db: Db, actor: Actor, query: ReportDeliveryQuery): Promise<ReportDelivery[]> {
  const result = await db.execute<{
    id: string;
    subscription_id: string;
    customer_id: string;
    customer_name: string;
    event_id: string;
    event_name: string;
    period_start: string;
    period_end: string;
    kind: ReportDelivery['kind'];
    version: number;
    revision: boolean;
    recipients: string[];
    status: ReportDelivery['status'];
    attempts: number;
    last_error: string | null;
    created_at: Date | string;
    sent_at: Date | string | null;
    next_attempt_at: Date | string | null;
  }>(sql`
    select d.id, d.subscription_id, d.customer_id, c.name as customer_name, d.event_id, e.name as event_name,
      d.period_start::text as period_start, d.period_end::text as period_end, d.kind, d.version, d.revision,
      d.recipients, d.status, d.attempts, d.last_error, d.created_at, d.sent_at, d.next_attempt_at
    from report_deliveries d
    join customers c on c.client_id = d.client_id and c.id = d.customer_id
    join events e on e.client_id = d.client_id and e.id = d.event_id
    where d.client_id = ${actor.clientId} and ${reportCustomerVisible(actor, 'c')}
      and d.period_end >= ${query.from}::date and d.period_start <= ${query.to}::date
      ${query.customerId ? sql`and d.customer_id = ${query.customerId}` : sql``}
      ${query.status ? sql`and d.status = ${query.status}` : sql``}
    order by d.created_at desc, d.id
    limit 1000`);
  return result.rows.map((row) => ({
    id: row.id,
    subscriptionId: row.subscription_id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    eventId: row.event_id,
    eventName: row.event_name,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    kind: row.kind,
    version: row.version,
    revision: row.revision,
    recipients: row.recipients,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: iso(row.created_at) ?? '',
    sentAt: iso(row.sent_at),
    nextAttemptAt: iso(row.next_attempt_at),
  }));
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
  const result = await db.execute<{
    subscription_id: string;
    client_id: string;
    customer_id: string;
    recipients: string[];
    kind: 'daily' | 'weekly';
    send_at: string;
    created_at: Date | string;
    event_id: string;
    event_name: string;
    time_zone: string;
    start_at: Date | string;
    end_at: Date | string;
    week_start: number;
  }>(sql`
    select s.id as subscription_id, s.client_id, s.customer_id, s.recipients, s.kind, s.send_at, s.created_at,
      e.id as event_id, e.name as event_name, e.time_zone, e.start_at, e.end_at,
      coalesce(ss.week_start, ${defaultWeekStart})::int as week_start
    from report_subscriptions s
    join events e on e.client_id = s.client_id and e.customer_id = s.customer_id
    left join scheduling_settings ss on ss.client_id = s.client_id
    where s.deleted_at is null and e.start_at < ${to.toISOString()} and e.end_at > ${from.toISOString()}
    order by s.client_id, s.id, e.id`);
  return result.rows.map((row) => ({
    subscriptionId: row.subscription_id,
    clientId: row.client_id,
    customerId: row.customer_id,
    recipients: row.recipients,
    kind: row.kind,
    sendAt: row.send_at,
    subscribedAt: new Date(row.created_at),
    eventId: row.event_id,
    eventName: row.event_name,
    timeZone: row.time_zone,
    startAt: new Date(row.start_at),
    endAt: new Date(row.end_at),
    weekStart: Number(row.week_start),
  }));
}

/** Whether the subscription has a delivery (any version) of the event for the period. */
export async function hasDelivery(
  db: Db,
  key: { subscriptionId: string; eventId: string; periodStart: string; periodEnd: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from report_deliveries
    where subscription_id = ${key.subscriptionId} and event_id = ${key.eventId}
      and period_start = ${key.periodStart}::date and period_end = ${key.periodEnd}::date
    limit 1`);
  return result.rows.length > 0;
}

export interface NewDelivery {
  clientId: string;
  subscriptionId: string;
  customerId: string;
  eventId: string;
  periodStart: string;
  periodEnd: string;
  kind: 'daily' | 'weekly';
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
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<DeliveryToSend[]> {
  const result = await db.execute<{
    id: string;
    recipients: string[];
    subject: string;
    body: string;
    attempts: number;
  }>(
    sql`
    update report_deliveries set next_attempt_at = ${leaseUntil.toISOString()}
    where id in (
      select id from report_deliveries
      where status in ('pending', 'retrying') and next_attempt_at <= ${now.toISOString()}
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked)
    returning id, recipients, subject, body, attempts`,
  );
  return result.rows;
}

export async function deliveryFiles(db: Db, deliveryId: string): Promise<MailAttachment[]> {
  const result = await db.execute<{ file_name: string; content_type: string; content: Buffer }>(sql`
    select file_name, content_type, content from report_delivery_files
    where delivery_id = ${deliveryId} order by position`);
  return result.rows.map((row) => ({ fileName: row.file_name, contentType: row.content_type, content: row.content }));
}

export async function markDeliverySent(db: Db, id: string, now: Date): Promise<void> {
  await db.execute(sql`
    update report_deliveries
    set status = 'sent', attempts = attempts + 1, sent_at = ${now.toISOString()}, next_attempt_at = null
    where id = ${id}`);
}

export async function markDeliveryFailed(
  db: Db,
  id: string,
  outcome: { attempts: number; status: 'retrying' | 'failed'; nextAttemptAt: Date | null; error: string },
): Promise<void> {
  await db.execute(sql`
    update report_deliveries
    set status = ${outcome.status}, attempts = ${outcome.attempts}, last_error = ${outcome.error},
      next_attempt_at = ${outcome.nextAttemptAt?.toISOString() ?? null}
    where id = ${id}`);
}

/** The live subscriptions that were sent (or are sending) a report of the event covering the day. */
export async function subscriptionsThatReceived(db: Db, clientId: string, eventId: string, date: string) {
  const result = await db.execute<{
    subscription_id: string;
    customer_id: string;
    recipients: string[];
    kind: 'daily' | 'weekly';
    event_name: string;
  }>(sql`
    select distinct s.id as subscription_id, s.customer_id, s.recipients, s.kind, e.name as event_name
    from report_deliveries d
    join report_subscriptions s on s.id = d.subscription_id and s.deleted_at is null
    join events e on e.client_id = d.client_id and e.id = d.event_id
    where d.client_id = ${clientId} and d.event_id = ${eventId}
      and d.period_start <= ${date}::date and d.period_end >= ${date}::date`);
  return result.rows.map((row) => ({
    subscriptionId: row.subscription_id,
    customerId: row.customer_id,
    recipients: row.recipients,
    kind: row.kind,
    eventName: row.event_name,
  }));
}
