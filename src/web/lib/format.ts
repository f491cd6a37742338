import { currentLocale } from '../i18n/i18n.ts';

/**
 * Dates, times and numbers in the current language's conventions (docs/product/settings-and-i18n.md#languages). Components re-render when the
 * language changes (they read translations), so formatting at render time follows the switch.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  create: (locale: string) => T,
): T {
  const locale = currentLocale();
  const id = `${locale}|${key}`;
  let formatter = formatters.get(id) as T | undefined;
  if (!formatter) {
    formatter = create(locale);
    formatters.set(id, formatter);
  }
  return formatter;
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 min ago", "in 3 hr", "now" — in the viewer's language. */
export function formatRelative(iso: string, now: Date = new Date()): string {
  const diff = new Date(iso).getTime() - now.getTime();
  if (Number.isNaN(diff)) return '';
  const relative = cached('relative', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto', style: 'short' }));
  for (const [unit, ms] of units) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return relative.format(0, 'minute');
}

/** How long ago, to the second under a minute: "12s ago", "3m ago", "2h ago" — for a ticking age. */
export function formatAge(ms: number): string {
  const age = cached('age', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'always', style: 'narrow' }));
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds === 0) {
    return cached('ageNow', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto', style: 'narrow' })).format(
      0,
      'second',
    );
  }
  if (seconds < 60) return age.format(-seconds, 'second');
  if (seconds < 3600) return age.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return age.format(-Math.floor(seconds / 3600), 'hour');
  return age.format(-Math.floor(seconds / 86_400), 'day');
}

function isSameDay(a: Date, b: Date) {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A time in the viewer's zone: "14:30" today, "21 Nov, 14:30" on other days. */
export function formatShortDateTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (isSameDay(date, now)) {
    return cached('time', (l) => new Intl.DateTimeFormat(l, { hour: '2-digit', minute: '2-digit' })).format(date);
  }
  return cached(
    'dateTime',
    (l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
  ).format(date);
}

export function formatFullDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached('full', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' })).format(date);
}

/** A date in a given time zone (an event's), e.g. for lists of events at sites in other zones. */
export function formatDateTimeInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return cached(
      `zone:${timeZone}`,
      (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    ).format(date);
  } catch {
    return formatFullDateTime(iso);
  }
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached('date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' })).format(date);
}

export function formatCount(value: number): string {
  return cached('count', (l) => new Intl.NumberFormat(l)).format(value);
}

/** Money held in cents, shown in dollars (the console's currency). */
export function formatMoney(cents: number): string {
  return cached('money', (l) => new Intl.NumberFormat(l, { style: 'currency', currency: 'USD' })).format(cents / 100);
}

/** Hours with 2 decimals (docs/product/payroll-and-reports.md#money-and-hours), e.g. on a timesheet. */
export function formatHours(hours: number): string {
  return cached(
    'hours',
    (l) => new Intl.NumberFormat(l, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(hours);
}

/** A start–end range in a given time zone (an event's), short: "18 Mar, 14:00 – 22:00". */
export function formatRangeInZone(startIso: string, endIso: string, timeZone: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  try {
    return cached(`range:${timeZone}`, (l) => new Intl.DateTimeFormat(l, { ...options, timeZone })).formatRange(
      start,
      end,
    );
  } catch {
    return cached('range', (l) => new Intl.DateTimeFormat(l, options)).formatRange(start, end);
  }
}

/** A running duration as a clock, "1:05:09" (hours not padded), in the language's digits. */
export function formatElapsed(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const two = cached('twoDigits', (l) => new Intl.NumberFormat(l, { minimumIntegerDigits: 2, useGrouping: false }));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${formatCount(hours)}:${two.format(minutes)}:${two.format(seconds)}`;
}

/** An alert's time as the bell shows it (docs/product/alerts.md#alert-bell), dd-MM-yyyy HH:mm (24-hour), in the viewer's zone and digits. */
export function formatAlertDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = cached(
    'alertDateTime',
    (l) =>
      new Intl.DateTimeFormat(l, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * Comment and custom-report times (docs/product/incident-reports.md#comments), MM/DD/YYYY and h:mm am/pm, in the viewer's zone and
 * digits; the caller joins the two with the language's word for "at".
 */
export function formatReportDateTimeParts(iso: string): { date: string; time: string } | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = cached(
    'reportDateTime',
    (l) =>
      new Intl.DateTimeFormat(l, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = part('dayPeriod').toLocaleLowerCase(currentLocale());
  return {
    date: `${part('month')}/${part('day')}/${part('year')}`,
    time: `${part('hour')}:${part('minute')} ${period}`.trim(),
  };
}

/**
 * A stored phone number as every screen shows it, (000) 000-0000 like the incident reports' phone fields; with the
 * country code 1 in front it keeps it, +1 (000) 000-0000. Anything else (short, foreign, with an extension) is shown
 * as it was typed.
 */
export function formatPhoneNumber(phone: string): string {
  const typed = phone.trim();
  if (!/^[\d\s().+-]+$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  const national = (ten: string) => `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  if (digits.length === 10 && !typed.startsWith('+')) return national(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${national(digits.slice(1))}`;
  return typed;
}

/**
 * A date and time without the year, where the year is plain from the page (a report's period, a recent entry):
 * "Mar 18, 14:02" — with `seconds`, "Mar 18, 14:02:11" (an audit trail is read for the order of things).
 */
export function formatCompactDateTime(iso: string, { seconds = false }: { seconds?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached(
    seconds ? 'compactSeconds' : 'dateTime',
    (l) =>
      new Intl.DateTimeFormat(l, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' as const } : {}),
      }),
  ).format(date);
}

/** A time of day, "14:30", in the viewer's zone and language. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached('time', (l) => new Intl.DateTimeFormat(l, { hour: '2-digit', minute: '2-digit' })).format(date);
}

/** A full date and time to the second, for one record read on its own (an audit entry's details). */
export function formatFullDateTimeSeconds(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached('fullSeconds', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'medium' })).format(
    date,
  );
}

/** A day heading, "Thu, 5 March", for a conversation's days. */
export function formatDayHeading(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached(
    'dayHeading',
    (l) => new Intl.DateTimeFormat(l, { weekday: 'short', day: 'numeric', month: 'long' }),
  ).format(date);
}

/** Today written out, "Thursday, March 5, 2026", at the head of a day's summary. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached('longDate', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'full' })).format(date);
}

/** A whole percent (0–100) in the viewer's conventions: "83%", "%83", "83 %". */
export function formatPercent(percent: number): string {
  return cached('percent', (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: 0 })).format(
    percent / 100,
  );
}

/** A time of day in a given time zone (a site's), "22:30"; in the viewer's zone when that zone is unknown. */
export function formatTimeInZone(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (!timeZone) return formatTime(iso);
  try {
    return cached(
      `timeZone:${timeZone}`,
      (l) => new Intl.DateTimeFormat(l, { hour: '2-digit', minute: '2-digit', timeZone }),
    ).format(date);
  } catch {
    return formatTime(iso);
  }
}

/** A day in a given time zone (a site's), "7 Dec 2026"; in the viewer's zone when that zone is unknown. */
export function formatDateInZone(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (!timeZone) return formatDate(iso);
  try {
    return cached(`dateZone:${timeZone}`, (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone })).format(
      date,
    );
  } catch {
    return formatDate(iso);
  }
}
