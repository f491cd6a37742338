import { describe, expect, it } from 'vitest';
import {
  countedScans,
  firstScanFlag,
  positionScanFlags,
  runForScan,
  runOutcome,
  sentLateMinutes,
  tourRunsBetween,
  zonedTime,
} from './tour-schedule.ts';

const iso = (d: Date | undefined) => d?.toISOString();
const night = { startTime: '22:00', endTime: '06:00', everyMinutes: 120, graceMinutes: 15 };

describe('tour runs', () => {
  it('runs a window across midnight in the event time zone', () => {
    const runs = tourRunsBetween(
      night,
      'Europe/London',
      new Date('2026-06-10T12:00:00Z'),
      new Date('2026-06-11T12:00:00Z'),
    );
    // 22:00 BST is 21:00 UTC.
    expect(runs.map((r) => iso(r.startsAt))).toEqual([
      '2026-06-10T21:00:00.000Z',
      '2026-06-10T23:00:00.000Z',
      '2026-06-11T01:00:00.000Z',
      '2026-06-11T03:00:00.000Z',
    ]);
    expect(iso(runs[3]?.endsAt)).toBe('2026-06-11T05:00:00.000Z');
    expect(iso(runs[3]?.closesAt)).toBe('2026-06-11T05:15:00.000Z');
  });

  it('holds one run more on the night the clocks go back and one fewer when they go forward', () => {
    const back = tourRunsBetween(
      night,
      'Europe/London',
      new Date('2026-10-24T12:00:00Z'),
      new Date('2026-10-25T12:00:00Z'),
    );
    // 22:00 BST (21:00Z) to 06:00 GMT (06:00Z): nine hours, runs at 21, 23, 01, 03, 05 UTC; the last one hour long.
    expect(back.map((r) => iso(r.startsAt)?.slice(11, 16))).toEqual(['21:00', '23:00', '01:00', '03:00', '05:00']);
    expect(iso(back[4]?.endsAt)).toBe('2026-10-25T06:00:00.000Z');
    const forward = tourRunsBetween(
      night,
      'Europe/London',
      new Date('2026-03-28T12:00:00Z'),
      new Date('2026-03-29T12:00:00Z'),
    );
    // 22:00 GMT (22:00Z) to 06:00 BST (05:00Z): seven hours.
    expect(forward.map((r) => iso(r.startsAt)?.slice(11, 16))).toEqual(['22:00', '00:00', '02:00', '04:00']);
    expect(iso(forward[3]?.endsAt)).toBe('2026-03-29T05:00:00.000Z');
  });

  it('maps a skipped time forward and a repeated time to its first occurrence', () => {
    expect(new Date(zonedTime(2026, 3, 29, 90, 'Europe/London')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(new Date(zonedTime(2026, 10, 25, 90, 'Europe/London')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('attaches a late scan to the run that still lacks the checkpoint, else to the current one', () => {
    const runs = tourRunsBetween(night, 'UTC', new Date('2026-06-10T12:00:00Z'), new Date('2026-06-11T12:00:00Z'));
    const at = new Date('2026-06-11T00:10:00Z'); // 10 min into the 00:00 run, within the 22:00 run's grace
    expect(iso(runForScan(runs, at, () => true)?.startsAt)).toBe('2026-06-10T22:00:00.000Z');
    expect(iso(runForScan(runs, at, (r) => r.startsAt.getUTCHours() === 0)?.startsAt)).toBe('2026-06-11T00:00:00.000Z');
    expect(runForScan(runs, new Date('2026-06-11T12:00:00Z'), () => true)).toBeNull();
  });
});

describe('run outcome', () => {
  const run = {
    startsAt: new Date('2026-06-10T22:00:00Z'),
    endsAt: new Date('2026-06-11T00:00:00Z'),
    closesAt: new Date('2026-06-11T00:15:00Z'),
  };
  const s = (checkpointId: string, hhmm: string, day = '10') => ({
    checkpointId,
    at: new Date(`2026-06-${day}T${hhmm}:00Z`),
  });

  it('counts any order, and in an ordered tour only scans in order', () => {
    const scans = [s('b', '22:10'), s('a', '22:20')];
    expect([...countedScans(['a', 'b'], false, scans).keys()]).toEqual(['b', 'a']);
    expect([...countedScans(['a', 'b'], true, scans).keys()]).toEqual(['a']);
    expect([...countedScans(['a', 'b'], true, [...scans, s('b', '22:30')]).keys()]).toEqual(['a', 'b']);
  });

  it('is completed, completed late within grace, or missed after grace', () => {
    const now = new Date('2026-06-11T01:00:00Z');
    expect(runOutcome(run, ['a', 'b'], false, [s('a', '22:10'), s('b', '23:59')], now).state).toBe('completed');
    const late = runOutcome(run, ['a', 'b'], false, [s('a', '22:10'), s('b', '00:10', '11')], now);
    expect(late).toMatchObject({ state: 'completed late', late: ['b'] });
    const missed = runOutcome(run, ['a', 'b'], false, [s('a', '22:10'), s('b', '00:16', '11')], now);
    expect(missed).toMatchObject({ state: 'missed checkpoints', missed: ['b'] });
    expect(runOutcome(run, ['a'], false, [], new Date('2026-06-10T21:00:00Z')).state).toBe('upcoming');
    expect(runOutcome(run, ['a'], false, [], new Date('2026-06-11T00:14:00Z')).state).toBe('in progress');
  });
});

describe('scan flags', () => {
  const checkpoint = { lat: 51.5, lng: -0.1, radiusMeters: 30 };
  const at = new Date('2026-06-10T22:00:00Z');

  it('flags a scan farther than radius plus accuracy', () => {
    // 0.0005° of latitude ≈ 56 m.
    expect(positionScanFlags(checkpoint, { lat: 51.5005, lng: -0.1, accuracy: 20 }, at, [])).toEqual(['far']);
    expect(positionScanFlags(checkpoint, { lat: 51.5005, lng: -0.1, accuracy: 30 }, at, [])).toEqual([]);
  });

  it('flags a scan without a position, and one whose accuracy is worse than 4 × radius (at least 100 m)', () => {
    expect(positionScanFlags(checkpoint, null, at, [])).toEqual(['no_position']);
    // 30 m × 4 = 120 m.
    expect(positionScanFlags(checkpoint, { lat: 51.5, lng: -0.1, accuracy: 120 }, at, [])).toEqual([]);
    expect(positionScanFlags(checkpoint, { lat: 51.5, lng: -0.1, accuracy: 121 }, at, [])).toEqual(['low_accuracy']);
    // 10 m × 4 is 40 m: at least 100 m.
    const small = { ...checkpoint, radiusMeters: 10 };
    expect(positionScanFlags(small, { lat: 51.5, lng: -0.1, accuracy: 100 }, at, [])).toEqual([]);
    expect(positionScanFlags(small, { lat: 51.5, lng: -0.1, accuracy: 101 }, at, [])).toEqual(['low_accuracy']);
    // 100 km of accuracy: nowhere is far, but the scan is flagged all the same.
    expect(positionScanFlags(checkpoint, { lat: 51.9, lng: -0.1, accuracy: 100_000 }, at, [])).toEqual([
      'low_accuracy',
    ]);
  });

  it('says a scan was sent late only beyond five minutes', () => {
    expect(sentLateMinutes('2026-06-10T22:00:00Z', '2026-06-10T22:05:00Z')).toBeNull();
    expect(sentLateMinutes('2026-06-10T22:00:00Z', '2026-06-10T22:05:01Z')).toBe(5);
    expect(sentLateMinutes('2026-06-10T22:00:00Z', '2026-06-11T00:10:00Z')).toBe(130);
  });

  it('names a scan by its most serious flag', () => {
    expect(firstScanFlag(['no_position', 'late_sync'])).toBe('late_sync');
    expect(firstScanFlag(['low_accuracy', 'far'])).toBe('far');
    expect(firstScanFlag(['far', 'impossible_travel'])).toBe('impossible_travel');
    expect(firstScanFlag([])).toBeNull();
  });

  it('flags two places no person could travel between in the time', () => {
    const here = { lat: 51.5, lng: -0.1, accuracy: 5 };
    const twoKmAway = { lat: 51.518, lng: -0.1, accuracy: 5, at: new Date(at.getTime() - 60_000) };
    expect(positionScanFlags(checkpoint, here, at, [twoKmAway])).toEqual(['impossible_travel']);
    // Two kilometres in ten minutes is 3.3 m/s: possible.
    expect(positionScanFlags(checkpoint, here, at, [{ ...twoKmAway, at: new Date(at.getTime() - 600_000) }])).toEqual(
      [],
    );
  });
});
