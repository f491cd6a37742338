import { reportPeriodMaxDays } from '../../shared/contract/workforce-reports.ts';

/**
 * The period every workforce report takes (docs/product/payroll-and-reports.md#report-period): two calendar days in the viewer's time zone,
 * sent to the server as the start of the first and the end of the last. Default: this month so far.
 */
export interface PeriodDays {
  /** yyyy-mm-dd */
  from: string;
  /** yyyy-mm-dd */
  to: string;
}

export type PeriodPreset = 'thisMonth' | 'lastMonth' | 'last3Months' | 'last30Days' | 'thisYear';
export const periodPresets: readonly PeriodPreset[] = [
  'thisMonth',
  'lastMonth',
  'last30Days',
  'last3Months',
  'thisYear',
];

const pad = (n: number) => String(n).padStart(2, '0');

export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-mm-dd that names a real day, as local midnight; undefined otherwise. */
export function parseDay(day: string | null | undefined): Date | undefined {
  if (!day || !dayPattern.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : undefined;
}

export function presetPeriod(preset: PeriodPreset, now: Date = new Date()): PeriodDays {
  const y = now.getFullYear();
  const m = now.getMonth();
  switch (preset) {
    case 'thisMonth':
      return { from: dayOf(new Date(y, m, 1)), to: dayOf(now) };
    case 'lastMonth':
      return { from: dayOf(new Date(y, m - 1, 1)), to: dayOf(new Date(y, m, 0)) };
    case 'last30Days':
      return { from: dayOf(new Date(y, m, now.getDate() - 29)), to: dayOf(now) };
    case 'last3Months':
      return { from: dayOf(new Date(y, m - 2, 1)), to: dayOf(now) };
    case 'thisYear':
      return { from: dayOf(new Date(y, 0, 1)), to: dayOf(now) };
  }
}

export const defaultPeriod = (now: Date = new Date()) => presetPeriod('thisMonth', now);

export type PeriodProblem = 'fromInvalid' | 'toInvalid' | 'toBeforeFrom' | 'tooLong' | undefined;

export function periodProblem(period: PeriodDays): PeriodProblem {
  const from = parseDay(period.from);
  const to = parseDay(period.to);
  if (!from) return 'fromInvalid';
  if (!to) return 'toInvalid';
  if (to < from) return 'toBeforeFrom';
  if ((to.getTime() - from.getTime()) / 86_400_000 > reportPeriodMaxDays - 1) return 'tooLong';
  return undefined;
}

/** The query the report endpoints take: from the first day's start to the last day's end, in local time. */
export function periodQuery(period: PeriodDays): { from: string; to: string } | undefined {
  if (periodProblem(period)) return undefined;
  const from = parseDay(period.from) as Date;
  const to = parseDay(period.to) as Date;
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  return { from: from.toISOString(), to: new Date(end.getTime() - 1).toISOString() };
}
