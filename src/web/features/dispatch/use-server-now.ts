import { serverNowMs } from '../../lib/server-clock.ts';
import { tickingClock } from '../../lib/ticking-clock.ts';

/*
 * One clock for every countdown on the board: the server's time (server-clock.ts, set from the queue's `now`),
 * ticking once a second while a countdown is shown.
 */
const clock = tickingClock(serverNowMs);

/** Now on the server's clock, in milliseconds, updated every second. */
export const useServerNow = clock.useNow;

/** Reads the clock again at once (after the queue's `now` moved the offset), without waiting for the next tick. */
export const refreshServerNow = clock.refresh;
