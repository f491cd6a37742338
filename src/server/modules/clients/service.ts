import type {
  Client,
  ClientCreateBody,
  ClientListQuery,
  ClientListResponse,
  ClientNote,
  ClientUpdateBody,
} from '../../../shared/contract/clients.ts';
import { effectiveRole } from '../../../shared/roles.ts';
import { actorOf } from '../../access/actor.ts';
import { visibleClientOf } from '../../access/clients.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import { refuseDeleteWhileInUse } from '../../http/refuse-delete-in-use.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import {
  countDependents,
  deleteClientNote,
  deleteClientRow,
  findClient,
  findClientNote,
  insertClientNote,
  insertClientRow,
  listClientNotes,
  listClients,
  setActiveClient,
  updateClientRow,
} from './repository.ts';

export interface RequestInfo {
  requestId: string;
  ip: string | null;
}

const notFound = () => AppError.notFound('No such client.', 'client');

/** Admin sees every client; everyone else only their own (another client's id answers 404). */
async function visibleClient(ctx: AppContext, user: AuthUser, id: string): Promise<Client> {
  const only = visibleClientOf(actorOf(user));
  if (only !== undefined && id !== only) throw notFound();
  const client = await findClient(ctx.db, id, ctx.clock());
  if (!client) throw notFound();
  return client;
}

export async function listVisibleClients(
  ctx: AppContext,
  user: AuthUser,
  query: ClientListQuery,
): Promise<ClientListResponse> {
  const { items, total } = await listClients(ctx.db, {
    onlyClientId: visibleClientOf(actorOf(user)),
    q: query.q || undefined,
    status: query.status,
    ...pageWindow(query),
    now: ctx.clock(),
  });
  return { items, total, page: query.page, limit: query.limit };
}

export function getClient(ctx: AppContext, user: AuthUser, id: string): Promise<Client> {
  return visibleClient(ctx, user, id);
}

export async function createClient(ctx: AppContext, user: AuthUser, body: ClientCreateBody, info: RequestInfo) {
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertClientRow(tx, {
      name: body.clientName,
      timeZone: body.timeZone ?? 'UTC',
      contactName: body.contactName ?? null,
      contactEmail: body.contactEmail ?? null,
      contactPhone: body.contactPhone ?? null,
      address: body.address ?? null,
      positionIntervalSeconds: body.positionIntervalSeconds,
      visitorRetentionDays: body.visitorRetentionDays,
      mfaRequiredRoles: body.mfaRequiredRoles ?? [],
      now,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: created,
      actorId: user.id,
      action: 'client.create',
      entity: 'client',
      entityId: created,
      data: body,
      ...info,
    });
    return created;
  });
  return visibleClient(ctx, user, id);
}

export async function updateClient(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  body: ClientUpdateBody,
  info: RequestInfo,
) {
  const before = await visibleClient(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    await updateClientRow(
      tx,
      id,
      {
        ...(body.clientName !== undefined ? { name: body.clientName } : {}),
        ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
        ...(body.contactName !== undefined ? { contactName: body.contactName } : {}),
        ...(body.contactEmail !== undefined ? { contactEmail: body.contactEmail } : {}),
        ...(body.contactPhone !== undefined ? { contactPhone: body.contactPhone } : {}),
        ...(body.address !== undefined ? { address: body.address } : {}),
        ...(body.positionIntervalSeconds !== undefined
          ? { positionIntervalSeconds: body.positionIntervalSeconds }
          : {}),
        ...(body.visitorRetentionDays !== undefined ? { visitorRetentionDays: body.visitorRetentionDays } : {}),
        ...(body.mfaRequiredRoles !== undefined ? { mfaRequiredRoles: body.mfaRequiredRoles } : {}),
      },
      ctx.clock(),
    );
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: id,
      actorId: user.id,
      action: 'client.update',
      entity: 'client',
      entityId: id,
      data: {
        before: {
          clientName: before.clientName,
          timeZone: before.timeZone,
          positionIntervalSeconds: before.positionIntervalSeconds,
          visitorRetentionDays: before.visitorRetentionDays,
          mfaRequiredRoles: before.mfaRequiredRoles,
        },
        changes: body,
      },
      ...info,
    });
  });
  return visibleClient(ctx, user, id);
}

