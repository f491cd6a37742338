/*
 * Mobile patrol runsheets (docs/product/dispatch.md#mobile-patrol-runsheets). Pure: the server judges visits with
 * these and builds the guard's runsheet; the web may show the same.
 *
 * A stop's window is a wall-clock 'HH:mm' pair in its site's time zone (an end at or before the start crosses
 * midnight). A shift's runsheet holds each window of each stop that meets the shift. A visit counts when every
 * checkpoint of the stop has a scan within [window start, window end) by a person of the shift; it was made at the
 * latest of those first scans.
 */

import { tourRunsBetween } from './tour-schedule.ts';

export interface StopWindow {
  startsAt: Date;
  endsAt: Date;
}

/** The windows of a stop that meet [from, to) (a shift), oldest first. */
export function stopWindowsBetween(
  stop: { windowStart: string; windowEnd: string },
  timeZone: string,
  from: Date,
  to: Date,
): StopWindow[] {
  return tourRunsBetween(
    { startTime: stop.windowStart, endTime: stop.windowEnd, everyMinutes: 1440, graceMinutes: 0 },
    timeZone,
    from,
    to,
  ).map((run) => ({ startsAt: run.startsAt, endsAt: run.endsAt }));
}

export interface VisitScan {
  checkpointId: string;
  scannedAt: Date;
}

export interface VisitProgress {
  /** Each checkpoint's first scan within the window (null: not yet). */
  scannedAt: Map<string, Date | null>;
  /** When the last missing checkpoint was scanned; null while one is missing. */
  visitedAt: Date | null;
}

/** What the scans (of the shift's people) made of a window's visit. */
export function visitProgress(window: StopWindow, checkpointIds: readonly string[], scans: readonly VisitScan[]) {
  const scannedAt = new Map<string, Date | null>(checkpointIds.map((id) => [id, null]));
  for (const scan of scans) {
    if (!scannedAt.has(scan.checkpointId)) continue;
    if (scan.scannedAt < window.startsAt || scan.scannedAt >= window.endsAt) continue;
    const first = scannedAt.get(scan.checkpointId);
    if (!first || scan.scannedAt < first) scannedAt.set(scan.checkpointId, scan.scannedAt);
  }
  const times = [...scannedAt.values()];
  const visitedAt = times.every((t) => t !== null)
    ? new Date(Math.max(...times.map((t) => (t as Date).getTime())))
    : null;
  return { scannedAt, visitedAt } satisfies VisitProgress;
}

export type VisitState = 'upcoming' | 'open' | 'visited' | 'missed';

/** A window's state at `now`: visited as soon as its checkpoints are all scanned; missed once it closed without. */
export function visitState(window: StopWindow, visitedAt: Date | null, now: Date): VisitState {
  if (visitedAt) return 'visited';
  if (now >= window.endsAt) return 'missed';
  return now >= window.startsAt ? 'open' : 'upcoming';
}

/**
 * The stop to go to next: the first one open now (in route order), else the upcoming one whose window starts
 * first; -1 when every window is visited or closed.
 */
export function nextStopIndex(stops: readonly { status: VisitState; windowStartsAt: Date }[]): number {
  const open = stops.findIndex((s) => s.status === 'open');
  if (open >= 0) return open;
  let next = -1;
  stops.forEach((s, i) => {
    if (s.status !== 'upcoming') return;
    const best = stops[next];
    if (!best || s.windowStartsAt < best.windowStartsAt) next = i;
  });
  return next;
}
