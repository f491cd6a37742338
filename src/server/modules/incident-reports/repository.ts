import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { ReportView } from '../../../shared/contract/incident-reports.ts';
import type { ReportField } from '../../../shared/incident-report-rules.ts';
import type { EventScope } from '../../../shared/policy.ts';
import { eventVisible } from '../../access/event-scope.ts';
import { worksInTheField } from '../../access/incident-reports.ts';
import type { Database } from '../../db/client.ts';
import {
  clients,
  incidentReportAttachments,
  incidentReportComments,
  incidentReports,
  incidentReportVersions,
  users,
} from '../../db/schema.ts';

export type Db = Pick<Database, 'execute' | 'select' | 'insert'>;

const nameOf = (alias: string) => sql.raw(`coalesce(nullif(${alias}.display_name, ''), ${alias}.email)`);

export interface ReportRowDb extends Record<string, unknown> {
  id: string;
  client_id: string;
  client_name: string;
  report_type: string;
  event_id: string | null;
  event_name: string | null;
  guard_id: string | null;
  guard_name: string | null;
  submitted_by: string | null;
  submitted_by_name: string | null;
  submitted_at: Date;
  status: '' | 'Under review' | 'Closed';
  status_changed_by: string | null;
  status_changed_by_name: string | null;
  status_changed_at: Date | null;
  version: number;
  content_hash: string | null;
  incident_type: string | null;
  incident_location: string | null;
  incident_date: Date | null;
  victim_name: string | null;
  victim_number: string | null;
  witness_name: string | null;
  witness_number: string | null;
  police_called: boolean | null;
  police_report_number: string | null;
  action_taken: string | null;
  fire_present: boolean | null;
  evacuation_occurred: boolean | null;
  vandalism_type: string | null;
  items_taken: string | null;
  details: string | null;
  guard_note: string | null;
  signature: string | null;
  total: number;
}

/** Column of each report field. */
export const fieldColumns: Record<ReportField, string> = {
  eventId: 'event_id',
  guardId: 'guard_id',
  incidentType: 'incident_type',
  incidentLocation: 'incident_location',
  incidentDate: 'incident_date',
  victimName: 'victim_name',
  victimNumber: 'victim_number',
  witnessName: 'witness_name',
  witnessNumber: 'witness_number',
  policeCalled: 'police_called',
  policeReportNumber: 'police_report_number',
  actionTaken: 'action_taken',
  firePresent: 'fire_present',
  evacuationOccurred: 'evacuation_occurred',
  vandalismType: 'vandalism_type',
  itemsTaken: 'items_taken',
  details: 'details',
  guardNote: 'guard_note',
};

function reportsQuery(where: SQL, tail: SQL = sql``): SQL {
  return sql`
    select r.*, c.name as client_name, ev.name as event_name, ${nameOf('g')} as guard_name,
      ${nameOf('sb')} as submitted_by_name, ${nameOf('sc')} as status_changed_by_name,
      count(*) over ()::int as total
    from incident_reports r
    join clients c on c.id = r.client_id
    left join events ev on ev.id = r.event_id
    left join users g on g.id = r.guard_id
    left join users sb on sb.id = r.submitted_by
    left join users sc on sc.id = r.status_changed_by
    where ${where}
    ${tail}`;
}

