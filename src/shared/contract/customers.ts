import { z } from '../zod.ts';
import {
  changesSomething,
  contactFields,
  idParamsSchema,
  idSchema,
  optionalEmailSchema,
  optionalText,
  pageOf,
  pageQuerySchema,
  searchTextSchema,
  text,
} from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/**
 * Customers of a client (docs/product/clients-and-customers.md#customers: `/api/v1/customers`, `/:id`, `/:id/users`).
 *
 * Who may do what — the rule these endpoints follow:
 * - Executive and manager (and an admin, on their active client) see and manage EVERY customer of their client:
 *   name, contact details, status. A customer is the client's directory entry for the party it works for, not an
 *   event; event visibility (docs/product/access-and-roles.md#event-visibility) scopes *events* (a manager sees the events of the customers in `permissions.fullClientAccess`
 *   plus `individualEvents`), and a manager must be able to add a new customer before anyone is granted it.
 * - The events of a customer stay scoped by that rule: the customer page reads them through `GET /api/v1/events`
 *   with `customerId`, which applies the caller's event visibility. The `events` count of a customer is the
 *   client-wide count, because it is what decides whether the customer may be deleted.
 * - Delete is refused (409) while the customer has events or user accounts: deactivate it instead.
 * - Another client's customer id answers 404.
 * - `clientId` on the list names the client whose customers an admin lists (the client page of any client); for
 *   anyone else it is ignored, since their own client is the only one they have.
 */

