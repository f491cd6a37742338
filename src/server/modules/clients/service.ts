import type {
  Client,
  ClientCreateBody,
  ClientListQuery,
  ClientListResponse,
  ClientNote,
  ClientUpdateBody,
} from '../../../shared/contract/clients.ts';
import { can } from '../../../shared/policy.ts';
import type { Caller } from '../../access/caller.ts';
import { visibleClientOf } from '../../access/clients.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import { refuseDeleteWhileInUse } from '../../http/refuse-delete-in-use.ts';
import { recordAudit } from '../audit/index.ts';
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

const notFound = () => AppError.notFound('No such client.', 'client');

/** Admin sees every client; everyone else only their own (another client's id answers 404). */
async function visibleClient(ctx: AppContext, caller: Caller, id: string): Promise<Client> {
  const only = visibleClientOf(caller.actor);
  if (only !== undefined && id !== only) throw notFound();
  const client = await findClient(ctx.db, id, ctx.clock());
  if (!client) throw notFound();
  return client;
}

export async function listVisibleClients(
  ctx: AppContext,
  caller: Caller,
  query: ClientListQuery,
): Promise<ClientListResponse> {
  const { items, total } = await listClients(ctx.db, {
    onlyClientId: visibleClientOf(caller.actor),
    q: query.q || undefined,
    status: query.status,
    ...pageWindow(query),
    now: ctx.clock(),
  });
  return { items, total, page: query.page, limit: query.limit };
}

export function getClient(ctx: AppContext, caller: Caller, id: string): Promise<Client> {
  return visibleClient(ctx, caller, id);
}

export async function createClient(ctx: AppContext, caller: Caller, body: ClientCreateBody) {
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
      dispatchSpeedKmh: body.dispatchSpeedKmh,
      mfaRequiredRoles: body.mfaRequiredRoles ?? [],
      now,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: created,
      actorId: caller.actor.userId,
      action: 'client.create',
      entity: 'client',
      entityId: created,
      data: body,
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return created;
  });
  return visibleClient(ctx, caller, id);
}

export async function updateClient(ctx: AppContext, caller: Caller, id: string, body: ClientUpdateBody) {
  const before = await visibleClient(ctx, caller, id);
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
        ...(body.dispatchSpeedKmh !== undefined ? { dispatchSpeedKmh: body.dispatchSpeedKmh } : {}),
        ...(body.mfaRequiredRoles !== undefined ? { mfaRequiredRoles: body.mfaRequiredRoles } : {}),
      },
      ctx.clock(),
    );
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: id,
      actorId: caller.actor.userId,
      action: 'client.update',
      entity: 'client',
      entityId: id,
      data: {
        before: {
          clientName: before.clientName,
          timeZone: before.timeZone,
          positionIntervalSeconds: before.positionIntervalSeconds,
          visitorRetentionDays: before.visitorRetentionDays,
          dispatchSpeedKmh: before.dispatchSpeedKmh,
          mfaRequiredRoles: before.mfaRequiredRoles,
        },
        changes: body,
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return visibleClient(ctx, caller, id);
}

export async function setClientStatus(ctx: AppContext, caller: Caller, id: string, status: 'Active' | 'Inactive') {
  const client = await visibleClient(ctx, caller, id);
  if (status === 'Inactive' && id === caller.actor.homeClientId) {
    throw new AppError('client.deactivate_own', 'You cannot deactivate the client your own account belongs to.');
  }
  if (client.status !== status) {
    await ctx.db.transaction(async (tx) => {
      await updateClientRow(tx, id, { status }, ctx.clock());
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: id,
        actorId: caller.actor.userId,
        action: status === 'Active' ? 'client.reactivate' : 'client.deactivate',
        entity: 'client',
        entityId: id,
        requestId: caller.requestId,
        ip: caller.ip,
      });
    });
  }
  return visibleClient(ctx, caller, id);
}

/** Deleting a client deletes its whole operation, so it is refused while it has events or people: deactivate. */
export async function deleteClient(ctx: AppContext, caller: Caller, id: string) {
  await visibleClient(ctx, caller, id);
  await ctx.db.transaction(async (tx) => {
    refuseDeleteWhileInUse('client', await countDependents(tx, id));
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: null,
      actorId: caller.actor.userId,
      action: 'client.delete',
      entity: 'client',
      entityId: id,
      requestId: caller.requestId,
      ip: caller.ip,
    });
    await deleteClientRow(tx, id);
  });
}

/** The admin's working context (docs/product/access-and-roles.md#admin): the client whose operation their screens show. */
export async function makeActiveClient(ctx: AppContext, caller: Caller, id: string) {
  const client = await visibleClient(ctx, caller, id);
  if (client.status !== 'Active')
    throw new AppError('client.not_active', 'Only an Active client can be the working client.');
  await ctx.db.transaction(async (tx) => {
    await setActiveClient(tx, caller.actor.userId, id, ctx.clock());
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: id,
      actorId: caller.actor.userId,
      action: 'client.set-active',
      entity: 'client',
      entityId: id,
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return client;
}

export async function notesOf(ctx: AppContext, caller: Caller, clientId: string): Promise<ClientNote[]> {
  await visibleClient(ctx, caller, clientId);
  return listClientNotes(ctx.db, clientId);
}

export async function addNote(ctx: AppContext, caller: Caller, clientId: string, content: string) {
  await visibleClient(ctx, caller, clientId);
  const noteId = await ctx.db.transaction(async (tx) => {
    const created = await insertClientNote(tx, { clientId, authorId: caller.actor.userId, content, now: ctx.clock() });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: caller.actor.userId,
      action: 'client.note-add',
      entity: 'client_note',
      entityId: created,
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return created;
  });
  const note = (await listClientNotes(ctx.db, clientId)).find((n) => n.id === noteId);
  if (!note) throw new Error('note vanished right after it was created');
  return note;
}

/** A note is deleted by its author, or by an executive (or admin) of the client. */
export async function removeNote(ctx: AppContext, caller: Caller, clientId: string, noteId: string) {
  await visibleClient(ctx, caller, clientId);
  const note = await findClientNote(ctx.db, clientId, noteId);
  if (!note) throw AppError.notFound('No such note.', 'note');
  if (!can(caller.actor, 'clientNote.delete', { ownerId: note.authorId })) {
    throw new AppError('note.not_author', 'Only the author or an executive can delete this note.');
  }
  await ctx.db.transaction(async (tx) => {
    await deleteClientNote(tx, noteId);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: caller.actor.userId,
      action: 'client.note-delete',
      entity: 'client_note',
      entityId: noteId,
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}
