/** Notes, geofences and restricted areas of an event: each read or write goes through the event's scope. */
import type { NotFoundResource } from '../../../shared/contract/errors.ts';
import type {
  EventNote,
  Geofence,
  GeofenceCreateBody,
  GeofenceUpdateBody,
  RestrictedArea,
  RestrictedAreaCreateBody,
  RestrictedAreaUpdateBody,
} from '../../../shared/contract/events.ts';
import { can } from '../../../shared/policy.ts';
import { checkPolygon, type LatLng, toLatLngPairs } from '../../../shared/polygon.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import type { Polygon } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { forgetEventZones } from '../field/index.ts';
import {
  type Db,
  deleteEventNote,
  deleteGeofence,
  deleteRestrictedArea,
  findEventNote,
  findGeofence,
  findRestrictedArea,
  insertEventNote,
  insertGeofence,
  insertRestrictedArea,
  listEventNotes,
  listGeofences,
  listRestrictedAreas,
  updateGeofence,
  updateRestrictedArea,
} from './repository.ts';
import { visibleEvent } from './service.ts';

/** The stored form of an outline the contract has already checked ([lat, lng] pairs, open ring). */
function storedPolygon(points: readonly LatLng[]): Polygon {
  const result = checkPolygon(points);
  if (!result.ok) throw AppError.invalidFields({ polygon: { code: result.message } });
  return toLatLngPairs(result.ring);
}

// ── Notes ───────────────────────────────────────────────────────────────────────────────────────────────

export async function notesOfEvent(ctx: AppContext, caller: Caller, eventId: string): Promise<EventNote[]> {
  await visibleEvent(ctx, caller, eventId);
  return listEventNotes(ctx.db, eventId);
}

