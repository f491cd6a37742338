import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { type FieldError, fieldError } from '../../../shared/contract/field-errors.ts';
import {
  type CommentBody,
  maxAttachmentsPerReport,
  type Report,
  type ReportCreateBody,
  type ReportCsvQuery,
  type ReportListQuery,
  type ReportListResponse,
  type ReportOptions,
  type ReportRow,
  type ReportStatusBody,
  type ReportUpdateBody,
  reportBodyIssues,
} from '../../../shared/contract/incident-reports.ts';
import { toCsv } from '../../../shared/csv.ts';
import {
  type FileableReportType,
  fileableReportTypes,
  type ReportField,
  reportTypeFields,
} from '../../../shared/incident-report-rules.ts';
import { can, hasPermission } from '../../../shared/policy.ts';
import { actorInClient, clientNamedBy, eventScopeInClient, isAdmin } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import { filesAsThemself, selfGuardOf } from '../../access/incident-reports.ts';
import { reportVisible } from '../../access/reports.ts';
import { visibleIds } from '../../access/visible-ids.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { checkImage } from './evidence.ts';
import {
  type AttachmentRow,
  countAttachments,
  countReportsByType,
  findReport,
  findReportById,
  insertAttachment,
  insertComment,
  insertReport,
  insertVersion,
  isActiveClient,
  isActiveUserOfClient,
  listActiveClients,
  listAttachments,
  listComments,
  listGuardOptions,
  listOpenEventOptions,
  listReports,
  listVersions,
  lockReport,
  type ReportRowDb,
  updateReport,
} from './repository.ts';

const notFound = () => AppError.notFound('No such report.', 'report');
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** Which reports the caller may read (contract/incident-reports.ts), as a predicate on `r`. */
const reportScope = (caller: Caller): SQL => reportVisible(caller.actor, 'r');

/** Incident reports the caller may read, filed since `since`, counted by report type (most first). */
export function countIncidentsByType(ctx: AppContext, caller: Caller, since: Date) {
  return countReportsByType(ctx.db, reportVisible(caller.actor, 'r'), 'incident', since);
}

// ── Fields and their fingerprint ────────────────────────────────────────────────────────────────────────────

type Values = Partial<Record<ReportField | 'signature', string | boolean | null>>;

/** What the report says, as the reader sees it: every field but the event and the guard it is about. */
type ReportStatement = Pick<Report, Exclude<ReportField, 'eventId' | 'guardId'> | 'signature'>;

function statementOf(row: ReportRowDb): ReportStatement {
  return {
    incidentType: row.incidentType,
    incidentLocation: row.incidentLocation,
    incidentDate: iso(row.incidentDate),
    victimName: row.victimName,
    victimNumber: row.victimNumber,
    witnessName: row.witnessName,
    witnessNumber: row.witnessNumber,
    policeCalled: row.policeCalled,
    policeReportNumber: row.policeReportNumber,
    actionTaken: row.actionTaken,
    firePresent: row.firePresent,
    evacuationOccurred: row.evacuationOccurred,
    vandalismType: row.vandalismType,
    itemsTaken: row.itemsTaken,
    details: row.details,
    guardNote: row.guardNote,
    signature: row.signature,
  };
}

function fieldsOf(row: ReportRowDb): Values {
  return { eventId: row.eventId, guardId: row.guardId, ...statementOf(row) };
}

/** SHA-256 over the report's type and fields in a fixed order: the same fields always give the same hash. */
export function contentHashOf(reportType: string, values: Values): string {
  const ordered = Object.keys(values)
    .sort()
    .map((key) => [key, values[key as keyof Values] ?? null]);
  return createHash('sha256')
    .update(JSON.stringify([reportType, ordered]))
    .digest('hex');
}

function toRow(row: ReportRowDb): ReportRow {
  return {
    id: row.id,
    reportType: row.reportType,
    event: ref(row.eventId, row.eventName),
    client: { id: row.clientId, name: row.clientName },
    guard: ref(row.guardId, row.guardName),
    incidentType: row.incidentType,
    submittedAt: iso(row.submittedAt) ?? '',
    status: row.status,
  };
}

