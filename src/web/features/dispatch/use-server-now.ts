import { useSyncExternalStore } from 'react';
import { serverNowMs } from '../../lib/server-clock.ts';

/*
 * One clock for every countdown on the board: the server's time (server-clock.ts, set from the queue's `now`),
 * ticking once a second while a countdown is shown.
 */
const listeners = new Set<() => void>();
let now = serverNowMs();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = serverNowMs();
    timer = setInterval(() => {
      now = serverNowMs();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Now on the server's clock, in milliseconds, updated every second. */
export function useServerNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}

/** Reads the clock again at once (after the queue's `now` moved the offset), without waiting for the next tick. */
export function refreshServerNow(): void {
  now = serverNowMs();
  for (const l of listeners) l();
}