export const customerStatuses = ['Active', 'Inactive'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

export const customerSortFields = ['name', 'status', 'createdAt'] as const;
export type CustomerSortField = (typeof customerSortFields)[number];

const sortOrderSchema = z.enum(['asc', 'desc'], withCode('validation.either')).default('asc');

const customerFilterShape = {
  q: searchTextSchema,
  status: z.enum(customerStatuses, withCode('validation.either')).optional(),
  clientId: idSchema.optional(),
  sort: z.enum(customerSortFields, withCode('validation.one_of')).default('name'),
  order: sortOrderSchema,
};

export const customerListQuerySchema = pageQuerySchema.extend(customerFilterShape);
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** The CSV export takes the list's filters and sort, without paging. */
export const customerCsvQuerySchema = z.object(customerFilterShape);
export type CustomerCsvQuery = z.infer<typeof customerCsvQuerySchema>;

/** Most rows one CSV export holds. */
export const customerCsvMaxRows = 10_000;

/** Digits, spaces and + ( ) . - / x (for an extension); lenient on purpose, since formats differ by country. */
const phonePattern = /^[0-9+()./\-\sxX#*]*$/;

export const customerWriteSchema = z.strictObject({
  name: text('validation.name_required')
    .trim()
    .min(1, 'validation.name_required')
    .max(120, withCode('validation.too_long')),
  contactName: optionalText(120),
  contactEmail: optionalEmailSchema,
  contactPhone: text('validation.not_text')
    .trim()
    .max(32, withCode('validation.too_long'))
    .regex(phonePattern, 'customer.valid_phone_number')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  address: optionalText(200),
});
export const customerCreateBodySchema = customerWriteSchema.meta({ id: 'CustomerCreateBody' });
export const customerUpdateBodySchema = customerWriteSchema
  .partial()
  .refine(changesSomething, 'validation.nothing_to_change')
  .meta({ id: 'CustomerUpdateBody' });
export type CustomerCreateBody = z.input<typeof customerCreateBodySchema>;
export type CustomerUpdateBody = z.input<typeof customerUpdateBodySchema>;

export const customerSchema = z
  .object({
    id: text(),
    clientId: text(),
    name: text(),
    status: z.enum(customerStatuses),
    ...contactFields,
    /** Every event of the customer in the client (not only those the caller may see). */
    events: z.number().int(),
    /** User accounts of the customer (roles client / customer). */
    users: z.number().int(),
    createdAt: text(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

export const customerListResponseSchema = pageOf(customerSchema).meta({ id: 'CustomerList' });
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

// ── Customer users ─────────────────────────────────────────────────────────────────────────────────────────

/** Users of a customer: accounts tied to one customer (`customerId`), normally with role client or customer. */
export const customerUserSortFields = ['displayName', 'email', 'customerName', 'createdAt'] as const;
export type CustomerUserSortField = (typeof customerUserSortFields)[number];

const customerUserFilterShape = {
  q: searchTextSchema,
  sort: z.enum(customerUserSortFields, 'customer.one_displayname_email_customername').default('displayName'),
  order: sortOrderSchema,
};

export const customerUserListQuerySchema = pageQuerySchema.extend(customerUserFilterShape);
export type CustomerUserListQuery = z.infer<typeof customerUserListQuerySchema>;

export const allCustomerUsersQuerySchema = pageQuerySchema.extend({
  ...customerUserFilterShape,
  customerId: z.uuid('validation.invalid_id').optional(),
});
export type AllCustomerUsersQuery = z.infer<typeof allCustomerUsersQuerySchema>;

export const customerUserCsvQuerySchema = z.object({
  ...customerUserFilterShape,
  customerId: z.uuid('validation.invalid_id').optional(),
});
export type CustomerUserCsvQuery = z.infer<typeof customerUserCsvQuerySchema>;

export const customerUserSchema = z
  .object({
    id: text(),
    displayName: text(),
    email: text(),
    roles: z.array(text()),
    role: text(),
    status: z.enum(['active', 'disabled']),
    customerId: text(),
    customerName: text(),
    invitationPending: z.boolean(),
    createdAt: text(),
  })
  .meta({ id: 'CustomerUser' });
export type CustomerUser = z.infer<typeof customerUserSchema>;

export const customerUserListResponseSchema = pageOf(customerUserSchema).meta({ id: 'CustomerUserList' });
export type CustomerUserListResponse = z.infer<typeof customerUserListResponseSchema>;

const tags = ['customers'];

/** The customers API and their user accounts, defined once for the server's routes and the web's client. */
export const customerOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/customers',
    access: 'customers.view',
    tags,
    summary: "Customers of the caller's client (an admin: the active client): paged, sorted, filtered",
    query: customerListQuerySchema,
    response: customerListResponseSchema,
  }),
  exportCsv: defineOperation({
    method: 'GET',
    path: '/customers.csv',
    access: 'customers.view',
    tags,
    summary: 'The filtered customer list as CSV (all pages, at most 10 000 rows)',
    query: customerCsvQuerySchema,
    produces: 'text/csv',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/customers',
    access: 'customers.manage',
    tags,
    summary: 'Add a customer',
    body: customerCreateBodySchema,
    status: 201,
    response: customerSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/customers/:id',
    access: 'customers.view',
    tags,
    summary: 'One customer, with its event and user counts',
    params: idParamsSchema,
    response: customerSchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/customers/:id',
    access: 'customers.manage',
    tags,
    summary: 'Edit a customer’s name and contact details',
    params: idParamsSchema,
    body: customerUpdateBodySchema,
    response: customerSchema,
  }),
  deactivate: defineOperation({
    method: 'POST',
    path: '/customers/:id/deactivate',
    access: 'customers.manage',
    tags,
    summary: 'Deactivate a customer',
    params: idParamsSchema,
    response: customerSchema,
  }),
  reactivate: defineOperation({
    method: 'POST',
    path: '/customers/:id/reactivate',
    access: 'customers.manage',
    tags,
    summary: 'Reactivate a customer',
    params: idParamsSchema,
    response: customerSchema,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/customers/:id',
    access: 'customers.manage',
    tags,
    summary: 'Delete a customer with no events and no user accounts',
    params: idParamsSchema,
    status: 204,
  }),
  listUsers: defineOperation({
    method: 'GET',
    path: '/customers/:id/users',
    access: 'customers.view',
    tags,
    summary: 'User accounts of one customer (created and edited through /api/v1/users with customerId)',
    params: idParamsSchema,
    query: customerUserListQuerySchema,
    response: customerUserListResponseSchema,
  }),
  listAllUsers: defineOperation({
    method: 'GET',
    path: '/customer-users',
    access: 'customers.view',
    tags,
    summary: 'Every customer user of the client (users tied to a customer), with the customer',
    query: allCustomerUsersQuerySchema,
    response: customerUserListResponseSchema,
  }),
  exportUsersCsv: defineOperation({
    method: 'GET',
    path: '/customer-users.csv',
    access: 'customers.view',
    tags,
    summary: 'The filtered customer-user list as CSV (all pages, at most 10 000 rows)',
    query: customerUserCsvQuerySchema,
    produces: 'text/csv',
  }),
};
