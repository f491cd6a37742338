import { type SQL, sql } from 'drizzle-orm';
import { type AuditScope, auditEntryVisible } from '../../access/work-records.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  clientId: string | null;
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  data?: unknown;
  requestId?: string | null;
  ip?: string | null;
  /** When it happened by the server's clock (`ctx.clock()`); without it, the database's time. */
  at?: Date;
}

/** Every write lands here; call it inside the write's transaction so both commit or neither does. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    clientId: entry.clientId,
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    data: entry.data ?? null,
    requestId: entry.requestId ?? null,
    ip: entry.ip ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

// ── Reading the log (the audit viewer) ───────────────────────────────────────────────────────────────────────

type Db = Pick<Database, 'execute'>;

/** Whose entries a reader sees: one client's, and — for an admin — also those that belong to no client. */
export type { AuditScope };

export interface AuditFilter {
  from: Date;
  to: Date;
  person?: string | undefined;
  /** Exact, or a prefix when `actionPrefix`. */
  action?: string | undefined;
  actionPrefix?: boolean;
  entity?: string | undefined;
  entityId?: string | undefined;
}

export interface AuditLine extends Record<string, unknown> {
  id: string;
  created_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  ip: string | null;
  request_id: string | null;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function where(scope: AuditScope, filter: AuditFilter): SQL {
  const parts: SQL[] = [
    auditEntryVisible(scope, 'a'),
    sql`a.created_at >= ${ts(filter.from)}`,
    sql`a.created_at <= ${ts(filter.to)}`,
  ];
  if (filter.person) parts.push(sql`a.actor_id = ${filter.person}`);
  if (filter.action) {
    parts.push(filter.actionPrefix ? sql`starts_with(a.action, ${filter.action})` : sql`a.action = ${filter.action}`);
  }
  if (filter.entity) parts.push(sql`a.entity = ${filter.entity}`);
  if (filter.entityId) parts.push(sql`a.entity_id = ${filter.entityId}`);
  return sql.join(parts, sql` and `);
}

const lineColumns = sql`a.id::text as id, a.created_at, a.actor_id,
  coalesce(nullif(btrim(u.display_name), ''), u.email) as actor_name, u.email as actor_email,
  a.action, a.entity, a.entity_id, a.ip, a.request_id`;

/** One page of entries, newest first, with the count of all that match and the start of each one's data. */
export async function listAuditLines(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
  page: { limit: number; offset: number; summaryChars: number },
) {
  const result = await db.execute<AuditLine & { summary: string | null; truncated: boolean; total: number }>(sql`
    with filtered as (
      select a.id, a.created_at from audit_log a where ${where(scope, filter)})
    select ${lineColumns}, left(a.data::text, ${page.summaryChars}) as summary,
      coalesce(length(a.data::text) > ${page.summaryChars}, false) as truncated, s.total
    from (select count(*)::int as total from filtered) s
    left join lateral (
      select f.id from filtered f order by f.created_at desc, f.id desc limit ${page.limit} offset ${page.offset}
    ) p on true
    left join audit_log a on a.id = p.id
    left join users u on u.id = a.actor_id
    order by a.created_at desc, a.id desc`);
  return { rows: result.rows.filter((row) => row.id !== null), total: result.rows[0]?.total ?? 0 };
}

/** Every entry of the filters (at most `limit`), newest first, with its whole data as JSON text: the CSV. */
export async function auditCsvLines(db: Db, scope: AuditScope, filter: AuditFilter, limit: number) {
  const result = await db.execute<AuditLine & { data: string | null }>(sql`
    select ${lineColumns}, a.data::text as data
    from audit_log a
    left join users u on u.id = a.actor_id
    where ${where(scope, filter)}
    order by a.created_at desc, a.id desc
    limit ${limit}`);
  return result.rows;
}

/** One entry the scope may see, with its data. */
export async function findAuditLine(db: Db, scope: AuditScope, id: string) {
  const result = await db.execute<AuditLine & { data: unknown }>(sql`
    select ${lineColumns}, a.data
    from audit_log a
    left join users u on u.id = a.actor_id
    where a.id = ${id}::bigint and ${auditEntryVisible(scope, 'a')}`);
  return result.rows[0];
}

/** The distinct actions, record types and actors of the scope's entries in the period (for the filter selects). */
export async function auditFilterOptions(db: Db, scope: AuditScope, period: { from: Date; to: Date }) {
  const filter: AuditFilter = { from: period.from, to: period.to };
  const result = await db.execute<{
    kind: 'action' | 'entity' | 'person';
    value: string;
    name: string | null;
    email: string | null;
  }>(sql`
    with inperiod as (select a.action, a.entity, a.actor_id from audit_log a where ${where(scope, filter)})
    select 'action' as kind, action as value, null as name, null as email from (select distinct action from inperiod) x
    union all
    select 'entity', entity, null, null from (select distinct entity from inperiod) y
    union all
    select 'person', u.id::text, coalesce(nullif(btrim(u.display_name), ''), u.email), u.email
    from (select distinct actor_id from inperiod where actor_id is not null) z
    join users u on u.id = z.actor_id`);
  return result.rows;
}
