import { tickingClock } from '../../lib/ticking-clock.ts';

/* One ticking clock for every age on the map screen ("12s ago"). */
const clock = tickingClock(() => Date.now());

/** This browser's time, updated every second. */
export const useNow = clock.useNow;