const attachmentUrl = (reportId: string, a: AttachmentRow, size: 'full' | 'thumb') =>
  `/api/v1/incident-reports/${reportId}/attachments/${a.id}${size === 'thumb' ? '?size=thumb' : ''}`;

async function present(ctx: AppContext, caller: Caller, row: ReportRowDb): Promise<Report> {
  const [comments, attachments, versions] = await Promise.all([
    listComments(ctx.db, row.id),
    listAttachments(ctx.db, row.id),
    listVersions(ctx.db, row.id),
  ]);
  const values = fieldsOf(row);
  const reviewer = hasPermission(caller.actor.roles, 'reports.review');
  // A report is its submitter's to add photos to while it is a draft (no review yet).
  const draftOwner = row.status === '' ? row.submittedBy : null;
  return {
    id: row.id,
    reportType: row.reportType,
    client: { id: row.clientId, name: row.clientName },
    event: ref(row.eventId, row.eventName),
    guard: ref(row.guardId, row.guardName),
    submittedBy: ref(row.submittedBy, row.submittedByName),
    submittedAt: iso(row.submittedAt) ?? '',
    status: row.status,
    statusChangedBy: ref(row.statusChangedBy, row.statusChangedByName),
    statusChangedAt: iso(row.statusChangedAt),
    version: row.version,
    contentHash: row.contentHash ?? contentHashOf(row.reportType, values),
    ...statementOf(row),
    comments: comments.map((c) => ({
      id: c.id,
      content: c.content,
      author: ref(c.authorId, c.authorName),
      createdAt: iso(c.createdAt) ?? '',
    })),
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      contentType: a.contentType,
      sizeBytes: a.sizeBytes,
      width: a.width,
      height: a.height,
      sha256: a.sha256,
      url: attachmentUrl(row.id, a, 'full'),
      thumbnailUrl: attachmentUrl(row.id, a, 'thumb'),
      uploadedBy: ref(a.uploadedBy, a.uploadedByName),
      createdAt: iso(a.createdAt) ?? '',
    })),
    versions: versions.map((v) => ({
      version: v.version,
      contentHash: v.contentHash,
      editedBy: ref(v.editedBy, v.editedByName),
      editedAt: iso(v.editedAt) ?? '',
      reason: v.reason,
      fields: v.fields,
    })),
    canEdit: reviewer && row.status !== 'Closed',
    canReview: reviewer && row.status !== 'Closed',
    canAttach: row.status !== 'Closed' && can(caller.actor, 'report.attach', { ownerId: draftOwner }),
  };
}

async function visibleReport(ctx: AppContext, caller: Caller, id: string) {
  const row = await findReport(ctx.db, reportScope(caller), id);
  if (!row) throw notFound();
  return row;
}

// ── Reads ──────────────────────────────────────────────────────────────────────────────────────────────────

export async function listVisibleReports(
  ctx: AppContext,
  caller: Caller,
  query: ReportListQuery,
): Promise<ReportListResponse> {
  const { rows, total } = await listReports(ctx.db, {
    scope: reportScope(caller),
    view: query.view,
    q: query.q || undefined,
    eventId: query.eventId,
    ...pageWindow(query),
  });
  return { items: rows.map(toRow), total, page: query.page, limit: query.limit };
}

export async function getReport(ctx: AppContext, caller: Caller, id: string): Promise<Report> {
  return present(ctx, caller, await visibleReport(ctx, caller, id));
}

const csvMaxRows = 10_000;
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');

/**
 * IncidentReport.csv (docs/product/incident-reports.md#report-pages: detailed incident reports with event and client names, without the date and
 * actions columns) and Custom.csv (docs/product/incident-reports.md#report-pages).
 */
