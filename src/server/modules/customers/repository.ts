import { and, asc, count, desc, eq, getTableColumns, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type {
  Customer,
  CustomerSortField,
  CustomerStatus,
  CustomerUser,
  CustomerUserSortField,
} from '../../../shared/contract/customers.ts';
import { roleShownFor } from '../../access/events.ts';
import type { Database } from '../../db/client.ts';
import { customers, events, userCustomerAccess, users } from '../../db/schema.ts';
import { contactDetailsOf } from '../clients/index.ts';

/** A transaction or the database itself. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A customer's row with the counts the list and detail show. */
type CustomerRow = typeof customers.$inferSelect & { events: number; users: number };

function customerOf(row: CustomerRow): Customer {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    status: row.status,
    ...contactDetailsOf(row),
    events: row.events,
    users: row.users,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The subqueries name the outer table in their text: Drizzle writes a column of a one-table select unqualified. */
const customerColumns = {
  ...getTableColumns(customers),
  events: sql<number>`(select count(*)::int from events e
    where e.client_id = customers.client_id and e.customer_id = customers.id)`,
  users: sql<number>`(select count(*)::int from users u
    where u.client_id = customers.client_id and u.customer_id = customers.id)`,
};

/** Allow-listed sort columns: the query value never reaches the SQL text. */
const customerOrder: Record<CustomerSortField, SQL> = {
  name: sql`lower(${customers.name})`,
  status: sql`${customers.status}`,
  createdAt: sql`${customers.createdAt}`,
};

export interface CustomerFilter {
  clientId: string;
  q?: string | undefined;
  status?: CustomerStatus | undefined;
  sort: CustomerSortField;
  order: 'asc' | 'desc';
}

function customerConditions(f: CustomerFilter) {
  const conditions: (SQL | undefined)[] = [eq(customers.clientId, f.clientId)];
  if (f.status) conditions.push(eq(customers.status, f.status));
  if (f.q) {
    const like = likeOf(f.q);
    conditions.push(
      or(
        ilike(customers.name, like),
        sql`coalesce(${customers.contactName}, '') ilike ${like}`,
        sql`coalesce(${customers.contactEmail}, '') ilike ${like}`,
        sql`coalesce(${customers.contactPhone}, '') ilike ${like}`,
      ),
    );
  }
  return and(...conditions);
}

export async function listCustomers(
  db: Db,
  f: CustomerFilter & { limit: number; offset: number },
): Promise<{ items: Customer[]; total: number }> {
  const where = customerConditions(f);
  const direction = f.order === 'desc' ? desc : asc;
  const rows = await db
    .select({ ...customerColumns, total: sql<number>`count(*) over ()::int` })
    .from(customers)
    .where(where)
    .orderBy(direction(customerOrder[f.sort]), asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(f.limit)
    .offset(f.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const [counted] = await db.select({ n: count() }).from(customers).where(where);
    total = counted?.n ?? 0;
  }
  return { items: rows.map(customerOf), total };
}

export async function findCustomer(db: Db, clientId: string, id: string): Promise<Customer | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.clientId, clientId), eq(customers.id, id)));
  return row ? customerOf(row) : undefined;
}

export interface CustomerValues {
  name: string;
  status: CustomerStatus;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  address: string | null;
}

export async function insertCustomerRow(db: Db, clientId: string, values: Omit<CustomerValues, 'status'>, now: Date) {
  const [row] = await db
    .insert(customers)
    .values({ ...values, clientId, createdAt: now, updatedAt: now })
    .returning({ id: customers.id });
  if (!row) throw new Error('customers insert returned no row');
  return row.id;
}

/** Gives a user access to a customer's events (permissions.fullClientAccess); a grant they already hold stays. */
export async function grantCustomerAccess(db: Db, clientId: string, userId: string, customerId: string) {
  await db.insert(userCustomerAccess).values({ clientId, userId, customerId }).onConflictDoNothing();
}

export async function updateCustomerRow(
  db: Db,
  clientId: string,
  id: string,
  values: Partial<CustomerValues>,
  now: Date,
) {
  await db
    .update(customers)
    .set({ ...values, updatedAt: now })
    .where(and(eq(customers.clientId, clientId), eq(customers.id, id)));
}

/** Events and user accounts of the customer, counted inside the deleting transaction (row locked first). */
export async function lockAndCountDependents(db: Db, clientId: string, id: string) {
  await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.clientId, clientId), eq(customers.id, id)))
    .for('update');
  const [eventCount] = await db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.clientId, clientId), eq(events.customerId, id)));
  const [userCount] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.customerId, id)));
  return { events: eventCount?.n ?? 0, users: userCount?.n ?? 0 };
}

export async function deleteCustomerRow(db: Db, clientId: string, id: string) {
  await db.delete(customers).where(and(eq(customers.clientId, clientId), eq(customers.id, id)));
}

// ── Customer users ─────────────────────────────────────────────────────────────────────────────────────────

type CustomerUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'displayName' | 'email' | 'roles' | 'status' | 'createdAt'
> & { customerId: string; customerName: string; hasPassword: boolean };

function customerUserOf(row: CustomerUserRow): CustomerUser {
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    roles: row.roles,
    role: roleShownFor(row.roles),
    status: row.status,
    customerId: row.customerId,
    customerName: row.customerName,
    invitationPending: !row.hasPassword,
    createdAt: row.createdAt.toISOString(),
  };
}

const customerUserOrder: Record<CustomerUserSortField, SQL> = {
  displayName: sql`lower(${users.displayName})`,
  email: sql`lower(${users.email})`,
  customerName: sql`lower(${customers.name})`,
  createdAt: sql`${users.createdAt}`,
};

export interface CustomerUserFilter {
  clientId: string;
  customerId?: string | undefined;
  q?: string | undefined;
  sort: CustomerUserSortField;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const customerOfUser = and(eq(customers.clientId, users.clientId), eq(customers.id, users.customerId));

/** Users tied to a customer of the client (users.customer_id set), with the customer's name. */
export async function listCustomerUsers(
  db: Db,
  f: CustomerUserFilter,
): Promise<{ items: CustomerUser[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(users.clientId, f.clientId), isNotNull(users.customerId)];
  if (f.customerId) conditions.push(eq(users.customerId, f.customerId));
  if (f.q) {
    const like = likeOf(f.q);
    conditions.push(or(ilike(users.displayName, like), ilike(users.email, like), ilike(customers.name, like)));
  }
  const where = and(...conditions);
  const direction = f.order === 'desc' ? desc : asc;
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      email: users.email,
      roles: users.roles,
      status: users.status,
      customerId: customers.id,
      customerName: customers.name,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      createdAt: users.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(users)
    .innerJoin(customers, customerOfUser)
    .where(where)
    .orderBy(direction(customerUserOrder[f.sort]), asc(sql`lower(${users.displayName})`), asc(users.id))
    .limit(f.limit)
    .offset(f.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const [counted] = await db.select({ n: count() }).from(users).innerJoin(customers, customerOfUser).where(where);
    total = counted?.n ?? 0;
  }
  return { items: rows.map(customerUserOf), total };
}
