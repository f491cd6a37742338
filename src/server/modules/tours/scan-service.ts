import type { CheckCallBody, FieldActionResult, ScanBody } from '../../../shared/contract/field.ts';
import {
  firstScanFlag,
  orderedScanFlags,
  positionScanFlags,
  runForScan,
  tourRunsBetween,
} from '../../../shared/tour-schedule.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { actionBy, actionTime, inTransaction, pointOf } from '../field/index.ts';
import { shiftPatrolsCheckpoint } from '../patrols/index.ts';
import {
  type Db,
  ensureTourRun,
  findCheckpointByToken,
  findEntryCovering,
  insertCheckCall,
  insertScan,
  listNeighbourScans,
  listScansBetween,
  listToursWithCheckpoint,
  lockRunJudgement,
} from './repository.ts';
import { tourLifeHolds } from './tour-life.ts';

/** How far around a scan the impossible-travel rule looks for other scans (beyond, any distance is reachable). */
const neighbourHours = 6;

const notOnDutyAtEvent = () =>
  new AppError('field.not_on_duty_at_event', 'Only a guard clocked in to this checkpoint’s event can scan it.');

/**
 * The run of one of the checkpoint's tours open at `at` (see runForScan), made on first need, and whether it had
 * been judged missed before this scan arrived (the scan is then kept, flagged late_sync, and does not count:
 * docs/product/tours-and-check-calls.md#scanning); null when no run was due.
 */
async function dueRun(
  tx: Db,
  checkpoint: { id: string; clientId: string; timeZone: string },
  at: Date,
): Promise<{ id: string; closedAsMissed: boolean } | null> {
  for (const tour of await listToursWithCheckpoint(tx, checkpoint.id)) {
    const runs = tourRunsBetween(
      {
        startTime: tour.startTime,
        endTime: tour.endTime,
        everyMinutes: tour.everyMinutes,
        graceMinutes: tour.graceMinutes,
      },
      checkpoint.timeZone,
      new Date(at.getTime() - 1),
      new Date(at.getTime() + 1),
    );
    const open = runs.filter((r) => r.startsAt <= at && at < r.closesAt && tourLifeHolds(tour, r.startsAt));
    if (open.length === 0) continue;
    const earliest = open[0] as (typeof open)[number];
    const latest = open.at(-1) as (typeof open)[number];
    const scans = await listScansBetween(tx, [checkpoint.id], earliest.startsAt, latest.closesAt);
    const run = runForScan(open, at, (r) => !scans.some((s) => s.scannedAt >= r.startsAt && s.scannedAt < r.closesAt));
    if (!run) continue;
    const id = await ensureTourRun(tx, { clientId: checkpoint.clientId, tourId: tour.id, ...run });
    const judgement = await lockRunJudgement(tx, id);
    return { id, closedAsMissed: Boolean(judgement?.closedAt && judgement.missedAlertId) };
  }
  return null;
}

/**
 * A checkpoint scan (docs/product/tours-and-check-calls.md#scanning): the token names the checkpoint (404 when
 * unknown or rotated, or another client's); the guard must have been clocked in to its event at `at`, or to a
 * shift running a patrol route with a stop that lists it (docs/product/dispatch.md#mobile-patrol-runsheets) (403); the
 * scan is kept with its flag and counts for the tour run due then, and as a welfare check-call.
 */
export async function recordScan(ctx: AppContext, caller: Caller, body: ScanBody): Promise<FieldActionResult> {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  return inTransaction(ctx, caller, 'scan', body.idempotencyKey, now, async (tx) => {
    const checkpoint = await findCheckpointByToken(tx, body.token);
    if (!checkpoint || checkpoint.clientId !== caller.actor.homeClientId)
      throw AppError.notFound('Checkpoint not found.', 'checkpoint');
    const entry = await findEntryCovering(tx, caller.actor.homeClientId, caller.actor.userId, at);
    const onPatrol = async (shiftId: string | null) =>
      shiftId !== null && (await shiftPatrolsCheckpoint(tx, shiftId, checkpoint.id));
    if (!entry || (entry.eventId !== checkpoint.eventId && !(await onPatrol(entry.shiftId)))) throw notOnDutyAtEvent();
    const neighbours = point
      ? await listNeighbourScans(tx, checkpoint.id, caller.actor.userId, at, neighbourHours)
      : [];
    const positionFlags = positionScanFlags(
      { lat: checkpoint.latitude, lng: checkpoint.longitude, radiusMeters: checkpoint.radiusMeters },
      point,
      at,
      neighbours.map((n) => ({
        lat: n.latitude,
        lng: n.longitude,
        accuracy: n.accuracy ?? 0,
        at: n.scannedAt,
      })),
    );
    const run = await dueRun(tx, checkpoint, at);
    const tourRunId = run?.id ?? null;
    const flags = orderedScanFlags(run?.closedAsMissed ? [...positionFlags, 'late_sync' as const] : positionFlags);
    const flagged = firstScanFlag(flags);
    const id = await insertScan(tx, {
      ...actionBy(caller, at, point),
      checkpointId: checkpoint.id,
      eventId: checkpoint.eventId,
      tourRunId,
      flagged,
      flags,
      now,
    });
    await recordAudit(tx, {
      at: now,
      clientId: caller.actor.homeClientId,
      actorId: caller.actor.userId,
      action: 'field.scan',
      entity: 'checkpoint_scan',
      entityId: id,
      data: { checkpointId: checkpoint.id, tourRunId, flagged, flags, at: at.toISOString(), position: point },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return {
      kind: 'scan',
      id,
      at: at.toISOString(),
      duplicate: false,
      alertIds: [],
      checkpointId: checkpoint.id,
      tourRunId,
      flagged,
      flags,
    };
  });
}

/** "I'm OK": a welfare check-call while on duty (409 when not clocked in at `at`). */
export async function answerCheckCall(
  ctx: AppContext,
  caller: Caller,
  body: CheckCallBody,
): Promise<FieldActionResult> {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  return inTransaction(ctx, caller, 'check-call', body.idempotencyKey, now, async (tx) => {
    const entry = await findEntryCovering(tx, caller.actor.homeClientId, caller.actor.userId, at);
    if (!entry) throw new AppError('field.not_clocked_in', 'You are not clocked in.');
    const id = await insertCheckCall(tx, { ...actionBy(caller, at, point), eventId: entry.eventId });
    await recordAudit(tx, {
      at: now,
      clientId: caller.actor.homeClientId,
      actorId: caller.actor.userId,
      action: 'field.check-call',
      entity: 'check_call',
      entityId: id,
      data: { eventId: entry.eventId, at: at.toISOString(), position: point },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { kind: 'check-call', id, at: at.toISOString(), duplicate: false, alertIds: [] };
  });
}
