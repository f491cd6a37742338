import { z } from 'zod';
import { allRoles } from '../roles.ts';
import { permissionsSchema } from './auth.ts';
import { idSchema, pageOf, pageQuerySchema, text } from './common.ts';

export const userStatuses = ['active', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Largest accepted profile photo upload (before resizing). */
export const maxPhotoBytes = 5 * 1024 * 1024;
/** Stored profile photos are square WebP images of this size. */
export const photoSize = 256;
export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

const roleSchema = z.enum(allRoles, 'Not a known role');

export const userListQuerySchema = pageQuerySchema.extend({
  q: text().trim().max(200, 'At most 200 characters').optional(),
  role: roleSchema.optional(),
  status: z.enum(userStatuses, 'Must be active or disabled').optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userSchema = z
  .object({
    id: text(),
    email: text(),
    displayName: text(),
    photoUrl: text().nullable(),
    roles: z.array(text()),
    role: text(),
    status: z.enum(userStatuses),
    clientId: text(),
    customerId: text().nullable(),
    customerName: text().nullable(),
    permissions: permissionsSchema,
    /** Invited and has not chosen a password yet. */
    invitationPending: z.boolean(),
    createdAt: text(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const userListResponseSchema = pageOf(userSchema).meta({ id: 'UserList' });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const displayNameSchema = text('You must enter a name')
  .trim()
  .min(1, 'You must enter a name')
  .max(100, 'At most 100 characters');

const rolesSchema = z
  .array(roleSchema, 'Choose at least one role')
  .min(1, 'Choose at least one role')
  .max(allRoles.length, 'Too many roles')
  .refine((roles) => new Set(roles).size === roles.length, 'A role is listed twice');

const idListSchema = z.array(idSchema, 'Must be a list of ids').max(500, 'At most 500 entries');

const permissionsBodySchema = z.strictObject({
  fullClientAccess: idListSchema.default([]),
  individualEvents: idListSchema.default([]),
});

export const createUserBodySchema = z
  .strictObject({
    email: text('You must enter an email')
      .trim()
      .min(1, 'You must enter an email')
      .max(254, 'You must enter a valid email')
      .pipe(z.email('You must enter a valid email')),
    displayName: displayNameSchema,
    roles: rolesSchema,
    /** Without a password the account is created without one and an invitation mail is sent. */
    password: text('Must be text')
      .min(8, 'Password is too short - should be 8 chars minimum.')
      .max(1024, 'Password is too long')
      .optional(),
    permissions: permissionsBodySchema.optional(),
    customerId: idSchema.nullable().optional(),
  })
  .meta({ id: 'CreateUserBody' });
export type CreateUserBody = z.input<typeof createUserBodySchema>;

export const updateUserBodySchema = z
  .strictObject({
    displayName: displayNameSchema.optional(),
    roles: rolesSchema.optional(),
    permissions: permissionsBodySchema.optional(),
    customerId: idSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change')
  .meta({ id: 'UpdateUserBody' });
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const updateMeBodySchema = z.strictObject({ displayName: displayNameSchema }).meta({ id: 'UpdateMeBody' });
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;
