import type {
  WatchListEntry,
  WatchListEntryBody,
  WatchListMatchFields,
  WatchListResponse,
} from '../../../shared/contract/visitors.ts';
import { watchListNameKey, watchListPlateKey } from '../../../shared/watch-list.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  deleteWatchListEntry,
  findWatchListEntryByKeys,
  insertWatchListEntry,
  listWatchListEntries,
  type WatchListEntryRow,
} from './watch-list-repository.ts';

/*
 * The watch list (/visitor-blocklist, docs/product/visitors.md#watch-list): people (and vehicles) not to be let in, per client, with the
 * reason. The front desk reads it; managers and above add and remove entries (audited). A visitor matches an
 * entry on the name or the plate key (src/shared/watch-list.ts), both stored with the entry and indexed.
 */

function toEntry(row: WatchListEntryRow): WatchListEntry {
  return {
    id: row.id,
    name: row.name,
    vehiclePlate: row.vehiclePlate,
    reason: row.reason,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The client whose watch list the user works on (an admin: their working client). */
const clientOf = (caller: Caller) => caller.actor.clientId;

export async function listWatchList(ctx: AppContext, caller: Caller): Promise<WatchListResponse> {
  const rows = await listWatchListEntries(ctx.db, clientOf(caller));
  return { items: rows.map(toEntry) };
}

export async function addWatchListEntry(
  ctx: AppContext,
  caller: Caller,
  body: WatchListEntryBody,
): Promise<WatchListEntry> {
  const clientId = clientOf(caller);
  const nameKey = watchListNameKey(body.name);
  const plateKey = watchListPlateKey(body.vehiclePlate);
  const id = await ctx.db.transaction(async (tx) => {
    const entryId = await insertWatchListEntry(tx, {
      clientId,
      name: body.name,
      vehiclePlate: body.vehiclePlate ? body.vehiclePlate : null,
      nameKey,
      plateKey,
      reason: body.reason,
      createdBy: caller.actor.userId,
      createdAt: ctx.clock(),
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: caller.actor.userId,
      action: 'visitor-blocklist.add',
      entity: 'visitor_blocklist',
      entityId: entryId,
      data: { name: body.name, vehiclePlate: body.vehiclePlate ?? null, reason: body.reason },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return entryId;
  });
  const list = await listWatchList(ctx, caller);
  const entry = list.items.find((e) => e.id === id);
  if (!entry) throw new Error(`watch-list entry ${id} vanished after its insert`);
  return entry;
}

export async function removeWatchListEntry(ctx: AppContext, caller: Caller, id: string) {
  const clientId = clientOf(caller);
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteWatchListEntry(tx, clientId, id);
    if (!removed) throw AppError.notFound('No such watch-list entry.', 'watch_list_entry');
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: caller.actor.userId,
      action: 'visitor-blocklist.remove',
      entity: 'visitor_blocklist',
      entityId: id,
      data: { name: removed.name, vehiclePlate: removed.vehiclePlate, reason: removed.reason },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}

export interface WatchListMatch {
  id: string;
  name: string;
  reason: string;
  matchedOn: 'name' | 'plate';
}

/** The oldest entry of the client's watch list that the name or the plate matches, if any. */
export async function findWatchListMatch(
  db: Pick<Database, 'select'>,
  clientId: string,
  name: string,
  plate: string | null | undefined,
): Promise<WatchListMatch | undefined> {
  const nameKey = watchListNameKey(name);
  const plateKey = watchListPlateKey(plate);
  const row = await findWatchListEntryByKeys(db, clientId, nameKey, plateKey);
  return row ? { id: row.id, name: row.name, reason: row.reason, matchedOn: row.byName ? 'name' : 'plate' } : undefined;
}

/** The 409 a watch-list match answers: the entry's reason in the message and the fields. */
export function watchListMatchError(match: WatchListMatch): AppError {
  const fields: WatchListMatchFields = {
    reason: match.reason,
    entryId: match.id,
    entryName: match.name,
    matchedOn: match.matchedOn,
  };
  return new AppError('watch_list_match', 'This visitor is on the watch list.', {
    fields: fields as unknown as Record<string, string>,
  });
}
