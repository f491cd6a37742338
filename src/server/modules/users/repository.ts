import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { User, UserStatus } from '../../../shared/contract/users.ts';
import type { Role } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import {
  clients,
  customers,
  events,
  passwordResetTokens,
  sessions,
  userCustomerAccess,
  userEventAccess,
  users,
} from '../../db/schema.ts';
import { personOf } from '../auth/index.ts';

/** A transaction or the database itself: repository functions work inside either. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

interface UserRow extends Record<string, unknown> {
  id: string;
  client_id: string;
  email: string;
  display_name: string;
  photo_url: string | null;
  roles: string[];
  status: UserStatus;
  customer_id: string | null;
  customer_name: string | null;
  has_password: boolean;
  created_at: Date;
  full_client_access: string[];
  individual_events: string[];
  total: number;
}

const userColumns = sql`
  u.id, u.client_id, u.email, u.display_name, u.photo_url, u.roles, u.status, u.customer_id,
  cu.name as customer_name, u.password_hash is not null as has_password, u.created_at,
  array(select a.customer_id::text from user_customer_access a where a.user_id = u.id order by a.customer_id)
    as full_client_access,
  array(select a.event_id::text from user_event_access a where a.user_id = u.id order by a.event_id)
    as individual_events`;

function toUser(row: UserRow): User {
  return {
    ...personOf(row),
    status: row.status,
    clientId: row.client_id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    permissions: { fullClientAccess: row.full_client_access, individualEvents: row.individual_events },
    invitationPending: !row.has_password,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface UserListFilter {
  clientId: string;
  q?: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
  limit: number;
  offset: number;
}

export async function listUsers(db: Db, f: UserListFilter): Promise<{ items: User[]; total: number }> {
  const conditions: SQL[] = [sql`u.client_id = ${f.clientId}`];
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(u.display_name ilike ${like} or u.email ilike ${like})`);
  }
  if (f.role) conditions.push(sql`${f.role} = any(u.roles)`);
  if (f.status) conditions.push(sql`u.status = ${f.status}`);
  const where = sql.join(conditions, sql` and `);
  const result = await db.execute<UserRow>(sql`
    select ${userColumns}, count(*) over ()::int as total
    from users u
    left join customers cu on cu.id = u.customer_id and cu.client_id = u.client_id
    where ${where}
    order by lower(u.display_name), u.id
    limit ${f.limit} offset ${f.offset}
  `);
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && f.offset > 0) {
    const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from users u where ${where}`);
    total = counted.rows[0]?.n ?? 0;
  }
  return { items: result.rows.map(toUser), total };
}

/** One user of the client, or undefined (also when the id belongs to another client). */
export async function findUser(db: Db, clientId: string, id: string): Promise<User | undefined> {
  const result = await db.execute<UserRow>(sql`
    select ${userColumns}, 1 as total
    from users u
    left join customers cu on cu.id = u.customer_id and cu.client_id = u.client_id
    where u.client_id = ${clientId} and u.id = ${id}
  `);
  const row = result.rows[0];
  return row ? toUser(row) : undefined;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

/** The subset of `ids` that are customers of the client. */
export async function customersOfClient(db: Db, clientId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.clientId, clientId), inArray(customers.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** The subset of `ids` that are events of the client. */
export async function eventsOfClient(db: Db, clientId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.clientId, clientId), inArray(events.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export interface NewUser {
  clientId: string;
  email: string;
  displayName: string;
  roles: string[];
  passwordHash: string | null;
  customerId: string | null;
}

export async function insertUser(db: Db, values: NewUser): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

export interface UserChanges {
  displayName?: string;
  roles?: string[];
  customerId?: string | null;
  status?: UserStatus;
  photoUrl?: string | null;
  /** The stored file behind photoUrl (set together). */
  photoFile?: string | null;
}

export async function updateUser(db: Db, clientId: string, id: string, changes: UserChanges, now: Date) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.clientId, clientId), eq(users.id, id)));
}

/** Replaces permissions.fullClientAccess and permissions.individualEvents of a user. */
export async function replacePermissions(
  db: Db,
  clientId: string,
  userId: string,
  permissions: { fullClientAccess: readonly string[]; individualEvents: readonly string[] },
) {
  await db
    .delete(userCustomerAccess)
    .where(and(eq(userCustomerAccess.clientId, clientId), eq(userCustomerAccess.userId, userId)));
  await db
    .delete(userEventAccess)
    .where(and(eq(userEventAccess.clientId, clientId), eq(userEventAccess.userId, userId)));
  const customerIds = [...new Set(permissions.fullClientAccess)];
  const eventIds = [...new Set(permissions.individualEvents)];
  if (customerIds.length > 0) {
    await db.insert(userCustomerAccess).values(customerIds.map((customerId) => ({ clientId, userId, customerId })));
  }
  if (eventIds.length > 0) {
    await db.insert(userEventAccess).values(eventIds.map((eventId) => ({ clientId, userId, eventId })));
  }
}

/** Ends every session of the user at once: their next request is unauthenticated. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

export async function insertPasswordResetToken(
  db: Db,
  values: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** The photo URL of a user and the stored file behind it (both null without a photo), or undefined. */
export async function findPhoto(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select({ photoUrl: users.photoUrl, photoFile: users.photoFile })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, id)))
    .limit(1);
  return row;
}

/** The name of a client (the one an invitation says the account is at). */
export async function clientNameOf(db: Db, clientId: string): Promise<string> {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name ?? '';
}
