import { describe, expect, it } from 'vitest';
import { openLoopRates } from './open-loop-rates.ts';

/** `count` answers, one every `everyMs` from `firstAt` (ms on the load's clock). */
const answers = (count: number, firstAt: number, everyMs: number) =>
  Array.from({ length: count }, (_, i) => firstAt + i * everyMs);

describe('open-loop rates', () => {
  const window = { start: 2_000, seconds: 10 };

  it('a server that keeps up completes at about the offered rate', () => {
    // 20,000 positions due over 10 s, one every 0.5 ms, each answered 50 ms after it was due: the last at 10.0495 s.
    const rates = openLoopRates(window, 20_000, answers(20_000, 2_050, 0.5));
    expect(rates.offeredPerSecond).toBe(2_000);
    expect(rates.elapsedSeconds).toBeCloseTo(10.0495, 6);
    expect(rates.completedPerSecond).toBeCloseTo(20_000 / 10.0495, 6);
  });

  it('a server that falls behind completes at its own pace, however much was offered', () => {
    // The same 20,000 positions, answered one per millisecond: the backlog ends 20 s after the window began.
    const rates = openLoopRates(window, 20_000, answers(20_000, 2_001, 1));
    expect(rates.offeredPerSecond).toBe(2_000);
    expect(rates.elapsedSeconds).toBeCloseTo(20, 6);
    expect(rates.completedPerSecond).toBeCloseTo(1_000, 6);
  });

  it('answers that stop early count over the whole window; none at all is zero', () => {
    const few = openLoopRates(window, 20_000, answers(5_000, 2_001, 1));
    expect(few.elapsedSeconds).toBe(10);
    expect(few.completedPerSecond).toBe(500);
    expect(openLoopRates(window, 20_000, [])).toEqual({
      offeredPerSecond: 2_000,
      completedPerSecond: 0,
      elapsedSeconds: 10,
    });
  });
});
