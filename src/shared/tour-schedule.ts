/*
 * Tour runs and checkpoint-scan rules (docs/product/tours-and-check-calls.md). Pure: the server computes runs and
 * flags with these, the web may show the same.
 *
 * A tour has a daily window `startTime`–`endTime` ('HH:mm', wall-clock time in the event's time zone; an end at or
 * before the start crosses midnight) and a recurrence `everyMinutes`: a run starts at the window's start and then
 * every `everyMinutes` of elapsed time while before the window's end. Each run lasts until the next run's start
 * (the last one until the window's end) and its checkpoints are due by then; a scan within `graceMinutes` after it
 * still completes the run, late. On a daylight-saving night the window is the wall-clock one, so it is an hour
 * longer or shorter in elapsed time and holds a run more or less.
 */

import { localEpochOf, zoneOffsetMs } from './zoned-time.ts';

export interface TourTimes {
  startTime: string;
  endTime: string;
  everyMinutes: number;
  graceMinutes: number;
}

export interface TourRunWindow {
  startsAt: Date;
  /** When its checkpoints are due; scans up to `endsAt + grace` count, late. */
  endsAt: Date;
  /** `endsAt` plus the grace: after it, unscanned checkpoints are missed. */
  closesAt: Date;
}

export const hhmmPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The wall-clock fields of `instant` in `timeZone`. */
export function wallClock(instant: number, timeZone: string) {
  const local = new Date(localEpochOf(instant, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The instant a wall-clock time of a local day has in `timeZone`. A time that occurs twice (clocks going back) is
 * its first occurrence; a time the clocks skip (going forward) is moved forward by the gap (01:30 in a gap from
 * 01:00 to 02:00 is 02:30), as calendars do.
 */
export function zonedTime(year: number, month: number, day: number, minuteOfDay: number, timeZone: string): number {
  const local = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const candidates = [
    local - zoneOffsetMs(local - 43_200_000, timeZone),
    local - zoneOffsetMs(local + 43_200_000, timeZone),
  ];
  const valid = candidates.filter((c) => c + zoneOffsetMs(c, timeZone) === local);
  return valid.length > 0 ? Math.min(...valid) : Math.max(...candidates);
}

/** The runs of a tour whose time span meets [from, to), oldest first, in the event's time zone. */
export function tourRunsBetween(tour: TourTimes, timeZone: string, from: Date, to: Date): TourRunWindow[] {
  const runs: TourRunWindow[] = [];
  const every = Math.max(1, tour.everyMinutes) * 60_000;
  const grace = tour.graceMinutes * 60_000;
  const start = minutesOf(tour.startTime);
  const end = minutesOf(tour.endTime);
  const crossesMidnight = end <= start;
  // Local days from two before `from` (a window crossing midnight began the day before) to one after `to`.
  const first = wallClock(from.getTime() - 2 * 86_400_000, timeZone);
  let day = Date.UTC(first.year, first.month - 1, first.day);
  const last = to.getTime() + 86_400_000;
  while (day <= last) {
    const d = new Date(day);
    const next = new Date(day + 86_400_000);
    const windowStart = zonedTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), start, timeZone);
    const endDay = crossesMidnight ? next : d;
    const windowEnd = zonedTime(endDay.getUTCFullYear(), endDay.getUTCMonth() + 1, endDay.getUTCDate(), end, timeZone);
    for (let s = windowStart; s < windowEnd; s += every) {
      const e = Math.min(s + every, windowEnd);
      if (e + grace > from.getTime() && s < to.getTime()) {
        runs.push({ startsAt: new Date(s), endsAt: new Date(e), closesAt: new Date(e + grace) });
      }
    }
    day += 86_400_000;
  }
  return runs;
}

/**
 * The run a scan at `at` belongs to: among runs open at `at` (started, not yet closed), the earliest one that still
 * lacks this checkpoint (a late scan completes the run before); else the latest open one; null when none is open.
 */
export function runForScan(
  runs: readonly TourRunWindow[],
  at: Date,
  lacksCheckpoint: (run: TourRunWindow) => boolean,
): TourRunWindow | null {
  const open = runs.filter((r) => r.startsAt <= at && at < r.closesAt);
  return open.find(lacksCheckpoint) ?? open.at(-1) ?? null;
}

export const tourRunStates = ['upcoming', 'in progress', 'completed', 'completed late', 'missed checkpoints'] as const;
export type TourRunState = (typeof tourRunStates)[number];

export interface RunScan {
  checkpointId: string;
  at: Date;
}

/**
 * Which checkpoints of a run count as scanned, and when. In any order, a checkpoint's first scan in the run counts.
 * In an ordered tour, a scan counts only when every checkpoint before it in the list already counts: an
 * out-of-order scan is kept but the checkpoint stays to do.
 */
export function countedScans(
  checkpointIds: readonly string[],
  ordered: boolean,
  scans: readonly RunScan[],
): Map<string, Date> {
  const counted = new Map<string, Date>();
  const sorted = [...scans].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const scan of sorted) {
    if (counted.has(scan.checkpointId)) continue;
    const place = checkpointIds.indexOf(scan.checkpointId);
    if (place < 0) continue;
    if (ordered && checkpointIds.slice(0, place).some((id) => !counted.has(id))) continue;
    counted.set(scan.checkpointId, scan.at);
  }
  return counted;
}

export interface RunOutcome {
  state: TourRunState;
  scanned: string[];
  missed: string[];
  late: string[];
}

