import type {
  OpenIncident,
  PortalGuard,
  TourComplianceCounts,
  TourComplianceEvent,
} from '../../../shared/contract/dashboard.ts';
import { runOutcome, scanCountsForRun, wallClock, zonedTime } from '../../../shared/tour-schedule.ts';
import type { Caller } from '../../access/caller.ts';
import { reportVisible } from '../../access/reports.ts';
import type { AppContext } from '../../context.ts';
import { type GuardRow, isOutOfZone } from '../map/index.ts';
import { runsOfTour, scansOfCheckpointsBetween, visibleToursBetween } from '../tours/index.ts';
import { latestReportComments, openIncidentRows } from './repository.ts';

/*
 * The client portal's own sections (docs/product/dashboard.md#client-portal): the guards on site now, today's tour
 * compliance per event and the open incident reports with their latest comments. Every read goes through the
 * access module's scope of the actor (a customer's user sees their customer's events only).
 */

const iso = (value: Date | string) => new Date(value).toISOString();

/** Guards on site: the real-time map's rows (same query, same scope), reduced to a name, an event and times. */
export function portalGuards(rows: readonly GuardRow[]): PortalGuard[] {
  // The rows are of clock entries joined to their event: the event is always there.
  return rows.slice(0, 100).flatMap((row) =>
    row.event_id && row.event_name
      ? [
          {
            name: row.name,
            eventId: row.event_id,
            eventName: row.event_name,
            since: iso(row.clock_in),
            breakSince: row.break_start ? iso(row.break_start) : null,
            offSite: isOutOfZone(row),
          },
        ]
      : [],
  );
}

/** The start of the calendar day of `now` in `timeZone`, and that day as YYYY-MM-DD. */
function dayOf(now: Date, timeZone: string): { start: Date; day: string } {
  const w = wallClock(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    start: new Date(zonedTime(w.year, w.month, w.day, 0, timeZone)),
    day: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
  };
}

type Tally = Omit<TourComplianceCounts, 'percentOnTime'>;

const emptyTally = (): Tally => ({ due: 0, onTime: 0, late: 0, missed: 0, pending: 0, missedCheckpoints: 0 });

function withPercent(tally: Tally): TourComplianceCounts {
  return { ...tally, percentOnTime: tally.due > 0 ? Math.round((tally.onTime * 100) / tally.due) : null };
}

function add(into: Tally, from: Tally) {
  for (const key of Object.keys(into) as (keyof Tally)[]) into[key] += from[key];
}

/**
 * Today's tour compliance per event: the runs of the visible tours that started today (the event's calendar day)
 * and count so far — due by now, or completed before that — judged as the tour report judges them.
 */
export async function tourCompliance(ctx: AppContext, caller: Caller, now: Date): Promise<TourComplianceEvent[]> {
  // Any time zone's today began within the last 38 hours.
  const tours = await visibleToursBetween(ctx, caller, new Date(now.getTime() - 38 * 3_600_000), now);
  const events = new Map<
    string,
    { event: Omit<TourComplianceEvent, keyof TourComplianceCounts | 'tours'>; tally: Tally; tours: Map<string, Tally> }
  >();
  for (const tour of tours) {
    const today = dayOf(now, tour.timeZone);
    const runs = runsOfTour(tour, today.start, now).filter((run) => run.startsAt >= today.start && run.startsAt < now);
    if (runs.length === 0) continue;
    const first = runs[0];
    const last = runs.at(-1);
    if (!first || !last) continue;
    const scans = (await scansOfCheckpointsBetween(ctx, tour.checkpointIds, first.startsAt, last.closesAt))
      .filter(scanCountsForRun)
      .map((s) => ({ checkpointId: s.checkpointId, at: s.scannedAt }));
    const tally = emptyTally();
    for (const run of runs) {
      const outcome = runOutcome(run, tour.checkpointIds, tour.ordered, scans, now);
      if (outcome.state === 'completed') tally.onTime += 1;
      else if (outcome.state === 'completed late') tally.late += 1;
      else if (outcome.state === 'missed checkpoints') {
        tally.missed += 1;
        tally.missedCheckpoints += outcome.missed.length;
      } else if (run.endsAt <= now) tally.pending += 1;
      else continue; // under way, not due yet
      tally.due += 1;
    }
    if (tally.due === 0) continue;
    let entry = events.get(tour.eventId);
    if (!entry) {
      entry = {
        event: { eventId: tour.eventId, eventName: tour.eventName, timeZone: tour.timeZone, day: today.day },
        tally: emptyTally(),
        tours: new Map(),
      };
      events.set(tour.eventId, entry);
    }
    add(entry.tally, tally);
    // An edited tour's former version (docs/product/tours-and-check-calls.md#changing-and-removing) shares its name.
    const byName = entry.tours.get(tour.name) ?? emptyTally();
    add(byName, tally);
    entry.tours.set(tour.name, byName);
  }
  return [...events.values()]
    .map(({ event, tally, tours: byName }) => ({
      ...event,
      ...withPercent(tally),
      tours: [...byName.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([tourName, t]) => ({ tourName, ...withPercent(t) })),
    }))
    .sort((a, b) => a.eventName.localeCompare(b.eventName) || a.eventId.localeCompare(b.eventId));
}

/** The open incident reports the caller may read, newest first, with their latest comments. */
export async function openIncidents(ctx: AppContext, caller: Caller): Promise<{ total: number; rows: OpenIncident[] }> {
  const { actor } = caller;
  const rows = await openIncidentRows(ctx.db, reportVisible(actor, 'r'));
  const comments = await latestReportComments(
    ctx.db,
    actor.clientId,
    rows.map((row) => row.id),
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      reportType: row.report_type,
      incidentType: row.incident_type,
      eventName: row.event_name,
      submittedAt: iso(row.submitted_at),
      status: row.status,
      commentCount: row.comment_count,
      latestComments: comments
        .filter((c) => c.report_id === row.id)
        .map((c) => ({ id: c.id, authorName: c.author_name, createdAt: iso(c.created_at), content: c.content })),
    })),
  };
}
