import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Client, ClientNote } from '../../../shared/contract/clients.ts';
import type { Database } from '../../db/client.ts';
import { clientNotes, clients, users } from '../../db/schema.ts';
import { type ContactRow, contactDetailsOf } from './contact-details.ts';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

interface ClientRow extends ContactRow, Record<string, unknown> {
  id: string;
  name: string;
  status: 'Active' | 'Inactive';
  time_zone: string;
  position_interval_seconds: number;
  visitor_retention_days: number;
  mfa_required_roles: string[];
  customers: number;
  events: number;
  active_events: number;
  created_at: Date;
  total: number;
}

function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    clientName: row.name,
    status: row.status,
    timeZone: row.time_zone,
    ...contactDetailsOf(row),
    positionIntervalSeconds: row.position_interval_seconds,
    visitorRetentionDays: row.visitor_retention_days,
    mfaRequiredRoles: row.mfa_required_roles,
    customers: row.customers,
    events: row.events,
    activeEvents: row.active_events,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function selectClients(where: SQL, now: Date, tail: SQL = sql``) {
  return sql`
    select c.id, c.name, c.status, c.time_zone, c.contact_name, c.contact_email, c.contact_phone, c.address,
      c.position_interval_seconds, c.visitor_retention_days, c.mfa_required_roles, c.created_at,
      (select count(*)::int from customers cu where cu.client_id = c.id) as customers,
      (select count(*)::int from events e where e.client_id = c.id) as events,
      (select count(*)::int from events e where e.client_id = c.id and not e.unassigned
         and e.start_at <= ${now} and e.end_at >= ${now}) as active_events,
      count(*) over ()::int as total
    from clients c
    where ${where}
    ${tail}`;
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
  const conditions: SQL[] = [sql`true`];
  if (f.onlyClientId) conditions.push(sql`c.id = ${f.onlyClientId}`);
  if (f.status) conditions.push(sql`c.status = ${f.status}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(c.name ilike ${like} or coalesce(c.contact_name, '') ilike ${like})`);
  }
  const result = await db.execute<ClientRow>(
    selectClients(
      sql.join(conditions, sql` and `),
      f.now,
      sql`order by c.name, c.id limit ${f.limit} offset ${f.offset}`,
    ),
  );
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && f.offset > 0) {
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from clients c where ${sql.join(conditions, sql` and `)}`,
    );
    total = counted.rows[0]?.n ?? 0;
  }
  return { items: result.rows.map(toClient), total };
}

export async function findClient(db: Db, id: string, now: Date): Promise<Client | undefined> {
  const result = await db.execute<ClientRow>(selectClients(sql`c.id = ${id}`, now));
  const row = result.rows[0];
  return row ? toClient(row) : undefined;
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
    mfaRequiredRoles: string[];
    now: Date;
  },
) {
  const { now, positionIntervalSeconds, visitorRetentionDays, ...rest } = values;
  const [row] = await db
    .insert(clients)
    .values({
      ...rest,
      ...(positionIntervalSeconds !== undefined ? { positionIntervalSeconds } : {}),
      ...(visitorRetentionDays !== undefined ? { visitorRetentionDays } : {}),
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
  const result = await db.execute<{ events: number; users: number }>(sql`
    select (select count(*)::int from events where client_id = ${id}) as events,
           (select count(*)::int from users where client_id = ${id}) as users`);
  return result.rows[0] ?? { events: 0, users: 0 };
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
