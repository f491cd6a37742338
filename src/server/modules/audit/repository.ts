import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditScope, auditEntryVisible } from '../../access/work-records.ts';
import type { Database } from '../../db/client.ts';
import { personName, personNameOfAlias } from '../../db/person-name.ts';
import { auditLog, users } from '../../db/schema.ts';

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

type Db = Pick<Database, 'execute' | 'select'>;

// The aliases the access predicate names (auditEntryVisible(scope, 'a') is a predicate on `a`).
const a = alias(auditLog, 'a');
const u = alias(users, 'u');

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

/** An entry as the viewer shows it: its row (the id as text) and its actor's name and email. */
export type AuditLine = Pick<
  typeof auditLog.$inferSelect,
  'createdAt' | 'actorId' | 'action' | 'entity' | 'entityId' | 'ip' | 'requestId'
> & {
  id: string;
  actorName: string | null;
  actorEmail: string | null;
};

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function where(scope: AuditScope, filter: AuditFilter): SQL {
  const parts: SQL[] = [
    auditEntryVisible(scope, 'a'),
    sql`${a.createdAt} >= ${ts(filter.from)}`,
    sql`${a.createdAt} <= ${ts(filter.to)}`,
  ];
  if (filter.person) parts.push(sql`${a.actorId} = ${filter.person}`);
  if (filter.action) {
    parts.push(
      filter.actionPrefix ? sql`starts_with(${a.action}, ${filter.action})` : sql`${a.action} = ${filter.action}`,
    );
  }
  if (filter.entity) parts.push(sql`${a.entity} = ${filter.entity}`);
  if (filter.entityId) parts.push(sql`${a.entityId} = ${filter.entityId}`);
  return sql.join(parts, sql` and `);
}

/** The columns of an AuditLine, for the query builder. */
const lineFields = {
  id: sql<string>`${a.id}::text`,
  createdAt: a.createdAt,
  actorId: a.actorId,
  actorName: personName<string | null>(u),
  actorEmail: u.email,
  action: a.action,
  entity: a.entity,
  entityId: a.entityId,
  ip: a.ip,
  requestId: a.requestId,
};

/** The columns of an AuditLine in raw SQL (named as its keys; created_at comes back as text). */
const lineColumns = sql`a.id::text as id, a.created_at as "createdAt", a.actor_id as "actorId",
  ${personName(u)} as "actorName", u.email as "actorEmail",
  a.action, a.entity, a.entity_id as "entityId", a.ip, a.request_id as "requestId"`;

/** A row of the page query: a line (created_at as text) with its summary and the count of all that match. */
type AuditPageRow = Omit<AuditLine, 'createdAt'> & {
  createdAt: string;
  summary: string | null;
  truncated: boolean;
  total: number;
};

/** One page of entries, newest first, with the count of all that match and the start of each one's data. */
export async function listAuditLines(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
  page: { limit: number; offset: number; summaryChars: number },
) {
  // One statement (a count and a lateral page over the filtered entries): raw SQL (docs/architecture.md#rows).
  const result = await db.execute<AuditPageRow>(sql`
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
  const rows = result.rows
    .filter((row) => row.id !== null)
    .map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  return { rows, total: result.rows[0]?.total ?? 0 };
}

/** Every entry of the filters (at most `limit`), newest first, with its whole data as JSON text: the CSV. */
export async function auditCsvLines(db: Db, scope: AuditScope, filter: AuditFilter, limit: number) {
  return db
    .select({ ...lineFields, data: sql<string | null>`${a.data}::text` })
    .from(a)
    .leftJoin(u, eq(u.id, a.actorId))
    .where(where(scope, filter))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit);
}

/** One entry the scope may see, with its data. */
export async function findAuditLine(db: Db, scope: AuditScope, id: string) {
  const [row] = await db
    .select({ ...lineFields, data: a.data })
    .from(a)
    .leftJoin(u, eq(u.id, a.actorId))
    .where(and(sql`${a.id} = ${id}::bigint`, auditEntryVisible(scope, 'a')));
  return row;
}

/** The distinct actions, record types and actors of the scope's entries in the period (for the filter selects). */
export async function auditFilterOptions(db: Db, scope: AuditScope, period: { from: Date; to: Date }) {
  const filter: AuditFilter = { from: period.from, to: period.to };
  // The distinct values of three columns in one statement: raw SQL (docs/architecture.md#rows).
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
    select 'person', u.id::text, ${personNameOfAlias('u')}, u.email
    from (select distinct actor_id from inperiod where actor_id is not null) z
    join users u on u.id = z.actor_id`);
  return result.rows;
}
