import { sql } from 'drizzle-orm';
import { isStorableText } from '../../../shared/contract/common.ts';
import {
  type BreakEndBody,
  type BreakStartBody,
  type ClockInBody,
  type ClockOutBody,
  clockInEarlyMinutes,
  type FieldActionKind,
  type FieldActionResult,
  fieldFutureToleranceMs,
  fieldMaxAgeMs,
  fieldMessages,
  type LocationBody,
  offSiteDistanceMetres,
  type SosBody,
  type SyncAction,
  type SyncResult,
  syncActionSchema,
  type TaskDoneBody,
} from '../../../shared/contract/field.ts';
import {
  type Crossing,
  distanceToZonesMetres,
  evaluatePosition,
  initialZoneState,
  sideOfAny,
  type Zone,
  type ZoneState,
} from '../../../shared/geofence.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldsOfIssues } from '../../http/zod-fields.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { breakOverrunAlertTexts, crossingAlertTexts, offSiteAlertTexts, sosAlertTexts } from './alert-texts.ts';
import {
  claimReceipt,
  closeBreak,
  closeClockEntry,
  type Db,
  deleteZoneState,
  findEventForClockIn,
  findOpenBreak,
  findOpenClockEntry,
  insertAlert,
  insertBreak,
  insertFieldClockEntry,
  insertGeofenceActivity,
  lockZoneState,
  overlapsClosedEntry,
  type PositionValues,
  type StoredPosition,
  saveEvaluatedState,
  saveReceipt,
  saveZoneState,
  setBreakZone,
  setLatestPosition,
  storePosition,
} from './repository.ts';
import { zonesOf } from './zone-cache.ts';

export interface RequestInfo {
  requestId: string;
  ip: string | null;
}

const invalid = (field: string, message: string) =>
  AppError.badRequest('Some fields are not valid.', { [field]: message });

/** The action's time: the device's `at` (refused when in the future or older than 7 days) or the server's now. */
export function actionTime(ctx: AppContext, at: string | undefined): { at: Date; now: Date } {
  const now = ctx.clock();
  if (!at) return { at: now, now };
  const when = new Date(at);
  if (when.getTime() - now.getTime() > fieldFutureToleranceMs) throw invalid('at', fieldMessages.futureTime);
  if (now.getTime() - when.getTime() > fieldMaxAgeMs) throw invalid('at', fieldMessages.staleTime);
  return { at: when, now };
}

const nameOf = (user: AuthUser) => user.displayName || user.email;

function uniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e.code ? e : e.cause;
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

/**
 * One field action in one transaction. With an idempotency key, the key is claimed first: a key seen before
 * answers its first result again (marked duplicate) and does nothing; a refusal rolls the claim back, so a retry
 * is judged afresh.
 */
async function inTransaction(
  ctx: AppContext,
  user: AuthUser,
  kind: FieldActionKind,
  key: string | undefined,
  now: Date,
  work: (tx: Db) => Promise<FieldActionResult>,
): Promise<FieldActionResult> {
  return ctx.db.transaction(async (tx) => {
    if (key) {
      const earlier = await claimReceipt(tx, user.clientId, user.id, key, kind, now);
      if (earlier) {
        if (earlier.kind !== kind) throw invalid('idempotencyKey', fieldMessages.keyReused);
        return { ...(earlier.result as FieldActionResult), duplicate: true };
      }
    }
    const result = await work(tx);
    if (key) await saveReceipt(tx, user.id, key, result);
    return result;
  });
}

interface Point {
  lat: number;
  lng: number;
  accuracy: number;
}

function pointOf(body: { lat?: number | undefined; lng?: number | undefined; accuracy?: number | undefined }) {
  return body.lat !== undefined && body.lng !== undefined
    ? { lat: body.lat, lng: body.lng, accuracy: body.accuracy ?? 0 }
    : null;
}

