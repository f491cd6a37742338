import { useEffect, useRef, useState } from 'react';
import { type DevicePosition, fromGeolocation, rememberPosition } from './geolocation.ts';
import { type SentPosition, shouldSendPosition } from './position-rule.ts';

export type SharingStatus = 'off' | 'waiting' | 'on' | 'denied' | 'unavailable' | 'unsupported';

export interface PositionSharing {
  status: SharingStatus;
  latest: DevicePosition | null;
  lastSentAtMs: number | null;
}

/** How often a guard standing still is re-checked against the interval (watchPosition fires only on change). */
const keepAliveCheckMs = 5_000;

/**
 * Position sharing while clocked in (docs/product/field-app.md#position-sharing): watches the device's position only while `active`, and
 * sends one when the interval has passed since the last sent or the guard moved significantly. Stopping (clock-out,
 * leaving the screen, signing out) clears the watch and forgets the position.
 */
export function usePositionSharing(
  active: boolean,
  intervalSeconds: number,
  send: (position: DevicePosition) => void,
): PositionSharing {
  const [state, setState] = useState<PositionSharing>({ status: 'off', latest: null, lastSentAtMs: null });
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (!active) {
      rememberPosition(null);
      setState({ status: 'off', latest: null, lastSentAtMs: null });
      return;
    }
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'unsupported', latest: null, lastSentAtMs: null });
      return;
    }
    let lastSent: SentPosition | null = null;
    let latest: DevicePosition | null = null;
    setState({ status: 'waiting', latest: null, lastSentAtMs: null });

    const consider = (position: DevicePosition) => {
      const now = Date.now();
      if (!shouldSendPosition(lastSent, position, now, intervalSeconds)) return;
      lastSent = { lat: position.lat, lng: position.lng, sentAtMs: now };
      sendRef.current(position);
      setState((current) => ({ ...current, lastSentAtMs: now }));
    };

    const watch = geolocation.watchPosition(
      (raw) => {
        latest = fromGeolocation(raw);
        rememberPosition(latest);
        setState((current) => ({ ...current, status: 'on', latest }));
        consider(latest);
      },
      (error) => {
        const status: SharingStatus = error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable';
        // A late timeout after a good fix only means the guard stands still; keep showing sharing as on.
        setState((current) => (current.status === 'on' && status === 'unavailable' ? current : { ...current, status }));
      },
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    const keepAlive = setInterval(() => {
      // Standing still: the last position, stamped now, says the guard is still there.
      if (latest) consider({ ...latest, takenAtMs: Date.now() });
    }, keepAliveCheckMs);

    return () => {
      geolocation.clearWatch(watch);
      clearInterval(keepAlive);
      rememberPosition(null);
    };
  }, [active, intervalSeconds]);

  return state;
}
