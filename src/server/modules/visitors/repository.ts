import { and, asc, count, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Visitor, VisitorIdType, VisitorStatus, VisitorView } from '../../../shared/contract/visitors.ts';
import type { Database } from '../../db/client.ts';
import { events, users, visitors } from '../../db/schema.ts';

type Tx = Pick<Database, 'insert' | 'update'>;
type Db = Pick<Database, 'select'>;

// The aliases the access predicates name (visitorVisible(actor, 'v') is a predicate on `v`).
const v = alias(visitors, 'v');
const e = alias(events, 'e');
const checkedInBy = alias(users, 'ci');
const checkedOutBy = alias(users, 'co');
const requestedBy = alias(users, 'rb');
const decidedBy = alias(users, 'db');

// The visitors' status and id-type checks hold these text columns to the contract's values.
const statusOf = sql<VisitorStatus>`${v.status}`;
const idTypeOf = sql<VisitorIdType | null>`${v.idType}`;

/** A visitor as the lists and the detail show it: its row, its event's and people's names, photo and overstay. */
export type VisitorRow = Pick<
  typeof visitors.$inferSelect,
  | 'id'
  | 'clientId'
  | 'eventId'
  | 'name'
  | 'company'
  | 'email'
  | 'phone'
  | 'hostName'
  | 'purpose'
  | 'vehiclePlate'
  | 'badgeNumber'
  | 'idLast4'
  | 'watchListAlertedAt'
  | 'purgedAt'
  | 'expectedAt'
  | 'checkedInAt'
  | 'checkedOutAt'
  | 'requestedBy'
  | 'decisionNote'
  | 'decidedAt'
  | 'createdAt'
> & {
  status: VisitorStatus;
  idType: VisitorIdType | null;
  eventName: string | null;
  siteName: string | null;
  hasPhoto: boolean;
  overstay: boolean;
  checkedInByName: string | null;
  checkedOutByName: string | null;
  requestedByName: string | null;
  decidedByName: string | null;
};