/** Writes a position's crossings: an alert for those that raise one, and a geofence activity record for each. */
async function recordCrossings(
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
      alertId = await insertAlert(tx, {
        clientId: user.clientId,
        type: crossing.alert,
        guardId: user.id,
        eventId,
        title: texts.title,
        message: texts.text,
        lat: point.lat,
        lng: point.lng,
        now,
      });
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

// ── Clock in / out ──────────────────────────────────────────────────────────────────────────────────────────

export async function clockIn(ctx: AppContext, user: AuthUser, body: ClockInBody, info: RequestInfo) {
  const { at, now } = actionTime(ctx, body.at);
  const event = await findEventForClockIn(ctx.db, body.eventId, user.id);
  if (!event || event.client_id !== user.clientId) throw AppError.notFound('No such event.');
  if (!event.assigned) throw new AppError('field.not_assigned', fieldMessages.notAssigned);
  const opensAt = new Date(event.start_at).getTime() - clockInEarlyMinutes * 60_000;
  if (at.getTime() < opensAt || at.getTime() >= new Date(event.end_at).getTime()) {
    throw new AppError('field.event_not_running', fieldMessages.eventNotActive, {
      fields: { eventId: fieldMessages.eventNotActive },
    });
  }
  const point = pointOf(body);
  const zones = await zonesOf(ctx.db, event.id);
  const allowedZones = zones.filter((z) => z.zoneType === 'Allowed zone');
  const distance = point && allowedZones.length > 0 ? distanceToZonesMetres(point, allowedZones) : 0;
  const offSite = point !== null && distance > offSiteDistanceMetres + point.accuracy;

  try {
    return await inTransaction(ctx, user, 'clock-in', body.idempotencyKey, now, async (tx) => {
      if (await findOpenClockEntry(tx, user.clientId, user.id))
        throw new AppError('field.already_clocked_in', fieldMessages.alreadyClockedIn);
      if (await overlapsClosedEntry(tx, user.clientId, user.id, at))
        throw new AppError('field.overlaps_entry', fieldMessages.overlapsEntry);
      const entryId = await insertFieldClockEntry(tx, {
        clientId: user.clientId,
        userId: user.id,
        eventId: event.id,
        at,
        lat: point?.lat ?? null,
        lng: point?.lng ?? null,
        accuracy: point?.accuracy ?? null,
        offSite,
      });
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
        alertIds.push(...(await recordCrossings(tx, user, event.id, event.name, crossings, point, at, now, info)));
        if (offSite) {
          const texts = offSiteAlertTexts(nameOf(user), distance, event.id, event.name);
          const alertId = await insertAlert(tx, {
            clientId: user.clientId,
            type: 'Geofence Exit',
            guardId: user.id,
            eventId: event.id,
            title: texts.title,
            message: texts.text,
            lat: point.lat,
            lng: point.lng,
            now,
          });
          alertIds.push(alertId);
          const nearest = allowedZones[0] as Zone;
          await insertGeofenceActivity(tx, {
            clientId: user.clientId,
            eventId: event.id,
            userId: user.id,
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
        clientId: user.clientId,
        userId: user.id,
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
        clientId: user.clientId,
        actorId: user.id,
        action: 'field.clock-in',
        entity: 'clock_entry',
        entityId: entryId,
        data: { eventId: event.id, at: at.toISOString(), position: point, offSite, alertIds },
        ...info,
      });
      return { kind: 'clock-in', id: entryId, at: at.toISOString(), duplicate: false, offSite, alertIds };
    });
  } catch (error) {
    if (uniqueViolation(error, 'clock_entries_open_key'))
      throw new AppError('field.already_clocked_in', fieldMessages.alreadyClockedIn);
    throw error;
  }
}

/** Ends an open break at `at`; a break that overran and was not yet alerted raises its Break Overrun now. */
async function finishBreak(
  tx: Db,
  user: AuthUser,
  open: NonNullable<Awaited<ReturnType<typeof findOpenBreak>>>,
  at: Date,
  now: Date,
  info: RequestInfo,
): Promise<string[]> {
  const allowedEnd = new Date(open.start_at).getTime() + open.length_of_break * 60_000;
  const overrun = at.getTime() > allowedEnd;
  const alertIds: string[] = [];
  if (overrun && !open.overrun_alerted_at) {
    const over = Math.round((at.getTime() - allowedEnd) / 60_000);
    const texts = breakOverrunAlertTexts(nameOf(user), open.length_of_break, over, open.event_id);
    const alertId = await insertAlert(tx, {
      clientId: user.clientId,
      type: 'Break Overrun',
      guardId: user.id,
      eventId: open.event_id,
      title: texts.title,
      message: texts.text,
      lat: null,
      lng: null,
      lengthOfBreak: open.length_of_break,
      now,
    });
    alertIds.push(alertId);
  }
  await closeBreak(tx, open.id, at, overrun, alertIds.length > 0 ? now : null);
  await setBreakZone(tx, user.id, null, now);
  await recordAudit(tx, {
    at: now,
    clientId: user.clientId,
    actorId: user.id,
    action: 'field.break-end',
    entity: 'break',
    entityId: open.id,
    data: { at: at.toISOString(), overrun, alertIds },
    ...info,
  });
  return alertIds;
}

export async function clockOut(ctx: AppContext, user: AuthUser, body: ClockOutBody, info: RequestInfo) {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  return inTransaction(ctx, user, 'clock-out', body.idempotencyKey, now, async (tx) => {
    const entry = await findOpenClockEntry(tx, user.clientId, user.id);
    if (!entry) throw new AppError('field.not_clocked_in', fieldMessages.notClockedIn);
    if (at.getTime() <= new Date(entry.clock_in).getTime())
      throw new AppError('field.before_clock_in', fieldMessages.beforeClockIn, {
        fields: { at: fieldMessages.beforeClockIn },
      });
    const alertIds: string[] = [];
    const open = await findOpenBreak(tx, user.clientId, user.id);
    if (open) {
      const breakEnd = new Date(Math.max(at.getTime(), new Date(open.start_at).getTime()));
      alertIds.push(...(await finishBreak(tx, user, open, breakEnd, now, info)));
    }
    await closeClockEntry(tx, entry.id, at, now);
    await deleteZoneState(tx, user.id);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: user.clientId,
      actorId: user.id,
      action: 'field.clock-out',
      entity: 'clock_entry',
      entityId: entry.id,
      data: { eventId: entry.event_id, at: at.toISOString(), position: point, breakEnded: open?.id ?? null },
      ...info,
    });
    return { kind: 'clock-out', id: entry.id, at: at.toISOString(), duplicate: false, alertIds };
  });
}

