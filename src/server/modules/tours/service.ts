import { randomBytes } from 'node:crypto';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import type {
  Checkpoint,
  CheckpointCreateBody,
  CheckpointUpdateBody,
  Tour,
  TourCreateBody,
  TourReport,
  TourReportQuery,
  TourRunDetail,
  TourUpdateBody,
} from '../../../shared/contract/tours.ts';
import { defaultCheckpointRadiusMeters, tourMessages, tourReportMaxRows } from '../../../shared/contract/tours.ts';
import {
  countedScans,
  scanCountsForRun as countsForRun,
  runCounts,
  runOutcome,
  type ScanFlag,
  scanFlagOrder,
  type TourRunWindow,
  tourRunsBetween,
} from '../../../shared/tour-schedule.ts';
import type { Actor } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAlert, missedCheckpointAlertTexts } from '../alerts/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  archiveCheckpoint,
  archiveTour,
  type CheckpointRow,
  checkpointNames,
  checkpointsOfEvent,
  claimUnjudgedRun,
  type Db,
  ensureTourRun,
  findVisibleEventNameAndZone,
  findVisibleRun,
  insertCheckpoint,
  insertTour,
  keepFormerTourVersion,
  listCheckpointsByIds,
  listEventCheckpoints,
  listEventTours,
  listJudgedRunStarts,
  listRunIds,
  listScansBetween,
  listScansWithGuards,
  listToursOfEventsBetween,
  listVisibleToursBetween,
  lockLiveToursWithCheckpoint,
  lockVisibleCheckpoint,
  lockVisibleTour,
  markRunJudged,
  type ScanRow,
  setCheckpointToken,
  type TourRow,
  type TourToJudgeRow,
  updateCheckpoint,
  updateTourFrom,
} from './repository.ts';
import { tourLifeHolds } from './tour-life.ts';

/* Checkpoints, tours and their runs (docs/product/tours-and-check-calls.md). */

/** A label's secret: 144 random bits, URL-safe. */
export const newCheckpointToken = () => randomBytes(18).toString('base64url');

/** The URL a label holds: the field app's scan page, on this server's public address. */
export function scanUrlOf(ctx: Pick<AppContext, 'baseUrl'>, origin: string, token: string): string {
  const base = (ctx.baseUrl ?? origin).replace(/\/+$/, '');
  return `${base}/field/scan/${encodeURIComponent(token)}`;
}

