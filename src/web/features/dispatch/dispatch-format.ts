import type { DispatchCall } from '../../../shared/contract/dispatch.ts';
import {
  acknowledgementOverdue,
  type CallPriority,
  queueOrder,
  responseTargetMissed,
  timeLeftMs,
} from '../../../shared/dispatch-rules.ts';
import { currentLocale } from '../../i18n/i18n.ts';

/** Under this much time left to the target, a countdown turns to the warning colour. */
export const warnWithinMs = 5 * 60_000;

export type TimerState = 'ok' | 'warning' | 'breached';

const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** The queue as the board shows it (docs/product/dispatch.md#rules): P1 first, then least time left, then oldest. */
export function inQueueOrder(calls: readonly DispatchCall[]): DispatchCall[] {
  return queueOrder(
    calls.map((call) => ({
      id: call.id,
      priority: call.priority as CallPriority,
      targetAt: Date.parse(call.targetAt),
      receivedAt: Date.parse(call.receivedAt),
      call,
    })),
  ).map((entry) => entry.call);
}

/** Where a call stands against its response target at `now`: what the countdown shows and in which colour. */
export function targetStanding(call: DispatchCall, now: number): { state: TimerState; leftMs: number } {
  const targetAt = Date.parse(call.targetAt);
  const leftMs = timeLeftMs(targetAt, now);
  const missed = responseTargetMissed({ targetAt, onSceneAt: ms(call.onSceneAt), status: call.status }, now);
  if (missed) return { state: 'breached', leftMs };
  if (call.onSceneAt !== null) return { state: 'ok', leftMs };
  return { state: leftMs < warnWithinMs ? 'warning' : 'ok', leftMs };
}

export function isAcknowledgementOverdue(call: DispatchCall, now: number): boolean {
  return acknowledgementOverdue({ status: call.status, assignedAt: ms(call.assignedAt) }, now);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${currentLocale()}|${key}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(currentLocale(), options);
    numberFormats.set(id, format);
  }
  return format;
}

/** A countdown's size, whatever its sign: "4:05", "1:02:09". */
export function formatCountdown(leftMs: number): string {
  const total = Math.floor(Math.abs(leftMs) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const plain = numberFormat('plain', { useGrouping: false });
  const two = numberFormat('two', { minimumIntegerDigits: 2, useGrouping: false });
  return hours > 0
    ? `${plain.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`
    : `${plain.format(minutes)}:${two.format(seconds)}`;
}

/** A straight-line distance: metres under a kilometre, else kilometres to one decimal. */
export function formatDistance(metres: number): string {
  return metres < 1000
    ? numberFormat('m', { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(metres)
    : numberFormat('km', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000);
}

/** A share 0–1 as a whole percentage ("87%"). */
export function formatShare(share: number): string {
  return numberFormat('share', { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** Minutes of the report (p50, p90), to one decimal at most. */
export function formatMinutes(minutes: number): string {
  return numberFormat('minutes', { maximumFractionDigits: 1 }).format(minutes);
}

/** A coordinate as the timeline shows it (5 decimals: about a metre). */
export function formatCoordinate(value: number): string {
  return value.toFixed(5);
}
