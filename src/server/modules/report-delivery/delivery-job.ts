import { schedulingDefaults } from '../../../shared/contract/shifts.ts';
import {
  addDaysTo,
  dateOfLocal,
  dayStart,
  instantOfLocal,
  localEpochOf,
  midnightIn,
  weekdayOf,
} from '../../../shared/zoned-time.ts';
import type { AppContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { MailAttachment, OutgoingMail } from '../mail/index.ts';
import { type Mailer, outboxMailer } from '../mail/index.ts';
import type { DailyActivityIssuer, IssuedDailyActivityReport } from './daily-activity-issuer.ts';
import {
  claimDueDeliveries,
  type DeliveryToSend,
  deliveryFiles,
  hasDelivery,
  insertDelivery,
  markDeliveryFailed,
  markDeliverySent,
  type NewDelivery,
  type SubscriptionEvent,
  subscriptionEvents,
  subscriptionsThatReceived,
} from './repository.ts';

/*
 * The scheduled delivery of daily activity reports (docs/product/proof-of-service.md#scheduled-delivery; why it is
 * built this way: docs/decisions/0039-report-delivery-exactly-once.md). Every minute, in whichever process takes
 * the run: the subscriptions whose send time has come today (in each event's zone) get their report, once — a
 * delivery row per (subscription, event, period, version) is inserted first, and only the process whose insert
 * made it sends; then the days changed since they were issued are sent again as revisions; then the deliveries
 * due for a retry are attempted.
 */

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** Attempts before a delivery is given up ('failed'). */
export const maxDeliveryAttempts = 5;
/** Minutes before the next attempt after the n-th failure: 1, 2, 4, 8. */
export const retryDelayMinutes = (failedAttempts: number): number => 2 ** (failedAttempts - 1);
/** How long the process sending a delivery holds it before another may retry it (it died meanwhile). */
const leaseMs = 5 * minuteMs;
/** Revisions are looked for among the days issued this long ago or later (a week's deliveries and a margin). */
const revisionWindowMs = 8 * dayMs;
const pdfType = 'application/pdf';

export interface DeliveryLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ReportDeliveryDeps {
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer'>;
  issuer: DailyActivityIssuer;
  log: DeliveryLog;
}

/** What sending a delivery needs: its files are stored with it, so no issuer. */
type SendDeps = Pick<ReportDeliveryDeps, 'ctx' | 'log'>;

/** The period a subscription's slot of today delivers for one event, or undefined when none is due now. */
export function duePeriod(row: SubscriptionEvent, now: Date): { start: string; end: string } | undefined {
  const local = localEpochOf(now.getTime(), row.timeZone);
  const today = dateOfLocal(local);
  const [hours = 0, minutes = 0] = row.sendAt.split(':').map(Number);
  const sendLocal = dayStart(today) + (hours * 60 + minutes) * minuteMs;
  if (local < sendLocal) return undefined;
  // A subscription sends from its first slot after it was made, not the one of the day it was made.
  if (instantOfLocal(sendLocal, row.timeZone) < row.subscribedAt.getTime()) return undefined;
  let start: string;
  if (row.kind === 'daily') start = addDaysTo(today, -1);
  else if (weekdayOf(today) === row.weekStart) start = addDaysTo(today, -7);
  else return undefined;
  const end = addDaysTo(today, -1);
  const ran =
    row.startAt.getTime() < midnightIn(today, row.timeZone) && row.endAt.getTime() > midnightIn(start, row.timeZone);
  return ran ? { start, end } : undefined;
}

/** The days of [start, end] the event ran on (its dates overlap the day in its zone). */
function daysRun(row: SubscriptionEvent, start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDaysTo(day, 1)) {
    const from = midnightIn(day, row.timeZone);
    const to = midnightIn(addDaysTo(day, 1), row.timeZone);
    if (row.startAt.getTime() < to && row.endAt.getTime() > from) days.push(day);
  }
  return days;
}

/** Subject and body of a delivery: what it is, and the files attached. */
export function deliveryMail(input: {
  eventName: string;
  start: string;
  end: string;
  revision: boolean;
  version: number;
  files: readonly { fileName: string; date: string }[];
}): { subject: string; body: string } {
  const weekly = input.start !== input.end;
  const title = weekly
    ? `Weekly activity reports — ${input.eventName} — ${input.start} to ${input.end}`
    : `Daily activity report — ${input.eventName} — ${input.start}`;
  const subject = input.revision ? `Revised: ${title} (version ${input.version})` : title;
  const lines = [
    input.revision
      ? `The daily activity report of ${input.eventName} for ${input.start} has changed since it was sent; this is version ${input.version}, which replaces the earlier one.`
      : weekly
        ? `The daily activity reports of ${input.eventName} from ${input.start} to ${input.end}.`
        : `The daily activity report of ${input.eventName} for ${input.start}.`,
    '',
    'Attached:',
    ...input.files.map((file) => `- ${file.fileName} (${file.date})`),
  ];
  return { subject, body: lines.join('\n') };
}

