import { auditPeriodMaxDays } from '../../../../shared/contract/audit.ts';

/**
 * The period of the audit log: a preset counted back from the server's clock, or two calendar days in the viewer's
 * time zone (sent as the start of the first and the end of the last). 'last7d' sends nothing: the server's
 * default is the 7 days up to its clock.
 */
export type AuditPeriodPreset = 'last24h' | 'last7d' | 'last30d' | 'custom';
export const auditPeriodPresets: readonly AuditPeriodPreset[] = ['last24h', 'last7d', 'last30d', 'custom'];

export interface AuditPeriodState {
  preset: AuditPeriodPreset;
  /** yyyy-mm-dd, for 'custom' */
  fromDay: string;
  /** yyyy-mm-dd, for 'custom' */
  toDay: string;
}

export type AuditPeriodProblem = 'fromInvalid' | 'toInvalid' | 'toBeforeFrom' | 'tooLong';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

/** A yyyy-mm-dd that names a real day, as local midnight; undefined otherwise. */
export function parseDay(day: string): Date | undefined {
  if (!dayPattern.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The query's `from`/`to` for a period, or the problem that keeps it from being asked. `serverNow` is the end of
 * the last period the server answered (its clock), so presets count back from the server's time, not the device's.
 */
export function auditPeriodQuery(
  period: AuditPeriodState,
  serverNow: Date,
): { from?: string; to?: string } | { problem: AuditPeriodProblem } {
  switch (period.preset) {
    case 'last7d':
      return {};
    case 'last24h':
      return { from: new Date(serverNow.getTime() - dayMs).toISOString() };
    case 'last30d':
      return { from: new Date(serverNow.getTime() - 30 * dayMs).toISOString() };
    case 'custom': {
      const from = parseDay(period.fromDay);
      const toStart = parseDay(period.toDay);
      if (!from) return { problem: 'fromInvalid' };
      if (!toStart) return { problem: 'toInvalid' };
      const to = new Date(toStart.getFullYear(), toStart.getMonth(), toStart.getDate() + 1, 0, 0, 0, -1);
      if (to.getTime() < from.getTime()) return { problem: 'toBeforeFrom' };
      if (to.getTime() - from.getTime() > auditPeriodMaxDays * dayMs) return { problem: 'tooLong' };
      return { from: from.toISOString(), to: to.toISOString() };
    }
  }
}

/** The action filter's choices: each group of actions (`auth.`) before the actions themselves. */
export function actionChoices(actions: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const action of actions) {
    const dot = action.indexOf('.');
    if (dot > 0) prefixes.add(action.slice(0, dot + 1));
  }
  return [...[...prefixes].sort(), ...actions];
}
