/** Notes, geofences and restricted areas of an event: each read or write goes through the event's scope. */
import type {
  EventNote,
  Geofence,
  GeofenceCreateBody,
  GeofenceUpdateBody,
  RestrictedArea,
  RestrictedAreaCreateBody,
  RestrictedAreaUpdateBody,
} from '../../../shared/contract/events.ts';
import { checkPolygon, type LatLng, toLatLngPairs } from '../../../shared/polygon.ts';
import { effectiveRole } from '../../../shared/roles.ts';
import type { AppContext } from '../../context.ts';
import type { Polygon } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { forgetEventZones } from '../field/zone-cache.ts';
import {
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
import { type RequestInfo, visibleEvent } from './service.ts';

/** The stored form of an outline the contract has already checked ([lat, lng] pairs, open ring). */
function storedPolygon(points: readonly LatLng[]): Polygon {
  const result = checkPolygon(points);
  if (!result.ok) throw AppError.badRequest('Some fields are not valid.', { polygon: result.message });
  return toLatLngPairs(result.ring);
}

// ── Notes ───────────────────────────────────────────────────────────────────────────────────────────────

export async function notesOfEvent(ctx: AppContext, user: AuthUser, eventId: string): Promise<EventNote[]> {
  await visibleEvent(ctx, user, eventId);
  return listEventNotes(ctx.db, eventId);
}

export async function addEventNote(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  content: string,
  info: RequestInfo,
): Promise<EventNote> {
  const event = await visibleEvent(ctx, user, eventId);
  const noteId = await ctx.db.transaction(async (tx) => {
    const created = await insertEventNote(tx, {
      clientId: event.client_id,
      eventId,
      authorId: user.id,
      content,
      now: ctx.clock(),
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.client_id,
      actorId: user.id,
      action: 'event.note-add',
      entity: 'event_note',
      entityId: created,
      data: { eventId },
      ...info,
    });
    return created;
  });
  const note = (await listEventNotes(ctx.db, eventId)).find((n) => n.id === noteId);
  if (!note) throw new Error('note vanished right after it was created');
  return note;
}

/** A note is deleted by its author, or by an executive (or admin). */
export async function removeEventNote(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  noteId: string,
  info: RequestInfo,
) {
  const event = await visibleEvent(ctx, user, eventId);
  const note = await findEventNote(ctx.db, eventId, noteId);
  if (!note) throw AppError.notFound('No such note.');
  const role = effectiveRole(user.roles);
  if (note.authorId !== user.id && role !== 'executive' && role !== 'admin') {
    throw new AppError('note.not_author', 'Only the author or an executive can delete this note.');
  }
  await ctx.db.transaction(async (tx) => {
    await deleteEventNote(tx, noteId);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.client_id,
      actorId: user.id,
      action: 'event.note-delete',
      entity: 'event_note',
      entityId: noteId,
      data: { eventId, content: note.content, authorId: note.authorId },
      ...info,
    });
  });
}

// ── Geofences ───────────────────────────────────────────────────────────────────────────────────────────

export async function geofencesOfEvent(ctx: AppContext, user: AuthUser, eventId: string): Promise<Geofence[]> {
  await visibleEvent(ctx, user, eventId);
  return listGeofences(ctx.db, eventId);
}

async function existingGeofence(ctx: AppContext, eventId: string, id: string) {
  const zone = await findGeofence(ctx.db, eventId, id);
  if (!zone) throw AppError.notFound('No such geofence.');
  return zone;
}

export async function addGeofence(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  body: GeofenceCreateBody,
  info: RequestInfo,
): Promise<Geofence> {
  const event = await visibleEvent(ctx, user, eventId);
  const polygon = storedPolygon(body.polygon);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertGeofence(tx, {
      clientId: event.client_id,
      eventId,
      title: body.title ?? null,
      zoneType: body.zoneType,
      polygon,
      createdBy: user.id,
      now: ctx.clock(),
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.client_id,
      actorId: user.id,
      action: 'event.geofence-add',
      entity: 'geofence',
      entityId: created,
      data: { eventId, title: body.title ?? null, zoneType: body.zoneType, points: polygon.length },
      ...info,
    });
    return created;
  });
  forgetEventZones(eventId);
  return existingGeofence(ctx, eventId, id);
}

