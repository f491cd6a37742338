import { significantMovementMetres } from '../../../shared/contract/field.ts';
import { metresBetween } from '../../../shared/geofence.ts';

export interface SentPosition {
  lat: number;
  lng: number;
  /** When it was sent, on the device's clock (ms). */
  sentAtMs: number;
}

/**
 * Whether a new position is worth sending: the first one after clock-in, then one when the client's interval has
 * passed since the last sent position, or sooner when the guard has moved a significant distance.
 */
export function shouldSendPosition(
  last: SentPosition | null,
  next: { lat: number; lng: number },
  nowMs: number,
  intervalSeconds: number,
): boolean {
  if (!last) return true;
  if (nowMs - last.sentAtMs >= intervalSeconds * 1000) return true;
  return metresBetween(last, next) >= significantMovementMetres;
}