export async function addEventNote(
  ctx: AppContext,
  caller: Caller,
  eventId: string,
  content: string,
): Promise<EventNote> {
  const event = await visibleEvent(ctx, caller, eventId);
  const noteId = await ctx.db.transaction(async (tx) => {
    const created = await insertEventNote(tx, {
      clientId: event.clientId,
      eventId,
      authorId: caller.actor.userId,
      content,
      now: ctx.clock(),
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.clientId,
      actorId: caller.actor.userId,
      action: 'event.note-add',
      entity: 'event_note',
      entityId: created,
      data: { eventId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return created;
  });
  const note = (await listEventNotes(ctx.db, eventId)).find((n) => n.id === noteId);
  if (!note) throw new Error('note vanished right after it was created');
  return note;
}

/** A note is deleted by its author, or by an executive (or admin). */
export async function removeEventNote(ctx: AppContext, caller: Caller, eventId: string, noteId: string) {
  const event = await visibleEvent(ctx, caller, eventId);
  const note = await findEventNote(ctx.db, eventId, noteId);
  if (!note) throw AppError.notFound('No such note.', 'note');
  if (!can(caller.actor, 'eventNote.delete', { ownerId: note.authorId })) {
    throw new AppError('note.not_author', 'Only the author or an executive can delete this note.');
  }
  await ctx.db.transaction(async (tx) => {
    await deleteEventNote(tx, noteId);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.clientId,
      actorId: caller.actor.userId,
      action: 'event.note-delete',
      entity: 'event_note',
      entityId: noteId,
      data: { eventId, content: note.content, authorId: note.authorId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}

// ── Geofences and restricted areas ─────────────────────────────────────────────────────────────────────

/** Where a new zone belongs and who drew it: the same for both kinds of zone. */
interface ZoneOrigin {
  clientId: string;
  eventId: string;
  polygon: Polygon;
  createdBy: string;
  now: Date;
}

/**
 * What a geofence and a restricted area differ in when they are read and written: their repository functions,
 * their names in the audit log and which of their fields the audit records.
 */
interface ZoneKind<Zone, Fields extends object, CreateBody> {
  /** The audit entity; the action is `event.${action}-add` (or -update, -delete). */
  entity: string;
  action: string;
  notFound: string;
  notFoundResource: NotFoundResource;
  list(db: Db, eventId: string): Promise<Zone[]>;
  find(db: Db, eventId: string, id: string): Promise<Zone | undefined>;
  insert(db: Db, values: Fields & ZoneOrigin): Promise<string>;
  update(db: Db, id: string, changes: Partial<Fields> & { polygon?: Polygon }, now: Date): Promise<void>;
  remove(db: Db, id: string): Promise<void>;
  /** The stored fields of a new zone, besides its outline. */
  fieldsOf(body: CreateBody): Fields;
  /** The audit data of a new zone, besides the event and the number of points. */
  added(fields: Fields): object;
  /** The zone before an update, as the audit keeps it. */
  before(zone: Zone): object;
  /** The audit data of a deleted zone, besides the event. */
  deleted(zone: Zone): object;
}

/** Writes a zone of the event together with its audit record; the field app then reloads the event's zones. */
async function writeZone(
  ctx: AppContext,
  caller: Caller,
  audit: { eventId: string; clientId: string; entity: string; action: string; data: object },
  write: (tx: Db) => Promise<string>,
): Promise<string> {
  const id = await ctx.db.transaction(async (tx) => {
    const entityId = await write(tx);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: audit.clientId,
      actorId: caller.actor.userId,
      action: `event.${audit.action}`,
      entity: audit.entity,
      entityId,
      data: { eventId: audit.eventId, ...audit.data },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return entityId;
  });
  forgetEventZones(audit.eventId);
  return id;
}

/** Reading and writing one kind of zone of an event, each through the event's scope. */
function eventZones<
  Zone,
  Fields extends object,
  CreateBody extends { polygon: readonly LatLng[] },
  UpdateBody extends Partial<Fields> & { polygon?: readonly LatLng[] | undefined },
>(kind: ZoneKind<Zone, Fields, CreateBody>) {
  async function existing(ctx: AppContext, eventId: string, id: string) {
    const zone = await kind.find(ctx.db, eventId, id);
    if (!zone) throw AppError.notFound(kind.notFound, kind.notFoundResource);
    return zone;
  }

  return {
    async list(ctx: AppContext, caller: Caller, eventId: string): Promise<Zone[]> {
      await visibleEvent(ctx, caller, eventId);
      return kind.list(ctx.db, eventId);
    },

    async add(ctx: AppContext, caller: Caller, eventId: string, body: CreateBody): Promise<Zone> {
      const event = await visibleEvent(ctx, caller, eventId);
      const polygon = storedPolygon(body.polygon);
      const fields = kind.fieldsOf(body);
      const data = { ...kind.added(fields), points: polygon.length };
      const audit = { eventId, clientId: event.clientId, entity: kind.entity, action: `${kind.action}-add`, data };
      const values = {
        ...fields,
        clientId: event.clientId,
        eventId,
        polygon,
        createdBy: caller.actor.userId,
        now: ctx.clock(),
      };
      const id = await writeZone(ctx, caller, audit, (tx) => kind.insert(tx, values));
      return existing(ctx, eventId, id);
    },

    async change(ctx: AppContext, caller: Caller, eventId: string, id: string, body: UpdateBody): Promise<Zone> {
      const event = await visibleEvent(ctx, caller, eventId);
      const before = await existing(ctx, eventId, id);
      const { polygon, ...fields } = body;
      const changes: Partial<Fields> & { polygon?: Polygon } = {};
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) Object.assign(changes, { [key]: value });
      }
      if (polygon !== undefined) changes.polygon = storedPolygon(polygon);
      const data = { before: kind.before(before), changes };
      const audit = { eventId, clientId: event.clientId, entity: kind.entity, action: `${kind.action}-update`, data };
      await writeZone(ctx, caller, audit, (tx) => kind.update(tx, id, changes, ctx.clock()).then(() => id));
      return existing(ctx, eventId, id);
    },

    async remove(ctx: AppContext, caller: Caller, eventId: string, id: string): Promise<void> {
      const event = await visibleEvent(ctx, caller, eventId);
      const data = kind.deleted(await existing(ctx, eventId, id));
      const audit = { eventId, clientId: event.clientId, entity: kind.entity, action: `${kind.action}-delete`, data };
      await writeZone(ctx, caller, audit, (tx) => kind.remove(tx, id).then(() => id));
    },
  };
}

export const geofencesOf = eventZones<
  Geofence,
  Pick<Geofence, 'title' | 'zoneType'>,
  GeofenceCreateBody,
  GeofenceUpdateBody
>({
  entity: 'geofence',
  action: 'geofence',
  notFound: 'No such geofence.',
  notFoundResource: 'geofence',
  list: listGeofences,
  find: findGeofence,
  insert: insertGeofence,
  update: updateGeofence,
  remove: deleteGeofence,
  fieldsOf: (body) => ({ title: body.title ?? null, zoneType: body.zoneType }),
  added: (fields) => fields,
  before: (zone) => ({ title: zone.title, zoneType: zone.zoneType, polygon: zone.polygon }),
  deleted: (zone) => ({ title: zone.title, zoneType: zone.zoneType, polygon: zone.polygon }),
});

export const restrictedAreasOf = eventZones<
  RestrictedArea,
  Pick<RestrictedArea, 'title' | 'description'>,
  RestrictedAreaCreateBody,
  RestrictedAreaUpdateBody
>({
  entity: 'restricted_area',
  action: 'restricted-area',
  notFound: 'No such restricted area.',
  notFoundResource: 'restricted_area',
  list: listRestrictedAreas,
  find: findRestrictedArea,
  insert: insertRestrictedArea,
  update: (db, id, changes) => updateRestrictedArea(db, id, changes),
  remove: deleteRestrictedArea,
  fieldsOf: (body) => ({ title: body.title, description: body.description ?? null }),
  added: (fields) => ({ title: fields.title }),
  before: (zone) => ({ title: zone.title, description: zone.description, polygon: zone.polygon }),
  deleted: (zone) => ({ title: zone.title, polygon: zone.polygon }),
});