function toCheckpoint(row: CheckpointRow, scanUrl: string): Checkpoint {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusMeters: row.radiusMeters,
    instructions: row.instructions,
    scanUrl,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The event, when the actor may see it; 404 otherwise (its existence is not revealed). */
async function visibleEvent(ctx: AppContext, actor: Actor, eventId: string) {
  const event = await findVisibleEventNameAndZone(ctx.db, actor, eventId);
  if (!event) throw AppError.notFound('Event not found.', 'event');
  return event;
}

export async function listCheckpoints(ctx: AppContext, caller: Caller, eventId: string, origin: string) {
  const { actor } = caller;
  await visibleEvent(ctx, actor, eventId);
  const rows = await listEventCheckpoints(ctx.db, eventId);
  return { items: rows.map((row) => toCheckpoint(row, scanUrlOf(ctx, origin, row.token))) };
}

export async function createCheckpoint(ctx: AppContext, caller: Caller, eventId: string, body: CheckpointCreateBody) {
  const { actor } = caller;
  const event = await visibleEvent(ctx, actor, eventId);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const id = await insertCheckpoint(tx, {
      clientId: event.clientId,
      eventId,
      name: body.name,
      latitude: body.latitude,
      longitude: body.longitude,
      radiusMeters: body.radiusMeters ?? defaultCheckpointRadiusMeters,
      instructions: body.instructions ?? null,
      token: newCheckpointToken(),
      now,
    });
    await recordAudit(tx, {
      at: now,
      clientId: event.clientId,
      actorId: actor.userId,
      action: 'checkpoint.create',
      entity: 'checkpoint',
      entityId: id,
      data: { eventId, name: body.name },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { id };
  });
}

/** The checkpoint, locked, when the actor may edit its event; else 404 (another client's or out of scope alike). */
async function visibleCheckpoint(tx: Db, actor: Actor, id: string) {
  const row = await lockVisibleCheckpoint(tx, actor, id);
  if (!row) throw AppError.notFound('Checkpoint not found.', 'checkpoint');
  return row;
}

/** The tour, locked, when the actor may edit its event; else 404. */
async function visibleTour(tx: Db, actor: Actor, id: string) {
  const row = await lockVisibleTour(tx, actor, id);
  if (!row) throw AppError.notFound('Tour not found.', 'tour');
  return row;
}

/** A new secret for the checkpoint: every label printed before stops working (its scans answer 404). */
export async function rotateCheckpointToken(ctx: AppContext, caller: Caller, id: string, origin: string) {
  const { actor } = caller;
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await visibleCheckpoint(tx, actor, id);
    const token = newCheckpointToken();
    await setCheckpointToken(tx, id, token, now);
    await recordAudit(tx, {
      at: now,
      clientId: row.clientId,
      actorId: actor.userId,
      action: 'checkpoint.rotate-token',
      entity: 'checkpoint',
      entityId: id,
      data: { eventId: row.eventId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return toCheckpoint({ ...row, token }, scanUrlOf(ctx, origin, token));
  });
}

/** Changes a checkpoint; its token (and printed labels) stay. */
export async function editCheckpoint(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: CheckpointUpdateBody,
  origin: string,
) {
  const { actor } = caller;
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await visibleCheckpoint(tx, actor, id);
    const updated = await updateCheckpoint(tx, id, body, now);
    await recordAudit(tx, {
      at: now,
      clientId: row.clientId,
      actorId: actor.userId,
      action: 'checkpoint.update',
      entity: 'checkpoint',
      entityId: id,
      data: { eventId: row.eventId, ...body },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return toCheckpoint(updated, scanUrlOf(ctx, origin, updated.token));
  });
}

/**
 * Removes a checkpoint (docs/product/tours-and-check-calls.md#changing-and-removing): its label stops working, its
 * row stays for the scans that name it, and each tour holding it changes from now on without it (a tour left with
 * no checkpoint is removed).
 */
export async function removeCheckpoint(ctx: AppContext, caller: Caller, id: string) {
  const { actor } = caller;
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const row = await visibleCheckpoint(tx, actor, id);
    const changedTours: string[] = [];
    const removedTours: string[] = [];
    for (const tour of await lockLiveToursWithCheckpoint(tx, id)) {
      const rest = tour.checkpointIds.filter((cp) => cp !== id);
      if (rest.length === 0) {
        await archiveTour(tx, tour.id, now);
        removedTours.push(tour.id);
      } else {
        await keepFormerTourVersion(tx, tour.id, now);
        await updateTourFrom(tx, tour.id, { ...fieldsOfTour(tour), checkpointIds: rest }, now);
        changedTours.push(tour.id);
      }
    }
    await archiveCheckpoint(tx, id, now);
    await recordAudit(tx, {
      at: now,
      clientId: row.clientId,
      actorId: actor.userId,
      action: 'checkpoint.remove',
      entity: 'checkpoint',
      entityId: id,
      data: { eventId: row.eventId, name: row.name, changedTours, removedTours },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}

/** The checkpoints of the event with their labels' URLs, for the labels sheet. */
export async function checkpointLabels(ctx: AppContext, caller: Caller, eventId: string, origin: string) {
  const { actor } = caller;
  const event = await visibleEvent(ctx, actor, eventId);
  const rows = await listEventCheckpoints(ctx.db, eventId);
  return {
    eventName: event.name,
    labels: rows.map((row) => ({ name: row.name, scanUrl: scanUrlOf(ctx, origin, row.token) })),
  };
}

function toTour(row: TourRow): Tour {
  return { id: row.id, eventId: row.eventId, ...fieldsOfTour(row) };
}

function fieldsOfTour(row: TourRow) {
  return {
    name: row.name,
    checkpointIds: row.checkpointIds,
    ordered: row.ordered,
    startTime: row.startTime,
    endTime: row.endTime,
    everyMinutes: row.everyMinutes,
    graceMinutes: row.graceMinutes,
  };
}

export async function listTours(ctx: AppContext, caller: Caller, eventId: string) {
  const { actor } = caller;
  await visibleEvent(ctx, actor, eventId);
  return { items: (await listEventTours(ctx.db, eventId)).map(toTour) };
}

export async function createTour(ctx: AppContext, caller: Caller, eventId: string, body: TourCreateBody) {
  const { actor } = caller;
  const event = await visibleEvent(ctx, actor, eventId);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const ofEvent = await checkpointsOfEvent(tx, eventId, body.checkpointIds);
    if (body.checkpointIds.some((id) => !ofEvent.has(id.toLowerCase()))) {
      throw AppError.invalidFields({ checkpointIds: { code: tourMessages.checkpointsOfEvent } });
    }
    const id = await insertTour(tx, { clientId: event.clientId, eventId, ...body, now });
    await recordAudit(tx, {
      at: now,
      clientId: event.clientId,
      actorId: actor.userId,
      action: 'tour.create',
      entity: 'tour',
      entityId: id,
      data: { eventId, ...body },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { id };
  });
}

/**
 * Changes a tour from now on (docs/product/tours-and-check-calls.md#changing-and-removing): the runs starting before
 * keep the former version, kept as a removed copy, so reports of them do not change.
 */
export async function editTour(ctx: AppContext, caller: Caller, id: string, body: TourUpdateBody) {
  const { actor } = caller;
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await visibleTour(tx, actor, id);
    if (body.checkpointIds) {
      const ofEvent = await checkpointsOfEvent(tx, row.eventId, body.checkpointIds);
      if (body.checkpointIds.some((cp) => !ofEvent.has(cp.toLowerCase()))) {
        throw AppError.invalidFields({ checkpointIds: { code: tourMessages.checkpointsOfEvent } });
      }
    }
    const formerId = await keepFormerTourVersion(tx, id, now);
    const updated = await updateTourFrom(tx, id, { ...fieldsOfTour(row), ...body }, now);
    await recordAudit(tx, {
      at: now,
      clientId: row.clientId,
      actorId: actor.userId,
      action: 'tour.update',
      entity: 'tour',
      entityId: id,
      data: { eventId: row.eventId, formerVersion: formerId, ...body },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return toTour(updated);
  });
}

/** Removes a tour: no run starts from now on; the runs before stay in the report (and the one under way is judged). */
export async function removeTour(ctx: AppContext, caller: Caller, id: string) {
  const { actor } = caller;
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const row = await visibleTour(tx, actor, id);
    await archiveTour(tx, id, now);
    await recordAudit(tx, {
      at: now,
      clientId: row.clientId,
      actorId: actor.userId,
      action: 'tour.remove',
      entity: 'tour',
      entityId: id,
      data: { eventId: row.eventId, name: row.name },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}

/** The runs of a tour meeting [from, to) that fall within its event's dates and its life (see tourLifeHolds). */
export function runsOfTour(tour: TourToJudgeRow, from: Date, to: Date): TourRunWindow[] {
  const eventStart = new Date(tour.eventStart).getTime();
  const eventEnd = new Date(tour.eventEnd).getTime();
  return tourRunsBetween(
    {
      startTime: tour.startTime,
      endTime: tour.endTime,
      everyMinutes: tour.everyMinutes,
      graceMinutes: tour.graceMinutes,
    },
    tour.timeZone,
    from,
    to,
  ).filter(
    (run) =>
      run.startsAt.getTime() < eventEnd && run.endsAt.getTime() > eventStart && tourLifeHolds(tour, run.startsAt),
  );
}

// ── What other modules read of tours (through index.ts) ────────────────────────────────────────────────

/** Tours the caller may see of events running at some time in [from, to) (the client portal's compliance). */
export function visibleToursBetween(ctx: AppContext, caller: Caller, from: Date, to: Date): Promise<TourToJudgeRow[]> {
  return listVisibleToursBetween(ctx.db, caller.actor, from, to);
}

/** The scans of the checkpoints within [from, to). */
export function scansOfCheckpointsBetween(
  ctx: AppContext,
  checkpointIds: readonly string[],
  from: Date,
  to: Date,
): Promise<ScanRow[]> {
  return listScansBetween(ctx.db, checkpointIds, from, to);
}

/** How many of the scans carry each flag, most serious first (flags no scan carries left out). */
function flagCounts(scans: readonly { flags: readonly ScanFlag[] }[]) {
  return scanFlagOrder.flatMap((flag) => {
    const count = scans.filter((s) => s.flags.includes(flag)).length;
    return count > 0 ? [{ flag, count }] : [];
  });
}

/** How far back the scheduled check looks for runs that closed (a process down for a while still judges them). */
const judgeLookbackMs = 24 * 60 * 60_000;

/**
 * The scheduled check: every tour run whose window plus grace closed in the last day and was not judged yet is
 * judged once; with checkpoints unscanned it raises one Missed Checkpoint alert listing them. Safe with several
 * processes (each run row is claimed with skip locked). Returns the ids of the alerts raised.
 */
export async function raiseMissedCheckpoints(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<string[]> {
  const now = ctx.clock();
  const from = new Date(now.getTime() - judgeLookbackMs);
  const raised: string[] = [];
  for (const tour of await listToursOfEventsBetween(ctx.db, from, now)) {
    const judged = await listJudgedRunStarts(ctx.db, tour.id, new Date(from.getTime() - judgeLookbackMs));
    const due = runsOfTour(tour, from, now).filter(
      (run) => run.closesAt <= now && run.closesAt > from && !judged.has(run.startsAt.getTime()),
    );
    for (const run of due) {
      const alertId = await ctx.db.transaction(async (tx) => {
        const runId = await ensureTourRun(tx, { clientId: tour.clientId, tourId: tour.id, ...run });
        if (!(await claimUnjudgedRun(tx, runId))) return null;
        const scans = await listScansBetween(tx, tour.checkpointIds, run.startsAt, run.closesAt);
        const outcome = runOutcome(
          run,
          tour.checkpointIds,
          tour.ordered,
          scans.filter(countsForRun).map((s) => ({ checkpointId: s.checkpointId, at: s.scannedAt })),
          now,
        );
        let id: string | null = null;
        if (outcome.missed.length > 0) {
          const names = await checkpointNames(tx, outcome.missed);
          const texts = missedCheckpointAlertTexts(
            tour.name,
            outcome.missed.map((cp) => names.get(cp) ?? cp),
            run.startsAt.toISOString(),
            tour.timeZone,
            tour.eventId,
            tour.eventName,
          );
          id = await insertAlert(tx, {
            clientId: tour.clientId,
            type: 'Missed Checkpoint',
            guardId: null,
            eventId: tour.eventId,
            title: texts.title,
            message: texts.text,
            params: texts.params,
            now,
          });
          await recordAudit(tx, {
            at: now,
            clientId: tour.clientId,
            actorId: null,
            action: 'alert.raise',
            entity: 'alert',
            entityId: id,
            data: { type: 'Missed Checkpoint', tourId: tour.id, runId, missed: outcome.missed, by: 'scheduled check' },
          });
        }
        await markRunJudged(tx, runId, now, id);
        return id;
      });
      if (alertId) raised.push(alertId);
    }
  }
  return raised;
}

/** The tour report: every run of the visible tours in [from, to) with its counts, oldest first. */
export async function tourReport(ctx: AppContext, caller: Caller, query: TourReportQuery): Promise<TourReport> {
  const { actor } = caller;
  const from = new Date(query.from);
  const to = new Date(query.to);
  const now = ctx.clock();
  const tours = await listVisibleToursBetween(ctx.db, actor, from, to);
  const runIds = new Map(
    (
      await listRunIds(
        ctx.db,
        tours.map((t) => t.id),
        from,
        to,
      )
    ).map((r) => [`${r.tourId}@${r.startsAt.getTime()}`, r.id]),
  );
  const rows: TourReport['rows'] = [];
  for (const tour of tours) {
    const runs = runsOfTour(tour, from, to).filter((run) => run.startsAt >= from);
    if (runs.length === 0) continue;
    const first = runs[0] as TourRunWindow;
    const last = runs.at(-1) as TourRunWindow;
    const scans = await listScansBetween(ctx.db, tour.checkpointIds, first.startsAt, last.closesAt);
    for (const run of runs) {
      const inRun = scans.filter((s) => s.scannedAt >= run.startsAt && s.scannedAt < run.closesAt);
      const outcome = runOutcome(
        run,
        tour.checkpointIds,
        tour.ordered,
        inRun.filter(countsForRun).map((s) => ({ checkpointId: s.checkpointId, at: s.scannedAt })),
        now,
      );
      rows.push({
        tourId: tour.id,
        tourName: tour.name,
        event: { id: tour.eventId, name: tour.eventName },
        runId: runIds.get(`${tour.id}@${run.startsAt.getTime()}`) ?? null,
        ...runCounts(run, outcome, tour.checkpointIds.length),
        flagged: inRun.filter((s) => s.flagged !== null).length,
        flagCounts: flagCounts(inRun),
      });
      if (rows.length > tourReportMaxRows) {
        throw AppError.invalidFields({ to: fieldError('tour.too_many_runs', { max: tourReportMaxRows }) });
      }
    }
  }
  rows.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.tourName.localeCompare(b.tourName));
  return { rows };
}

/**
 * One run of the tour report (docs/product/tours-and-check-calls.md#tour-report), for whoever may read the report
 * and see the tour's event (404 otherwise, as for a run that does not exist): its checkpoints in the tour's order
 * with what the run made of each, and every scan of them within the run's window and grace.
 */
export async function tourRunDetail(ctx: AppContext, caller: Caller, runId: string): Promise<TourRunDetail> {
  const { actor } = caller;
  const run = await findVisibleRun(ctx.db, actor, runId);
  if (!run) throw AppError.notFound('Tour run not found.', 'tour_run');
  const window: TourRunWindow = {
    startsAt: new Date(run.startsAt),
    endsAt: new Date(run.endsAt),
    closesAt: new Date(run.closesAt),
  };
  const checkpoints = new Map((await listCheckpointsByIds(ctx.db, run.checkpointIds)).map((c) => [c.id, c]));
  const scans = await listScansWithGuards(ctx.db, run.checkpointIds, window.startsAt, window.closesAt);
  const now = ctx.clock();
  const counting = scans.filter(countsForRun).map((s) => ({ checkpointId: s.checkpointId, at: s.scannedAt }));
  const outcome = runOutcome(window, run.checkpointIds, run.ordered, counting, now);
  const counted = countedScans(run.checkpointIds, run.ordered, counting);
  return {
    id: run.runId,
    tourId: run.id,
    tourName: run.name,
    ordered: run.ordered,
    event: { id: run.eventId, name: run.eventName, timeZone: run.timeZone },
    startsAt: window.startsAt.toISOString(),
    endsAt: window.endsAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    state: outcome.state,
    checkpoints: run.checkpointIds.flatMap((id) => {
      const checkpoint = checkpoints.get(id);
      if (!checkpoint) return [];
      const at = counted.get(id);
      const status = outcome.late.includes(id)
        ? 'late'
        : outcome.scanned.includes(id)
          ? 'scanned'
          : outcome.missed.includes(id)
            ? 'missed'
            : 'open';
      return [
        {
          id,
          name: checkpoint.name,
          latitude: checkpoint.latitude,
          longitude: checkpoint.longitude,
          radiusMeters: checkpoint.radiusMeters,
          status,
          countedAt: at ? at.toISOString() : null,
        },
      ];
    }),
    scans: scans.map((s) => ({
      id: s.id,
      checkpointId: s.checkpointId,
      guard: { id: s.userId, name: s.guardName },
      at: s.scannedAt.toISOString(),
      latitude: s.latitude,
      longitude: s.longitude,
      accuracy: s.accuracy,
      flagged: s.flagged,
      flags: s.flags,
      receivedAt: s.receivedAt.toISOString(),
    })),
  };
}
