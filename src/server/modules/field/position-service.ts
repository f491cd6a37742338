import { type FieldActionResult, fieldMessages, type LocationBody } from '../../../shared/contract/field.ts';
import { type Crossing, evaluatePosition, type Zone, type ZoneState } from '../../../shared/geofence.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { crossingAlertTexts } from '../alerts/alert-texts.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { actionTime, nameOf, type Point, type RequestInfo, raiseGuardAlert } from './field-action.ts';
import { positionBatcherOf } from './position-batch.ts';
import {
  type Db,
  findEventName,
  insertGeofenceActivity,
  lockZoneState,
  type PositionValues,
  type StoredPosition,
  saveEvaluatedState,
  saveZoneState,
  setLatestPosition,
} from './repository.ts';
import { zonesOf } from './zone-cache.ts';

/** Writes a position's crossings: an alert for those that raise one, and a geofence activity record for each. */
export async function recordCrossings(
  tx: Db,
  user: AuthUser,
  eventId: string | null,
  eventName: string | null,
  crossings: readonly Crossing[],
  point: Point,
  at: Date,
  now: Date,
  info: RequestInfo,
): Promise<string[]> {
  const alertIds: string[] = [];
  for (const crossing of crossings) {
    let alertId: string | null = null;
    if (crossing.alert) {
      const texts = crossingAlertTexts(crossing, nameOf(user), eventId, eventName);
      alertId = await raiseGuardAlert(tx, user, { type: crossing.alert, eventId, texts, point, now });
      alertIds.push(alertId);
      await recordAudit(tx, {
        at: now,
        clientId: user.clientId,
        actorId: user.id,
        action: 'alert.raise',
        entity: 'alert',
        entityId: alertId,
        data: { type: crossing.alert, zoneId: crossing.zone.id, eventId, at: at.toISOString() },
        ...info,
      });
    }
    await insertGeofenceActivity(tx, {
      clientId: user.clientId,
      eventId,
      userId: user.id,
      zoneId: crossing.zone.id,
      title: crossing.zone.title,
      zoneType: crossing.zone.zoneType,
      crossing: crossing.crossing,
      at,
      lat: point.lat,
      lng: point.lng,
      alertId,
    });
  }
  return alertIds;
}

const sameState = (a: ZoneState, b: ZoneState) =>
  a.allowed === b.allowed &&
  a.breakZone === b.breakZone &&
  a.restrictedInside.length === b.restrictedInside.length &&
  a.restrictedInside.every((id) => b.restrictedInside.includes(id));

/**
 * A position: stored for the trail and — when it is the guard's newest on their open clock entry — evaluated
 * against the event's zones. The common case (no crossing) is one row of a statement shared with the positions
 * arriving together (position-batch.ts); a crossing, or a state row still to be made, takes a second step under the
 * state's row lock, which judges the position against the state as it is then.
 */
export async function recordPosition(
  ctx: AppContext,
  user: AuthUser,
  body: LocationBody,
  info: RequestInfo,
): Promise<FieldActionResult> {
  const { at, now } = actionTime(ctx, body.at);
  const point: Point = { lat: body.lat, lng: body.lng, accuracy: body.accuracy };
  const result = (alertIds: string[], duplicate = false): FieldActionResult => ({
    kind: 'location',
    id: null,
    at: at.toISOString(),
    duplicate,
    alertIds,
  });
  const values: PositionValues = {
    clientId: user.clientId,
    userId: user.id,
    eventId: null,
    ...point,
    at,
    key: body.idempotencyKey ?? null,
    now,
    requestId: info.requestId,
    ip: info.ip,
  };
  const stored = await positionBatcherOf(ctx.db).store(values);
  if (!stored.clock_entry_id) throw new AppError('field.not_on_duty', fieldMessages.notOnDutyAt);
  if (stored.ping_id === null) return result([], true);
  const evaluated = stored.state_entry_id === stored.clock_entry_id && stored.version !== null;
  // A late position of a shift already over, or older than the latest one judged: kept for the trail only.
  if (!evaluated && stored.clock_out !== null) return result([]);
  if (evaluated && !stored.moved) return result([]);
  const zones = await zonesOf(ctx.db, stored.event_id);
  if (evaluated) {
    const previous: ZoneState = {
      allowed: stored.allowed,
      restrictedInside: stored.restricted_inside ?? [],
      breakZone: stored.on_break ? stored.break_zone : null,
    };
    const evaluation = evaluatePosition(previous, zones, point, point.accuracy, stored.on_break);
    const unchanged =
      evaluation.crossings.length === 0 && sameState(evaluation.state, { ...previous, breakZone: stored.break_zone });
    if (unchanged) return result([]);
  }
  const alertIds = await judgePositionLocked(
    ctx,
    user,
    { ...values, eventId: stored.event_id },
    stored,
    point,
    zones,
    info,
  );
  return result(alertIds);
}

/** The second step: under the state's lock, judge the stored position against the state as it is now. */
async function judgePositionLocked(
  ctx: AppContext,
  user: AuthUser,
  values: PositionValues,
  stored: StoredPosition,
  point: Point,
  zones: readonly Zone[],
  info: RequestInfo,
): Promise<string[]> {
  const { at, now } = values;
  const entryId = stored.clock_entry_id ?? '';
  return ctx.db.transaction(async (tx) => {
    let state = await lockZoneState(tx, user.id);
    if (!state || state.clock_entry_id !== entryId) {
      // An open entry without a state (entered on a timesheet, or before this engine existed): start one.
      await saveZoneState(tx, {
        clientId: user.clientId,
        userId: user.id,
        clockEntryId: entryId,
        eventId: stored.event_id,
        allowed: null,
        restrictedInside: [],
        breakZone: null,
        position: null,
        now,
      });
      await setLatestPosition(tx, values);
      state = await lockZoneState(tx, user.id);
      if (!state) throw new Error('zone state vanished');
    }
    // A newer position was judged meanwhile: this one stays on the trail only.
    if (state.position_at && new Date(state.position_at).getTime() > at.getTime()) return [];
    const previous: ZoneState = {
      allowed: state.allowed,
      restrictedInside: state.restricted_inside,
      breakZone: stored.on_break ? state.break_zone : null,
    };
    const evaluation = evaluatePosition(previous, zones, point, point.accuracy, stored.on_break);
    const eventName = await eventNameOf(tx, stored.event_id);
    const raised = await recordCrossings(
      tx,
      user,
      stored.event_id,
      eventName,
      evaluation.crossings,
      point,
      at,
      now,
      info,
    );
    await saveEvaluatedState(tx, user.id, evaluation.state, now);
    return raised;
  });
}

async function eventNameOf(tx: Db, eventId: string | null): Promise<string | null> {
  if (!eventId) return null;
  return findEventName(tx, eventId);
}
