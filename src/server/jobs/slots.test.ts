import { describe, expect, it } from 'vitest';
import { assertPeriod, runId, slotsFrom } from './slots.ts';

describe('slots', () => {
  it('are the slot due now and those due before now plus the look-ahead', () => {
    const now = new Date('2026-03-18T15:00:20Z');
    expect(slotsFrom(15, now, 30_000).map((slot) => slot.toISOString())).toEqual([
      '2026-03-18T15:00:15.000Z',
      '2026-03-18T15:00:30.000Z',
      '2026-03-18T15:00:45.000Z',
    ]);
    expect(slotsFrom(3600, now, 75_000).map((slot) => slot.toISOString())).toEqual(['2026-03-18T15:00:00.000Z']);
    expect(slotsFrom(60, new Date('2026-03-18T15:00:00Z'), 1).map((slot) => slot.toISOString())).toEqual([
      '2026-03-18T15:00:00.000Z',
    ]);
  });

  it('name each run with the same UUID in every process, and a different one per job and slot', () => {
    const slot = new Date('2026-03-18T15:00:00Z');
    const id = runId('field.break-overruns', slot);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(runId('field.break-overruns', new Date(slot.getTime()))).toBe(id);
    expect(runId('field.break-overruns', new Date(slot.getTime() + 15_000))).not.toBe(id);
    expect(runId('field.receipt-purge', slot)).not.toBe(id);
  });

  it('take periods that divide a day only', () => {
    for (const seconds of [1, 15, 60, 600, 3600, 86_400]) expect(() => assertPeriod('job', seconds)).not.toThrow();
    for (const seconds of [0, 7, 1.5, 90_000]) expect(() => assertPeriod('job', seconds)).toThrow(/divides a day/);
  });
});
