import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../../shared/contract/auth.ts';
import { type FieldError, fieldError } from '../../../shared/contract/field-errors.ts';
import type {
  CreateUserBody,
  UpdateUserBody,
  User,
  UserListQuery,
  UserListResponse,
} from '../../../shared/contract/users.ts';
import { mayAssignRole, mayManageUser } from '../../../shared/policy.ts';
import { type Role, roleLabels } from '../../../shared/roles.ts';
import type { Caller } from '../../access/caller.ts';
import { onlyAnAdminGives } from '../../access/users.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword, sessionUserOf } from '../auth/index.ts';
import { type OutgoingMail, outboxMailer } from '../mail/index.ts';
import { removeAllFactors } from '../mfa/index.ts';
import { photoUrlFor, resizePhoto } from './photos.ts';
import {
  clientNameOf,
  customersOfClient,
  type Db,
  deleteSessionsOf,
  emailInUse,
  eventsOfClient,
  findPhoto,
  findUser,
  insertPasswordResetToken,
  insertUser,
  listUsers,
  replacePermissions,
  type UserChanges,
  updateUser,
} from './repository.ts';

/** How long the link of an invitation mail works. */
export const invitationValidityMs = 7 * 24 * 60 * 60 * 1000;
export const resetPasswordPath = '/pages/auth/reset-password';

/** Where a request that may send an invitation came from: its origin for the link, its log for the mail's fate. */
export interface InvitationContext {
  /** The origin the console is reached at, for links in mails (BASE_URL wins when set). */
  origin: string;
  log: FastifyBaseLogger;
}

/** The client whose users the caller administers: an admin works in their active client (docs/product/access-and-roles.md#admin). */
const clientScopeOf = (caller: Caller): string => caller.actor.clientId;

export async function listClientUsers(
  ctx: AppContext,
  caller: Caller,
  query: UserListQuery,
): Promise<UserListResponse> {
  const { items, total } = await listUsers(ctx.db, {
    clientId: clientScopeOf(caller),
    q: query.q || undefined,
    role: query.role,
    status: query.status,
    ...pageWindow(query),
  });
  return { items, page: query.page, limit: query.limit, total };
}

export async function getClientUser(ctx: AppContext, caller: Caller, id: string): Promise<User> {
  const user = await findUser(ctx.db, clientScopeOf(caller), id);
  if (!user) throw AppError.notFound('No such user.', 'user');
  return user;
}

function assertMayAssign(caller: Caller, roles: readonly Role[]) {
  const refused = roles.find((role) => !mayAssignRole(caller.actor.roles, role));
  if (refused) {
    if (onlyAnAdminGives(refused)) throw new AppError('user.admin_role_only', 'Only an admin may give the admin role.');
    throw new AppError(
      'user.role_above_own',
      `You cannot give the role ${roleLabels[refused]}: it is above your own.`,
      {
        params: { role: refused },
      },
    );
  }
}

/** Customer and event ids must belong to the client; otherwise 400 naming the field. */
async function assertSameClient(
  db: Db,
  clientId: string,
  input: {
    customerId?: string | null | undefined;
    permissions?: { fullClientAccess: string[]; individualEvents: string[] };
  },
) {
  const fields: Record<string, FieldError> = {};
  if (input.customerId) {
    const found = await customersOfClient(db, clientId, [input.customerId]);
    if (!found.has(input.customerId)) fields.customerId = fieldError('customer.not_of_client');
  }
  if (input.permissions) {
    const { fullClientAccess, individualEvents } = input.permissions;
    const foundCustomers = await customersOfClient(db, clientId, fullClientAccess);
    if (fullClientAccess.some((id) => !foundCustomers.has(id))) {
      fields['permissions.fullClientAccess'] = fieldError('user.foreign_customer');
    }
    const foundEvents = await eventsOfClient(db, clientId, individualEvents);
    if (individualEvents.some((id) => !foundEvents.has(id))) {
      fields['permissions.individualEvents'] = fieldError('user.foreign_event');
    }
  }
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === '23505' || cause?.code === '23505';
}

const emailTaken = () =>
  new AppError('auth.email_taken', 'An account with this email already exists.', {
    fieldErrors: { email: fieldError('validation.in_use') },
  });

/** The access grants a create or update body asks for, with an omitted list meaning none. */
function permissionsOf(body: { permissions?: CreateUserBody['permissions'] | undefined }) {
  return body.permissions
    ? {
        fullClientAccess: body.permissions.fullClientAccess ?? [],
        individualEvents: body.permissions.individualEvents ?? [],
      }
    : undefined;
}