export async function exportReportsCsv(ctx: AppContext, caller: Caller, query: ReportCsvQuery) {
  const { rows } = await listReports(ctx.db, {
    scope: reportScope(caller),
    view: query.view,
    reportType: query.view === 'incident' ? 'Detailed Incident Report' : undefined,
    q: query.q || undefined,
    eventId: query.eventId,
    limit: csvMaxRows,
    offset: 0,
  });
  if (query.view === 'custom') {
    return {
      fileName: 'Custom.csv',
      csv: toCsv(
        ['Guard', 'Client', 'Event', 'Date', 'Details', 'Guard note', 'Status'],
        rows.map((r) => [
          r.guardName ?? 'Unknown guard',
          r.clientName ?? 'Unknown client',
          r.eventName ?? 'No Event Assigned',
          iso(r.incidentDate ?? r.submittedAt),
          r.details,
          r.guardNote,
          r.status,
        ]),
      ),
    };
  }
  return {
    fileName: 'IncidentReport.csv',
    csv: toCsv(
      [
        'Event',
        'Client',
        'Incident Type',
        'Incident Location',
        'Incident Date',
        'Guard',
        'Victim Name',
        'Victim Number',
        'Witness Name',
        'Witness Number',
        'Police Called',
        'Police Report Number',
        'Action Taken',
        'Guard Note',
        'Status',
      ],
      rows.map((r) => [
        r.eventName ?? 'No Event Assigned',
        r.clientName,
        r.incidentType,
        r.incidentLocation,
        iso(r.incidentDate),
        r.guardName,
        r.victimName,
        r.victimNumber,
        r.witnessName,
        r.witnessNumber,
        yesNo(r.policeCalled),
        r.policeReportNumber,
        r.actionTaken,
        r.guardNote,
        r.status,
      ]),
    ),
  };
}

/** Events (visible, running or upcoming; a guard's own assigned ones), guards and, for admin, active clients. */
export async function reportOptions(
  ctx: AppContext,
  caller: Caller,
  clientId: string | undefined,
): Promise<ReportOptions> {
  const { actor } = caller;
  const admin = isAdmin(actor);
  const client = clientNamedBy(actor, clientId);
  const scope = eventScopeInClient(actorInClient(actor, client));
  const now = ctx.clock();
  const [events, guards, clients] = await Promise.all([
    listOpenEventOptions(ctx.db, client, scope, now),
    listGuardOptions(ctx.db, client),
    admin ? listActiveClients(ctx.db) : Promise.resolve([]),
  ]);
  return {
    events: events.map((e) => ({
      id: e.id,
      name: e.name,
      clientId: e.clientId,
      status: e.startAt.getTime() <= now.getTime() ? 'Active' : 'Upcoming',
      guardIds: e.guardIds,
    })),
    // A guard files as themself; others choose the guard the report is about.
    guards: filesAsThemself(actor) ? [] : guards.map((g) => ({ id: g.id, name: g.name, clientId: g.clientId })),
    clients,
    selfGuardId: selfGuardOf(actor),
  };
}

// ── Writes ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Database values of body fields (dates as ISO; nothing else changes). */
function valuesOf(body: Partial<Record<ReportField | 'signature', unknown>>): Values {
  const values: Values = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'reportType' || key === 'clientId' || key === 'reason' || value === undefined) continue;
    values[key as ReportField] =
      key === 'incidentDate' ? new Date(value as string).toISOString() : (value as string | boolean);
  }
  return values;
}

async function checkReferences(ctx: AppContext, caller: Caller, clientId: string, values: Values) {
  const fields: Record<string, FieldError> = {};
  if (typeof values.eventId === 'string') {
    const found = await visibleIds(ctx, actorInClient(caller.actor, clientId), 'event', [values.eventId]);
    if (!found.has(values.eventId)) fields.eventId = fieldError('validation.choose_own_event');
  }
  if (typeof values.guardId === 'string') {
    if (!(await isActiveUserOfClient(ctx.db, clientId, values.guardId)))
      fields.guardId = fieldError('report.choose_active_guard');
  }
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
}

