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
import { z } from '../zod.ts';
import { idParamsSchema, idSchema, isoDateTime, pageOf, pageQuerySchema, searchTextSchema, text } from './common.ts';
import { type FieldErrorCode, withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/*
 * Incident reports and custom reports (docs/product/incident-reports.md).
 *
 * Who sees which: admin (their working client) and executive every report of the client; a guard the reports
 * they filed or that name them; a client-role user the reports of their events (read-only, may comment);
 * everyone else the reports of events in their scope (docs/product/access-and-roles.md#event-visibility). Filing: executive, manager, supervisor, guard
 * (admin files under the client they choose). Review (status Under review → Closed) and edits after filing:
 * supervisor and above. Each edit keeps the prior fields as a version; the report carries the SHA-256 of its
 * current fields (printed on the PDF).
 *
 * A body names its reportType and may carry only that type's fields (reportTypeFields); the type's required
 * fields must be set. Names: letters and spaces, ≤ 30; phones (000) 000-0000.
 */

export const reportViews = ['incident', 'custom'] as const;
export type ReportView = (typeof reportViews)[number];

const boundedText = (max: number) => text().trim().max(max, withCode('validation.too_long'));

const personName = text()
  .trim()
  .max(reportLimits.nameMax, withCode('validation.too_long'))
  .regex(namePattern, reportMessages.nameLetters);
const phone = text().trim().regex(phonePattern, reportMessages.phoneFormat);

/** Every field a report may carry; which of them a type takes is checked by reportBodyIssues. */
export const reportFieldsShape = {
  eventId: idSchema,
  guardId: idSchema,
  incidentType: z.enum(incidentTypes, withCode('validation.one_of')),
  incidentLocation: boundedText(reportLimits.textMax),
  incidentDate: isoDateTime,
  victimName: personName,
  victimNumber: phone,
  witnessName: personName,
  witnessNumber: phone,
  policeCalled: z.boolean('validation.yes_or_no'),
  policeReportNumber: boundedText(60),
  actionTaken: boundedText(reportLimits.longTextMax),
  firePresent: z.boolean('validation.yes_or_no'),
  evacuationOccurred: z.boolean('validation.yes_or_no'),
  vandalismType: z.enum(vandalismTypes, withCode('validation.one_of')),
  itemsTaken: boundedText(reportLimits.longTextMax),
  details: boundedText(reportLimits.longTextMax),
  guardNote: boundedText(reportLimits.longTextMax),
} satisfies Record<ReportField, z.ZodType>;

const signature = text()
  .max(300_000, 'report.signature_too_large')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'report.png_drawing');

const optionalFields = Object.fromEntries(
  Object.entries(reportFieldsShape).map(([key, schema]) => [key, schema.optional()]),
) as { [K in ReportField]: z.ZodOptional<(typeof reportFieldsShape)[K]> };

type FieldValues = Partial<Record<ReportField, unknown>>;

/** Issues of a body against its type: fields the type does not take, and required ones left out. */
export function reportBodyIssues(
  type: FileableReportType,
  body: FieldValues,
): { path: ReportField; message: FieldErrorCode }[] {
  const spec = reportTypeFields[type];
  const issues: { path: ReportField; message: FieldErrorCode }[] = [];
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
    reportType: z.enum(fileableReportTypes, withCode('validation.one_of')),
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
  reason: text()
    .trim()
    .min(reportLimits.changeReasonMin, 'report.say_why_report_changed')
    .max(reportLimits.changeReasonMax, withCode('validation.too_long')),
});
export type ReportUpdateBody = z.infer<typeof reportUpdateBodySchema>;

export const reportStatusBodySchema = z.strictObject({
  status: z.enum(['Under review', 'Closed'], withCode('validation.either')),
});
export type ReportStatusBody = z.infer<typeof reportStatusBodySchema>;

