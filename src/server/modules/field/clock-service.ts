import {
  type ClockInBody,
  type ClockOutBody,
  clockInEarlyMinutes,
  fieldMessages,
  offSiteDistanceMetres,
} from '../../../shared/contract/field.ts';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import {
  distanceToZonesMetres,
  evaluatePosition,
  initialZoneState,
  type Zone,
  type ZoneState,
} from '../../../shared/geofence.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import {
  closeMissedClockInAlert,
  leftEarlyAlertTexts,
  missedClockInAlertTexts,
  offSiteAlertTexts,
} from '../alerts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { finishBreak } from './break-service.ts';
import {
  actionBy,
  actionTime,
  inTransaction,
  nameOf,
  pointOf,
  raiseGuardAlert,
  refusingSecondOpen,
} from './field-action.ts';
import { recordCrossings } from './position-service.ts';
import {
  closeClockEntry,
  deleteZoneState,
  findEventForClockIn,
  findOpenBreak,
  findOpenClockEntry,
  findShiftOfClockEntry,
  insertFieldClockEntry,
  insertGeofenceActivity,
  linkClockEntryToShift,
  overlapsClosedEntry,
  saveZoneState,
} from './repository.ts';
import { zonesOf } from './zone-cache.ts';

const alreadyClockedIn = () => new AppError('field.already_clocked_in', fieldMessages.alreadyClockedIn);