export async function fileReport(ctx: AppContext, caller: Caller, body: ReportCreateBody) {
  const { actor } = caller;
  const now = ctx.clock();
  const admin = isAdmin(actor);
  let clientId = actor.homeClientId;
  if (body.clientId && !admin) {
    throw AppError.invalidFields({ clientId: fieldError('report.client_admin_only') });
  }
  if (admin) {
    clientId = clientNamedBy(actor, body.clientId);
    if (!(await isActiveClient(ctx.db, clientId)))
      throw AppError.invalidFields({ clientId: fieldError('report.choose_active_client') });
  }
  const values = valuesOf(body);
  // A guard files as themself (docs/product/incident-reports.md#who-files-and-sees-reports: "guards file from the field app as themselves").
  if (values.guardId && !can(actor, 'report.fileAboutGuard', { ownerId: String(values.guardId) })) {
    throw AppError.invalidFields({ guardId: fieldError('report.guard_files_as_self') });
  }
  await checkReferences(ctx, caller, clientId, values);
  const contentHash = contentHashOf(body.reportType, values);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertReport(tx, {
      clientId,
      reportType: body.reportType,
      values,
      submittedBy: actor.userId,
      now,
    });
    await updateReport(tx, created, { contentHash });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: caller.actor.userId,
      action: 'report.file',
      entity: 'incident_report',
      entityId: created,
      data: {
        reportType: body.reportType,
        contentHash,
        fields: { ...values, signature: values.signature ? '(drawn)' : null },
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return created;
  });
  const row = await findReportById(ctx.db, id);
  if (!row) throw notFound();
  return present(ctx, caller, row);
}