export const commentBodySchema = z.strictObject({
  content: text(reportMessages.commentEmpty)
    .trim()
    .min(1, reportMessages.commentEmpty)
    .max(reportLimits.commentMax, withCode('validation.too_long')),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const reportListQuerySchema = pageQuerySchema.extend({
  view: z.enum(reportViews, withCode('validation.either')).default('incident'),
  q: searchTextSchema,
  eventId: idSchema.optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;
export const reportCsvQuerySchema = reportListQuerySchema.omit({ page: true, limit: true });
export type ReportCsvQuery = z.infer<typeof reportCsvQuerySchema>;

const ref = z.object({ id: text(), name: text() }).nullable();

export const reportRowSchema = z.object({
  id: text(),
  reportType: text(),
  event: ref,
  client: z.object({ id: text(), name: text() }),
  guard: ref,
  incidentType: text().nullable(),
  submittedAt: text(),
  status: z.enum(reportStatuses),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportListResponseSchema = pageOf(reportRowSchema).meta({ id: 'IncidentReportList' });
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

export const reportCommentSchema = z.object({
  id: text(),
  content: text(),
  author: ref,
  createdAt: text(),
});
export type ReportComment = z.infer<typeof reportCommentSchema>;

export const reportAttachmentSchema = z.object({
  id: text(),
  fileName: text(),
  contentType: text(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sha256: text(),
  url: text(),
  thumbnailUrl: text(),
  uploadedBy: ref,
  createdAt: text(),
});
export type ReportAttachment = z.infer<typeof reportAttachmentSchema>;

export const reportVersionSchema = z.object({
  version: z.number().int(),
  contentHash: text(),
  editedBy: ref,
  editedAt: text(),
  reason: text().nullable(),
  fields: z.record(text(), z.unknown()),
});

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

export const reportSchema = z
  .object({
    id: text(),
    reportType: text(),
    client: z.object({ id: text(), name: text() }),
    event: ref,
    guard: ref,
    submittedBy: ref,
    submittedAt: text(),
    status: z.enum(reportStatuses),
    statusChangedBy: ref,
    statusChangedAt: text().nullable(),
    version: z.number().int(),
    contentHash: text(),
    incidentType: nullable(text()),
    incidentLocation: nullable(text()),
    incidentDate: nullable(text()),
    victimName: nullable(text()),
    victimNumber: nullable(text()),
    witnessName: nullable(text()),
    witnessNumber: nullable(text()),
    policeCalled: nullable(z.boolean()),
    policeReportNumber: nullable(text()),
    actionTaken: nullable(text()),
    firePresent: nullable(z.boolean()),
    evacuationOccurred: nullable(z.boolean()),
    vandalismType: nullable(text()),
    itemsTaken: nullable(text()),
    details: nullable(text()),
    guardNote: nullable(text()),
    signature: nullable(text()),
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

/**
 * What the new-report form offers: events (visible, Upcoming/Active) with the people assigned to each now (the
 * form offers those as the report's guard first), guards, and the clients for an admin.
 */
export const reportOptionsSchema = z
  .object({
    events: z.array(
      z.object({ id: text(), name: text(), clientId: text(), status: text(), guardIds: z.array(text()) }),
    ),
    guards: z.array(z.object({ id: text(), name: text(), clientId: text() })),
    clients: z.array(z.object({ id: text(), name: text() })),
    /** The caller themself when they may be the report's guard (a guard files as themself). */
    selfGuardId: text().nullable(),
  })
  .meta({ id: 'IncidentReportOptions' });
export type ReportOptions = z.infer<typeof reportOptionsSchema>;

export const reportOptionsQuerySchema = z.object({ clientId: idSchema.optional() });

function isUriDecodable(value: string): boolean {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

export const fileNameHeaderMessage = 'report.file_name';

/** An upload's headers: `X-File-Name` is the photo's name, URL-encoded (the web app sends encodeURIComponent). */
export const attachmentHeadersSchema = z.looseObject({
  'x-file-name': text()
    .max(1024, withCode('validation.too_long'))
    .refine(isUriDecodable, fileNameHeaderMessage)
    .optional(),
});

export const maxAttachmentBytes = 10 * 1024 * 1024;
export const maxAttachmentsPerReport = 20;
export const attachmentContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

const tags = ['incident-reports'];
const attachmentParamsSchema = z.object({ id: idSchema, attachmentId: idSchema });
const attachmentQuerySchema = z.object({
  size: z.enum(['full', 'thumb'], withCode('validation.either')).default('full'),
});

/** Incident and custom reports, their photos and PDF, defined once for the server's routes and the web's client. */
export const incidentReportOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/incident-reports',
    access: 'reports.view',
    tags,
    summary: 'Incident reports (view=incident) or custom reports (view=custom) the caller may see, newest first',
    query: reportListQuerySchema,
    response: reportListResponseSchema,
  }),
  exportCsv: defineOperation({
    method: 'GET',
    path: '/incident-reports.csv',
    access: 'reports.view',
    tags,
    summary: 'IncidentReport.csv (detailed incident reports) or Custom.csv (custom reports)',
    query: reportCsvQuerySchema,
    produces: 'text/csv',
  }),
  options: defineOperation({
    method: 'GET',
    path: '/incident-reports/options',
    access: 'reports.file',
    tags,
    summary: 'What the new-report form offers: events, guards, and active clients for an admin',
    query: reportOptionsQuerySchema,
    response: reportOptionsSchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/incident-reports',
    access: 'reports.file',
    tags,
    summary: 'File a report of one of the six types (its fields, its required set)',
    body: reportCreateBodySchema,
    status: 201,
    response: reportSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/incident-reports/:id',
    access: 'reports.view',
    tags,
    summary: 'A report with its comments, photos and earlier versions',
    params: idParamsSchema,
    response: reportSchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/incident-reports/:id',
    access: 'reports.review',
    tags,
    summary: 'Change a filed report (the prior fields are kept as a version; a reason is required)',
    params: idParamsSchema,
    body: reportUpdateBodySchema,
    response: reportSchema,
  }),
  setStatus: defineOperation({
    method: 'POST',
    path: '/incident-reports/:id/status',
    access: 'reports.review',
    tags,
    summary: 'Move a report to Under review or Closed',
    params: idParamsSchema,
    body: reportStatusBodySchema,
    response: reportSchema,
  }),
  addComment: defineOperation({
    method: 'POST',
    path: '/incident-reports/:id/comments',
    access: 'reports.view',
    tags,
    summary: 'Add a comment (everyone who may read the report)',
    params: idParamsSchema,
    body: commentBodySchema,
    response: reportSchema,
  }),
  attachment: defineOperation({
    method: 'GET',
    path: '/incident-reports/:id/attachments/:attachmentId',
    access: 'reports.view',
    tags,
    summary: 'A photo of the report, or its thumbnail (size=thumb)',
    params: attachmentParamsSchema,
    query: attachmentQuerySchema,
    // JPEG, PNG or WebP: the photo is kept as it was uploaded.
    produces: 'image/*',
  }),
  pdf: defineOperation({
    method: 'GET',
    path: '/incident-reports/:id.pdf',
    access: 'reports.view',
    tags,
    summary: 'The report as a PDF (fields, photos, signature, comments, status; id and hash in the footer)',
    params: idParamsSchema,
    produces: 'application/pdf',
  }),
  attachPhoto: defineOperation({
    method: 'POST',
    path: '/incident-reports/:id/attachments',
    access: 'reports.file',
    tags,
    summary: 'Add a photo (JPEG, PNG or WebP, at most 10 MB) to a report; the file name in X-File-Name',
    params: idParamsSchema,
    headers: attachmentHeadersSchema,
    consumes: attachmentContentTypes,
    status: 201,
    response: reportSchema,
  }),
};
