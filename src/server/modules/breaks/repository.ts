import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { breakVisible, type ClientEventScope } from '../../access/work-records.ts';
import type { Database } from '../../db/client.ts';
import { personName } from '../../db/person-name.ts';
import { breaks, clients, events, users } from '../../db/schema.ts';

export type Db = Pick<Database, 'select' | 'update'>;

/** A break with its client, guard and event names, its taken minutes (open ones up to now) and whether it overran. */
export type BreakRow = Pick<
  typeof breaks.$inferSelect,
  'id' | 'clientId' | 'userId' | 'eventId' | 'startAt' | 'endAt' | 'lengthOfBreak' | 'status' | 'overrunAlertedAt'
> & { clientName: string; guardName: string; eventName: string | null; takenMinutes: number; overrun: boolean };

/** Which breaks the caller may see: those of a client (undefined = any, admin by id) on events in scope. */
export type BreakScope = ClientEventScope;

// The aliases the access predicate names (breakVisible(scope, 'b', 'e')).
const b = alias(breaks, 'b');
const e = alias(events, 'e');

/** Every break the caller may see with its taken minutes (open ones up to `now`), as subquery `x`. */
function breaksQuery(db: Db, scope: BreakScope, now: Date, extra?: SQL) {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const seconds = sql`extract(epoch from (coalesce(${b.endAt}, ${nowSql}) - ${b.startAt}))`;
  return db
    .select({
      id: b.id,
      clientId: b.clientId,
      clientName: sql<string>`${clients.name}`.as('client_name'),
      userId: b.userId,
      guardName: personName(users).as('guard_name'),
      eventId: b.eventId,
      eventName: sql<string | null>`${e.name}`.as('event_name'),
      startAt: b.startAt,
      endAt: b.endAt,
      lengthOfBreak: b.lengthOfBreak,
      status: b.status,
      takenMinutes: sql<number>`greatest(floor(${seconds} / 60), 0)::int`.as('taken_minutes'),
      overrun: sql<boolean>`(${seconds} > ${b.lengthOfBreak} * 60)`.as('overrun'),
      overrunAlertedAt: b.overrunAlertedAt,
    })
    .from(b)
    .innerJoin(clients, eq(clients.id, b.clientId))
    .innerJoin(users, eq(users.id, b.userId))
    .leftJoin(e, eq(e.id, b.eventId))
    .where(and(breakVisible(scope, 'b', 'e'), extra))
    .as('x');
}

type Breaks = ReturnType<typeof breaksQuery>;

const sortColumns = {
  startAt: (x: Breaks) => sql`${x.startAt}`,
  guardName: (x: Breaks) => sql`lower(${x.guardName})`,
  eventName: (x: Breaks) => sql`lower(${x.eventName})`,
  takenMinutes: (x: Breaks) => sql`${x.takenMinutes}`,
  allowedMinutes: (x: Breaks) => sql`${x.lengthOfBreak}`,
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
  const x = breaksQuery(db, f.scope, f.now);
  const conditions: (SQL | undefined)[] = [];
  if (f.live) conditions.push(isNull(x.endAt));
  if (f.from) conditions.push(gte(x.startAt, f.from));
  if (f.to) conditions.push(lte(x.startAt, f.to));
  if (f.eventId) conditions.push(eq(x.eventId, f.eventId));
  if (f.userId) conditions.push(eq(x.userId, f.userId));
  if (f.overrunOnly) conditions.push(sql`${x.overrun}`);
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (f.q) conditions.push(or(ilike(x.guardName, like(f.q)), sql`coalesce(${x.eventName}, '') ilike ${like(f.q)}`));
  if (f.guard) conditions.push(ilike(x.guardName, like(f.guard)));
  if (f.event) conditions.push(sql`coalesce(${x.eventName}, '') ilike ${like(f.event)}`);
  const where = and(...conditions);
  const column = sortColumns[f.sort](x);
  const direction = f.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = await db
    .select({ ...x._.selectedFields, total: sql<number>`count(*) over ()::int` })
    .from(x)
    .where(where)
    .orderBy(sql`${column} ${direction}`, desc(x.startAt), asc(x.id))
    .limit(f.limit)
    .offset(f.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const [counted] = await db.select({ n: count() }).from(x).where(where);
    total = counted?.n ?? 0;
  }
  return { rows, total };
}

export async function findBreak(db: Db, scope: BreakScope, now: Date, id: string): Promise<BreakRow | undefined> {
  const x = breaksQuery(db, scope, now, eq(b.id, id));
  const [row] = await db.select().from(x);
  return row;
}

/** Ends an open break; false when it had already ended (a concurrent end). */
export async function endBreakRow(db: Db, id: string, endAt: Date): Promise<boolean> {
  const at = sql`${endAt.toISOString()}::timestamptz`;
  const ended = await db
    .update(breaks)
    .set({
      endAt: sql`greatest(${at}, ${breaks.startAt})`,
      status: sql`case when ${at} - ${breaks.startAt} > make_interval(mins => ${breaks.lengthOfBreak})
                    then 'overrun' else 'completed' end`,
    })
    .where(and(eq(breaks.id, id), isNull(breaks.endAt)))
    .returning({ id: breaks.id });
  return ended.length > 0;
}