export async function createClientUser(
  ctx: AppContext,
  caller: Caller,
  body: CreateUserBody & { roles: Role[] },
  invitationContext: InvitationContext,
): Promise<User> {
  const clientId = clientScopeOf(caller);
  assertMayAssign(caller, body.roles);
  const permissions = permissionsOf(body);
  await assertSameClient(ctx.db, clientId, { customerId: body.customerId, permissions });
  if (await emailInUse(ctx.db, body.email)) throw emailTaken();

  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const now = ctx.clock();
  const invitation = passwordHash
    ? undefined
    : invitationFor(ctx, caller, body.email, invitationContext, await clientNameOf(ctx.db, caller.actor.homeClientId));
  // Into the outbox inside the transaction; over SMTP only once the account exists.
  const viaOutbox = !ctx.mailer || ctx.mailer.kind === 'outbox';
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        clientId,
        email: body.email,
        displayName: body.displayName,
        roles: body.roles,
        passwordHash,
        customerId: body.customerId ?? null,
      });
      if (permissions) await replacePermissions(tx, clientId, userId, permissions);
      if (invitation) {
        await insertPasswordResetToken(tx, {
          tokenHash: invitation.tokenHash,
          userId,
          expiresAt: new Date(now.getTime() + invitationValidityMs),
          createdAt: now,
        });
        if (viaOutbox) await outboxMailer(tx).deliver(invitation.mail, { now });
      }
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId,
        actorId: caller.actor.userId,
        action: 'user.create',
        entity: 'user',
        entityId: userId,
        data: { email: body.email, roles: body.roles, invited: !passwordHash, customerId: body.customerId ?? null },
        requestId: caller.requestId,
        ip: caller.ip,
      });
      return userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (invitation && !viaOutbox) await ctx.mailer?.send(invitation.mail, invitationContext.log, now);
  return getClientUser(ctx, caller, id);
}

/**
 * An account without a password gets a one-time link by mail: a password_reset_tokens row, valid 7 days, that
 * the reset-password page redeems. The token is stored as its SHA-256 (hex) only, like session tokens.
 */
function invitationFor(ctx: AppContext, caller: Caller, email: string, context: InvitationContext, clientName: string) {
  const token = randomBytes(32).toString('base64url');
  const origin = ctx.baseUrl ?? context.origin;
  const link = `${origin}${resetPasswordPath}?token=${encodeURIComponent(token)}`;
  const mail: OutgoingMail = {
    to: email,
    subject: `${caller.actor.displayName} invited you to Watchpost`,
    body: [
      'Hello,',
      '',
      `${caller.actor.displayName} has created a Watchpost account for you at ${clientName}.`,
      'Choose your password with this link (it works for 7 days):',
      '',
      link,
      '',
      'If you did not expect this mail, you can ignore it.',
    ].join('\n'),
  };
  return { tokenHash: createHash('sha256').update(token).digest('hex'), mail };
}

async function managedTarget(ctx: AppContext, caller: Caller, id: string): Promise<User> {
  const target = await getClientUser(ctx, caller, id);
  if (!mayManageUser(caller.actor.roles, target.roles)) {
    throw new AppError('user.target_above_own', 'You cannot change a user whose role is above your own.');
  }
  return target;
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role, i) => role === b[i]);

export async function updateClientUser(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: UpdateUserBody & { roles?: Role[] | undefined },
): Promise<User> {
  const clientId = clientScopeOf(caller);
  const target = await managedTarget(ctx, caller, id);
  const rolesChange = body.roles && !sameRoles(body.roles, target.roles) ? body.roles : undefined;
  if (rolesChange) {
    if (target.id === caller.actor.userId) throw new AppError('user.own_roles', 'You cannot change your own roles.');
    assertMayAssign(caller, rolesChange);
  }
  const permissions = permissionsOf(body);
  await assertSameClient(ctx.db, clientId, { customerId: body.customerId, permissions });

  const changes: UserChanges = {};
  if (body.displayName !== undefined) changes.displayName = body.displayName;
  if (rolesChange) changes.roles = rolesChange;
  if (body.customerId !== undefined) changes.customerId = body.customerId;
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, clientId, id, changes, ctx.clock());
    if (permissions) await replacePermissions(tx, clientId, id, permissions);
    const audit = {
      at: ctx.clock(),
      clientId,
      actorId: caller.actor.userId,
      entity: 'user',
      entityId: id,
      requestId: caller.requestId,
      ip: caller.ip,
    };
    await recordAudit(tx, {
      ...audit,
      action: 'user.update',
      data: { fields: Object.keys(body).filter((key) => body[key as keyof typeof body] !== undefined) },
    });
    if (rolesChange) {
      await recordAudit(tx, { ...audit, action: 'user.role-change', data: { from: target.roles, to: rolesChange } });
    }
  });
  return getClientUser(ctx, caller, id);
}

/** Disables the account and ends all of its sessions in the same transaction. */
export async function deactivateClientUser(ctx: AppContext, caller: Caller, id: string) {
  if (id === caller.actor.userId) throw new AppError('user.deactivate_self', 'You cannot deactivate your own account.');
  const target = await managedTarget(ctx, caller, id);
  const clientId = clientScopeOf(caller);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, clientId, id, { status: 'disabled' }, ctx.clock());
    const endedSessions = await deleteSessionsOf(tx, id);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: caller.actor.userId,
      action: 'user.deactivate',
      entity: 'user',
      entityId: id,
      data: { previousStatus: target.status, endedSessions },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getClientUser(ctx, caller, id);
}

