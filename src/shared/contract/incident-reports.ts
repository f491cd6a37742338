import { z } from 'zod';
import {
  allReportFields,
  type FileableReportType,
  fileableReportTypes,
  incidentTypes,
  namePattern,
  phonePattern,
  type ReportField,
  reportLimits,
  reportMessages,
  reportStatuses,
  reportTypeFields,
  vandalismTypes,
} from '../incident-report-rules.ts';
import { idSchema, isoDateTime, pageOf, pageQuerySchema } from './common.ts';

/*
 * Incident reports and custom reports (SPEC §2.6, §2.7, §2.10, §3 Report, §4, §5; issue 8).
 *
 * Who sees which: admin (their working client) and executive every report of the client; a guard the reports
 * they filed or that name them; a client-role user the reports of their events (read-only, may comment);
 * everyone else the reports of events in their scope (DESIGN §2). Filing: executive, manager, supervisor, guard
 * (admin files under the client they choose). Review (status Under review → Closed) and edits after filing:
 * supervisor and above. Each edit keeps the prior fields as a version; the report carries the SHA-256 of its
 * current fields (printed on the PDF).
 *
 * A body names its reportType and may carry only that type's fields (reportTypeFields); the type's required
 * fields must be set. Names: letters and spaces, ≤ 30; phones (000) 000-0000.
 */

export const reportViews = ['incident', 'custom'] as const;
export type ReportView = (typeof reportViews)[number];

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

const personName = z
  .string()
  .trim()
  .max(reportLimits.nameMax, `At most ${reportLimits.nameMax} characters`)
  .regex(namePattern, reportMessages.nameLetters);
const phone = z.string().trim().regex(phonePattern, reportMessages.phoneFormat);

/** Every field a report may carry; which of them a type takes is checked by reportBodyIssues. */
export const reportFieldsShape = {
  eventId: idSchema,
  guardId: idSchema,
  incidentType: z.enum(incidentTypes, `Must be one of ${incidentTypes.join(', ')}`),
  incidentLocation: text(reportLimits.textMax),
  incidentDate: isoDateTime,
  victimName: personName,
  victimNumber: phone,
  witnessName: personName,
  witnessNumber: phone,
  policeCalled: z.boolean('Must be yes or no'),
  policeReportNumber: text(60),
  actionTaken: text(reportLimits.longTextMax),
  firePresent: z.boolean('Must be yes or no'),
  evacuationOccurred: z.boolean('Must be yes or no'),
  vandalismType: z.enum(vandalismTypes, `Must be one of ${vandalismTypes.join(', ')}`),
  itemsTaken: text(reportLimits.longTextMax),
  details: text(reportLimits.longTextMax),
  guardNote: text(reportLimits.longTextMax),
} satisfies Record<ReportField, z.ZodType>;

const signature = z
  .string()
  .max(300_000, 'The signature is too large')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'Must be a PNG drawing');

const optionalFields = Object.fromEntries(
  Object.entries(reportFieldsShape).map(([key, schema]) => [key, schema.optional()]),
) as { [K in ReportField]: z.ZodOptional<(typeof reportFieldsShape)[K]> };

type FieldValues = Partial<Record<ReportField, unknown>>;

/** Issues of a body against its type: fields the type does not take, and required ones left out. */
export function reportBodyIssues(
  type: FileableReportType,
  body: FieldValues,
): { path: ReportField; message: string }[] {
  const spec = reportTypeFields[type];
  const issues: { path: ReportField; message: string }[] = [];
  for (const key of allReportFields) {
    if (body[key] !== undefined && !spec.fields.includes(key))
      issues.push({ path: key, message: reportMessages.notForType });
  }
  for (const key of spec.required) {
    const value = body[key];
    if (value === undefined || value === null || value === '')
      issues.push({ path: key, message: reportMessages.required });
  }
  return issues;
}