const viewPredicates: Record<ReportView, SQL> = {
  incident: sql`r.report_type in ('Detailed Incident Report', 'Fire Report', 'Vandalism Report', 'Suspicious Activity Report', 'Break-In Report')`,
  custom: sql`r.report_type = 'Custom Report'`,
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
  if (f.reportType) conditions.push(sql`r.report_type = ${f.reportType}`);
  if (f.eventId) conditions.push(sql`r.event_id = ${f.eventId}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(sql`(ev.name ilike ${like} or r.incident_type ilike ${like} or r.report_type ilike ${like}
      or ${nameOf('g')} ilike ${like} or r.incident_location ilike ${like})`);
  }
  const result = await db.execute<ReportRowDb>(
    reportsQuery(
      sql.join(conditions, sql` and `),
      sql`order by r.submitted_at desc, r.id limit ${f.limit} offset ${f.offset}`,
    ),
  );
  return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
}

/** The reports of a view submitted since `since`, counted per report type (the dashboard's incidents chart). */
export async function countReportsByType(db: Db, scope: SQL, view: ReportView, since: Date) {
  const result = await db.execute<{ type: string; count: number }>(sql`
    select r.report_type as type, count(*)::int as count from incident_reports r
    where ${scope} and ${viewPredicates[view]} and r.submitted_at >= ${since.toISOString()}::timestamptz
    group by r.report_type
    order by count(*) desc, r.report_type`);
  return result.rows;
}

export async function findReport(db: Db, scope: SQL, id: string): Promise<ReportRowDb | undefined> {
  const result = await db.execute<ReportRowDb>(reportsQuery(sql`r.id = ${id} and ${scope}`));
  return result.rows[0];
}

/** A report of any client, by id: the re-read after a write the caller was allowed to make. */
export async function findReportById(db: Db, id: string): Promise<ReportRowDb | undefined> {
  const result = await db.execute<ReportRowDb>(reportsQuery(sql`r.id = ${id}`));
  return result.rows[0];
}

export async function lockReport(db: Db, id: string) {
  await db.select({ id: incidentReports.id }).from(incidentReports).where(eq(incidentReports.id, id)).for('update');
}

export interface CommentRow extends Record<string, unknown> {
  id: string;
  content: string;
  author_id: string | null;
  author_name: string | null;
  created_at: Date;
}

export async function listComments(db: Db, reportId: string) {
  const result = await db.execute<CommentRow>(sql`
    select k.id, k.content, k.author_id, ${nameOf('a')} as author_name, k.created_at
    from incident_report_comments k left join users a on a.id = k.author_id
    where k.report_id = ${reportId}
    order by k.created_at, k.id`);
  return result.rows;
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

export interface AttachmentRow extends Record<string, unknown> {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  sha256: string;
  image_file: string | null;
  thumbnail_file: string | null;
  uploaded_by: string | null;
  uploaded_by_name: string | null;
  created_at: Date;
}

export async function listAttachments(db: Db, reportId: string) {
  const result = await db.execute<AttachmentRow>(sql`
    select t.id, t.file_name, t.content_type, t.size_bytes, t.width, t.height, t.sha256, t.image_file,
      t.thumbnail_file, t.uploaded_by, ${nameOf('u')} as uploaded_by_name, t.created_at
    from incident_report_attachments t left join users u on u.id = t.uploaded_by
    where t.report_id = ${reportId}
    order by t.created_at, t.id`);
  return result.rows;
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

export interface VersionRow extends Record<string, unknown> {
  version: number;
  fields: Record<string, unknown>;
  content_hash: string;
  reason: string | null;
  edited_by: string | null;
  edited_by_name: string | null;
  edited_at: Date;
}

export async function listVersions(db: Db, reportId: string) {
  const result = await db.execute<VersionRow>(sql`
    select v.version, v.fields, v.content_hash, v.reason, v.edited_by, ${nameOf('u')} as edited_by_name, v.edited_at
    from incident_report_versions v left join users u on u.id = v.edited_by
    where v.report_id = ${reportId}
    order by v.version`);
  return result.rows;
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

/** Assignments of report columns from a field → value map (values already in their database form). */
function columnsOf(values: FieldValues): SQL[] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const column = key === 'signature' ? 'signature' : fieldColumns[key as ReportField];
      return sql`${sql.raw(column)} = ${value as string | number | boolean | null}`;
    });
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
  const entries = Object.entries(v.values).filter(([, value]) => value !== undefined);
  const columns = entries.map(([key]) => sql.raw(key === 'signature' ? 'signature' : fieldColumns[key as ReportField]));
  const values = entries.map(([key, value]) =>
    key === 'incidentDate' ? sql`${value as string}::timestamptz` : sql`${value as string | number | boolean | null}`,
  );
  const result = await db.execute<{ id: string }>(sql`
    insert into incident_reports (client_id, report_type, submitted_by, submitted_at, updated_at, status, version
      ${columns.length ? sql`, ${sql.join(columns, sql`, `)}` : sql``})
    values (${v.clientId}, ${v.reportType}, ${v.submittedBy}, ${v.now.toISOString()}::timestamptz,
      ${v.now.toISOString()}::timestamptz, '', 1 ${values.length ? sql`, ${sql.join(values, sql`, `)}` : sql``})
    returning id`);
  return result.rows[0]?.id ?? '';
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
  const ts = (value: Date) => sql`${value.toISOString()}::timestamptz`;
  const set = columnsOf(changes.fields ?? {});
  if (changes.version !== undefined) set.push(sql`version = ${changes.version}`);
  if (changes.contentHash !== undefined) set.push(sql`content_hash = ${changes.contentHash}`);
  if (changes.status !== undefined) set.push(sql`status = ${changes.status}`);
  if (changes.statusChangedBy !== undefined) set.push(sql`status_changed_by = ${changes.statusChangedBy}`);
  if (changes.statusChangedAt !== undefined) set.push(sql`status_changed_at = ${ts(changes.statusChangedAt)}`);
  if (changes.updatedAt !== undefined) set.push(sql`updated_at = ${ts(changes.updatedAt)}`);
  if (set.length === 0) return;
  await db.execute(sql`update incident_reports set ${sql.join(set, sql`, `)} where id = ${id}`);
}

// ── What a report may name ──────────────────────────────────────────────────────────────────────────────────

/** The client's events in `scope` that have not ended at `now` (running or upcoming), soonest first. */
export async function listOpenEventOptions(db: Db, clientId: string, scope: EventScope, now: Date) {
  const result = await db.execute<{
    id: string;
    name: string;
    client_id: string;
    start_at: Date;
    guard_ids: string[];
  }>(sql`
    select e.id, e.name, e.client_id, e.start_at,
      array(select a.user_id::text from event_assignments a
            where a.event_id = e.id and a.client_id = e.client_id and a.unassigned_at is null
            order by a.assigned_at) as guard_ids
    from events e
    where e.client_id = ${clientId} and ${eventVisible(scope, 'e')} and e.end_at > ${now.toISOString()}::timestamptz
    order by e.start_at, e.name limit 500`);
  return result.rows;
}

/** The client's active people whose main role works in the field or supervises it: who a report may be about. */
export async function listGuardOptions(db: Db, clientId: string) {
  const result = await db.execute<{ id: string; name: string; client_id: string }>(sql`
    select u.id, coalesce(nullif(u.display_name, ''), u.email) as name, u.client_id from users u
    where u.client_id = ${clientId} and u.status = 'active'
      and ${worksInTheField('u')}
    order by name limit 1000`);
  return result.rows;
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
