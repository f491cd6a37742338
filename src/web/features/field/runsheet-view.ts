import type { Runsheet, RunsheetStop, VisitStatus } from '../../../shared/contract/patrol-routes.ts';

/*
 * Tonight's runsheet as of a moment (docs/product/dispatch.md#mobile-patrol-runsheets): between the server's answers,
 * and from the copy the phone kept while offline, each stop's window opens and closes with the clock as the server
 * would judge it; a visit stays a visit.
 */

export function stopStatusAt(stop: RunsheetStop, nowMs: number): VisitStatus {
  if (stop.status === 'visited') return 'visited';
  if (nowMs < Date.parse(stop.windowStartsAt)) return 'upcoming';
  if (nowMs < Date.parse(stop.windowEndsAt)) return 'open';
  return 'missed';
}

/** The runsheet with each stop's status, and the next stop, as of `nowMs` (stops in their order). */
export function runsheetAsOf(runsheet: Runsheet, nowMs: number): Runsheet {
  const stops = [...runsheet.stops]
    .sort((a, b) => a.position - b.position)
    .map((stop) => {
      const status = stopStatusAt(stop, nowMs);
      return status === stop.status ? stop : { ...stop, status };
    });
  const next = stops.find((stop) => stop.status === 'upcoming' || stop.status === 'open');
  return { ...runsheet, stops, nextStopId: next?.stopId ?? null };
}

/** Whether there is a runsheet to show: a route on a shift, with stops. */
export function hasRunsheet(runsheet: Runsheet | undefined): runsheet is Runsheet {
  return runsheet !== undefined && runsheet.assignmentId !== null && runsheet.stops.length > 0;
}
