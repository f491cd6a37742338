import { allRoles } from '../roles.ts';
import { z } from '../zod.ts';
import { accountIdentityShape, permissionsSchema, sessionUserSchema } from './auth.ts';
import {
  changesSomething,
  emailMaxLength,
  idParamsSchema,
  idSchema,
  pageOf,
  pageQuerySchema,
  searchTextSchema,
  text,
} from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

export const userStatuses = ['active', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Largest accepted profile photo upload (before resizing). */
export const maxPhotoBytes = 5 * 1024 * 1024;
/** Stored profile photos are square WebP images of this size. */
export const photoSize = 256;
export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

const roleSchema = z.enum(allRoles, 'user.not_known_role');

export const userListQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema,
  role: roleSchema.optional(),
  status: z.enum(userStatuses, withCode('validation.either')).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userSchema = z
  .object({
    ...accountIdentityShape,
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

export const displayNameSchema = text('validation.name_required')
  .trim()
  .min(1, 'validation.name_required')
  .max(100, withCode('validation.too_long'));

const rolesSchema = z
  .array(roleSchema, 'user.least_one_role')
  .min(1, 'user.least_one_role')
  .max(allRoles.length, 'user.too_many_roles')
  .refine((roles) => new Set(roles).size === roles.length, 'user.role_listed_twice');

const idListSchema = z.array(idSchema, 'validation.not_id_list').max(500, withCode('validation.too_many'));

const permissionsBodySchema = z.strictObject({
  fullClientAccess: idListSchema.default([]),
  individualEvents: idListSchema.default([]),
});

export const createUserBodySchema = z
  .strictObject({
    email: text('auth.email_required')
      .trim()
      .min(1, 'auth.email_required')
      .max(emailMaxLength, 'validation.invalid_email')
      .pipe(z.email('validation.invalid_email')),
    displayName: displayNameSchema,
    roles: rolesSchema,
    /** Without a password the account is created without one and an invitation mail is sent. */
    password: text('validation.not_text')
      .min(8, 'auth.new_password_too_short')
      .max(1024, 'user.password_too_long')
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
  .refine(changesSomething, 'validation.nothing_to_change')
  .meta({ id: 'UpdateUserBody' });
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const updateMeBodySchema = z.strictObject({ displayName: displayNameSchema }).meta({ id: 'UpdateMeBody' });
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

/** `v` is the version in the user's photoUrl: the current one is cached for good, an old one is revalidated. */
export const userPhotoQuerySchema = z.object({ v: z.string().max(64).optional() });

/** User administration (`/api/v1/users`) and the signed-in user's profile (`/api/v1/me`), defined once. */
export const userOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/users',
    access: 'users.manage',
    tags: ['users'],
    summary: "Users of the caller's client (an admin: the active client), by name",
    query: userListQuerySchema,
    response: userListResponseSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/users/:id',
    access: 'users.manage',
    tags: ['users'],
    summary: 'One user of the client',
    params: idParamsSchema,
    response: userSchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/users',
    access: 'users.manage',
    tags: ['users'],
    summary: 'Create a user; without a password the user is invited by mail to choose one',
    body: createUserBodySchema,
    status: 201,
    response: userSchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/users/:id',
    access: 'users.manage',
    tags: ['users'],
    summary: "Change a user's name, roles, permissions or customer",
    params: idParamsSchema,
    body: updateUserBodySchema,
    response: userSchema,
  }),
  deactivate: defineOperation({
    method: 'POST',
    path: '/users/:id/deactivate',
    access: 'users.manage',
    tags: ['users'],
    summary: 'Disable the account and end all of its sessions at once',
    params: idParamsSchema,
    response: userSchema,
  }),
  reactivate: defineOperation({
    method: 'POST',
    path: '/users/:id/reactivate',
    access: 'users.manage',
    tags: ['users'],
    summary: 'Enable a disabled account again',
    params: idParamsSchema,
    response: userSchema,
  }),
  resetMfa: defineOperation({
    method: 'POST',
    path: '/users/:id/mfa/reset',
    access: 'users.resetMfa',
    tags: ['users'],
    summary: "Remove all of a person's second factors and recovery codes and end their sessions (audited)",
    params: idParamsSchema,
    response: userSchema,
  }),
  photo: defineOperation({
    method: 'GET',
    path: '/users/:id/photo',
    access: 'authenticated',
    tags: ['users'],
    summary: 'The profile photo of a user of the same client (256×256 WebP)',
    params: idParamsSchema,
    query: userPhotoQuerySchema,
    produces: 'image/webp',
  }),
  me: defineOperation({
    method: 'GET',
    path: '/me',
    access: 'authenticated',
    tags: ['me'],
    summary: 'The signed-in user’s profile',
    response: sessionUserSchema,
  }),
  updateMe: defineOperation({
    method: 'PATCH',
    path: '/me',
    access: 'authenticated',
    tags: ['me'],
    summary: 'Change the signed-in user’s display name',
    body: updateMeBodySchema,
    response: sessionUserSchema,
  }),
  deleteMyPhoto: defineOperation({
    method: 'DELETE',
    path: '/me/photo',
    access: 'authenticated',
    tags: ['me'],
    summary: 'Remove the signed-in user’s photo',
    response: sessionUserSchema,
  }),
  uploadMyPhoto: defineOperation({
    method: 'PUT',
    path: '/me/photo',
    access: 'authenticated',
    tags: ['me'],
    summary: 'Upload the signed-in user’s photo: a JPEG, PNG or WebP image of at most 5 MB as the body',
    consumes: photoContentTypes,
    response: sessionUserSchema,
  }),
};