const attachmentOf = (report: IssuedDailyActivityReport): MailAttachment => ({
  fileName: report.fileName,
  contentType: pdfType,
  content: report.pdf,
});

function mailerOf(deps: SendDeps): Mailer {
  return deps.ctx.mailer ?? outboxMailer(deps.ctx.db);
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'Unknown error';

/**
 * Creates the delivery unless it exists, and sends it when this call created it: with the outbox, the mail is
 * written in the same transaction as the delivery row; over SMTP, after it commits, awaiting the server's answer.
 * Answers whether this call created it.
 */
async function createAndSend(deps: SendDeps, delivery: NewDelivery, files: MailAttachment[]) {
  const created = await insertAndQueue(deps, delivery, files);
  if (created?.smtp) await created.smtp();
  return created !== undefined;
}

/**
 * createAndSend's two halves: the transaction (the row, its files and, with the outbox, the mail), then — over
 * SMTP — the first attempt, which the caller makes after the commit.
 */
async function insertAndQueue(deps: SendDeps, delivery: NewDelivery, files: MailAttachment[]) {
  const mailer = mailerOf(deps);
  const now = delivery.createdAt;
  const id = await deps.ctx.db.transaction(async (tx) => {
    const inserted = await insertDelivery(tx, delivery, files);
    if (inserted && mailer.kind === 'outbox') {
      await mailer.deliver(mailOf(delivery, files), { now, db: tx });
      await markDeliverySent(tx, inserted, now);
    }
    return inserted;
  });
  if (!id) return undefined;
  const smtp =
    mailer.kind === 'smtp' ? () => attempt(deps, mailer, { id, attempts: 0, ...delivery }, files) : undefined;
  return { id, smtp };
}

export interface InvoiceMail {
  clientId: string;
  customerId: string;
  invoiceId: string;
  /** The invoice's service period: the log's days. */
  periodStart: string;
  periodEnd: string;
  recipients: string[];
  subject: string;
  body: string;
  file: { fileName: string; content: Buffer };
}

/**
 * Mails an issued invoice's PDF as a delivery of the log (kind 'invoice'): written and sent as a report's is
 * (docs/decisions/0039-report-delivery-exactly-once.md), the outbox mail in the same transaction, or an SMTP attempt
 * after the commit — in the background when the context has one (a request answers at once), with the job's
 * retries after a refusal, or after the lease if this process dies first. Answers the delivery's id.
 */
export async function deliverInvoiceMail(
  deps: { ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'background'>; log: DeliveryLog },
  mail: InvoiceMail,
): Promise<string> {
  const now = deps.ctx.clock();
  const created = await insertAndQueue(
    deps,
    {
      clientId: mail.clientId,
      subscriptionId: null,
      customerId: mail.customerId,
      eventId: null,
      invoiceId: mail.invoiceId,
      periodStart: mail.periodStart,
      periodEnd: mail.periodEnd,
      kind: 'invoice',
      version: 1,
      revision: false,
      recipients: mail.recipients,
      subject: mail.subject,
      body: mail.body,
      createdAt: now,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    },
    [{ fileName: mail.file.fileName, contentType: pdfType, content: mail.file.content }],
  );
  // An invoice's delivery never conflicts (it has no subscription), so the insert always makes it.
  if (!created) throw new Error('report_deliveries insert of an invoice returned no row');
  const { smtp } = created;
  if (smtp) {
    if (deps.ctx.background) deps.ctx.background.run('sending an invoice', smtp, deps.log);
    else await smtp();
  }
  return created.id;
}

function mailOf(
  delivery: Pick<DeliveryToSend, 'recipients' | 'subject' | 'body'>,
  files: MailAttachment[],
): OutgoingMail {
  return { to: delivery.recipients.join(', '), subject: delivery.subject, body: delivery.body, attachments: files };
}

/** One SMTP attempt; a refusal counts it and schedules the next with backoff, or gives up after the last. */
async function attempt(deps: SendDeps, mailer: Mailer, delivery: DeliveryToSend, files: MailAttachment[]) {
  try {
    await mailer.deliver(mailOf(delivery, files), { now: deps.ctx.clock() });
    await markDeliverySent(deps.ctx.db, delivery.id, deps.ctx.clock());
    deps.log.info({ deliveryId: delivery.id }, `report delivery sent: ${delivery.subject}`);
  } catch (error) {
    const attempts = delivery.attempts + 1;
    const failed = attempts >= maxDeliveryAttempts;
    const now = deps.ctx.clock();
    await markDeliveryFailed(deps.ctx.db, delivery.id, {
      attempts,
      status: failed ? 'failed' : 'retrying',
      nextAttemptAt: failed ? null : new Date(now.getTime() + retryDelayMinutes(attempts) * minuteMs),
      error: errorText(error),
    });
    deps.log.error(
      { err: error, deliveryId: delivery.id, attempts },
      `report delivery failed (attempt ${attempts} of ${maxDeliveryAttempts})${failed ? '; giving up' : ''}`,
    );
  }
}

/** The slots due now: for each subscription and event of its customer, the period not delivered yet. */
async function sendDueSlots(deps: ReportDeliveryDeps, now: Date): Promise<number> {
  const rows = await subscriptionEvents(
    deps.ctx.db,
    new Date(now.getTime() - 9 * dayMs),
    now,
    schedulingDefaults.weekStart,
  );
  let sent = 0;
  for (const row of rows) {
    const period = duePeriod(row, now);
    if (!period) continue;
    const key = { subscriptionId: row.subscriptionId, eventId: row.eventId };
    if (await hasDelivery(deps.ctx.db, { ...key, periodStart: period.start, periodEnd: period.end })) continue;
    try {
      const reports: IssuedDailyActivityReport[] = [];
      for (const date of daysRun(row, period.start, period.end)) {
        reports.push(await deps.issuer.issue({ clientId: row.clientId, eventId: row.eventId, date }));
      }
      if (reports.length === 0) continue;
      const daily = period.start === period.end;
      const version = daily ? (reports[0]?.version ?? 1) : 1;
      const mail = deliveryMail({
        eventName: row.eventName,
        start: period.start,
        end: period.end,
        revision: false,
        version,
        files: reports.map((r) => ({ fileName: r.fileName, date: r.date })),
      });
      const created = await createAndSend(
        deps,
        {
          clientId: row.clientId,
          subscriptionId: row.subscriptionId,
          customerId: row.customerId,
          eventId: row.eventId,
          periodStart: period.start,
          periodEnd: period.end,
          kind: row.kind,
          version,
          revision: false,
          recipients: row.recipients,
          ...mail,
          createdAt: now,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        },
        reports.map(attachmentOf),
      );
      if (created) sent += 1;
    } catch (error) {
      // One event's report failing (its issue, the database) does not hold up the others; the next run tries again.
      deps.log.error({ err: error, ...key, period }, 'report delivery: the report could not be issued or queued');
    }
  }
  return sent;
}

/** The days changed since their issue: issued again, and sent as revisions to the subscriptions that had them. */
async function sendRevisions(deps: ReportDeliveryDeps, now: Date): Promise<number> {
  const changed = await deps.issuer.changedSince(new Date(now.getTime() - revisionWindowMs));
  let sent = 0;
  for (const day of changed) {
    try {
      const receivers = await subscriptionsThatReceived(deps.ctx.db, day.clientId, day.eventId, day.date);
      if (receivers.length === 0) continue;
      const report = await deps.issuer.issue(day);
      const mail = deliveryMail({
        eventName: report.eventName,
        start: day.date,
        end: day.date,
        revision: true,
        version: report.version,
        files: [{ fileName: report.fileName, date: report.date }],
      });
      for (const receiver of receivers) {
        const created = await createAndSend(
          deps,
          {
            clientId: day.clientId,
            subscriptionId: receiver.subscriptionId,
            customerId: receiver.customerId,
            eventId: day.eventId,
            periodStart: day.date,
            periodEnd: day.date,
            kind: receiver.kind,
            version: report.version,
            revision: true,
            recipients: receiver.recipients,
            ...mail,
            createdAt: now,
            nextAttemptAt: new Date(now.getTime() + leaseMs),
          },
          [attachmentOf(report)],
        );
        if (created) sent += 1;
      }
    } catch (error) {
      deps.log.error({ err: error, ...day }, 'report delivery: the revision could not be issued or queued');
    }
  }
  return sent;
}

/** The deliveries due for another attempt (a refusal's backoff has passed, or their sender died). */
async function retryDue(deps: ReportDeliveryDeps, now: Date): Promise<number> {
  const mailer = mailerOf(deps);
  const due = await claimDueDeliveries(deps.ctx.db, now, new Date(now.getTime() + leaseMs), 50);
  for (const delivery of due) {
    const files = await deliveryFiles(deps.ctx.db, delivery.id);
    if (mailer.kind === 'outbox') {
      await deps.ctx.db.transaction(async (tx) => {
        await mailer.deliver(mailOf(delivery, files), { now, db: tx });
        await markDeliverySent(tx, delivery.id, now);
      });
    } else {
      await attempt(deps, mailer, delivery, files);
    }
  }
  return due.length;
}

/** One run of the delivery job at the server clock's now; answers what it did (tests read it). */
export async function runReportDelivery(deps: ReportDeliveryDeps) {
  const now = deps.ctx.clock();
  const scheduled = await sendDueSlots(deps, now);
  const revised = await sendRevisions(deps, now);
  const retried = await retryDue(deps, now);
  return { scheduled, revised, retried };
}

/** The job: every minute, so a slot goes within a minute of its time (started by start-server.ts). */
export function reportDeliveryJobs(deps: ReportDeliveryDeps): ScheduledJob[] {
  return [
    {
      name: 'report-delivery.send',
      description: 'scheduled report delivery',
      everySeconds: 60,
      retryLimit: 1,
      retryDelaySeconds: 10,
      timeoutSeconds: 10 * 60,
      run: () => runReportDelivery(deps),
    },
  ];
}
