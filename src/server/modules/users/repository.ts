import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
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
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'clientId' | 'email' | 'displayName' | 'photoUrl' | 'roles' | 'status' | 'customerId' | 'createdAt'
> & { customerName: string | null; hasPassword: boolean; fullClientAccess: string[]; individualEvents: string[] };

/** The permission lists name the outer table in their text: Drizzle may write a column unqualified. */
const userColumns = {
  id: users.id,
  clientId: users.clientId,
  email: users.email,
  displayName: users.displayName,
  photoUrl: users.photoUrl,
  roles: users.roles,
  status: users.status,
  customerId: users.customerId,
  customerName: customers.name,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
  fullClientAccess: sql<string[]>`array(select a.customer_id::text from user_customer_access a
    where a.user_id = users.id order by a.customer_id)`,
  individualEvents: sql<string[]>`array(select a.event_id::text from user_event_access a
    where a.user_id = users.id order by a.event_id)`,
};

const customerOfUser = and(eq(customers.id, users.customerId), eq(customers.clientId, users.clientId));

function userOf(row: UserRow): User {
  return {
    ...personOf(row),
    status: row.status,
    clientId: row.clientId,
    customerId: row.customerId,
    customerName: row.customerName,
    permissions: { fullClientAccess: row.fullClientAccess, individualEvents: row.individualEvents },
    invitationPending: !row.hasPassword,
    createdAt: row.createdAt.toISOString(),
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
  const conditions: (SQL | undefined)[] = [eq(users.clientId, f.clientId)];
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.displayName, like), ilike(users.email, like)));
  }
  if (f.role) conditions.push(sql`${f.role} = any(${users.roles})`);
  if (f.status) conditions.push(eq(users.status, f.status));
  const where = and(...conditions);
  const rows = await db
    .select({ ...userColumns, total: sql<number>`count(*) over ()::int` })
    .from(users)
    .leftJoin(customers, customerOfUser)
    .where(where)
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id))
    .limit(f.limit)
    .offset(f.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const [counted] = await db.select({ n: count() }).from(users).where(where);
    total = counted?.n ?? 0;
  }
  return { items: rows.map(userOf), total };
}

/** One user of the client, or undefined (also when the id belongs to another client). */
export async function findUser(db: Db, clientId: string, id: string): Promise<User | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(customers, customerOfUser)
    .where(and(eq(users.clientId, clientId), eq(users.id, id)));
  return row ? userOf(row) : undefined;
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
