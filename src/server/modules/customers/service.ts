import {
  type AllCustomerUsersQuery,
  type Customer,
  type CustomerCreateBody,
  type CustomerCsvQuery,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerStatus,
  type CustomerUpdateBody,
  type CustomerUserCsvQuery,
  type CustomerUserListQuery,
  type CustomerUserListResponse,
  customerCsvMaxRows,
} from '../../../shared/contract/customers.ts';
import { toCsv } from '../../../shared/csv.ts';
import { isRole, roleLabels } from '../../../shared/roles.ts';
import { actorOf, clientNamedBy } from '../../access/actor.ts';
import { creatorNeedsCustomerGrant } from '../../access/event-scope.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import { refuseDeleteWhileInUse } from '../../http/refuse-delete-in-use.ts';
import { insertAudited } from '../audit/audited-insert.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { clientScopeOf } from '../users/service.ts';
import {
  deleteCustomerRow,
  findCustomer,
  grantCustomerAccess,
  insertCustomerRow,
  listCustomers,
  listCustomerUsers,
  lockAndCountDependents,
  updateCustomerRow,
} from './repository.ts';

export interface RequestInfo {
  requestId: string;
  ip: string | null;
}

const notFound = () => AppError.notFound('No such customer.', 'customer');

/** A customer of the caller's client (an admin: the active client); any other id answers 404. */
async function visibleCustomer(ctx: AppContext, user: AuthUser, id: string): Promise<Customer> {
  const customer = await findCustomer(ctx.db, clientScopeOf(user), id);
  if (!customer) throw notFound();
  return customer;
}

/** The customers a list or its CSV shows: the caller's client (an admin: the one named), searched, filtered and sorted by the query. */
const customerFilter = (user: AuthUser, query: CustomerCsvQuery) => ({
  clientId: clientNamedBy(actorOf(user), query.clientId),
  q: query.q || undefined,
  status: query.status,
  sort: query.sort,
  order: query.order,
});

/** The users of one customer (or of every customer) that a list or its CSV shows. */
const customerUserFilter = (user: AuthUser, customerId: string | undefined, query: CustomerUserCsvQuery) => ({
  clientId: clientScopeOf(user),
  customerId,
  q: query.q || undefined,
  sort: query.sort,
  order: query.order,
});

export async function listClientCustomers(
  ctx: AppContext,
  user: AuthUser,
  query: CustomerListQuery,
): Promise<CustomerListResponse> {
  const { items, total } = await listCustomers(ctx.db, { ...customerFilter(user, query), ...pageWindow(query) });
  return { items, page: query.page, limit: query.limit, total };
}

export async function exportCustomersCsv(ctx: AppContext, user: AuthUser, query: CustomerCsvQuery) {
  const { items } = await listCustomers(ctx.db, {
    ...customerFilter(user, query),
    limit: customerCsvMaxRows,
    offset: 0,
  });
  const csv = toCsv(
    ['Name', 'Status', 'Contact name', 'Contact email', 'Contact phone', 'Address', 'Events', 'Users', 'Created'],
    items.map((c) => [
      c.name,
      c.status,
      c.contactName,
      c.contactEmail,
      c.contactPhone,
      c.address,
      c.events,
      c.users,
      c.createdAt,
    ]),
  );
  return { csv, fileName: `customers-${ctx.clock().toISOString().slice(0, 10)}.csv` };
}

export function getCustomer(ctx: AppContext, user: AuthUser, id: string): Promise<Customer> {
  return visibleCustomer(ctx, user, id);
}

export async function createCustomer(ctx: AppContext, user: AuthUser, body: CustomerCreateBody, info: RequestInfo) {
  const clientId = clientScopeOf(user);
  const now = ctx.clock();
  const customer = {
    name: body.name.trim(),
    contactName: body.contactName ?? null,
    contactEmail: body.contactEmail ?? null,
    contactPhone: body.contactPhone ?? null,
    address: body.address ?? null,
  };
  const audit = { clientId, actorId: user.id, action: 'customer.create', entity: 'customer', data: body, ...info };
  // A manager plans events only for the customers granted to them: the one they add is theirs at once.
  const grantToCreator = creatorNeedsCustomerGrant(actorOf(user));
  const id = await insertAudited(ctx, audit, async (tx) => {
    const customerId = await insertCustomerRow(tx, clientId, customer, now);
    if (grantToCreator) await grantCustomerAccess(tx, clientId, user.id, customerId);
    return customerId;
  });
  return visibleCustomer(ctx, user, id);
}

