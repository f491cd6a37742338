/**
 * The two rates of an open-loop load (bench/position-ingest.ts), which are not the same thing: the *offered* rate is
 * the schedule (positions due in the window ÷ its seconds), which the load sends whatever the server does, so it
 * measures nothing; the *completed* rate is what the server did — successful answers to those positions ÷ the
 * seconds from the window's start to the last of them. A server that keeps up completes at the offered rate; one that
 * falls behind answers its backlog after the window, which stretches the elapsed time (docs/benchmarks.md).
 */
export interface OpenLoopRates {
  /** Positions due in the window ÷ the window's seconds. */
  offeredPerSecond: number;
  /** Successful answers to them ÷ `elapsedSeconds`. */
  completedPerSecond: number;
  /** From the window's start to the last successful answer (at least the window). */
  elapsedSeconds: number;
}

/**
 * `window` is the counted span (ms on one clock, and its length in seconds); `due` counts the positions due in it
 * (sent or not); `answeredAt` holds when each successful answer arrived.
 */
export function openLoopRates(
  window: { start: number; seconds: number },
  due: number,
  answeredAt: readonly number[],
): OpenLoopRates {
  const last = answeredAt.reduce((latest, at) => Math.max(latest, at), window.start);
  const elapsedSeconds = Math.max(window.seconds, (last - window.start) / 1000);
  return {
    offeredPerSecond: due / window.seconds,
    completedPerSecond: answeredAt.length / elapsedSeconds,
    elapsedSeconds,
  };
}
