/** A device position, as the field app keeps it. */
export interface DevicePosition {
  lat: number;
  lng: number;
  accuracy: number;
  /** When the device measured it (device clock, ms). */
  takenAtMs: number;
}

export function fromGeolocation(position: GeolocationPosition): DevicePosition {
  return {
    lat: position.coords.latitude,
    lng: position.coords.longitude,
    accuracy: Math.max(0, Math.min(100_000, position.coords.accuracy ?? 0)),
    takenAtMs: position.timestamp || Date.now(),
  };
}

let latest: DevicePosition | null = null;

/** The last position the watcher saw while clocked in (SOS and clock actions attach it). */
export function rememberPosition(position: DevicePosition | null): void {
  latest = position;
}

/** The last known position if it is recent enough to describe where the guard is now. */
export function recentPosition(maxAgeMs = 2 * 60_000): DevicePosition | null {
  if (!latest || Date.now() - latest.takenAtMs > maxAgeMs) return null;
  return latest;
}

/** One position from the device, or null when it is refused, unavailable or slower than `timeoutMs`. */
export function currentPosition(timeoutMs = 3_000): Promise<DevicePosition | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    // The browser's own timeout does not count the time its permission prompt is open, so keep one of our own.
    const timer = setTimeout(() => resolve(null), timeoutMs);
    geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        const value = fromGeolocation(position);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}

/** The position fields of an action body, or none. */
export function positionFields(position: DevicePosition | null): { lat?: number; lng?: number; accuracy?: number } {
  return position ? { lat: position.lat, lng: position.lng, accuracy: position.accuracy } : {};
}
