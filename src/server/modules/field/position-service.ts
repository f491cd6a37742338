import { type FieldActionResult, fieldMessages, type LocationBody } from '../../../shared/contract/field.ts';
import { type Crossing, evaluatePosition, type Zone, type ZoneState } from '../../../shared/geofence.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { crossingAlertTexts } from '../alerts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { actionTime, nameOf, type Point, raiseGuardAlert } from './field-action.ts';
import { positionBatcherOf } from './position-batch.ts';
import {
  type Db,
  findEventName,
  insertGeofenceActivity,
  lockZoneState,
  moveLatestPosition,
  type PositionValues,
  type RunPosition,
  type StoredPosition,
  saveEvaluatedState,
  saveZoneState,
  setLatestPosition,
  storePositionRun,
  type ZoneStateRow,
} from './repository.ts';
import { zonesOf } from './zone-cache.ts';

/** Writes a position's crossings: an alert for those that raise one, and a geofence activity record for each. */
export async function recordCrossings(
  tx: Db,
  caller: Caller,
  eventId: string | null,
  eventName: string | null,
  crossings: readonly Crossing[],
  point: Point,
  at: Date,
  now: Date,
): Promise<string[]> {
  const alertIds: string[] = [];
  for (const crossing of crossings) {
    let alertId: string | null = null;
    if (crossing.alert) {
      const texts = crossingAlertTexts(crossing, nameOf(caller), eventId, eventName);
      alertId = await raiseGuardAlert(tx, caller, { type: crossing.alert, eventId, texts, point, now });
      alertIds.push(alertId);
      await recordAudit(tx, {
        at: now,
        clientId: caller.actor.homeClientId,
        actorId: caller.actor.userId,
        action: 'alert.raise',
        entity: 'alert',
        entityId: alertId,
        data: { type: crossing.alert, zoneId: crossing.zone.id, eventId, at: at.toISOString() },
        requestId: caller.requestId,
        ip: caller.ip,
      });
    }
    await insertGeofenceActivity(tx, {
      clientId: caller.actor.homeClientId,
      eventId,
      userId: caller.actor.userId,
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

/** A position as it is stored: when it was taken (refused when in the future or too old), where, and by whom. */
function positionOf(ctx: AppContext, caller: Caller, body: LocationBody) {
  const { at, now } = actionTime(ctx, body.at);
  const point: Point = { lat: body.lat, lng: body.lng, accuracy: body.accuracy };
  const values: PositionValues = {
    clientId: caller.actor.homeClientId,
    userId: caller.actor.userId,
    eventId: null,
    ...point,
    at,
    key: body.idempotencyKey ?? null,
    now,
    requestId: caller.requestId,
    ip: caller.ip,
  };
  return { at, point, values };
}

/**
 * A position: stored for the trail and — when it is the guard's newest on their open clock entry — evaluated
 * against the event's zones. The common case (no crossing) is one row of a statement shared with the positions
 * arriving together (position-batch.ts); a crossing, or a state row still to be made, takes a second step under the
 * state's row lock, which judges the position against the state as it is then.
 */
export async function recordPosition(ctx: AppContext, caller: Caller, body: LocationBody): Promise<FieldActionResult> {
  const { at, point, values } = positionOf(ctx, caller, body);
  const result = (alertIds: string[], duplicate = false): FieldActionResult => ({
    kind: 'location',
    id: null,
    at: at.toISOString(),
    duplicate,
    alertIds,
  });
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
    caller,
    { ...values, eventId: stored.event_id },
    stored,
    point,
    zones,
  );
  return result(alertIds);
}

/** The second step: under the state's lock, judge the stored position against the state as it is now. */
async function judgePositionLocked(
  ctx: AppContext,
  caller: Caller,
  values: PositionValues,
  stored: StoredPosition,
  point: Point,
  zones: readonly Zone[],
): Promise<string[]> {
  const { at, now } = values;
  const entryId = stored.clock_entry_id ?? '';
  return ctx.db.transaction(async (tx) => {
    let state = await lockZoneState(tx, caller.actor.userId);
    if (!state || state.clockEntryId !== entryId) {
      state = await startZoneState(tx, caller, entryId, stored.event_id, now);
      await setLatestPosition(tx, values);
    }
    // A newer position was judged meanwhile: this one stays on the trail only.
    if (state.positionAt && new Date(state.positionAt).getTime() > at.getTime()) return [];
    const judged = await judgeAgainstLockedState(tx, caller, state, stored, point, zones, values);
    return judged.alertIds;
  });
}

/** An open entry without a zone state (entered on a timesheet, or before this engine existed): start one, locked. */
async function startZoneState(
  tx: Db,
  caller: Caller,
  clockEntryId: string,
  eventId: string | null,
  now: Date,
): Promise<ZoneStateRow> {
  await saveZoneState(tx, {
    clientId: caller.actor.homeClientId,
    userId: caller.actor.userId,
    clockEntryId,
    eventId,
    allowed: null,
    restrictedInside: [],
    breakZone: null,
    position: null,
    now,
  });
  const state = await lockZoneState(tx, caller.actor.userId);
  if (!state) throw new Error('zone state vanished');
  return state;
}

/**
 * The locked step both paths share: judges a position against the guard's zone state as it is now, records the
 * crossings' alerts and saves the state it leaves.
 */
async function judgeAgainstLockedState(
  tx: Db,
  caller: Caller,
  state: ZoneStateRow,
  stored: { event_id: string | null; on_break: boolean },
  point: Point,
  zones: readonly Zone[],
  { at, now }: PositionValues,
): Promise<{ alertIds: string[]; state: ZoneState }> {
  const previous: ZoneState = {
    allowed: state.allowed,
    restrictedInside: state.restrictedInside,
    breakZone: stored.on_break ? state.breakZone : null,
  };
  const evaluation = evaluatePosition(previous, zones, point, point.accuracy, stored.on_break);
  const eventName = await eventNameOf(tx, stored.event_id);
  const alertIds = await recordCrossings(tx, caller, stored.event_id, eventName, evaluation.crossings, point, at, now);
  await saveEvaluatedState(tx, caller.actor.userId, evaluation.state, now);
  return { alertIds, state: evaluation.state };
}

async function eventNameOf(tx: Db, eventId: string | null): Promise<string | null> {
  if (!eventId) return null;
  return findEventName(tx, eventId);
}

/** Each position's answer in a run, or what refused or failed it. */
export type PositionOutcome = { ok: true; result: FieldActionResult } | { ok: false; error: unknown };

/** The guard's zone state as a run knows it: as its statement found it, then as each judged position left it. */
interface KnownState {
  /** The clock entry the state row belongs to; null when there is no row. */
  entryId: string | null;
  allowed: 'inside' | 'outside' | null;
  restrictedInside: readonly string[];
  breakZone: 'inside' | 'outside' | null;
  /** The latest position's time (ms). */
  positionAt: number | null;
}

const timeOf = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

function knownFromRun(row: RunPosition): KnownState {
  return {
    entryId: row.version === null ? null : row.state_entry_id,
    allowed: row.allowed,
    restrictedInside: row.restricted_inside ?? [],
    breakZone: row.break_zone,
    positionAt: timeOf(row.position_at),
  };
}

function knownFromRow(row: ZoneStateRow | undefined): KnownState {
  return {
    entryId: row?.clockEntryId ?? null,
    allowed: row?.allowed ?? null,
    restrictedInside: row?.restrictedInside ?? [],
    breakZone: row?.breakZone ?? null,
    positionAt: timeOf(row?.positionAt ?? null),
  };
}

/**
 * Several positions of one guard, in the order given (a phone's offline queue, replayed by /field/sync), with the
 * outcome of each exactly as recordPosition would give them one after the other: one statement stores them all
 * (storePositionRun), then each is judged in turn from the state the previous one left — in memory while nothing
 * changes, and a crossing (or a state row still to be made) in the same locked step as a single position's. The
 * newest position judged without a crossing is made the latest at the end. A statement PostgreSQL refuses as a
 * whole is tried again one position at a time, so one bad position fails alone (docs/decisions/0028).
 */
export async function recordPositionRun(
  ctx: AppContext,
  caller: Caller,
  bodies: readonly LocationBody[],
): Promise<PositionOutcome[]> {
  const outcomes: PositionOutcome[] = [];
  const accepted: Array<{ index: number; values: PositionValues; point: Point }> = [];
  for (const [index, body] of bodies.entries()) {
    try {
      const { values, point } = positionOf(ctx, caller, body);
      accepted.push({ index, values, point });
    } catch (error) {
      outcomes[index] = { ok: false, error };
    }
  }
  if (accepted.length === 0) return outcomes;
  let rows: RunPosition[];
  try {
    rows = await storePositionRun(
      ctx.db,
      accepted.map((a) => a.values),
    );
  } catch {
    for (const { index } of accepted) {
      try {
        outcomes[index] = { ok: true, result: await recordPosition(ctx, caller, bodies[index] as LocationBody) };
      } catch (error) {
        outcomes[index] = { ok: false, error };
      }
    }
    return outcomes;
  }

  // Unknown after a locked step failed: each later position then reads the state in a locked step of its own.
  let known: KnownState | undefined = rows[0] ? knownFromRun(rows[0]) : undefined;
  /** The newest position judged in memory since the last write of the state, and the positions it answered. */
  let latest: { values: PositionValues; entryId: string; indexes: number[] } | undefined;
  for (const [k, { index, values, point }] of accepted.entries()) {
    const row = rows[k] as RunPosition;
    const answer = (alertIds: string[], duplicate = false): PositionOutcome => ({
      ok: true,
      result: { kind: 'location', id: null, at: values.at.toISOString(), duplicate, alertIds },
    });
    const entryId = row.clock_entry_id;
    if (!entryId) {
      outcomes[index] = { ok: false, error: new AppError('field.not_on_duty', fieldMessages.notOnDutyAt) };
      continue;
    }
    if (row.ping_id === null) {
      outcomes[index] = answer([], true);
      continue;
    }
    const at = values.at.getTime();
    try {
      let zones: readonly Zone[] | undefined;
      if (known) {
        const evaluated = known.entryId === entryId;
        // A late position of a shift already over, or older than the latest one judged: kept for the trail only.
        if (!evaluated && row.clock_out !== null) {
          outcomes[index] = answer([]);
          continue;
        }
        if (evaluated && known.positionAt !== null && known.positionAt >= at) {
          outcomes[index] = answer([]);
          continue;
        }
        zones = await zonesOf(ctx.db, row.event_id);
        if (evaluated) {
          const previous: ZoneState = {
            allowed: known.allowed,
            restrictedInside: [...known.restrictedInside],
            breakZone: row.on_break ? known.breakZone : null,
          };
          const evaluation = evaluatePosition(previous, zones, point, point.accuracy, row.on_break);
          const unchanged =
            evaluation.crossings.length === 0 &&
            sameState(evaluation.state, { ...previous, breakZone: known.breakZone });
          if (unchanged) {
            known.positionAt = at;
            latest = { values, entryId, indexes: [...(latest?.indexes ?? []), index] };
            outcomes[index] = answer([]);
            continue;
          }
        }
      }
      const judged = await judgeRunPositionLocked(
        ctx,
        caller,
        { ...values, eventId: row.event_id },
        row,
        point,
        zones ?? (await zonesOf(ctx.db, row.event_id)),
      );
      known = judged.state;
      // This step made a position at least as new the latest: nothing left to write for those before it.
      if (latest && judged.state.positionAt !== null && judged.state.positionAt >= latest.values.at.getTime()) {
        latest = undefined;
      }
      outcomes[index] = answer(judged.alertIds);
    } catch (error) {
      known = undefined;
      outcomes[index] = { ok: false, error };
    }
  }
  if (latest) {
    try {
      await moveLatestPosition(ctx.db, latest.values, latest.entryId);
    } catch (error) {
      for (const index of latest.indexes) outcomes[index] = { ok: false, error };
    }
  }
  return outcomes;
}

/**
 * A run's position that may cross, under the state's lock (judgePositionLocked, for a position the run's statement
 * stored without moving the state): makes it the latest and judges it against the state as it is now. Answers the
 * alerts raised and the state it leaves.
 */
async function judgeRunPositionLocked(
  ctx: AppContext,
  caller: Caller,
  values: PositionValues,
  stored: RunPosition,
  point: Point,
  zones: readonly Zone[],
): Promise<{ alertIds: string[]; state: KnownState }> {
  const { at, now } = values;
  const entryId = stored.clock_entry_id ?? '';
  return ctx.db.transaction(async (tx) => {
    let state = await lockZoneState(tx, caller.actor.userId);
    if (!state || state.clockEntryId !== entryId) {
      // A late position of a shift already over: the trail only.
      if (stored.clock_out !== null) return { alertIds: [], state: knownFromRow(state) };
      state = await startZoneState(tx, caller, entryId, stored.event_id, now);
    }
    // A position as new was judged meanwhile: this one stays on the trail only.
    if (state.positionAt && new Date(state.positionAt).getTime() >= at.getTime()) {
      return { alertIds: [], state: knownFromRow(state) };
    }
    await setLatestPosition(tx, values);
    const judged = await judgeAgainstLockedState(tx, caller, state, stored, point, zones, values);
    return { alertIds: judged.alertIds, state: { entryId, ...judged.state, positionAt: at.getTime() } };
  });
}
