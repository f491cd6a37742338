import { z } from '../zod.ts';
import { idParamsSchema, idSchema, text } from './common.ts';
import { fieldErrorKey, withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';
import { dateOnlySchema } from './shifts.ts';

/*
 * Scheduled delivery of daily activity reports (docs/product/proof-of-service.md#scheduled-delivery): a customer's
 * subscriptions mail each of its events' reports (PDF attached) at a local time, and the delivery log shows every
 * mail with its attempts. Who may do what:
 * - manage (add, delete) — executive and manager, for the customers in their scope;
 * - view the subscriptions — also a supervisor (customers in scope) and a client user (their own customer only);
 * - the delivery log — executive and manager, over the customers in their scope.
 * A customer outside the caller's scope answers 404.
 */

export const reportSubscriptionKinds = ['daily', 'weekly'] as const;
export type ReportSubscriptionKind = (typeof reportSubscriptionKinds)[number];

/** What a delivery mails: a subscription's daily or weekly reports, or an issued invoice (billing's send). */
export const reportDeliveryKinds = [...reportSubscriptionKinds, 'invoice'] as const;
export type ReportDeliveryKind = (typeof reportDeliveryKinds)[number];

export const reportDeliveryStatuses = ['pending', 'sent', 'failed', 'retrying'] as const;
export type ReportDeliveryStatus = (typeof reportDeliveryStatuses)[number];

/** Most recipients one subscription mails. */
export const maxReportRecipients = 20;

const sendAtPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const recipientSchema = z.email('validation.invalid_email').max(254, withCode('validation.too_long'));

export const reportSubscriptionCreateBodySchema = z
  .strictObject({
    recipients: z
      .array(text('validation.invalid_email').trim().toLowerCase().pipe(recipientSchema), 'report_delivery.list_emails')
      .min(1, 'report_delivery.least_one_recipient')
      .transform((list) => [...new Set(list)])
      .refine(
        (list) => list.length <= maxReportRecipients,
        fieldErrorKey({ code: 'report_delivery.too_many_recipients', params: { max: maxReportRecipients } }),
      ),
    kind: z.enum(reportSubscriptionKinds, withCode('validation.either')),
    sendAt: text('validation.time_required').regex(sendAtPattern, 'report_delivery.time_like_07_30'),
  })
  .meta({ id: 'ReportSubscriptionCreateBody' });
export type ReportSubscriptionCreateBody = z.input<typeof reportSubscriptionCreateBodySchema>;

export const reportSubscriptionSchema = z
  .object({
    id: text(),
    customerId: text(),
    recipients: z.array(text()),
    kind: z.enum(reportSubscriptionKinds),
    /** HH:mm in each event's time zone. */
    sendAt: text(),
    createdAt: text(),
    createdBy: z.object({ id: text(), name: text() }).nullable(),
  })
  .meta({ id: 'ReportSubscription' });
export type ReportSubscription = z.infer<typeof reportSubscriptionSchema>;

export const reportSubscriptionListSchema = z
  .object({ items: z.array(reportSubscriptionSchema) })
  .meta({ id: 'ReportSubscriptionList' });
export type ReportSubscriptionList = z.infer<typeof reportSubscriptionListSchema>;

export const reportDeliveryQuerySchema = z
  .object({
    /** The report days: deliveries whose period ends on or after `from` and starts on or before `to`. */
    from: dateOnlySchema,
    to: dateOnlySchema,
    customerId: idSchema.optional(),
    status: z.enum(reportDeliveryStatuses, withCode('validation.either')).optional(),
  })
  .refine((q) => q.to >= q.from, { message: 'validation.on_or_after_start', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'report_delivery.most_366_days',
    path: ['to'],
  });
export type ReportDeliveryQuery = z.infer<typeof reportDeliveryQuerySchema>;

export const reportDeliverySchema = z
  .object({
    id: text(),
    /** A report's subscription and event; null on an invoice's delivery. */
    subscriptionId: text().nullable(),
    customerId: text(),
    customerName: text(),
    eventId: text().nullable(),
    eventName: text().nullable(),
    /** The invoice mailed (kind 'invoice') and its number; null on a report's delivery. */
    invoiceId: text().nullable(),
    invoiceNumber: text().nullable(),
    periodStart: text(),
    periodEnd: text(),
    kind: z.enum(reportDeliveryKinds),
    version: z.number().int(),
    revision: z.boolean(),
    recipients: z.array(text()),
    status: z.enum(reportDeliveryStatuses),
    attempts: z.number().int(),
    lastError: text().nullable(),
    createdAt: text(),
    sentAt: text().nullable(),
    nextAttemptAt: text().nullable(),
  })
  .meta({ id: 'ReportDelivery' });
export type ReportDelivery = z.infer<typeof reportDeliverySchema>;

export const reportDeliveryListSchema = z
  .object({ items: z.array(reportDeliverySchema) })
  .meta({ id: 'ReportDeliveryList' });
export type ReportDeliveryList = z.infer<typeof reportDeliveryListSchema>;

const tags = ['report-delivery'];

export const reportDeliveryOperations = {
  listSubscriptions: defineOperation({
    method: 'GET',
    path: '/customers/:id/report-subscriptions',
    access: 'reportSubscriptions.view',
    tags,
    summary: 'The report subscriptions of a customer',
    params: idParamsSchema,
    response: reportSubscriptionListSchema,
  }),
  createSubscription: defineOperation({
    method: 'POST',
    path: '/customers/:id/report-subscriptions',
    access: 'reportSubscriptions.manage',
    tags,
    summary: 'Subscribe recipients to the daily activity reports of a customer’s events',
    params: idParamsSchema,
    body: reportSubscriptionCreateBodySchema,
    status: 201,
    response: z.object({ id: text() }).meta({ id: 'ReportSubscriptionCreated' }),
  }),
  deleteSubscription: defineOperation({
    method: 'DELETE',
    path: '/report-subscriptions/:id',
    access: 'reportSubscriptions.manage',
    tags,
    summary: 'End a report subscription (its deliveries stay in the log)',
    params: idParamsSchema,
    status: 204,
  }),
  listDeliveries: defineOperation({
    method: 'GET',
    path: '/report-deliveries',
    access: 'reportDeliveries.view',
    tags,
    summary: 'The delivery log of scheduled reports: each mail, its status, attempts and error',
    query: reportDeliveryQuerySchema,
    response: reportDeliveryListSchema,
  }),
};