export const reportCreateBodySchema = z
  .strictObject({
    reportType: z.enum(fileableReportTypes, `Must be one of ${fileableReportTypes.join(', ')}`),
    /** Admin only: the (active) client the report is filed under; others file under their own. */
    clientId: idSchema.optional(),
    ...optionalFields,
    signature: signature.optional(),
  })
  .superRefine((body, ctx) => {
    for (const issue of reportBodyIssues(body.reportType, body)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
export type ReportCreateBody = z.infer<typeof reportCreateBodySchema>;

/** An edit after filing: the fields to change (the type stays); the reason is kept with the version. */
export const reportUpdateBodySchema = z.strictObject({
  ...optionalFields,
  signature: signature.optional(),
  reason: z.string().trim().min(3, 'Say why the report is changed').max(500, 'At most 500 characters'),
});
export type ReportUpdateBody = z.infer<typeof reportUpdateBodySchema>;

export const reportStatusBodySchema = z.strictObject({
  status: z.enum(['Under review', 'Closed'], 'Must be Under review or Closed'),
});
export type ReportStatusBody = z.infer<typeof reportStatusBodySchema>;

export const commentBodySchema = z.strictObject({
  content: z
    .string(reportMessages.commentEmpty)
    .trim()
    .min(1, reportMessages.commentEmpty)
    .max(reportLimits.commentMax, `At most ${reportLimits.commentMax} characters`),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const reportListQuerySchema = pageQuerySchema.extend({
  view: z.enum(reportViews, 'Must be incident or custom').default('incident'),
  q: z.string().trim().max(200, 'At most 200 characters').optional(),
  eventId: idSchema.optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;
export const reportCsvQuerySchema = reportListQuerySchema.omit({ page: true, limit: true });
export type ReportCsvQuery = z.infer<typeof reportCsvQuerySchema>;

const ref = z.object({ id: z.string(), name: z.string() }).nullable();

export const reportRowSchema = z.object({
  id: z.string(),
  reportType: z.string(),
  event: ref,
  client: z.object({ id: z.string(), name: z.string() }),
  guard: ref,
  incidentType: z.string().nullable(),
  submittedAt: z.string(),
  status: z.enum(reportStatuses),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportListResponseSchema = pageOf(reportRowSchema).meta({ id: 'IncidentReportList' });
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

export const reportCommentSchema = z.object({
  id: z.string(),
  content: z.string(),
  author: ref,
  createdAt: z.string(),
});
export type ReportComment = z.infer<typeof reportCommentSchema>;

export const reportAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sha256: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  uploadedBy: ref,
  createdAt: z.string(),
});
export type ReportAttachment = z.infer<typeof reportAttachmentSchema>;

export const reportVersionSchema = z.object({
  version: z.number().int(),
  contentHash: z.string(),
  editedBy: ref,
  editedAt: z.string(),
  reason: z.string().nullable(),
  fields: z.record(z.string(), z.unknown()),
});

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

export const reportSchema = z
  .object({
    id: z.string(),
    reportType: z.string(),
    client: z.object({ id: z.string(), name: z.string() }),
    event: ref,
    guard: ref,
    submittedBy: ref,
    submittedAt: z.string(),
    status: z.enum(reportStatuses),
    statusChangedBy: ref,
    statusChangedAt: z.string().nullable(),
    version: z.number().int(),
    contentHash: z.string(),
    incidentType: nullable(z.string()),
    incidentLocation: nullable(z.string()),
    incidentDate: nullable(z.string()),
    victimName: nullable(z.string()),
    victimNumber: nullable(z.string()),
    witnessName: nullable(z.string()),
    witnessNumber: nullable(z.string()),
    policeCalled: nullable(z.boolean()),
    policeReportNumber: nullable(z.string()),
    actionTaken: nullable(z.string()),
    firePresent: nullable(z.boolean()),
    evacuationOccurred: nullable(z.boolean()),
    vandalismType: nullable(z.string()),
    itemsTaken: nullable(z.string()),
    details: nullable(z.string()),
    guardNote: nullable(z.string()),
    signature: nullable(z.string()),
    comments: z.array(reportCommentSchema),
    attachments: z.array(reportAttachmentSchema),
    versions: z.array(reportVersionSchema),
    /** What the caller may do with it. */
    canEdit: z.boolean(),
    canReview: z.boolean(),
    canAttach: z.boolean(),
  })
  .meta({ id: 'IncidentReport' });
export type Report = z.infer<typeof reportSchema>;

/** What the new-report form offers: events (visible, Upcoming/Active), guards, and the clients for an admin. */
export const reportOptionsSchema = z
  .object({
    events: z.array(z.object({ id: z.string(), name: z.string(), clientId: z.string(), status: z.string() })),
    guards: z.array(z.object({ id: z.string(), name: z.string(), clientId: z.string() })),
    clients: z.array(z.object({ id: z.string(), name: z.string() })),
    /** The caller themself when they may be the report's guard (a guard files as themself). */
    selfGuardId: z.string().nullable(),
  })
  .meta({ id: 'IncidentReportOptions' });
export type ReportOptions = z.infer<typeof reportOptionsSchema>;

export const reportOptionsQuerySchema = z.object({ clientId: idSchema.optional() });

export const maxAttachmentBytes = 10 * 1024 * 1024;
export const maxAttachmentsPerReport = 20;
export const attachmentContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
