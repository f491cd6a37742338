import { sql } from 'drizzle-orm';
import type {
  WatchListEntry,
  WatchListEntryBody,
  WatchListMatchFields,
  WatchListResponse,
} from '../../../shared/contract/visitors.ts';
import { watchListNameKey, watchListPlateKey } from '../../../shared/watch-list.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { visitorBlocklist } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { visitorScopeFor } from './visibility.ts';

/*
 * The watch list (/visitor-blocklist, DESIGN §4): people (and vehicles) not to be let in, per client, with the
 * reason. The front desk reads it; managers and above add and remove entries (audited). A visitor matches an
 * entry on the name or the plate key (src/shared/watch-list.ts), both stored with the entry and indexed.
 */

interface RequestMeta {
  requestId: string;
  ip: string | null;
}

interface EntryRow extends Record<string, unknown> {
  id: string;
  name: string;
  vehicle_plate: string | null;
  reason: string;
  created_by_name: string | null;
  created_at: Date;
}

function toEntry(row: EntryRow): WatchListEntry {
  return {
    id: row.id,
    name: row.name,
    vehiclePlate: row.vehicle_plate,
    reason: row.reason,
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The client whose watch list the user works on (an admin: their working client). */
const clientOf = (user: AuthUser) => visitorScopeFor(user).clientId;

export async function listWatchList(ctx: AppContext, user: AuthUser): Promise<WatchListResponse> {
  const result = await ctx.db.execute<EntryRow>(sql`
    select b.id, b.name, b.vehicle_plate, b.reason, coalesce(nullif(u.display_name, ''), u.email) as created_by_name,
           b.created_at
    from visitor_blocklist b
    left join users u on u.id = b.created_by
    where b.client_id = ${clientOf(user)}
    order by b.created_at desc, b.id`);
  return { items: result.rows.map(toEntry) };
}

export async function addWatchListEntry(
  ctx: AppContext,
  user: AuthUser,
  body: WatchListEntryBody,
  meta: RequestMeta,
): Promise<WatchListEntry> {
  const clientId = clientOf(user);
  const nameKey = watchListNameKey(body.name);
  const plateKey = watchListPlateKey(body.vehiclePlate);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(visitorBlocklist)
      .values({
        clientId,
        name: body.name,
        vehiclePlate: body.vehiclePlate ? body.vehiclePlate : null,
        nameKey,
        plateKey,
        reason: body.reason,
        createdBy: user.id,
        createdAt: ctx.clock(),
      })
      .returning({ id: visitorBlocklist.id });
    if (!row) throw new Error('watch-list insert returned no row');
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: user.id,
      action: 'visitor-blocklist.add',
      entity: 'visitor_blocklist',
      entityId: row.id,
      data: { name: body.name, vehiclePlate: body.vehiclePlate ?? null, reason: body.reason },
      requestId: meta.requestId,
      ip: meta.ip,
    });
    return row.id;
  });
  const list = await listWatchList(ctx, user);
  const entry = list.items.find((e) => e.id === id);
  if (!entry) throw new Error(`watch-list entry ${id} vanished after its insert`);
  return entry;
}

export async function removeWatchListEntry(ctx: AppContext, user: AuthUser, id: string, meta: RequestMeta) {
  const clientId = clientOf(user);
  await ctx.db.transaction(async (tx) => {
    const result = await tx.execute<{ name: string; vehicle_plate: string | null; reason: string }>(sql`
      delete from visitor_blocklist where id = ${id} and client_id = ${clientId}
      returning name, vehicle_plate, reason`);
    const removed = result.rows[0];
    if (!removed) throw AppError.notFound('No such watch-list entry.');
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: user.id,
      action: 'visitor-blocklist.remove',
      entity: 'visitor_blocklist',
      entityId: id,
      data: { name: removed.name, vehiclePlate: removed.vehicle_plate, reason: removed.reason },
      requestId: meta.requestId,
      ip: meta.ip,
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
  db: Pick<Database, 'execute'>,
  clientId: string,
  name: string,
  plate: string | null | undefined,
): Promise<WatchListMatch | undefined> {
  const nameKey = watchListNameKey(name);
  const plateKey = watchListPlateKey(plate);
  const result = await db.execute<{ id: string; name: string; reason: string; by_name: boolean }>(sql`
    select b.id, b.name, b.reason, (b.name_key = ${nameKey}) as by_name
    from visitor_blocklist b
    where b.client_id = ${clientId}
      and (b.name_key = ${nameKey} ${plateKey ? sql`or b.plate_key = ${plateKey}` : sql``})
    order by (b.name_key = ${nameKey}) desc, b.created_at, b.id
    limit 1`);
  const row = result.rows[0];
  return row
    ? { id: row.id, name: row.name, reason: row.reason, matchedOn: row.by_name ? 'name' : 'plate' }
    : undefined;
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
