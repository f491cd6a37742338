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
import { clientNamedBy } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import { creatorNeedsCustomerGrant } from '../../access/event-scope.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import { refuseDeleteWhileInUse } from '../../http/refuse-delete-in-use.ts';
import { insertAudited, recordAudit } from '../audit/index.ts';
import { countCustomerInvoicesNotDraft } from '../billing/index.ts';
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

const notFound = () => AppError.notFound('No such customer.', 'customer');

/** A customer of the caller's client (an admin: the active client); any other id answers 404. */
async function visibleCustomer(ctx: AppContext, caller: Caller, id: string): Promise<Customer> {
  const customer = await findCustomer(ctx.db, caller.actor.clientId, id);
  if (!customer) throw notFound();
  return customer;
}

/** The customers a list or its CSV shows: the caller's client (an admin: the one named), searched, filtered and sorted by the query. */
const customerFilter = (caller: Caller, query: CustomerCsvQuery) => ({
  clientId: clientNamedBy(caller.actor, query.clientId),
  q: query.q || undefined,
  status: query.status,
  sort: query.sort,
  order: query.order,
});

/** The users of one customer (or of every customer) that a list or its CSV shows. */
const customerUserFilter = (caller: Caller, customerId: string | undefined, query: CustomerUserCsvQuery) => ({
  clientId: caller.actor.clientId,
  customerId,
  q: query.q || undefined,
  sort: query.sort,
  order: query.order,
});

export async function listClientCustomers(
  ctx: AppContext,
  caller: Caller,
  query: CustomerListQuery,
): Promise<CustomerListResponse> {
  const { items, total } = await listCustomers(ctx.db, { ...customerFilter(caller, query), ...pageWindow(query) });
  return { items, page: query.page, limit: query.limit, total };
}

export async function exportCustomersCsv(ctx: AppContext, caller: Caller, query: CustomerCsvQuery) {
  const { items } = await listCustomers(ctx.db, {
    ...customerFilter(caller, query),
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

export function getCustomer(ctx: AppContext, caller: Caller, id: string): Promise<Customer> {
  return visibleCustomer(ctx, caller, id);
}

export async function createCustomer(ctx: AppContext, caller: Caller, body: CustomerCreateBody) {
  const clientId = caller.actor.clientId;
  const now = ctx.clock();
  const customer = {
    name: body.name.trim(),
    contactName: body.contactName ?? null,
    contactEmail: body.contactEmail ?? null,
    contactPhone: body.contactPhone ?? null,
    address: body.address ?? null,
  };
  const audit = {
    clientId,
    actorId: caller.actor.userId,
    action: 'customer.create',
    entity: 'customer',
    data: body,
    requestId: caller.requestId,
    ip: caller.ip,
  };
  // A manager plans events only for the customers granted to them: the one they add is theirs at once.
  const grantToCreator = creatorNeedsCustomerGrant(caller.actor);
  const id = await insertAudited(ctx, audit, async (tx) => {
    const customerId = await insertCustomerRow(tx, clientId, customer, now);
    if (grantToCreator) await grantCustomerAccess(tx, clientId, caller.actor.userId, customerId);
    return customerId;
  });
  return visibleCustomer(ctx, caller, id);
}

export async function updateCustomer(ctx: AppContext, caller: Caller, id: string, body: CustomerUpdateBody) {
  const clientId = caller.actor.clientId;
  const before = await visibleCustomer(ctx, caller, id);
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
      actorId: caller.actor.userId,
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
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return visibleCustomer(ctx, caller, id);
}

export async function setCustomerStatus(ctx: AppContext, caller: Caller, id: string, status: CustomerStatus) {
  const clientId = caller.actor.clientId;
  const customer = await visibleCustomer(ctx, caller, id);
  if (customer.status !== status) {
    await ctx.db.transaction(async (tx) => {
      await updateCustomerRow(tx, clientId, id, { status }, ctx.clock());
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId,
        actorId: caller.actor.userId,
        action: status === 'Active' ? 'customer.reactivate' : 'customer.deactivate',
        entity: 'customer',
        entityId: id,
        requestId: caller.requestId,
        ip: caller.ip,
      });
    });
  }
  return visibleCustomer(ctx, caller, id);
}

/**
 * Deleting is refused while the customer has events, user accounts or invoices that are not drafts (their history
 * would go with it).
 */
export async function deleteCustomer(ctx: AppContext, caller: Caller, id: string) {
  const clientId = caller.actor.clientId;
  const customer = await visibleCustomer(ctx, caller, id);
  await ctx.db.transaction(async (tx) => {
    refuseDeleteWhileInUse('customer', await lockAndCountDependents(tx, clientId, id));
    const invoices = await countCustomerInvoicesNotDraft(tx, clientId, id);
    if (invoices > 0) {
      throw new AppError(
        'customer.has_invoices',
        `This customer has ${invoices} issued invoice${invoices === 1 ? '' : 's'}; it cannot be deleted. Deactivate it instead.`,
        { params: { count: invoices } },
      );
    }
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: caller.actor.userId,
      action: 'customer.delete',
      entity: 'customer',
      entityId: id,
      data: { name: customer.name },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    await deleteCustomerRow(tx, clientId, id);
  });
}

export async function usersOfCustomer(
  ctx: AppContext,
  caller: Caller,
  id: string,
  query: CustomerUserListQuery,
): Promise<CustomerUserListResponse> {
  await visibleCustomer(ctx, caller, id);
  const { items, total } = await listCustomerUsers(ctx.db, {
    ...customerUserFilter(caller, id, query),
    ...pageWindow(query),
  });
  return { items, page: query.page, limit: query.limit, total };
}

export async function allCustomerUsers(
  ctx: AppContext,
  caller: Caller,
  query: AllCustomerUsersQuery,
): Promise<CustomerUserListResponse> {
  if (query.customerId) await visibleCustomer(ctx, caller, query.customerId);
  const { items, total } = await listCustomerUsers(ctx.db, {
    ...customerUserFilter(caller, query.customerId, query),
    ...pageWindow(query),
  });
  return { items, page: query.page, limit: query.limit, total };
}

export async function exportCustomerUsersCsv(ctx: AppContext, caller: Caller, query: CustomerUserCsvQuery) {
  if (query.customerId) await visibleCustomer(ctx, caller, query.customerId);
  const { items } = await listCustomerUsers(ctx.db, {
    ...customerUserFilter(caller, query.customerId, query),
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
