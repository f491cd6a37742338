import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Client, ClientNote } from '../../../shared/contract/clients.ts';
import type { Database } from '../../db/client.ts';
import { clientNotes, clients, events, users } from '../../db/schema.ts';
import { contactDetailsOf } from './contact-details.ts';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A client's row with the counts the list and detail show. */
type ClientRow = typeof clients.$inferSelect & { customers: number; events: number; activeEvents: number };

function clientOf(row: ClientRow): Client {
  return {
    id: row.id,
    clientName: row.name,
    status: row.status,
    timeZone: row.timeZone,
    ...contactDetailsOf(row),
    positionIntervalSeconds: row.positionIntervalSeconds,
    visitorRetentionDays: row.visitorRetentionDays,
    dispatchSpeedKmh: row.dispatchSpeedKmh,
    mfaRequiredRoles: row.mfaRequiredRoles,
    customers: row.customers,
    events: row.events,
    activeEvents: row.activeEvents,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The subqueries name the outer table in their text: Drizzle writes a column of a one-table select unqualified. */
function clientColumns(now: Date) {
  return {
    ...getTableColumns(clients),
    customers: sql<number>`(select count(*)::int from customers cu where cu.client_id = clients.id)`,
    events: sql<number>`(select count(*)::int from events e where e.client_id = clients.id)`,
    activeEvents: sql<number>`(select count(*)::int from events e where e.client_id = clients.id and not e.unassigned
         and e.start_at <= ${now} and e.end_at >= ${now})`,
  };
}

export interface ClientListFilter {
  /** Only this client (everyone but admin), or all. */
  onlyClientId: string | undefined;
  q: string | undefined;
  status: 'Active' | 'Inactive' | undefined;
  limit: number;
  offset: number;
  now: Date;
}

export async function listClients(db: Db, f: ClientListFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (f.onlyClientId) conditions.push(eq(clients.id, f.onlyClientId));
  if (f.status) conditions.push(eq(clients.status, f.status));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(clients.name, like), sql`coalesce(${clients.contactName}, '') ilike ${like}`));
  }
  const where = and(...conditions);
  const rows = await db
    .select({ ...clientColumns(f.now), total: sql<number>`count(*) over ()::int` })
    .from(clients)
    .where(where)
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(f.limit)
    .offset(f.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const [counted] = await db.select({ n: count() }).from(clients).where(where);
    total = counted?.n ?? 0;
  }
  return { items: rows.map(clientOf), total };
}

export async function findClient(db: Db, id: string, now: Date): Promise<Client | undefined> {
  const [row] = await db.select(clientColumns(now)).from(clients).where(eq(clients.id, id));
  return row ? clientOf(row) : undefined;
}

export async function insertClientRow(
  db: Db,
  values: {
    name: string;
    timeZone: string;
    contactName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
    address: string | null;
    positionIntervalSeconds?: number | undefined;
    visitorRetentionDays?: number | undefined;
    dispatchSpeedKmh?: number | undefined;
    mfaRequiredRoles: string[];
    now: Date;
  },
) {
  const { now, positionIntervalSeconds, visitorRetentionDays, dispatchSpeedKmh, ...rest } = values;
  const [row] = await db
    .insert(clients)
    .values({
      ...rest,
      ...(positionIntervalSeconds !== undefined ? { positionIntervalSeconds } : {}),
      ...(visitorRetentionDays !== undefined ? { visitorRetentionDays } : {}),
      ...(dispatchSpeedKmh !== undefined ? { dispatchSpeedKmh } : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('clients insert returned no row');
  return row.id;
}

export async function updateClientRow(
  db: Db,
  id: string,
  values: Partial<{
    name: string;
    timeZone: string;
    status: 'Active' | 'Inactive';
    contactName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
    address: string | null;
    positionIntervalSeconds: number;
    visitorRetentionDays: number;
    dispatchSpeedKmh: number;
    mfaRequiredRoles: string[];
  }>,
  now: Date,
) {
  await db
    .update(clients)
    .set({ ...values, updatedAt: now })
    .where(eq(clients.id, id));
}

export async function countDependents(db: Db, id: string) {
  const [eventCount] = await db.select({ n: count() }).from(events).where(eq(events.clientId, id));
  const [userCount] = await db.select({ n: count() }).from(users).where(eq(users.clientId, id));
  return { events: eventCount?.n ?? 0, users: userCount?.n ?? 0 };
}

export async function deleteClientRow(db: Db, id: string) {
  await db.delete(clients).where(eq(clients.id, id));
}

export async function setActiveClient(db: Db, userId: string, clientId: string, now: Date) {
  await db.update(users).set({ activeClientId: clientId, updatedAt: now }).where(eq(users.id, userId));
}

export async function listClientNotes(db: Db, clientId: string): Promise<ClientNote[]> {
  const rows = await db
    .select({
      id: clientNotes.id,
      content: clientNotes.content,
      authorId: clientNotes.authorId,
      authorName: users.displayName,
      createdAt: clientNotes.createdAt,
    })
    .from(clientNotes)
    .leftJoin(users, eq(users.id, clientNotes.authorId))
    .where(eq(clientNotes.clientId, clientId))
    .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id));
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

export async function insertClientNote(
  db: Db,
  values: { clientId: string; authorId: string; content: string; now: Date },
) {
  const [row] = await db
    .insert(clientNotes)
    .values({ clientId: values.clientId, authorId: values.authorId, content: values.content, createdAt: values.now })
    .returning({ id: clientNotes.id });
  if (!row) throw new Error('client_notes insert returned no row');
  return row.id;
}

export async function findClientNote(db: Db, clientId: string, noteId: string) {
  const [row] = await db
    .select({ id: clientNotes.id, authorId: clientNotes.authorId })
    .from(clientNotes)
    .where(and(eq(clientNotes.clientId, clientId), eq(clientNotes.id, noteId)));
  return row;
}

export async function deleteClientNote(db: Db, noteId: string) {
  await db.delete(clientNotes).where(eq(clientNotes.id, noteId));
}