export async function setClientStatus(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  status: 'Active' | 'Inactive',
  info: RequestInfo,
) {
  const client = await visibleClient(ctx, user, id);
  if (status === 'Inactive' && id === user.clientId) {
    throw new AppError('client.deactivate_own', 'You cannot deactivate the client your own account belongs to.');
  }
  if (client.status !== status) {
    await ctx.db.transaction(async (tx) => {
      await updateClientRow(tx, id, { status }, ctx.clock());
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: id,
        actorId: user.id,
        action: status === 'Active' ? 'client.reactivate' : 'client.deactivate',
        entity: 'client',
        entityId: id,
        ...info,
      });
    });
  }
  return visibleClient(ctx, user, id);
}

/** Deleting a client deletes its whole operation, so it is refused while it has events or people: deactivate. */
export async function deleteClient(ctx: AppContext, user: AuthUser, id: string, info: RequestInfo) {
  await visibleClient(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    refuseDeleteWhileInUse('client', await countDependents(tx, id));
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: null,
      actorId: user.id,
      action: 'client.delete',
      entity: 'client',
      entityId: id,
      ...info,
    });
    await deleteClientRow(tx, id);
  });
}

/** The admin's working context (docs/product/access-and-roles.md#admin): the client whose operation their screens show. */
export async function makeActiveClient(ctx: AppContext, user: AuthUser, id: string, info: RequestInfo) {
  const client = await visibleClient(ctx, user, id);
  if (client.status !== 'Active')
    throw new AppError('client.not_active', 'Only an Active client can be the working client.');
  await ctx.db.transaction(async (tx) => {
    await setActiveClient(tx, user.id, id, ctx.clock());
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: id,
      actorId: user.id,
      action: 'client.set-active',
      entity: 'client',
      entityId: id,
      ...info,
    });
  });
  return client;
}

export async function notesOf(ctx: AppContext, user: AuthUser, clientId: string): Promise<ClientNote[]> {
  await visibleClient(ctx, user, clientId);
  return listClientNotes(ctx.db, clientId);
}

export async function addNote(ctx: AppContext, user: AuthUser, clientId: string, content: string, info: RequestInfo) {
  await visibleClient(ctx, user, clientId);
  const noteId = await ctx.db.transaction(async (tx) => {
    const created = await insertClientNote(tx, { clientId, authorId: user.id, content, now: ctx.clock() });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: user.id,
      action: 'client.note-add',
      entity: 'client_note',
      entityId: created,
      ...info,
    });
    return created;
  });
  const note = (await listClientNotes(ctx.db, clientId)).find((n) => n.id === noteId);
  if (!note) throw new Error('note vanished right after it was created');
  return note;
}

/** A note is deleted by its author, or by an executive (or admin) of the client. */
export async function removeNote(ctx: AppContext, user: AuthUser, clientId: string, noteId: string, info: RequestInfo) {
  await visibleClient(ctx, user, clientId);
  const note = await findClientNote(ctx.db, clientId, noteId);
  if (!note) throw AppError.notFound('No such note.', 'note');
  const role = effectiveRole(user.roles);
  if (note.authorId !== user.id && role !== 'executive' && role !== 'admin') {
    throw new AppError('note.not_author', 'Only the author or an executive can delete this note.');
  }
  await ctx.db.transaction(async (tx) => {
    await deleteClientNote(tx, noteId);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: user.id,
      action: 'client.note-delete',
      entity: 'client_note',
      entityId: noteId,
      ...info,
    });
  });
}