export async function changeGeofence(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  id: string,
  body: GeofenceUpdateBody,
  info: RequestInfo,
): Promise<Geofence> {
  const event = await visibleEvent(ctx, user, eventId);
  const before = await existingGeofence(ctx, eventId, id);
  const changes: Parameters<typeof updateGeofence>[2] = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.zoneType !== undefined) changes.zoneType = body.zoneType;
  if (body.polygon !== undefined) changes.polygon = storedPolygon(body.polygon);
  await ctx.db.transaction(async (tx) => {
    await updateGeofence(tx, id, changes, ctx.clock());
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.client_id,
      actorId: user.id,
      action: 'event.geofence-update',
      entity: 'geofence',
      entityId: id,
      data: { eventId, before: { title: before.title, zoneType: before.zoneType, polygon: before.polygon }, changes },
      ...info,
    });
  });
  forgetEventZones(eventId);
  return existingGeofence(ctx, eventId, id);
}

export async function removeGeofence(ctx: AppContext, user: AuthUser, eventId: string, id: string, info: RequestInfo) {
  const event = await visibleEvent(ctx, user, eventId);
  const before = await existingGeofence(ctx, eventId, id);
  await ctx.db.transaction(async (tx) => {
    await deleteGeofence(tx, id);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.client_id,
      actorId: user.id,
      action: 'event.geofence-delete',
      entity: 'geofence',
      entityId: id,
      data: { eventId, title: before.title, zoneType: before.zoneType, polygon: before.polygon },
      ...info,
    });
  });
  forgetEventZones(eventId);
}

// ── Restricted areas ────────────────────────────────────────────────────────────────────────────────────

export async function restrictedAreasOfEvent(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
): Promise<RestrictedArea[]> {
  await visibleEvent(ctx, user, eventId);
  return listRestrictedAreas(ctx.db, eventId);
}

async function existingArea(ctx: AppContext, eventId: string, id: string) {
  const area = await findRestrictedArea(ctx.db, eventId, id);
  if (!area) throw AppError.notFound('No such restricted area.');
  return area;
}

export async function addRestrictedArea(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  body: RestrictedAreaCreateBody,
  info: RequestInfo,
): Promise<RestrictedArea> {
  const event = await visibleEvent(ctx, user, eventId);
  const polygon = storedPolygon(body.polygon);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertRestrictedArea(tx, {
      clientId: event.client_id,
      eventId,
      title: body.title,
      description: body.description ?? null,
      polygon,
      createdBy: user.id,
      now: ctx.clock(),
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.client_id,
      actorId: user.id,
      action: 'event.restricted-area-add',
      entity: 'restricted_area',
      entityId: created,
      data: { eventId, title: body.title, points: polygon.length },
      ...info,
    });
    return created;
  });
  forgetEventZones(eventId);
  return existingArea(ctx, eventId, id);
}

export async function changeRestrictedArea(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  id: string,
  body: RestrictedAreaUpdateBody,
  info: RequestInfo,
): Promise<RestrictedArea> {
  const event = await visibleEvent(ctx, user, eventId);
  const before = await existingArea(ctx, eventId, id);
  const changes: Parameters<typeof updateRestrictedArea>[2] = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.description !== undefined) changes.description = body.description;
  if (body.polygon !== undefined) changes.polygon = storedPolygon(body.polygon);
  await ctx.db.transaction(async (tx) => {
    await updateRestrictedArea(tx, id, changes);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.client_id,
      actorId: user.id,
      action: 'event.restricted-area-update',
      entity: 'restricted_area',
      entityId: id,
      data: {
        eventId,
        before: { title: before.title, description: before.description, polygon: before.polygon },
        changes,
      },
      ...info,
    });
  });
  forgetEventZones(eventId);
  return existingArea(ctx, eventId, id);
}

export async function removeRestrictedArea(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  id: string,
  info: RequestInfo,
) {
  const event = await visibleEvent(ctx, user, eventId);
  const before = await existingArea(ctx, eventId, id);
  await ctx.db.transaction(async (tx) => {
    await deleteRestrictedArea(tx, id);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.client_id,
      actorId: user.id,
      action: 'event.restricted-area-delete',
      entity: 'restricted_area',
      entityId: id,
      data: { eventId, title: before.title, polygon: before.polygon },
      ...info,
    });
  });
  forgetEventZones(eventId);
}