export async function clockIn(ctx: AppContext, caller: Caller, body: ClockInBody) {
  const { at, now } = actionTime(ctx, body.at);
  const event = await findEventForClockIn(ctx.db, body.eventId, caller.actor.userId);
  if (!event || event.clientId !== caller.actor.homeClientId) throw AppError.notFound('No such event.', 'event');
  if (!event.assigned) throw new AppError('field.not_assigned', fieldMessages.notAssigned);
  const opensAt = new Date(event.startAt).getTime() - clockInEarlyMinutes * 60_000;
  if (at.getTime() < opensAt || at.getTime() >= new Date(event.endAt).getTime()) {
    throw new AppError('field.event_not_running', fieldMessages.eventNotActive, {
      fieldErrors: { eventId: fieldError('field.event_not_running') },
    });
  }
  const point = pointOf(body);
  const zones = await zonesOf(ctx.db, event.id);
  const allowedZones = zones.filter((z) => z.zoneType === 'Allowed zone');
  const distance = point && allowedZones.length > 0 ? distanceToZonesMetres(point, allowedZones) : 0;
  const offSite = point !== null && distance > offSiteDistanceMetres + point.accuracy;

  const action = inTransaction(ctx, caller, 'clock-in', body.idempotencyKey, now, async (tx) => {
    if (await findOpenClockEntry(tx, caller.actor.homeClientId, caller.actor.userId))
      throw new AppError('field.already_clocked_in', fieldMessages.alreadyClockedIn);
    if (await overlapsClosedEntry(tx, caller.actor.homeClientId, caller.actor.userId, at))
      throw new AppError('field.overlaps_entry', fieldMessages.overlapsEntry);
    const entryId = await insertFieldClockEntry(tx, { ...actionBy(caller, at, point), eventId: event.id, offSite });
    const shift = await linkClockEntryToShift(
      tx,
      { id: entryId, clientId: caller.actor.homeClientId, userId: caller.actor.userId, eventId: event.id, at },
      clockInEarlyMinutes,
    );
    if (shift?.noShowAlertId) {
      const lateMinutes = Math.max(0, Math.floor((at.getTime() - new Date(shift.startAt).getTime()) / 60_000));
      const texts = missedClockInAlertTexts(
        { name: nameOf(caller), post: shift.post, eventName: shift.eventName, eventId: event.id },
        lateMinutes,
        lateMinutes,
      );
      await closeMissedClockInAlert(tx, {
        alertId: shift.noShowAlertId,
        userId: caller.actor.userId,
        clockedInAt: at,
        lateMinutes,
        texts: { message: texts.text },
      });
    }
    const alertIds: string[] = [];
    let state: ZoneState = initialZoneState;
    if (point) {
      const evaluation = evaluatePosition(initialZoneState, zones, point, point.accuracy, false);
      // Standing just outside the zone at the gate is no alert; only a punch far away is (off-site).
      const crossings = evaluation.crossings.filter((c) => c.alert !== 'Geofence Exit');
      state = {
        ...evaluation.state,
        allowed: offSite ? 'outside' : evaluation.state.allowed === 'inside' ? 'inside' : null,
      };
      alertIds.push(...(await recordCrossings(tx, caller, event.id, event.name, crossings, point, at, now)));
      if (offSite) {
        const texts = offSiteAlertTexts(nameOf(caller), distance, event.id, event.name);
        const alertId = await raiseGuardAlert(tx, caller, {
          type: 'Geofence Exit',
          eventId: event.id,
          texts,
          point,
          now,
        });
        alertIds.push(alertId);
        const nearest = allowedZones[0] as Zone;
        await insertGeofenceActivity(tx, {
          clientId: caller.actor.homeClientId,
          eventId: event.id,
          userId: caller.actor.userId,
          zoneId: nearest.id,
          title: nearest.title,
          zoneType: 'Allowed zone',
          crossing: 'exit',
          at,
          lat: point.lat,
          lng: point.lng,
          alertId,
        });
      }
    }
    await saveZoneState(tx, {
      clientId: caller.actor.homeClientId,
      userId: caller.actor.userId,
      clockEntryId: entryId,
      eventId: event.id,
      allowed: state.allowed,
      restrictedInside: state.restrictedInside,
      breakZone: null,
      position: point ? { ...point, at } : null,
      now,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: caller.actor.homeClientId,
      actorId: caller.actor.userId,
      action: 'field.clock-in',
      entity: 'clock_entry',
      entityId: entryId,
      data: { eventId: event.id, at: at.toISOString(), position: point, offSite, alertIds },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { kind: 'clock-in', id: entryId, at: at.toISOString(), duplicate: false, offSite, alertIds };
  });
  return refusingSecondOpen('clock_entries_open_key', alreadyClockedIn, action);
}

export async function clockOut(ctx: AppContext, caller: Caller, body: ClockOutBody) {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  return inTransaction(ctx, caller, 'clock-out', body.idempotencyKey, now, async (tx) => {
    const entry = await findOpenClockEntry(tx, caller.actor.homeClientId, caller.actor.userId);
    if (!entry) throw new AppError('field.not_clocked_in', fieldMessages.notClockedIn);
    if (at.getTime() <= new Date(entry.clockIn).getTime())
      throw new AppError('field.before_clock_in', fieldMessages.beforeClockIn, {
        fieldErrors: { at: fieldError('field.before_clock_in') },
      });
    const alertIds: string[] = [];
    const open = await findOpenBreak(tx, caller.actor.homeClientId, caller.actor.userId);
    if (open) {
      const breakEnd = new Date(Math.max(at.getTime(), new Date(open.startAt).getTime()));
      alertIds.push(...(await finishBreak(tx, caller, open, breakEnd, now)));
    }
    await closeClockEntry(tx, entry.id, at, now);
    await deleteZoneState(tx, caller.actor.userId);
    const shift = await findShiftOfClockEntry(tx, entry.id);
    const minutesEarly = shift ? Math.floor((new Date(shift.endAt).getTime() - at.getTime()) / 60_000) : 0;
    if (shift && minutesEarly >= 1) {
      const texts = leftEarlyAlertTexts(
        { name: nameOf(caller), post: shift.post, eventName: shift.eventName, eventId: entry.eventId ?? '' },
        minutesEarly,
      );
      alertIds.push(
        await raiseGuardAlert(tx, caller, { type: 'Left Early', eventId: entry.eventId, texts, point, now }),
      );
    }
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: caller.actor.homeClientId,
      actorId: caller.actor.userId,
      action: 'field.clock-out',
      entity: 'clock_entry',
      entityId: entry.id,
      data: { eventId: entry.eventId, at: at.toISOString(), position: point, breakEnded: open?.id ?? null },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { kind: 'clock-out', id: entry.id, at: at.toISOString(), duplicate: false, alertIds };
  });
}
