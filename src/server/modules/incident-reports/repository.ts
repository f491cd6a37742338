import { and, asc, count, desc, eq, getTableColumns, gte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportView } from '../../../shared/contract/incident-reports.ts';
import type { ReportField, ReportStatus } from '../../../shared/incident-report-rules.ts';
import type { EventScope } from '../../../shared/policy.ts';
import { eventVisible } from '../../access/event-scope.ts';
import { worksInTheField } from '../../access/incident-reports.ts';
import type { Database } from '../../db/client.ts';
import { personName } from '../../db/person-name.ts';
import { pickColumns } from '../../db/pick-columns.ts';
import {
  clients,
  events,
  incidentReportAttachments,
  incidentReportComments,
  incidentReports,
  incidentReportVersions,
  users,
} from '../../db/schema.ts';

export type Db = Pick<Database, 'select' | 'insert' | 'update'>;

// The aliases the access predicates name (reportVisible(actor, 'r') is a predicate on `r`, eventVisible on `e`).
const r = alias(incidentReports, 'r');
const c = alias(clients, 'c');
const ev = alias(events, 'ev');
const g = alias(users, 'g');
const sb = alias(users, 'sb');
const sc = alias(users, 'sc');

/** A report as the list and the detail read it: its row, its client's and event's names and its people's names. */
export type ReportRowDb = Omit<typeof incidentReports.$inferSelect, 'status'> & {
  status: ReportStatus;
  clientName: string;
  eventName: string | null;
  guardName: string | null;
  submittedByName: string | null;
  statusChangedByName: string | null;
  /** How many reports the filter matches (the list's total). */
  total: number;
};

function reportsQuery(db: Db, where: SQL) {
  return db
    .select({
      ...getTableColumns(r),
      status: sql<ReportStatus>`${r.status}`,
      clientName: c.name,
      eventName: ev.name,
      guardName: personName<string | null>(g),
      submittedByName: personName<string | null>(sb),
      statusChangedByName: personName<string | null>(sc),
      total: sql<number>`count(*) over ()::int`,
    })
    .from(r)
    .innerJoin(c, eq(c.id, r.clientId))
    .leftJoin(ev, eq(ev.id, r.eventId))
    .leftJoin(g, eq(g.id, r.guardId))
    .leftJoin(sb, eq(sb.id, r.submittedBy))
    .leftJoin(sc, eq(sc.id, r.statusChangedBy))
    .where(where);
}

const viewPredicates: Record<ReportView, SQL> = {
  incident: sql`${r.reportType} in ('Detailed Incident Report', 'Fire Report', 'Vandalism Report', 'Suspicious Activity Report', 'Break-In Report')`,
  custom: sql`${r.reportType} = 'Custom Report'`,
};

export interface ReportFilter {
  scope: SQL;
  view: ReportView;
  q: string | undefined;
  eventId: string | undefined;
  /** Only reports of this one type (within the view). */
  reportType?: string | undefined;
  limit: number;
  offset: number;
}

