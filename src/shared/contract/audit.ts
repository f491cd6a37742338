import { z } from '../zod.ts';
import { idSchema, isoDateTime, pageQuerySchema, text } from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/**
 * The audit log viewer: who did what to which record when, from which address.
 *
 * GET /api/v1/audit — entries newest first, paged; filters `person` (the actor's user id), `action` (exact, or a
 * prefix ending in a dot such as `auth.`), `entity` (record type), `entityId` and the period `from`/`to`
 * (default: the 7 days up to the server's clock). GET /api/v1/audit.csv — every entry of the same filters.
 * GET /api/v1/audit/options — the actions, record types and people of the period, for the filter selects.
 * GET /api/v1/audit/:id — one entry with its whole `data`.
 *
 * Who sees which: executive the entries of their client; admin those of their working client plus the entries
 * that belong to no client (e.g. a failed sign-in for an unknown email). Another client's entry is 404.
 */
export const auditDefaultPeriodDays = 7;
export const auditPeriodMaxDays = 400;
/** Characters of an entry's data the list carries; the entry itself (GET /audit/:id) has all of it. */
export const auditSummaryMaxChars = 240;
export const auditCsvFileName = 'audit_log.csv';
/** The longest record id the log's filter takes (the filter field reads it too). */
export const auditLimits = { entityId: 200 } as const;

const actionPattern = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*\.?$/;
const entityPattern = /^[a-z][a-z0-9_]*$/;

export const auditActionSchema = text()
  .trim()
  .max(100, withCode('validation.too_long'))
  .regex(actionPattern, 'audit.action_customer_create_prefix');

const filterFields = {
  person: idSchema.optional(),
  action: auditActionSchema.optional(),
  entity: text()
    .trim()
    .max(50, withCode('validation.too_long'))
    .regex(entityPattern, 'audit.record_type_customer')
    .optional(),
  entityId: text()
    .trim()
    .min(1, 'validation.not_empty')
    .max(auditLimits.entityId, withCode('validation.too_long'))
    .optional(),
};

const periodFields = { from: isoDateTime.optional(), to: isoDateTime.optional() };

function withPeriodChecks<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) {
  return schema
    .refine((v) => !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to), {
      message: 'validation.after_start',
      path: ['to'],
    })
    .refine((v) => !v.from || !v.to || Date.parse(v.to) - Date.parse(v.from) <= auditPeriodMaxDays * 86_400_000, {
      message: 'audit.most_400_days',
      path: ['to'],
    });
}

export const auditQuerySchema = withPeriodChecks(
  z.object({ ...pageQuerySchema.shape, ...periodFields, ...filterFields }),
);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditCsvQuerySchema = withPeriodChecks(z.object({ ...periodFields, ...filterFields }));
export type AuditCsvQuery = z.infer<typeof auditCsvQuerySchema>;

export const auditOptionsQuerySchema = withPeriodChecks(z.object(periodFields));
export type AuditOptionsQuery = z.infer<typeof auditOptionsQuerySchema>;

export const auditEntryParamsSchema = z.object({
  id: text().regex(/^[1-9]\d{0,14}$/, 'audit.entry_number'),
});

export const auditPersonSchema = z.object({
  id: text(),
  /** The display name, or the email when the person has none. */
  name: text(),
  email: text().nullable(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

const entryFields = {
  id: text(),
  at: text(),
  /** null: done by the system, or by someone whose account is gone or unknown (a failed sign-in). */
  actor: auditPersonSchema.nullable(),
  action: text(),
  entity: text(),
  entityId: text().nullable(),
  ip: text().nullable(),
  requestId: text().nullable(),
};

export const auditRowSchema = z.object({
  ...entryFields,
  /** The entry's data as compact JSON, cut to auditSummaryMaxChars (`truncated` says so); null when it has none. */
  summary: text().nullable(),
  truncated: z.boolean(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditListResponseSchema = z
  .object({
    rows: z.array(auditRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    period: z.object({ from: text(), to: text() }),
  })
  .meta({ id: 'AuditLog' });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

export const auditEntrySchema = z.object({ ...entryFields, data: z.unknown().nullable() }).meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditOptionsResponseSchema = z
  .object({
    actions: z.array(text()),
    entities: z.array(text()),
    people: z.array(auditPersonSchema),
    period: z.object({ from: text(), to: text() }),
  })
  .meta({ id: 'AuditFilterOptions' });
export type AuditOptionsResponse = z.infer<typeof auditOptionsResponseSchema>;

/** Whether `action` filters by prefix (it ends with a dot) rather than exactly. */
export const isActionPrefix = (action: string) => action.endsWith('.');

const tags = ['audit'];

/** The audit log viewer: the entries, their CSV, the filter options and one entry, defined once. */
export const auditOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/audit',
    access: 'audit.view',
    tags,
    summary: 'Audit log: who did what to which record, newest first (default period: the last 7 days)',
    query: auditQuerySchema,
    response: auditListResponseSchema,
  }),
  exportCsv: defineOperation({
    method: 'GET',
    path: '/audit.csv',
    access: 'audit.view',
    tags,
    summary: 'audit_log.csv: every entry of the same filters',
    query: auditCsvQuerySchema,
    produces: 'text/csv',
  }),
  options: defineOperation({
    method: 'GET',
    path: '/audit/options',
    access: 'audit.view',
    tags,
    summary: 'The actions, record types and people of the period, for the filters',
    query: auditOptionsQuerySchema,
    response: auditOptionsResponseSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/audit/:id',
    access: 'audit.view',
    tags,
    summary: 'One audit entry with all its data',
    params: auditEntryParamsSchema,
    response: auditEntrySchema,
  }),
};
