import { useSyncExternalStore } from 'react';

/**
 * One ticking clock for every countdown or age on a screen: a single interval however many rows show one, running
 * only while something listens. `read` says what "now" is (this browser's time, the server's).
 */
export function tickingClock(read: () => number) {
  const listeners = new Set<() => void>();
  let now = read();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tell = () => {
    now = read();
    for (const listener of listeners) listener();
  };
  function subscribe(listener: () => void) {
    listeners.add(listener);
    if (!timer) {
      now = read();
      timer = setInterval(tell, 1000);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  }
  return {
    /** Now, in milliseconds, updated every second. */
    useNow: (): number =>
      useSyncExternalStore(
        subscribe,
        () => now,
        () => now,
      ),
    /** Reads the clock again at once, without waiting for the next tick. */
    refresh: tell,
  };
}
