import { describe, expect, it } from 'vitest';
import { nextStopIndex, stopWindowsBetween, visitProgress, visitState } from './patrol-rules.ts';

const d = (iso: string) => new Date(iso);
const windows = (start: string, end: string, from: string, to: string) =>
  stopWindowsBetween({ windowStart: start, windowEnd: end }, 'Europe/London', d(from), d(to)).map((w) => [
    w.startsAt.toISOString(),
    w.endsAt.toISOString(),
  ]);

describe('stop windows of a shift', () => {
  it('crosses midnight when the end is before the start, and keeps only the windows meeting the shift', () => {
    // A 22:00–06:00 shift on a winter night (London is UTC+0): 23:00–01:00 once; 06:30–07:00 not at all.
    expect(windows('23:00', '01:00', '2026-01-10T22:00:00Z', '2026-01-11T06:00:00Z')).toEqual([
      ['2026-01-10T23:00:00.000Z', '2026-01-11T01:00:00.000Z'],
    ]);
    expect(windows('06:30', '07:00', '2026-01-10T22:00:00Z', '2026-01-11T06:00:00Z')).toEqual([]);
    // A window that began before the shift but is still open at its start belongs to it.
    expect(windows('21:30', '22:30', '2026-01-10T22:00:00Z', '2026-01-11T06:00:00Z')).toEqual([
      ['2026-01-10T21:30:00.000Z', '2026-01-10T22:30:00.000Z'],
    ]);
  });

  it('follows the wall clock on daylight-saving nights: an hour shorter in spring, longer in autumn', () => {
    // 29 March 2026, 01:00 GMT → 02:00 BST: 00:30 GMT is 00:30Z, 02:30 BST is 01:30Z — one hour, not two.
    expect(windows('00:30', '02:30', '2026-03-28T22:00:00Z', '2026-03-29T05:00:00Z')).toEqual([
      ['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z'],
    ]);
    // 25 October 2026, 02:00 BST → 01:00 GMT: 00:30 BST is 23:30Z the day before, 02:30 GMT is 02:30Z — three hours.
    expect(windows('00:30', '02:30', '2026-10-24T21:00:00Z', '2026-10-25T05:00:00Z')).toEqual([
      ['2026-10-24T23:30:00.000Z', '2026-10-25T02:30:00.000Z'],
    ]);
  });
});

describe('a visit', () => {
  const window = { startsAt: d('2026-01-10T22:30:00Z'), endsAt: d('2026-01-10T23:30:00Z') };

  it('counts when every checkpoint is scanned within the window, at the last of their first scans', () => {
    const progress = visitProgress(
      window,
      ['gate', 'yard'],
      [
        { checkpointId: 'gate', scannedAt: d('2026-01-10T22:20:00Z') }, // before the window: not counted
        { checkpointId: 'gate', scannedAt: d('2026-01-10T22:40:00Z') },
        { checkpointId: 'gate', scannedAt: d('2026-01-10T22:35:00Z') },
        { checkpointId: 'other', scannedAt: d('2026-01-10T22:36:00Z') },
        { checkpointId: 'yard', scannedAt: d('2026-01-10T23:10:00Z') },
      ],
    );
    expect(progress.scannedAt.get('gate')?.toISOString()).toBe('2026-01-10T22:35:00.000Z');
    expect(progress.visitedAt?.toISOString()).toBe('2026-01-10T23:10:00.000Z');
  });

  it('does not count a scan at the window’s end (the window is [start, end))', () => {
    const progress = visitProgress(window, ['gate'], [{ checkpointId: 'gate', scannedAt: window.endsAt }]);
    expect(progress.visitedAt).toBeNull();
  });

  it('is upcoming, open, then missed as the clock passes the window', () => {
    expect(visitState(window, null, d('2026-01-10T22:00:00Z'))).toBe('upcoming');
    expect(visitState(window, null, d('2026-01-10T22:30:00Z'))).toBe('open');
    expect(visitState(window, null, d('2026-01-10T23:30:00Z'))).toBe('missed');
    expect(visitState(window, d('2026-01-10T23:00:00Z'), d('2026-01-10T23:45:00Z'))).toBe('visited');
  });
});

describe('what is next', () => {
  const at = (iso: string) => d(iso);
  it('is the first open stop in route order, else the upcoming one that opens first', () => {
    expect(
      nextStopIndex([
        { status: 'missed', windowStartsAt: at('2026-01-10T22:00:00Z') },
        { status: 'upcoming', windowStartsAt: at('2026-01-11T01:00:00Z') },
        { status: 'open', windowStartsAt: at('2026-01-10T23:00:00Z') },
      ]),
    ).toBe(2);
    expect(
      nextStopIndex([
        { status: 'visited', windowStartsAt: at('2026-01-10T22:00:00Z') },
        { status: 'upcoming', windowStartsAt: at('2026-01-11T02:00:00Z') },
        { status: 'upcoming', windowStartsAt: at('2026-01-11T01:00:00Z') },
      ]),
    ).toBe(2);
    expect(nextStopIndex([{ status: 'visited', windowStartsAt: at('2026-01-10T22:00:00Z') }])).toBe(-1);
  });
});
