/**
 * The tests' time limits were set on a quiet machine. CI and development machines here are shared, and the same
 * browser work has been seen to take three times longer on one of them (old and new code alike), so every limit is
 * stretched by E2E_TIME_SCALE (3 unless set). Only a test that fails waits the longer limit out; passing tests take
 * the time they take.
 */
const given = Number(process.env.E2E_TIME_SCALE);
export const timeScale = Number.isFinite(given) && given >= 1 ? given : 3;

/** A time limit in milliseconds, stretched by E2E_TIME_SCALE. */
export function scaled(ms: number): number {
  return Math.round(ms * timeScale);
}