export async function updateCustomer(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  body: CustomerUpdateBody,
  info: RequestInfo,
) {
  const clientId = clientScopeOf(user);
  const before = await visibleCustomer(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    await updateCustomerRow(
      tx,
      clientId,
      id,
      {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.contactName !== undefined ? { contactName: body.contactName } : {}),
        ...(body.contactEmail !== undefined ? { contactEmail: body.contactEmail } : {}),
        ...(body.contactPhone !== undefined ? { contactPhone: body.contactPhone } : {}),
        ...(body.address !== undefined ? { address: body.address } : {}),
      },
      ctx.clock(),
    );
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: user.id,
      action: 'customer.update',
      entity: 'customer',
      entityId: id,
      data: {
        before: {
          name: before.name,
          contactName: before.contactName,
          contactEmail: before.contactEmail,
          contactPhone: before.contactPhone,
          address: before.address,
        },
        changes: body,
      },
      ...info,
    });
  });
  return visibleCustomer(ctx, user, id);
}

export async function setCustomerStatus(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  status: CustomerStatus,
  info: RequestInfo,
) {
  const clientId = clientScopeOf(user);
  const customer = await visibleCustomer(ctx, user, id);
  if (customer.status !== status) {
    await ctx.db.transaction(async (tx) => {
      await updateCustomerRow(tx, clientId, id, { status }, ctx.clock());
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId,
        actorId: user.id,
        action: status === 'Active' ? 'customer.reactivate' : 'customer.deactivate',
        entity: 'customer',
        entityId: id,
        ...info,
      });
    });
  }
  return visibleCustomer(ctx, user, id);
}

/** Deleting is refused while the customer has events or user accounts (their history would go with it). */
export async function deleteCustomer(ctx: AppContext, user: AuthUser, id: string, info: RequestInfo) {
  const clientId = clientScopeOf(user);
  const customer = await visibleCustomer(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    refuseDeleteWhileInUse('customer', await lockAndCountDependents(tx, clientId, id));
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: user.id,
      action: 'customer.delete',
      entity: 'customer',
      entityId: id,
      data: { name: customer.name },
      ...info,
    });
    await deleteCustomerRow(tx, clientId, id);
  });
}

export async function usersOfCustomer(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  query: CustomerUserListQuery,
): Promise<CustomerUserListResponse> {
  await visibleCustomer(ctx, user, id);
  const { items, total } = await listCustomerUsers(ctx.db, {
    ...customerUserFilter(user, id, query),
    ...pageWindow(query),
  });
  return { items, page: query.page, limit: query.limit, total };
}

export async function allCustomerUsers(
  ctx: AppContext,
  user: AuthUser,
  query: AllCustomerUsersQuery,
): Promise<CustomerUserListResponse> {
  if (query.customerId) await visibleCustomer(ctx, user, query.customerId);
  const { items, total } = await listCustomerUsers(ctx.db, {
    ...customerUserFilter(user, query.customerId, query),
    ...pageWindow(query),
  });
  return { items, page: query.page, limit: query.limit, total };
}

export async function exportCustomerUsersCsv(ctx: AppContext, user: AuthUser, query: CustomerUserCsvQuery) {
  if (query.customerId) await visibleCustomer(ctx, user, query.customerId);
  const { items } = await listCustomerUsers(ctx.db, {
    ...customerUserFilter(user, query.customerId, query),
    limit: customerCsvMaxRows,
    offset: 0,
  });
  const label = (role: string) => (isRole(role) ? roleLabels[role] : role);
  const csv = toCsv(
    ['Name', 'Email', 'Customer', 'Role', 'Status', 'Invitation pending', 'Created'],
    items.map((u) => [
      u.displayName,
      u.email,
      u.customerName,
      label(u.role),
      u.status,
      u.invitationPending ? 'yes' : 'no',
      u.createdAt,
    ]),
  );
  return { csv, fileName: `customer-users-${ctx.clock().toISOString().slice(0, 10)}.csv` };
}