/** A run's state at `now` from its counted scans. */
export function runOutcome(
  run: TourRunWindow,
  checkpointIds: readonly string[],
  ordered: boolean,
  scans: readonly RunScan[],
  now: Date,
): RunOutcome {
  const counted = countedScans(
    checkpointIds,
    ordered,
    scans.filter((s) => s.at >= run.startsAt && s.at < run.closesAt),
  );
  const scanned = checkpointIds.filter((id) => counted.has(id));
  const missed = checkpointIds.filter((id) => !counted.has(id));
  const late = scanned.filter((id) => (counted.get(id) as Date) >= run.endsAt);
  let state: TourRunState;
  if (missed.length === 0) state = late.length > 0 ? 'completed late' : 'completed';
  else if (now < run.startsAt) state = 'upcoming';
  else if (now < run.closesAt) state = 'in progress';
  else state = 'missed checkpoints';
  return { state, scanned, missed: now >= run.closesAt ? missed : [], late };
}

/**
 * A run as the reports list it (the tours report, the daily activity report): its window and state, and how many of
 * its checkpoints were expected, scanned, missed and late.
 */
export function runCounts(run: TourRunWindow, outcome: RunOutcome, expected: number) {
  return {
    startsAt: run.startsAt.toISOString(),
    endsAt: run.endsAt.toISOString(),
    state: outcome.state,
    expected,
    scanned: outcome.scanned.length,
    missed: outcome.missed.length,
    late: outcome.late.length,
  };
}

/** Haversine distance in metres. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The fastest a person on a site moves between two scans, in metres per second (about 90 km/h: a guard driving
 * between distant gates of a large site still passes; a photographed code scanned across town does not).
 */
export const maxTravelMetresPerSecond = 25;

/**
 * A scan's flags, most serious first (docs/product/tours-and-check-calls.md#scanning): a scan's `flagged` is the
 * first of these that applies, its `flags` all of them.
 */
export const scanFlagOrder = ['impossible_travel', 'far', 'late_sync', 'low_accuracy', 'no_position'] as const;
export type ScanFlag = (typeof scanFlagOrder)[number];

/** The flags in scanFlagOrder, each once. */
export const orderedScanFlags = (flags: Iterable<ScanFlag>): ScanFlag[] => {
  const present = new Set(flags);
  return scanFlagOrder.filter((f) => present.has(f));
};

/** The flag a scan is known by: the first of its flags in scanFlagOrder; null when it has none. */
export const firstScanFlag = (flags: Iterable<ScanFlag>): ScanFlag | null => orderedScanFlags(flags)[0] ?? null;

/** A position whose accuracy is worse than this (the checkpoint's radius × 4, at least 100 m) cannot place a scan. */
export const lowAccuracyMetres = (radiusMeters: number) => Math.max(radiusMeters * 4, 100);

/**
 * Whether a scan counts for its tour run: one that reached the server after its run had been judged missed
 * (late_sync) is shown with the run but does not count, so the run stays missed.
 */
export const scanCountsForRun = (scan: { flags: readonly ScanFlag[] }) => !scan.flags.includes('late_sync');

/** The flags in English, for the PDFs and CSV files (the web translates them). */
export const scanFlagWords: Record<ScanFlag, string> = {
  impossible_travel: 'Impossible travel',
  far: 'Far from the checkpoint',
  late_sync: 'Sent after the run was missed',
  low_accuracy: 'Low accuracy',
  no_position: 'No position',
};

/** A scan received more than this after it was taken says so ("sent N min late"). */
export const sentLateNoticeMs = 5 * 60_000;

/** The whole minutes between a scan's time and its arrival when more than sentLateNoticeMs; else null. */
export function sentLateMinutes(at: string | Date, receivedAt: string | Date): number | null {
  const ms = new Date(receivedAt).getTime() - new Date(at).getTime();
  return ms > sentLateNoticeMs ? Math.floor(ms / 60_000) : null;
}

export interface ScanPoint {
  lat: number;
  lng: number;
  accuracy: number;
}

/**
 * The flags a scan's position earns: 'no_position' without one; 'low_accuracy' when its accuracy is worse than
 * lowAccuracyMetres; 'far' when it was taken farther from the checkpoint than its radius plus the position's
 * accuracy; 'impossible_travel' when an earlier or later scan of the same token (any guard), or of the same guard
 * (any token), was at a place no person could reach in the time between them (distance less both accuracies, over
 * maxTravelMetresPerSecond). In scanFlagOrder; 'late_sync' is the server's to add.
 */
export function positionScanFlags(
  checkpoint: { lat: number; lng: number; radiusMeters: number },
  point: ScanPoint | null,
  at: Date,
  neighbours: readonly (ScanPoint & { at: Date })[],
): ScanFlag[] {
  if (!point) return ['no_position'];
  const flags: ScanFlag[] = [];
  for (const other of neighbours) {
    const seconds = Math.abs(at.getTime() - other.at.getTime()) / 1000;
    const metres = distanceMetres(point, other) - point.accuracy - other.accuracy;
    if (metres > 0 && metres > seconds * maxTravelMetresPerSecond) {
      flags.push('impossible_travel');
      break;
    }
  }
  if (distanceMetres(point, checkpoint) > checkpoint.radiusMeters + point.accuracy) flags.push('far');
  if (point.accuracy > lowAccuracyMetres(checkpoint.radiusMeters)) flags.push('low_accuracy');
  return orderedScanFlags(flags);
}