// ── Breaks ──────────────────────────────────────────────────────────────────────────────────────────────────

export async function startBreak(ctx: AppContext, user: AuthUser, body: BreakStartBody, info: RequestInfo) {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  try {
    return await inTransaction(ctx, user, 'break-start', body.idempotencyKey, now, async (tx) => {
      const entry = await findOpenClockEntry(tx, user.clientId, user.id);
      if (!entry) throw new AppError('field.not_clocked_in', fieldMessages.notClockedIn);
      if (at.getTime() < new Date(entry.clock_in).getTime())
        throw new AppError('field.before_clock_in', fieldMessages.beforeClockIn, {
          fields: { at: fieldMessages.beforeClockIn },
        });
      if (await findOpenBreak(tx, user.clientId, user.id))
        throw new AppError('break.already_open', fieldMessages.breakAlreadyStarted);
      const breakId = await insertBreak(tx, {
        clientId: user.clientId,
        userId: user.id,
        eventId: entry.event_id,
        clockEntryId: entry.id,
        length: body.lengthOfBreak,
        at,
      });
      const alertIds: string[] = [];
      let breakZone: ZoneState['breakZone'] = null;
      if (point) {
        const breakZones = (await zonesOf(tx, entry.event_id)).filter((z) => z.zoneType === 'Break zone');
        if (breakZones.length > 0) {
          const side = sideOfAny(point, point.accuracy, breakZones);
          breakZone = side ?? null;
          if (side === 'outside') {
            const { crossings } = evaluatePosition(initialZoneState, breakZones, point, point.accuracy, true);
            alertIds.push(
              ...(await recordCrossings(tx, user, entry.event_id, entry.event_name, crossings, point, at, now, info)),
            );
          }
        }
      }
      await setBreakZone(tx, user.id, breakZone, now);
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: user.clientId,
        actorId: user.id,
        action: 'field.break-start',
        entity: 'break',
        entityId: breakId,
        data: { eventId: entry.event_id, at: at.toISOString(), lengthOfBreak: body.lengthOfBreak, position: point },
        ...info,
      });
      return { kind: 'break-start', id: breakId, at: at.toISOString(), duplicate: false, alertIds };
    });
  } catch (error) {
    if (uniqueViolation(error, 'breaks_open_key'))
      throw new AppError('break.already_open', fieldMessages.breakAlreadyStarted);
    throw error;
  }
}

