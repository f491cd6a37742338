import type { PersonnelStatus } from '../../shared/contract/personnel.ts';
import type { LicenceState } from '../../shared/licence.ts';

type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

/** Licence highlight (docs/product/personnel-and-tasks.md#licences): red when expired, warning within 30 days. */
export function licenceColor(state: LicenceState): ChipColor {
  switch (state) {
    case 'expired':
      return 'error';
    case 'expiring':
      return 'warning';
    case 'ok':
      return 'success';
    default:
      return 'default';
  }
}

export function statusColor(status: PersonnelStatus): ChipColor {
  switch (status) {
    case 'onDuty':
      return 'success';
    case 'onBreak':
      return 'warning';
    case 'offDuty':
      return 'info';
    default:
      return 'default';
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of a datetime-local input, in the viewer's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value (viewer's time zone) as an ISO instant; undefined when empty or invalid. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** A day (YYYY-MM-DD) in the viewer's time zone. */
export function toLocalDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The timesheet's default range: the last 14 days up to today, as days. */
export function defaultRange(now: Date): { from: string; to: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 13);
  return { from: toLocalDay(from), to: toLocalDay(now) };
}

/** Days [from, to] (both included, viewer's zone) as the API's from/to instants; undefined while a day is invalid. */
export function rangeQuery(from: string, to: string): { from: string; to: string } | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/;
  const a = day.exec(from);
  const b = day.exec(to);
  if (!a || !b) return undefined;
  const start = new Date(Number(a[1]), Number(a[2]) - 1, Number(a[3]));
  const end = new Date(Number(b[1]), Number(b[2]) - 1, Number(b[3]) + 1);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) return undefined;
  return { from: start.toISOString(), to: new Date(end.getTime() - 1).toISOString() };
}

export function initialOf(name: string): string {
  return name.trim()[0]?.toLocaleUpperCase() ?? '?';
}