export interface VisitorFilter {
  /** Predicate over visitors `v` (the caller's scope). */
  scope: SQL;
  view: VisitorView;
  /** The server's time: a visitor on site after their event's end is an overstay. */
  now: Date;
  q?: string | undefined;
  eventId?: string | undefined;
  status?: VisitorStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const viewPredicates: Record<VisitorView, SQL> = {
  'on-site': sql`${v.status} = 'checked_in'`,
  expected: sql`${v.status} = 'expected'`,
  requests: sql`(${v.status} = 'requested' or ${v.decidedAt} is not null)`,
  history: sql`true`,
};

const visitAt = sql`coalesce(${v.checkedInAt}, ${v.expectedAt}, ${v.createdAt})`;

const viewOrder: Record<VisitorView, SQL[]> = {
  'on-site': [sql`${v.checkedInAt} desc nulls last`, asc(v.id)],
  expected: [sql`${v.expectedAt} asc nulls last`, asc(v.id)],
  // Pending requests first, soonest visit first; then decisions, newest first.
  requests: [
    sql`(${v.status} = 'requested') desc`,
    sql`case when ${v.status} = 'requested' then ${v.expectedAt} end asc nulls last`,
    desc(sql`coalesce(${v.decidedAt}, ${v.updatedAt})`),
    asc(v.id),
  ],
  history: [desc(visitAt), asc(v.id)],
};

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(f: VisitorFilter) {
  const conditions: (SQL | undefined)[] = [f.scope, viewPredicates[f.view]];
  if (f.eventId) conditions.push(eq(v.eventId, f.eventId));
  if (f.status) conditions.push(eq(v.status, f.status));
  if (f.from) conditions.push(gte(visitAt, f.from));
  if (f.to) conditions.push(lte(visitAt, f.to));
  if (f.q) {
    const like = escapeLike(f.q);
    const contains = (text: SQL | typeof v.name) => sql`${text} ilike ${like}`;
    conditions.push(
      or(
        contains(v.name),
        ...[v.company, v.hostName, v.purpose, v.vehiclePlate, v.badgeNumber, v.email, e.name].map((column) =>
          contains(sql`coalesce(${column}, '')`),
        ),
      ),
    );
  }
  return and(...conditions);
}

/** Still checked in after the event ended (the list's warning chip and the overstay count). */
const overstayOf = (now: Date) =>
  sql<boolean>`(${v.status} = 'checked_in' and ${e.endAt} is not null and ${e.endAt} < ${now.toISOString()}::timestamptz)`;

function selectVisitors(db: Db, now: Date) {
  return db
    .select({
      id: v.id,
      clientId: v.clientId,
      eventId: v.eventId,
      eventName: e.name,
      siteName: e.siteName,
      name: v.name,
      company: v.company,
      email: v.email,
      phone: v.phone,
      hostName: v.hostName,
      purpose: v.purpose,
      vehiclePlate: v.vehiclePlate,
      badgeNumber: v.badgeNumber,
      idType: idTypeOf,
      idLast4: v.idLast4,
      hasPhoto: sql<boolean>`(${v.photoFile} is not null)`,
      overstay: overstayOf(now),
      watchListAlertedAt: v.watchListAlertedAt,
      purgedAt: v.purgedAt,
      status: statusOf,
      expectedAt: v.expectedAt,
      checkedInAt: v.checkedInAt,
      checkedOutAt: v.checkedOutAt,
      checkedInByName: checkedInBy.displayName,
      checkedOutByName: checkedOutBy.displayName,
      requestedBy: v.requestedBy,
      requestedByName: requestedBy.displayName,
      decisionNote: v.decisionNote,
      decidedByName: decidedBy.displayName,
      decidedAt: v.decidedAt,
      createdAt: v.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(v)
    .leftJoin(e, eq(e.id, v.eventId))
    .leftJoin(checkedInBy, eq(checkedInBy.id, v.checkedInBy))
    .leftJoin(checkedOutBy, eq(checkedOutBy.id, v.checkedOutBy))
    .leftJoin(requestedBy, eq(requestedBy.id, v.requestedBy))
    .leftJoin(decidedBy, eq(decidedBy.id, v.decidedBy));
}

export async function listVisitorRows(db: Db, f: VisitorFilter, page: { limit: number; offset: number }) {
  const where = whereOf(f);
  const rows = await selectVisitors(db, f.now)
    .where(where)
    .orderBy(...viewOrder[f.view])
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset > 0 ? await countVisitors(db, where) : 0);
  return { rows, total };
}

async function countVisitors(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(v).leftJoin(e, eq(e.id, v.eventId)).where(where);
  return row?.n ?? 0;
}

export async function countVisitorViews(db: Db, scope: SQL, eventId: string | undefined, now: Date) {
  const countWhere = (predicate: SQL) => sql<number>`count(*) filter (where ${predicate})::int`;
  const [row] = await db
    .select({
      onSite: countWhere(sql`${v.status} = 'checked_in'`),
      expected: countWhere(sql`${v.status} = 'expected'`),
      requests: countWhere(sql`${v.status} = 'requested'`),
      overstay: countWhere(overstayOf(now)),
    })
    .from(v)
    .leftJoin(e, eq(e.id, v.eventId))
    .where(and(scope, eventId ? eq(v.eventId, eventId) : undefined));
  return {
    onSite: row?.onSite ?? 0,
    expected: row?.expected ?? 0,
    requests: row?.requests ?? 0,
    overstay: row?.overstay ?? 0,
  };
}

export async function findVisitorRow(db: Db, scope: SQL, id: string, now: Date): Promise<VisitorRow | undefined> {
  const [row] = await selectVisitors(db, now).where(and(eq(v.id, id), scope));
  return row;
}

/** The stored photo of a visible visitor (its file in the file store), if any. */
export async function findVisitorPhoto(db: Db, scope: SQL, id: string) {
  const [row] = await db
    .select({ photoFile: v.photoFile, photoContentType: v.photoContentType })
    .from(v)
    .where(and(eq(v.id, id), scope));
  return row;
}

/** Locks a visible visitor for a state change; undefined when it does not exist for this caller. */
export async function lockVisitor(tx: Db, scope: SQL, id: string) {
  const [row] = await tx
    .select({
      id: v.id,
      clientId: v.clientId,
      eventId: v.eventId,
      name: v.name,
      vehiclePlate: v.vehiclePlate,
      status: statusOf,
      checkedInAt: v.checkedInAt,
      watchListAlertedAt: v.watchListAlertedAt,
      photoFile: v.photoFile,
    })
    .from(v)
    .where(and(eq(v.id, id), scope))
    .for('update', { of: v });
  return row;
}

/** The name of the event a visitor is expected at (for the text of a watch-list alert). */
export async function findEventName(db: Db, eventId: string): Promise<string | null> {
  const [row] = await db.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  return row?.name ?? null;
}

export async function insertVisitor(tx: Tx, values: typeof visitors.$inferInsert): Promise<string> {
  const [row] = await tx.insert(visitors).values(values).returning({ id: visitors.id });
  if (!row) throw new Error('visitor insert returned no row');
  return row.id;
}

export async function updateVisitor(tx: Tx, id: string, values: Partial<typeof visitors.$inferInsert>) {
  await tx.update(visitors).set(values).where(eq(visitors.id, id));
}

export function toVisitor(row: VisitorRow): Visitor {
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    id: row.id,
    eventId: row.eventId,
    eventName: row.eventName,
    siteName: row.siteName,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    hostName: row.hostName,
    purpose: row.purpose,
    vehiclePlate: row.vehiclePlate,
    badgeNumber: row.badgeNumber,
    status: row.status,
    expectedAt: iso(row.expectedAt),
    checkedInAt: iso(row.checkedInAt),
    checkedOutAt: iso(row.checkedOutAt),
    checkedInByName: row.checkedInByName,
    checkedOutByName: row.checkedOutByName,
    requestedById: row.requestedBy,
    requestedByName: row.requestedByName,
    decisionNote: row.decisionNote,
    decidedByName: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    idType: row.idType,
    idLast4: row.idLast4,
    photoUrl: row.hasPhoto ? `/api/v1/visitors/${row.id}/photo` : null,
    overstay: row.overstay,
    watchListMatch: row.watchListAlertedAt !== null,
    purgedAt: iso(row.purgedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
