import { createHash } from 'node:crypto';
import type { DailyActivityContent, DailyActivityEmptyReason } from '../../../shared/contract/daily-activity.ts';
import { runCounts, runOutcome, tourRunsBetween } from '../../../shared/tour-schedule.ts';
import { addDaysTo, midnightIn } from '../../../shared/zoned-time.ts';
import type { DayRecords, EventOfReport, NoteRow } from './repository.ts';

/*
 * The content of a day's report from the day's records (docs/product/proof-of-service.md#daily-activity-report).
 * Pure: the same records and `now` give the same content, so its hash tells whether a day changed since a version
 * was issued.
 */

/** The instants [start, end) of a calendar day in the zone. */
export function dayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  return { start: new Date(midnightIn(date, timeZone)), end: new Date(midnightIn(addDaysTo(date, 1), timeZone)) };
}

const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);
const round2 = (n: number) => Math.round(n * 100) / 100;

export function buildContent(
  event: EventOfReport,
  date: string,
  records: DayRecords,
  note: NoteRow | null,
  now: Date,
): DailyActivityContent {
  const { start, end } = dayBounds(date, event.timeZone);

  // An entry still open counts up to now, not into days to come.
  const guardsOnDuty = records.clockEntries
    .filter((entry) => (entry.clockOut ?? now) > start)
    .map((entry) => {
      const until = entry.clockOut ?? now;
      const from = Math.max(entry.clockIn.getTime(), start.getTime());
      const to = Math.min(until.getTime(), end.getTime());
      return {
        person: entry.person,
        clockIn: entry.clockIn.toISOString(),
        clockOut: entry.clockOut?.toISOString() ?? null,
        stillOnDuty: entry.clockOut === null,
        hours: round2(Math.max(0, to - from) / 3_600_000),
        offSite: entry.offSite,
      };
    });

  const breaks = records.breaks.map((b) => {
    const minutes = Math.max(0, minutesBetween(b.startAt, b.endAt ?? now));
    return {
      person: b.person,
      startAt: b.startAt.toISOString(),
      endAt: b.endAt?.toISOString() ?? null,
      minutes,
      plannedMinutes: b.plannedMinutes,
      overrun: b.status === 'overrun' || minutes > b.plannedMinutes,
    };
  });

  const tours: DailyActivityContent['tours'] = [];
  for (const tour of records.tours) {
    const runs = tourRunsBetween(tour.times, event.timeZone, start, end).filter(
      (run) =>
        run.startsAt >= start &&
        run.startsAt < end &&
        run.startsAt < event.endAt &&
        run.endsAt > event.startAt &&
        (tour.validFrom === null || run.startsAt >= tour.validFrom) &&
        (tour.archivedAt === null || run.startsAt < tour.archivedAt),
    );
    const scans = records.runScans.filter((s) => tour.checkpointIds.includes(s.checkpointId));
    for (const run of runs) {
      const outcome = runOutcome(run, tour.checkpointIds, tour.ordered, scans, now);
      tours.push({
        tourId: tour.id,
        tourName: tour.name,
        ...runCounts(run, outcome, tour.checkpointIds.length),
      });
    }
  }
  tours.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.tourName.localeCompare(b.tourName));

  const alerts = records.alerts.map((a) => ({
    id: a.id,
    at: a.createdAt.toISOString(),
    type: a.type,
    title: a.title,
    acknowledged: a.seenAt
      ? { by: a.seenBy, at: a.seenAt.toISOString(), afterMinutes: Math.max(0, minutesBetween(a.createdAt, a.seenAt)) }
      : null,
  }));

  const incidentReports = records.incidentReports.map((r) => ({
    id: r.id,
    at: r.at,
    reportType: r.reportType,
    title: r.incidentType || r.reportType,
    filedBy: r.filedBy,
    status: r.status || 'Submitted',
    thumbnailUrl: r.photo ? `/api/v1/incident-reports/${r.id}/attachments/${r.photo.attachmentId}?size=thumb` : null,
    photoFile: r.photo?.file ?? null,
  }));

  const visitors = records.visitors.filter((v) => v.checkedOutAt !== null || now > start);

  const hasRecords =
    guardsOnDuty.length > 0 ||
    breaks.length > 0 ||
    records.scans.length > 0 ||
    records.checkCalls.length > 0 ||
    alerts.length > 0 ||
    incidentReports.length > 0 ||
    visitors.length > 0 ||
    records.patrolVisits.length > 0 ||
    tours.some((t) => t.scanned > 0);
  let empty: DailyActivityEmptyReason | null = null;
  if (!hasRecords) {
    if (event.startAt >= end || event.endAt <= start) empty = 'event_not_running';
    else if (records.shiftCount === 0) empty = 'no_shift';
    else empty = 'no_guard_clocked_in';
  }

  return {
    header: {
      company: { name: event.clientName, logoUrl: null },
      customer: { id: event.customerId, name: event.customerName },
      event: {
        id: event.id,
        name: event.name,
        siteName: event.siteName,
        address: event.address,
        latitude: event.latitude,
        longitude: event.longitude,
      },
      timeZone: event.timeZone,
      date,
      dayStart: start.toISOString(),
      dayEnd: end.toISOString(),
    },
    empty,
    guardsOnDuty,
    breaks,
    tours,
    checkpointScans: records.scans,
    checkCalls: records.checkCalls,
    alerts,
    incidentReports,
    visitors,
    ...(records.patrolVisits.length > 0 ? { patrolVisits: records.patrolVisits } : {}),
    note,
  };
}

/** A value as JSON with object keys sorted, so equal content always gives equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the content as canonical JSON: printed on the PDF and compared when issuing. */
export function contentHashOf(content: DailyActivityContent): string {
  return createHash('sha256').update(canonical(content)).digest('hex');
}
