import { describe, expect, it } from 'vitest';
import { shouldSendPosition } from './position-rule.ts';

const here = { lat: 41.8915, lng: -87.605 };
/** About 40 m and 60 m north of `here` (1° latitude ≈ 111.2 km). */
const near = { lat: here.lat + 40 / 111_195, lng: here.lng };
const far = { lat: here.lat + 60 / 111_195, lng: here.lng };

describe('when a position is sent', () => {
  it('sends the first position at once', () => {
    expect(shouldSendPosition(null, here, 0, 30)).toBe(true);
  });

  it('waits for the interval while the guard stays near the last sent position', () => {
    const last = { ...here, sentAtMs: 100_000 };
    expect(shouldSendPosition(last, near, 100_000 + 29_999, 30)).toBe(false);
    expect(shouldSendPosition(last, near, 100_000 + 30_000, 30)).toBe(true);
    expect(shouldSendPosition(last, here, 100_000 + 10_000, 10)).toBe(true);
  });

  it('sends sooner when the guard moved 50 m or more', () => {
    const last = { ...here, sentAtMs: 100_000 };
    expect(shouldSendPosition(last, far, 100_001, 300)).toBe(true);
    expect(shouldSendPosition(last, near, 100_001, 300)).toBe(false);
  });
});