export async function editReport(ctx: AppContext, caller: Caller, id: string, body: ReportUpdateBody) {
  const before = await visibleReport(ctx, caller, id);
  if (before.status === 'Closed') throw new AppError('report.closed', 'A closed report cannot be changed.');
  const type = before.reportType as FileableReportType;
  if (!(fileableReportTypes as readonly string[]).includes(type))
    throw new AppError('report.not_editable', 'This report cannot be changed.');
  const changes = valuesOf(body);
  const merged = { ...fieldsOf(before), ...changes };
  const issues = reportBodyIssues(
    type,
    Object.fromEntries(reportTypeFields[type].fields.map((f) => [f, merged[f] ?? undefined])),
  );
  const notForType = Object.keys(changes).filter(
    (k) => k !== 'signature' && !reportTypeFields[type].fields.includes(k as ReportField),
  );
  const fields: Record<string, FieldError> = {};
  for (const issue of issues) fields[issue.path] = { code: issue.message };
  for (const key of notForType) fields[key] = fieldError('report.not_for_type');
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
  await checkReferences(ctx, caller, before.clientId, changes);
  const now = ctx.clock();
  const previousHash = before.contentHash ?? contentHashOf(type, fieldsOf(before));
  const contentHash = contentHashOf(type, merged);
  await ctx.db.transaction(async (tx) => {
    await lockReport(tx, id);
    const current = await findReportById(tx, id);
    if (!current || current.version !== before.version)
      throw new AppError('report.changed_meanwhile', 'The report was changed meanwhile. Open it again.');
    await insertVersion(tx, {
      clientId: before.clientId,
      reportId: id,
      version: before.version,
      fields: fieldsOf(before),
      contentHash: previousHash,
      reason: body.reason,
      editedBy: caller.actor.userId,
      now,
    });
    await updateReport(tx, id, { fields: changes, version: before.version + 1, contentHash, updatedAt: now });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: before.clientId,
      actorId: caller.actor.userId,
      action: 'report.edit',
      entity: 'incident_report',
      entityId: id,
      data: {
        fromVersion: before.version,
        previousHash,
        contentHash,
        reason: body.reason,
        changed: Object.keys(changes),
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getReport(ctx, caller, id);
}

const nextStatus: Record<string, readonly string[]> = {
  '': ['Under review', 'Closed'],
  'Under review': ['Closed'],
  Closed: [],
};

export async function setReportStatus(ctx: AppContext, caller: Caller, id: string, body: ReportStatusBody) {
  const before = await visibleReport(ctx, caller, id);
  if (!nextStatus[before.status]?.includes(body.status)) {
    throw new AppError('report.status_refused', 'The report cannot move to this status from where it is.');
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await updateReport(tx, id, {
      status: body.status,
      statusChangedBy: caller.actor.userId,
      statusChangedAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: before.clientId,
      actorId: caller.actor.userId,
      action: 'report.status',
      entity: 'incident_report',
      entityId: id,
      data: { from: before.status, to: body.status },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getReport(ctx, caller, id);
}

export async function addComment(ctx: AppContext, caller: Caller, id: string, body: CommentBody) {
  const report = await visibleReport(ctx, caller, id);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const commentId = await insertComment(tx, {
      clientId: report.clientId,
      reportId: id,
      authorId: caller.actor.userId,
      content: body.content,
      now,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: report.clientId,
      actorId: caller.actor.userId,
      action: 'report.comment',
      entity: 'incident_report',
      entityId: id,
      data: { commentId, content: body.content },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getReport(ctx, caller, id);
}

const safeFileName = (name: string | undefined) =>
  (name ?? 'photo').replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'photo';

export async function attachEvidence(
  ctx: AppContext,
  caller: Caller,
  id: string,
  bytes: Buffer,
  fileName: string | undefined,
) {
  const report = await visibleReport(ctx, caller, id);
  const presented = await present(ctx, caller, report);
  if (!presented.canAttach) throw new AppError('report.photos_refused', 'You cannot add photos to this report.');
  if ((await countAttachments(ctx.db, id)) >= maxAttachmentsPerReport) {
    throw new AppError('report.too_many_photos', `A report can have at most ${maxAttachmentsPerReport} photos.`, {
      params: { max: maxAttachmentsPerReport },
    });
  }
  const stored = await checkImage(bytes);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [image, thumbnail] = await ctx.files.save(tx, [
      { bytes, contentType: stored.contentType },
      { bytes: stored.thumbnail, contentType: 'image/webp' },
    ]);
    const attachmentId = await insertAttachment(tx, {
      clientId: report.clientId,
      reportId: id,
      fileName: safeFileName(fileName),
      contentType: stored.contentType,
      sizeBytes: bytes.length,
      width: stored.width,
      height: stored.height,
      sha256: stored.sha256,
      imageFile: image.sha256,
      thumbnailFile: thumbnail.sha256,
      uploadedBy: caller.actor.userId,
      now,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: report.clientId,
      actorId: caller.actor.userId,
      action: 'report.attach',
      entity: 'incident_report',
      entityId: id,
      data: { attachmentId, sha256: stored.sha256, sizeBytes: bytes.length, contentType: stored.contentType },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getReport(ctx, caller, id);
}

export async function attachmentFile(
  ctx: AppContext,
  caller: Caller,
  id: string,
  attachmentId: string,
  thumb: boolean,
) {
  await visibleReport(ctx, caller, id);
  const found = (await listAttachments(ctx.db, id)).find((a) => a.id === attachmentId);
  const key = found ? (thumb ? found.thumbnailFile : found.imageFile) : null;
  const file = key ? await ctx.files.read(ctx.db, key) : undefined;
  if (!found || !file) throw AppError.notFound('No such file.', 'file');
  return { bytes: file.bytes, contentType: file.contentType, fileName: found.fileName };
}

/** Everything the PDF prints. */
export async function reportForPdf(ctx: AppContext, caller: Caller, id: string) {
  const report = await getReport(ctx, caller, id);
  const photos = await Promise.all(
    (await listAttachments(ctx.db, id)).map(async (a) => ({
      fileName: a.fileName,
      sha256: a.sha256,
      bytes: a.imageFile ? ((await ctx.files.read(ctx.db, a.imageFile))?.bytes ?? null) : null,
    })),
  );
  return { report, photos };
}
