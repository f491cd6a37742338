import type { PatrolRoute, PatrolRouteBody, PatrolStop, VisitStatus } from '../../../shared/contract/patrol-routes.ts';
import { patrolRouteBodySchema } from '../../../shared/contract/patrol-routes.ts';
import { dayOf, parseDay } from '../../lib/report-period.ts';

/* What the patrol-routes screen works out without React (docs/product/dispatch.md#mobile-patrol-runsheets). */

/** One stop as the editor holds it: `key` tells the rows apart while they move. */
export interface StopValues {
  key: string;
  eventId: string;
  windowStart: string;
  windowEnd: string;
  checkpointIds: string[];
}

export interface RouteValues {
  name: string;
  stops: StopValues[];
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `stop-${nextKey}`;
};

export function emptyStop(): StopValues {
  return { key: newKey(), eventId: '', windowStart: '22:00', windowEnd: '23:00', checkpointIds: [] };
}

export function routeValuesOf(route: PatrolRoute | undefined): RouteValues {
  if (!route) return { name: '', stops: [emptyStop()] };
  return {
    name: route.name,
    stops: [...route.stops]
      .sort((a, b) => a.position - b.position)
      .map((stop) => ({
        key: newKey(),
        eventId: stop.eventId,
        windowStart: stop.windowStart,
        windowEnd: stop.windowEnd,
        checkpointIds: stop.checkpoints.map((c) => c.id),
      })),
  };
}

/** The stops with one moved by `by` places (none when it would leave the list). */
export function moveStop(stops: readonly StopValues[], index: number, by: -1 | 1): StopValues[] {
  const target = index + by;
  if (index < 0 || index >= stops.length || target < 0 || target >= stops.length) return [...stops];
  const moved = [...stops];
  const [stop] = moved.splice(index, 1);
  moved.splice(target, 0, stop as StopValues);
  return moved;
}

/** Field messages by dotted path (`name`, `stops`, `stops.0.windowEnd`), the first of each path. */
export type FieldMessages = Partial<Record<string, string>>;

/** The form checked by the contract's own schema: the body to send, or the messages beside the fields. */
export function checkRoute(values: RouteValues): { body: PatrolRouteBody } | { errors: FieldMessages } {
  const checked = patrolRouteBodySchema.safeParse({
    name: values.name,
    stops: values.stops.map(({ eventId, windowStart, windowEnd, checkpointIds }) => ({
      eventId,
      windowStart,
      windowEnd,
      checkpointIds,
    })),
  });
  if (checked.success) return { body: checked.data };
  const errors: FieldMessages = {};
  for (const issue of checked.error.issues) {
    // A stop's field is three segments deep (`stops.0.checkpointIds`); a checkpoint id of it belongs to the list.
    const path = issue.path.slice(0, 3).map(String).join('.') || 'form';
    errors[path] ??= issue.message;
  }
  return { errors };
}

/** The stop errors to forget when the stops are reordered or one is removed (their indexes no longer hold). */
export function withoutStopErrors(errors: FieldMessages): FieldMessages {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('stops.')));
}

/** The sites of a route in stop order, each once. */
export function sitesOf(route: Pick<PatrolRoute, 'stops'>): string[] {
  const names: string[] = [];
  for (const stop of [...route.stops].sort((a, b) => a.position - b.position)) {
    if (!names.includes(stop.eventName)) names.push(stop.eventName);
  }
  return names;
}

/** A window that ends at or before its start runs past midnight. */
export function crossesMidnight(stop: Pick<PatrolStop, 'windowStart' | 'windowEnd'>): boolean {
  return stop.windowEnd <= stop.windowStart;
}

export const statusColour: Record<VisitStatus, 'default' | 'info' | 'success' | 'error'> = {
  upcoming: 'default',
  open: 'info',
  visited: 'success',
  missed: 'error',
};

/** The longest period the nights are asked for (the contract's `tour.most_92_days`). */
export const nightsMaxDays = 92;

/** Monday to Sunday of the week `now` falls in, as days. */
export function weekOf(now: Date): { from: string; to: string } {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
  return { from: dayOf(monday), to: dayOf(sunday) };
}

/** The period moved by whole weeks. */
export function shiftWeeks(period: { from: string; to: string }, weeks: number): { from: string; to: string } {
  const from = parseDay(period.from);
  const to = parseDay(period.to);
  if (!from || !to) return period;
  const by = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + weeks * 7);
  return { from: dayOf(by(from)), to: dayOf(by(to)) };
}

/** What is wrong with the period of nights, if anything. */
export function nightsProblem(period: {
  from: string;
  to: string;
}): 'fromInvalid' | 'toInvalid' | 'toBeforeFrom' | 'tooLong' | undefined {
  const from = parseDay(period.from);
  const to = parseDay(period.to);
  if (!from) return 'fromInvalid';
  if (!to) return 'toInvalid';
  if (to < from) return 'toBeforeFrom';
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  if (end.getTime() - from.getTime() > nightsMaxDays * 86_400_000) return 'tooLong';
  return undefined;
}

/** The nights' query: from the first day's local midnight to the next midnight after the last day. */
export function nightsQuery(period: { from: string; to: string }): { from: string; to: string } | undefined {
  if (nightsProblem(period)) return undefined;
  const from = parseDay(period.from) as Date;
  const to = parseDay(period.to) as Date;
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  return { from: from.toISOString(), to: end.toISOString() };
}

/** One day, local midnight to midnight, as the shifts list takes it. */
export function dayWindow(day: string): { from: string; to: string } | undefined {
  const start = parseDay(day);
  if (!start) return undefined;
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}