export async function endBreak(ctx: AppContext, user: AuthUser, body: BreakEndBody, info: RequestInfo) {
  const { at, now } = actionTime(ctx, body.at);
  return inTransaction(ctx, user, 'break-end', body.idempotencyKey, now, async (tx) => {
    const open = await findOpenBreak(tx, user.clientId, user.id);
    if (!open) throw new AppError('break.not_open', fieldMessages.noOpenBreak);
    if (at.getTime() < new Date(open.start_at).getTime())
      throw new AppError('field.before_break_start', fieldMessages.beforeBreakStart, {
        fields: { at: fieldMessages.beforeBreakStart },
      });
    const alertIds = await finishBreak(tx, user, open, at, now, info);
    return { kind: 'break-end', id: open.id, at: at.toISOString(), duplicate: false, alertIds };
  });
}

// ── Positions ───────────────────────────────────────────────────────────────────────────────────────────────

const sameState = (a: ZoneState, b: ZoneState) =>
  a.allowed === b.allowed &&
  a.breakZone === b.breakZone &&
  a.restrictedInside.length === b.restrictedInside.length &&
  a.restrictedInside.every((id) => b.restrictedInside.includes(id));

/**
 * A position: stored for the trail and — when it is the guard's newest on their open clock entry — evaluated
 * against the event's zones. The common case (no crossing) is a single statement (repository storePosition); a
 * crossing, or a state row still to be made, takes a second step under the state's row lock, which judges the
 * position against the state as it is then.
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
  const stored = await storePosition(ctx.db, values);
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
  const result = await tx.execute<{ name: string }>(sql`select name from events where id = ${eventId}`);
  return result.rows[0]?.name ?? null;
}

// ── SOS ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** SOS: an alert at once, with position and the event on duty if any; accepted at any time, never rate limited. */
export async function raiseSos(ctx: AppContext, user: AuthUser, body: SosBody, info: RequestInfo) {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  return inTransaction(ctx, user, 'sos', body.idempotencyKey, now, async (tx) => {
    const entry = await findOpenClockEntry(tx, user.clientId, user.id);
    const eventId = entry?.event_id ?? null;
    const texts = sosAlertTexts(nameOf(user), body.message, eventId, entry?.event_name ?? null);
    const alertId = await insertAlert(tx, {
      clientId: user.clientId,
      type: 'SOS',
      guardId: user.id,
      eventId,
      title: texts.title,
      message: texts.text,
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
      now,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: user.clientId,
      actorId: user.id,
      action: 'field.sos',
      entity: 'alert',
      entityId: alertId,
      data: { eventId, at: at.toISOString(), position: point, message: body.message ?? null },
      ...info,
    });
    return { kind: 'sos', id: alertId, at: at.toISOString(), duplicate: false, alertIds: [alertId] };
  });
}

// ── Tasks ───────────────────────────────────────────────────────────────────────────────────────────────────

