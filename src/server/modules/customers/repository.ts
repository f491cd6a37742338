import { and, eq, type SQL, sql } from 'drizzle-orm';
import type {
  Customer,
  CustomerSortField,
  CustomerStatus,
  CustomerUser,
  CustomerUserSortField,
} from '../../../shared/contract/customers.ts';
import { roleShownFor } from '../../access/events.ts';
import type { Database } from '../../db/client.ts';
import { customers, userCustomerAccess } from '../../db/schema.ts';
import { type ContactRow, contactDetailsOf } from '../clients/index.ts';

/** A transaction or the database itself. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

interface CustomerRow extends ContactRow, Record<string, unknown> {
  id: string;
  client_id: string;
  name: string;
  status: CustomerStatus;
  events: number;
  users: number;
  created_at: Date;
  total: number;
}

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    status: row.status,
    ...contactDetailsOf(row),
    events: row.events,
    users: row.users,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function selectCustomers(where: SQL, tail: SQL = sql``) {
  return sql`
    select c.id, c.client_id, c.name, c.status, c.contact_name, c.contact_email, c.contact_phone, c.address,
      c.created_at,
      (select count(*)::int from events e where e.client_id = c.client_id and e.customer_id = c.id) as events,
      (select count(*)::int from users u where u.client_id = c.client_id and u.customer_id = c.id) as users,
      count(*) over ()::int as total
    from customers c
    where ${where}
    ${tail}`;
}

/** Allow-listed sort columns: the query value never reaches the SQL text. */
const customerOrder: Record<CustomerSortField, SQL> = {
  name: sql`lower(c.name)`,
  status: sql`c.status`,
  createdAt: sql`c.created_at`,
};

export interface CustomerFilter {
  clientId: string;
  q?: string | undefined;
  status?: CustomerStatus | undefined;
  sort: CustomerSortField;
  order: 'asc' | 'desc';
}

function customerConditions(f: CustomerFilter): SQL {
  const conditions: SQL[] = [sql`c.client_id = ${f.clientId}`];
  if (f.status) conditions.push(sql`c.status = ${f.status}`);
  if (f.q) {
    const like = likeOf(f.q);
    conditions.push(sql`(c.name ilike ${like} or coalesce(c.contact_name, '') ilike ${like}
      or coalesce(c.contact_email, '') ilike ${like} or coalesce(c.contact_phone, '') ilike ${like})`);
  }
  return sql.join(conditions, sql` and `);
}

export async function listCustomers(
  db: Db,
  f: CustomerFilter & { limit: number; offset: number },
): Promise<{ items: Customer[]; total: number }> {
  const where = customerConditions(f);
  const direction = f.order === 'desc' ? sql`desc` : sql`asc`;
  const result = await db.execute<CustomerRow>(
    selectCustomers(
      where,
      sql`order by ${customerOrder[f.sort]} ${direction}, lower(c.name), c.id limit ${f.limit} offset ${f.offset}`,
    ),
  );
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && f.offset > 0) {
    const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from customers c where ${where}`);
    total = counted.rows[0]?.n ?? 0;
  }
  return { items: result.rows.map(toCustomer), total };
}

export async function findCustomer(db: Db, clientId: string, id: string): Promise<Customer | undefined> {
  const result = await db.execute<CustomerRow>(selectCustomers(sql`c.client_id = ${clientId} and c.id = ${id}`));
  const row = result.rows[0];
  return row ? toCustomer(row) : undefined;
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
  await db.execute(sql`select id from customers where client_id = ${clientId} and id = ${id} for update`);
  const result = await db.execute<{ events: number; users: number }>(sql`
    select (select count(*)::int from events where client_id = ${clientId} and customer_id = ${id}) as events,
           (select count(*)::int from users where client_id = ${clientId} and customer_id = ${id}) as users`);
  return result.rows[0] ?? { events: 0, users: 0 };
}

export async function deleteCustomerRow(db: Db, clientId: string, id: string) {
  await db.delete(customers).where(and(eq(customers.clientId, clientId), eq(customers.id, id)));
}

// ── Customer users ─────────────────────────────────────────────────────────────────────────────────────────

interface CustomerUserRow extends Record<string, unknown> {
  id: string;
  display_name: string;
  email: string;
  roles: string[];
  status: 'active' | 'disabled';
  customer_id: string;
  customer_name: string;
  has_password: boolean;
  created_at: Date;
  total: number;
}

function toCustomerUser(row: CustomerUserRow): CustomerUser {
  return {
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    roles: row.roles,
    role: roleShownFor(row.roles),
    status: row.status,
    customerId: row.customer_id,
    customerName: row.customer_name,
    invitationPending: !row.has_password,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const customerUserOrder: Record<CustomerUserSortField, SQL> = {
  displayName: sql`lower(u.display_name)`,
  email: sql`lower(u.email)`,
  customerName: sql`lower(cu.name)`,
  createdAt: sql`u.created_at`,
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

/** Users tied to a customer of the client (users.customer_id set), with the customer's name. */
export async function listCustomerUsers(
  db: Db,
  f: CustomerUserFilter,
): Promise<{ items: CustomerUser[]; total: number }> {
  const conditions: SQL[] = [sql`u.client_id = ${f.clientId}`, sql`u.customer_id is not null`];
  if (f.customerId) conditions.push(sql`u.customer_id = ${f.customerId}`);
  if (f.q) {
    const like = likeOf(f.q);
    conditions.push(sql`(u.display_name ilike ${like} or u.email ilike ${like} or cu.name ilike ${like})`);
  }
  const where = sql.join(conditions, sql` and `);
  const direction = f.order === 'desc' ? sql`desc` : sql`asc`;
  const result = await db.execute<CustomerUserRow>(sql`
    select u.id, u.display_name, u.email, u.roles, u.status, u.customer_id, cu.name as customer_name,
      u.password_hash is not null as has_password, u.created_at, count(*) over ()::int as total
    from users u
    join customers cu on cu.client_id = u.client_id and cu.id = u.customer_id
    where ${where}
    order by ${customerUserOrder[f.sort]} ${direction}, lower(u.display_name), u.id
    limit ${f.limit} offset ${f.offset}`);
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && f.offset > 0) {
    const counted = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from users u
      join customers cu on cu.client_id = u.client_id and cu.id = u.customer_id where ${where}`);
    total = counted.rows[0]?.n ?? 0;
  }
  return { items: result.rows.map(toCustomerUser), total };
}