export async function listReports(db: Db, f: ReportFilter) {
  const conditions: SQL[] = [f.scope, viewPredicates[f.view]];
  if (f.reportType) conditions.push(sql`${r.reportType} = ${f.reportType}`);
  if (f.eventId) conditions.push(sql`${r.eventId} = ${f.eventId}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(sql`(${ev.name} ilike ${like} or ${r.incidentType} ilike ${like} or ${r.reportType} ilike ${like}
      or ${personName(g)} ilike ${like} or ${r.incidentLocation} ilike ${like})`);
  }
  const rows = await reportsQuery(db, sql.join(conditions, sql` and `))
    .orderBy(desc(r.submittedAt), asc(r.id))
    .limit(f.limit)
    .offset(f.offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The reports of a view submitted since `since`, counted per report type (the dashboard's incidents chart). */
export async function countReportsByType(db: Db, scope: SQL, view: ReportView, since: Date) {
  return db
    .select({ type: sql<string>`${r.reportType}`, count: sql<number>`count(*)::int` })
    .from(r)
    .where(and(scope, viewPredicates[view], gte(r.submittedAt, since)))
    .groupBy(r.reportType)
    .orderBy(sql`count(*) desc`, asc(r.reportType));
}

export async function findReport(db: Db, scope: SQL, id: string): Promise<ReportRowDb | undefined> {
  const [row] = await reportsQuery(db, and(eq(r.id, id), scope) as SQL);
  return row;
}

/** A report of any client, by id: the re-read after a write the caller was allowed to make. */
export async function findReportById(db: Db, id: string): Promise<ReportRowDb | undefined> {
  const [row] = await reportsQuery(db, eq(r.id, id));
  return row;
}

export async function lockReport(db: Db, id: string) {
  await db.select({ id: incidentReports.id }).from(incidentReports).where(eq(incidentReports.id, id)).for('update');
}

export type CommentRow = Pick<
  typeof incidentReportComments.$inferSelect,
  'id' | 'content' | 'authorId' | 'createdAt'
> & {
  authorName: string | null;
};

export async function listComments(db: Db, reportId: string): Promise<CommentRow[]> {
  const k = incidentReportComments;
  const author = alias(users, 'a');
  return db
    .select({
      id: k.id,
      content: k.content,
      authorId: k.authorId,
      authorName: personName<string | null>(author),
      createdAt: k.createdAt,
    })
    .from(k)
    .leftJoin(author, eq(author.id, k.authorId))
    .where(eq(k.reportId, reportId))
    .orderBy(asc(k.createdAt), asc(k.id));
}

export async function insertComment(
  db: Db,
  v: { clientId: string; reportId: string; authorId: string; content: string; now: Date },
) {
  const [row] = await db
    .insert(incidentReportComments)
    .values({ clientId: v.clientId, reportId: v.reportId, authorId: v.authorId, content: v.content, createdAt: v.now })
    .returning({ id: incidentReportComments.id });
  return row?.id ?? '';
}

const attachmentKeys = [
  'id',
  'fileName',
  'contentType',
  'sizeBytes',
  'width',
  'height',
  'sha256',
  'imageFile',
  'thumbnailFile',
  'uploadedBy',
  'createdAt',
] as const;
export type AttachmentRow = Pick<typeof incidentReportAttachments.$inferSelect, (typeof attachmentKeys)[number]> & {
  uploadedByName: string | null;
};

export async function listAttachments(db: Db, reportId: string): Promise<AttachmentRow[]> {
  const t = incidentReportAttachments;
  const u = alias(users, 'u');
  return db
    .select({ ...pickColumns(t, attachmentKeys), uploadedByName: personName<string | null>(u) })
    .from(t)
    .leftJoin(u, eq(u.id, t.uploadedBy))
    .where(eq(t.reportId, reportId))
    .orderBy(asc(t.createdAt), asc(t.id));
}

export async function insertAttachment(
  db: Db,
  v: {
    clientId: string;
    reportId: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
    width: number;
    height: number;
    sha256: string;
    imageFile: string;
    thumbnailFile: string;
    uploadedBy: string;
    now: Date;
  },
) {
  const { now, ...values } = v;
  const [row] = await db
    .insert(incidentReportAttachments)
    .values({ ...values, createdAt: now })
    .returning({ id: incidentReportAttachments.id });
  return row?.id ?? '';
}

export async function countAttachments(db: Db, reportId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(incidentReportAttachments)
    .where(eq(incidentReportAttachments.reportId, reportId));
  return row?.n ?? 0;
}

export type VersionRow = Pick<
  typeof incidentReportVersions.$inferSelect,
  'version' | 'contentHash' | 'reason' | 'editedBy' | 'editedAt'
> & { fields: Record<string, unknown>; editedByName: string | null };

export async function listVersions(db: Db, reportId: string): Promise<VersionRow[]> {
  const v = incidentReportVersions;
  const u = alias(users, 'u');
  return db
    .select({
      version: v.version,
      fields: sql<Record<string, unknown>>`${v.fields}`,
      contentHash: v.contentHash,
      reason: v.reason,
      editedBy: v.editedBy,
      editedByName: personName<string | null>(u),
      editedAt: v.editedAt,
    })
    .from(v)
    .leftJoin(u, eq(u.id, v.editedBy))
    .where(eq(v.reportId, reportId))
    .orderBy(asc(v.version));
}

export async function insertVersion(
  db: Db,
  v: {
    clientId: string;
    reportId: string;
    version: number;
    fields: Record<string, unknown>;
    contentHash: string;
    reason: string;
    editedBy: string;
    now: Date;
  },
) {
  const { now, ...values } = v;
  await db.insert(incidentReportVersions).values({ ...values, editedAt: now });
}

type FieldValues = Partial<Record<ReportField | 'signature', unknown>>;

/** The report's columns of a field → value map (values in their database form; the incident date as ISO text). */
function columnsOf(values: FieldValues): Partial<typeof incidentReports.$inferInsert> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    columns[key] = key === 'incidentDate' && typeof value === 'string' ? new Date(value) : value;
  }
  return columns as Partial<typeof incidentReports.$inferInsert>;
}

export async function insertReport(
  db: Db,
  v: {
    clientId: string;
    reportType: string;
    values: FieldValues;
    submittedBy: string;
    now: Date;
  },
) {
  const [row] = await db
    .insert(incidentReports)
    .values({
      clientId: v.clientId,
      reportType: v.reportType as (typeof incidentReports.$inferInsert)['reportType'],
      submittedBy: v.submittedBy,
      submittedAt: v.now,
      updatedAt: v.now,
      status: '',
      version: 1,
      ...columnsOf(v.values),
    })
    .returning({ id: incidentReports.id });
  return row?.id ?? '';
}

/** What a write changes in a report; what is left out stays as it is. */
export interface ReportChanges {
  /** Field values already in their database form. */
  fields?: FieldValues;
  version?: number;
  contentHash?: string;
  status?: string;
  statusChangedBy?: string;
  statusChangedAt?: Date;
  updatedAt?: Date;
}

export async function updateReport(db: Db, id: string, changes: ReportChanges) {
  const { fields, ...rest } = changes;
  const set = Object.fromEntries(
    Object.entries({ ...columnsOf(fields ?? {}), ...rest }).filter(([, value]) => value !== undefined),
  ) as Partial<typeof incidentReports.$inferInsert>;
  if (Object.keys(set).length === 0) return;
  await db.update(incidentReports).set(set).where(eq(incidentReports.id, id));
}

// ── What a report may name ──────────────────────────────────────────────────────────────────────────────────

/** The client's events in `scope` that have not ended at `now` (running or upcoming), soonest first. */
export async function listOpenEventOptions(db: Db, clientId: string, scope: EventScope, now: Date) {
  const e = alias(events, 'e');
  // The subquery names its outer table, e, itself (docs/architecture.md#rows).
  const guardIds = sql<string[]>`array(select a.user_id::text from event_assignments a
    where a.event_id = e.id and a.client_id = e.client_id and a.unassigned_at is null
    order by a.assigned_at)`;
  return db
    .select({ id: e.id, name: e.name, clientId: e.clientId, startAt: e.startAt, guardIds })
    .from(e)
    .where(and(eq(e.clientId, clientId), eventVisible(scope, 'e'), sql`${e.endAt} > ${now.toISOString()}::timestamptz`))
    .orderBy(asc(e.startAt), asc(e.name))
    .limit(500);
}

/** The client's active people whose main role works in the field or supervises it: who a report may be about. */
export async function listGuardOptions(db: Db, clientId: string) {
  const u = alias(users, 'u');
  const name = personName(u);
  return db
    .select({ id: u.id, name, clientId: u.clientId })
    .from(u)
    .where(and(eq(u.clientId, clientId), eq(u.status, 'active'), worksInTheField('u')))
    .orderBy(name)
    .limit(1000);
}

export async function listActiveClients(db: Db) {
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.status, 'Active'))
    .orderBy(asc(clients.name));
}

export async function isActiveClient(db: Db, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.status, 'Active')));
  return rows.length > 0;
}

export async function isActiveUserOfClient(db: Db, clientId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clientId, clientId), eq(users.status, 'active')));
  return rows.length > 0;
}
