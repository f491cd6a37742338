import type {
  ScheduleVsActualQuery,
  ScheduleVsActualResponse,
  ScheduleVsActualRow,
} from '../../../shared/contract/workforce-reports.ts';
import { reportCsvFileNames } from '../../../shared/contract/workforce-reports.ts';
import { toCsv } from '../../../shared/csv.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { type ScheduleVsActualLine, scheduleVsActualLines } from './schedule-vs-actual-repository.ts';
import { periodOf, reportCsvMaxRows, scopeOf } from './service.ts';

/** The schedule-vs-actual report (docs/product/schedule-vs-actual.md): every figure from PostgreSQL, totals summed here. */
function toRow(line: ScheduleVsActualLine): ScheduleVsActualRow {
  return {
    id: `${line.event_id}:${line.user_id}`,
    eventId: line.event_id,
    eventName: line.event_name,
    userId: line.user_id,
    personName: line.person_name,
    scheduledHours: line.scheduled_hundredths / 100,
    workedHours: line.worked_hundredths / 100,
    unscheduledHours: line.unscheduled_hundredths / 100,
    noShows: line.no_shows,
    lateMinutes: line.late_minutes,
    leftEarlyMinutes: line.left_early_minutes,
    overtimeHours: line.overtime_hundredths / 100,
    overtimeCost: line.overtime_cost_cents / 100,
  };
}

function totalsOf(lines: readonly ScheduleVsActualLine[]): ScheduleVsActualResponse['totals'] {
  const sum = (pick: (line: ScheduleVsActualLine) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
  return {
    scheduledHours: sum((l) => l.scheduled_hundredths) / 100,
    workedHours: sum((l) => l.worked_hundredths) / 100,
    unscheduledHours: sum((l) => l.unscheduled_hundredths) / 100,
    noShows: sum((l) => l.no_shows),
    lateMinutes: sum((l) => l.late_minutes),
    leftEarlyMinutes: sum((l) => l.left_early_minutes),
    overtimeHours: sum((l) => l.overtime_hundredths) / 100,
    overtimeCost: sum((l) => l.overtime_cost_cents) / 100,
  };
}

async function linesFor(ctx: AppContext, caller: Caller, query: ScheduleVsActualQuery) {
  const period = periodOf(ctx, query);
  const lines = await scheduleVsActualLines(ctx.db, scopeOf(caller, query), period, query.eventId, reportCsvMaxRows);
  return { period, lines };
}

export async function scheduleVsActualReport(
  ctx: AppContext,
  caller: Caller,
  query: ScheduleVsActualQuery,
): Promise<ScheduleVsActualResponse> {
  const { period, lines } = await linesFor(ctx, caller, query);
  return {
    rows: lines.map(toRow),
    totals: totalsOf(lines),
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
  };
}

const fixed = (hundredths: number) => (hundredths / 100).toFixed(2);

export async function scheduleVsActualCsv(ctx: AppContext, caller: Caller, query: ScheduleVsActualQuery) {
  const { lines } = await linesFor(ctx, caller, query);
  return {
    fileName: reportCsvFileNames.scheduleVsActual,
    csv: toCsv(
      [
        'Event',
        'Person',
        'Scheduled hours',
        'Worked hours',
        'Unscheduled hours',
        'No-shows',
        'Late minutes',
        'Left early minutes',
        'Overtime hours',
        'Overtime cost ($)',
      ],
      lines.map((l) => [
        l.event_name,
        l.person_name,
        fixed(l.scheduled_hundredths),
        fixed(l.worked_hundredths),
        fixed(l.unscheduled_hundredths),
        String(l.no_shows),
        String(l.late_minutes),
        String(l.left_early_minutes),
        fixed(l.overtime_hundredths),
        fixed(l.overtime_cost_cents),
      ]),
    ),
  };
}