export async function setOwnTaskDone(
  ctx: AppContext,
  user: AuthUser,
  taskId: string,
  body: TaskDoneBody,
  info: RequestInfo,
) {
  const { at, now } = actionTime(ctx, body.at);
  return inTransaction(ctx, user, 'task-done', body.idempotencyKey, now, async (tx) => {
    const found = await tx.execute<{ assigned_to: string | null; status: string }>(sql`
      select assigned_to, status from tasks where id = ${taskId} and client_id = ${user.clientId} for update`);
    const task = found.rows[0];
    // Someone else's task is as invisible to a guard as another client's (404, not 403).
    if (!task || task.assigned_to !== user.id) throw AppError.notFound('No such task.');
    const status = body.done ? 'done' : 'open';
    await tx.execute(sql`
      update tasks set status = ${status}, completed_at = ${body.done ? at.toISOString() : null}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz
      where id = ${taskId}`);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: user.clientId,
      actorId: user.id,
      action: body.done ? 'task.complete' : 'task.reopen',
      entity: 'task',
      entityId: taskId,
      data: { before: task.status, after: status, at: at.toISOString(), via: 'field' },
      ...info,
    });
    return { kind: 'task-done', id: taskId, at: at.toISOString(), duplicate: false, alertIds: [] };
  });
}

// ── Replay ──────────────────────────────────────────────────────────────────────────────────────────────────

function run(ctx: AppContext, user: AuthUser, action: SyncAction, info: RequestInfo): Promise<FieldActionResult> {
  switch (action.kind) {
    case 'clock-in':
      return clockIn(ctx, user, action.body, info);
    case 'clock-out':
      return clockOut(ctx, user, action.body, info);
    case 'break-start':
      return startBreak(ctx, user, action.body, info);
    case 'break-end':
      return endBreak(ctx, user, action.body, info);
    case 'location':
      return recordPosition(ctx, user, action.body, info);
    case 'sos':
      return raiseSos(ctx, user, action.body, info);
    case 'task-done':
      return setOwnTaskDone(ctx, user, action.taskId, action.body, info);
  }
}

/**
 * A device's queue: each action is validated on its own, then applied in the order the actions happened (by `at`,
 * then by their place in the batch), each in its own transaction, so a refusal of one — or an unexpected failure
 * of one — does not undo or block the others. An unexpected failure answers that action with status 500 (the
 * device keeps it and sends it again later; the keys make that safe) and the replay goes on.
 */
export async function replay(
  ctx: AppContext,
  user: AuthUser,
  actions: readonly unknown[],
  info: RequestInfo,
  log: { error(details: { err: unknown }, message: string): void },
): Promise<SyncResult> {
  const now = ctx.clock().getTime();
  const results: SyncResult['results'] = [];
  const valid: Array<{ action: SyncAction; index: number; at: number }> = [];
  for (const [index, raw] of actions.entries()) {
    const parsed = syncActionSchema.safeParse(raw);
    if (parsed.success) {
      const at = parsed.data.body.at ? Date.parse(parsed.data.body.at) : now;
      valid.push({ action: parsed.data, index, at });
      continue;
    }
    const key = (raw as { body?: { idempotencyKey?: unknown } } | null)?.body?.idempotencyKey;
    const error = AppError.badRequest('Some fields are not valid.', fieldsOfIssues(parsed.error.issues));
    results.push(refusal(index, typeof key === 'string' && isStorableText(key) ? key : null, error));
  }
  valid.sort((a, b) => a.at - b.at || a.index - b.index);
  for (const { action, index } of valid) {
    const idempotencyKey = action.body.idempotencyKey ?? null;
    try {
      const result = await run(ctx, user, action, info);
      results.push({ index, idempotencyKey, ok: true, result, error: null });
    } catch (error) {
      if (error instanceof AppError) {
        results.push(refusal(index, idempotencyKey, error));
        continue;
      }
      log.error({ err: error }, `field sync: action ${index} (${action.kind}) failed`);
      results.push({
        index,
        idempotencyKey,
        ok: false,
        result: null,
        error: { status: 500, code: 'internal', message: 'Something went wrong on our side.' },
      });
    }
  }
  results.sort((a, b) => a.index - b.index);
  return { results };
}

function refusal(index: number, idempotencyKey: string | null, error: AppError): SyncResult['results'][number] {
  return {
    index,
    idempotencyKey,
    ok: false,
    result: null,
    error: {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}
