import { type SQL, sql } from 'drizzle-orm';
import type { BreakStatus } from '../../../shared/contract/breaks.ts';
import { breakVisible, type ClientEventScope } from '../../access/work-records.ts';
import type { Database } from '../../db/client.ts';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface BreakRow extends Record<string, unknown> {
  id: string;
  client_id: string;
  client_name: string;
  user_id: string;
  guard_name: string;
  event_id: string | null;
  event_name: string | null;
  start_at: Date | string;
  end_at: Date | string | null;
  length_of_break: number;
  status: BreakStatus;
  taken_minutes: number;
  overrun: boolean;
  overrun_alerted_at: Date | string | null;
  total: number;
}

/** Which breaks the caller may see: those of a client (undefined = any, admin by id) on events in scope. */
export type BreakScope = ClientEventScope;

/** Every break the caller may see with its taken minutes (open ones up to `now`), as subquery `x`. */
function breaksQuery(scope: BreakScope, now: Date, extra: SQL = sql`true`): SQL {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const seconds = sql`extract(epoch from (coalesce(b.end_at, ${nowSql}) - b.start_at))`;
  return sql`
    select b.id, b.client_id, cl.name as client_name, b.user_id, coalesce(nullif(u.display_name, ''), u.email) as guard_name,
      b.event_id, e.name as event_name, b.start_at, b.end_at, b.length_of_break, b.status,
      greatest(floor(${seconds} / 60), 0)::int as taken_minutes,
      (${seconds} > b.length_of_break * 60) as overrun, b.overrun_alerted_at
    from breaks b
    join clients cl on cl.id = b.client_id
    join users u on u.id = b.user_id
    left join events e on e.id = b.event_id
    where ${breakVisible(scope, 'b', 'e')} and ${extra}`;
}

const sortColumns = {
  startAt: sql`x.start_at`,
  guardName: sql`lower(x.guard_name)`,
  eventName: sql`lower(x.event_name)`,
  takenMinutes: sql`x.taken_minutes`,
  allowedMinutes: sql`x.length_of_break`,
} as const;
export type BreakSortKey = keyof typeof sortColumns;

export interface BreakFilter {
  scope: BreakScope;
  now: Date;
  live: boolean;
  from: Date | undefined;
  to: Date | undefined;
  eventId: string | undefined;
  userId: string | undefined;
  overrunOnly: boolean;
  q: string | undefined;
  /** "Contains" filters on the guard's and the event's name (the compliance report's column filters). */
  guard?: string | undefined;
  event?: string | undefined;
  sort: BreakSortKey;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listBreaks(db: Db, f: BreakFilter) {
  const conditions: SQL[] = [sql`true`];
  if (f.live) conditions.push(sql`x.end_at is null`);
  if (f.from) conditions.push(sql`x.start_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) conditions.push(sql`x.start_at <= ${f.to.toISOString()}::timestamptz`);
  if (f.eventId) conditions.push(sql`x.event_id = ${f.eventId}`);
  if (f.userId) conditions.push(sql`x.user_id = ${f.userId}`);
  if (f.overrunOnly) conditions.push(sql`x.overrun`);
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (f.q) conditions.push(sql`(x.guard_name ilike ${like(f.q)} or coalesce(x.event_name, '') ilike ${like(f.q)})`);
  if (f.guard) conditions.push(sql`x.guard_name ilike ${like(f.guard)}`);
  if (f.event) conditions.push(sql`coalesce(x.event_name, '') ilike ${like(f.event)}`);
  const where = sql.join(conditions, sql` and `);
  const column = sortColumns[f.sort];
  const direction = f.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const result = await db.execute<BreakRow>(sql`
    select x.*, count(*) over ()::int as total
    from (${breaksQuery(f.scope, f.now)}) x
    where ${where}
    order by ${column} ${direction}, x.start_at desc, x.id
    limit ${f.limit} offset ${f.offset}`);
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && f.offset > 0) {
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (${breaksQuery(f.scope, f.now)}) x where ${where}`,
    );
    total = counted.rows[0]?.n ?? 0;
  }
  return { rows: result.rows, total };
}

export async function findBreak(db: Db, scope: BreakScope, now: Date, id: string): Promise<BreakRow | undefined> {
  const result = await db.execute<BreakRow>(
    sql`select x.*, 1 as total from (${breaksQuery(scope, now, sql`b.id = ${id}`)}) x`,
  );
  return result.rows[0];
}

/** Ends an open break; false when it had already ended (a concurrent end). */
export async function endBreakRow(db: Db, id: string, endAt: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update breaks set end_at = greatest(${endAt.toISOString()}::timestamptz, start_at),
      status = case when ${endAt.toISOString()}::timestamptz - start_at > make_interval(mins => length_of_break)
                    then 'overrun' else 'completed' end
    where id = ${id} and end_at is null`);
  return (result.rowCount ?? 0) > 0;
}