export async function reactivateClientUser(ctx: AppContext, caller: Caller, id: string) {
  const target = await managedTarget(ctx, caller, id);
  const clientId = clientScopeOf(caller);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, clientId, id, { status: 'active' }, ctx.clock());
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: caller.actor.userId,
      action: 'user.reactivate',
      entity: 'user',
      entityId: id,
      data: { previousStatus: target.status },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getClientUser(ctx, caller, id);
}

/**
 * Removes every second factor and recovery code of a person and ends their sessions (docs/decisions/0015): they
 * sign in with their password alone, or set up a factor first when their client requires one.
 */
export async function resetClientUserMfa(ctx: AppContext, caller: Caller, id: string) {
  if (id === caller.actor.userId)
    throw new AppError('user.own_factors', 'Manage your own sign-in factors on your profile.');
  await managedTarget(ctx, caller, id);
  const clientId = clientScopeOf(caller);
  await ctx.db.transaction(async (tx) => {
    const removed = await removeAllFactors(tx, id);
    await recordAudit(tx, {
      clientId,
      actorId: caller.actor.userId,
      action: 'user.mfa-reset',
      entity: 'user',
      entityId: id,
      data: removed,
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getClientUser(ctx, caller, id);
}

// ── The signed-in user's own profile ─────────────────────────────────────────────────────────────────────

/** The signed-in user as the API shows them (GET /me). */
export function presentMe(ctx: AppContext, caller: Caller): Promise<SessionUser> {
  return sessionUserOf(ctx, caller);
}

export async function updateMyProfile(
  ctx: AppContext,
  caller: Caller,
  body: { displayName: string },
): Promise<SessionUser> {
  const me = caller.actor;
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, me.homeClientId, me.userId, { displayName: body.displayName }, ctx.clock());
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: me.homeClientId,
      actorId: caller.actor.userId,
      action: 'user.profile-update',
      entity: 'user',
      entityId: me.userId,
      data: { fields: ['displayName'] },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return { ...(await sessionUserOf(ctx, caller)), displayName: body.displayName };
}

/**
 * Resizes the upload to 256×256 WebP, stores it in the file store and points the user at it, in one transaction;
 * the previous photo goes when nothing else references it.
 */
export async function replaceMyPhoto(ctx: AppContext, caller: Caller, bytes: Buffer) {
  const me = caller.actor;
  const webp = await resizePhoto(bytes);
  const previous = await findPhoto(ctx.db, me.homeClientId, me.userId);
  const photoUrl = await ctx.db.transaction(async (tx) => {
    const [stored] = await ctx.files.save(tx, [{ bytes: webp, contentType: 'image/webp' }]);
    const url = photoUrlFor(me.userId, stored.sha256);
    await updateUser(tx, me.homeClientId, me.userId, { photoUrl: url, photoFile: stored.sha256 }, ctx.clock());
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: me.homeClientId,
      actorId: caller.actor.userId,
      action: 'user.photo-update',
      entity: 'user',
      entityId: me.userId,
      data: { bytes: bytes.length },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return url;
  });
  await ctx.files.release(ctx.db, [previous?.photoFile]);
  return { ...(await sessionUserOf(ctx, caller)), photoUrl };
}

export async function deleteMyPhoto(ctx: AppContext, caller: Caller) {
  const me = caller.actor;
  const previous = await findPhoto(ctx.db, me.homeClientId, me.userId);
  if (previous?.photoUrl) {
    await ctx.db.transaction(async (tx) => {
      await updateUser(tx, me.homeClientId, me.userId, { photoUrl: null, photoFile: null }, ctx.clock());
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: me.homeClientId,
        actorId: caller.actor.userId,
        action: 'user.photo-delete',
        entity: 'user',
        entityId: me.userId,
        requestId: caller.requestId,
        ip: caller.ip,
      });
    });
    await ctx.files.release(ctx.db, [previous.photoFile]);
  }
  return { ...(await sessionUserOf(ctx, caller)), photoUrl: null };
}

/**
 * The photo's bytes and current URL of a user of the caller's own client (an admin: also of their active
 * client), or undefined. The route compares the URL's version with the request's to decide how long browsers may
 * cache.
 */
export async function findUserPhoto(ctx: AppContext, caller: Caller, id: string) {
  for (const clientId of new Set([caller.actor.homeClientId, clientScopeOf(caller)])) {
    const found = await findPhoto(ctx.db, clientId, id);
    if (found?.photoUrl && found.photoFile) {
      const file = await ctx.files.read(ctx.db, found.photoFile);
      return file ? { bytes: file.bytes, photoUrl: found.photoUrl } : undefined;
    }
  }
  return undefined;
}
