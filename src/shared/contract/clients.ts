import { allRoles } from '../roles.ts';
import { z } from '../zod.ts';
import {
  contactFields,
  idParamsSchema,
  optionalEmailSchema,
  optionalText,
  pageOf,
  pageQuerySchema,
  searchTextSchema,
  text,
} from './common.ts';
import { positionIntervalRange } from './field.ts';
import { withCode } from './field-errors.ts';
import { noteOperations, noteSchemas } from './notes.ts';
import { defineOperation } from './operation.ts';

export const clientStatuses = ['Active', 'Inactive'] as const;

export const clientListQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema,
  status: z.enum(clientStatuses, withCode('validation.either')).optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** How often a guard's phone sends its position while clocked in (docs/product/field-app.md#position-sharing), in whole seconds. */
export const positionIntervalSecondsSchema = z
  .number('validation.not_number')
  .int('validation.not_integer')
  .min(positionIntervalRange.min, withCode('validation.seconds_too_small'))
  .max(positionIntervalRange.max, withCode('validation.seconds_too_big'));

/** How many days a visitor's personal data is kept after their last activity (docs/product/visitors.md#retention), default 90. */
export const visitorRetentionRange = { min: 7, max: 3650, default: 90 } as const;
export const visitorRetentionDaysSchema = z
  .number('validation.not_number')
  .int('validation.not_integer')
  .min(visitorRetentionRange.min, withCode('validation.days_too_small'))
  .max(visitorRetentionRange.max, withCode('validation.days_too_big'));

/** The average speed dispatch ETAs are computed at (docs/product/dispatch.md#rules), whole km/h, default 40. */
export const dispatchSpeedRange = { min: 5, max: 200, default: 40 } as const;
export const dispatchSpeedKmhSchema = z
  .number('validation.not_number')
  .int('validation.not_integer')
  .min(dispatchSpeedRange.min, withCode('validation.too_small'))
  .max(dispatchSpeedRange.max, withCode('validation.too_big'));

/** Roles whose people must sign in with a second factor (empty: off), docs/decisions/0015. */
export const mfaRequiredRolesSchema = z
  .array(z.enum(allRoles, 'validation.not_role'), 'validation.not_role_list')
  .max(allRoles.length, 'validation.not_role_list')
  .transform((roles) => [...new Set(roles)]);

export const clientWriteSchema = z.strictObject({
  clientName: text('validation.name_required')
    .trim()
    .min(1, 'validation.name_required')
    .max(120, withCode('validation.too_long')),
  timeZone: text('validation.not_time_zone')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'event.iana_time_zone_america')
    .optional(),
  contactName: optionalText(120),
  contactEmail: optionalEmailSchema,
  contactPhone: optionalText(40),
  address: optionalText(300),
  positionIntervalSeconds: positionIntervalSecondsSchema.optional(),
  visitorRetentionDays: visitorRetentionDaysSchema.optional(),
  dispatchSpeedKmh: dispatchSpeedKmhSchema.optional(),
  mfaRequiredRoles: mfaRequiredRolesSchema.optional(),
});
export const clientCreateBodySchema = clientWriteSchema.meta({ id: 'ClientCreateBody' });
export const clientUpdateBodySchema = clientWriteSchema.partial().meta({ id: 'ClientUpdateBody' });
export type ClientCreateBody = z.infer<typeof clientCreateBodySchema>;
export type ClientUpdateBody = z.infer<typeof clientUpdateBodySchema>;

export const clientSchema = z
  .object({
    id: text(),
    clientName: text(),
    status: z.enum(clientStatuses),
    timeZone: text(),
    ...contactFields,
    positionIntervalSeconds: z.number().int(),
    visitorRetentionDays: z.number().int(),
    dispatchSpeedKmh: z.number().int(),
    mfaRequiredRoles: z.array(text()),
    customers: z.number().int(),
    events: z.number().int(),
    activeEvents: z.number().int(),
    createdAt: text(),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof clientSchema>;

export const clientListResponseSchema = pageOf(clientSchema).meta({ id: 'ClientList' });
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

const clientNoteSchemas = noteSchemas('Client');
export type ClientNote = z.infer<typeof clientNoteSchemas.note>;

const tags = ['clients'];

/** The clients API, defined once for the server's routes and the web's client. */
export const clientOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/clients',
    access: 'clients.view',
    tags,
    summary: 'Clients: every client for an admin, their own for others',
    query: clientListQuerySchema,
    response: clientListResponseSchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/clients',
    access: 'clients.admin',
    tags,
    summary: 'Add a client (admin)',
    body: clientCreateBodySchema,
    status: 201,
    response: clientSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/clients/:id',
    access: 'clients.view',
    tags,
    summary: 'One client',
    params: idParamsSchema,
    response: clientSchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/clients/:id',
    access: 'clients.edit',
    tags,
    summary: 'Edit a client’s details',
    params: idParamsSchema,
    body: clientUpdateBodySchema,
    response: clientSchema,
  }),
  deactivate: defineOperation({
    method: 'POST',
    path: '/clients/:id/deactivate',
    access: 'clients.admin',
    tags,
    summary: 'Deactivate a client (admin)',
    params: idParamsSchema,
    response: clientSchema,
  }),
  reactivate: defineOperation({
    method: 'POST',
    path: '/clients/:id/reactivate',
    access: 'clients.admin',
    tags,
    summary: 'Reactivate a client (admin)',
    params: idParamsSchema,
    response: clientSchema,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/clients/:id',
    access: 'clients.admin',
    tags,
    summary: 'Delete a client with no events and no users (admin)',
    params: idParamsSchema,
    status: 204,
  }),
  setActive: defineOperation({
    method: 'POST',
    path: '/clients/:id/set-active',
    access: 'clients.admin',
    tags,
    summary: 'Make a client the admin’s working client',
    params: idParamsSchema,
    response: clientSchema,
  }),
  ...noteOperations({
    recordPath: '/clients/:id',
    subject: 'a client',
    tags,
    readAccess: 'clients.view',
    writeAccess: 'clients.view',
    schemas: clientNoteSchemas,
  }),
};
