import { describe, expect, it } from 'vitest';
import type { Runsheet, RunsheetStop } from '../../../shared/contract/patrol-routes.ts';
import { memoryRunsheetStore } from './runsheet-store.ts';
import { hasRunsheet, runsheetAsOf } from './runsheet-view.ts';

const at = (hh: number, mm = 0) => new Date(Date.UTC(2026, 11, 7, hh, mm)).toISOString();

function stop(position: number, over: Partial<RunsheetStop> = {}): RunsheetStop {
  return {
    stopId: `s${position}`,
    position,
    eventId: `e${position}`,
    eventName: `Site ${position}`,
    timeZone: 'UTC',
    address: null,
    lat: null,
    lng: null,
    windowStartsAt: at(20 + position),
    windowEndsAt: at(21 + position),
    status: 'upcoming',
    visitedAt: null,
    checkpoints: [],
    ...over,
  };
}

const runsheet = (stops: RunsheetStop[]): Runsheet => ({
  assignmentId: 'a1',
  routeId: 'r1',
  routeName: 'Night patrol',
  shift: null,
  stops,
  nextStopId: null,
  now: at(20),
});

describe('a runsheet as of a moment', () => {
  it('opens and closes windows with the clock, keeps visits, and marks the first stop still to do as next', () => {
    const kept = runsheet([stop(2), stop(1, { status: 'visited', visitedAt: at(21, 10) }), stop(3)]);
    const later = runsheetAsOf(kept, Date.parse(at(22, 30)));
    expect(later.stops.map((s) => [s.stopId, s.status])).toEqual([
      ['s1', 'visited'],
      ['s2', 'open'],
      ['s3', 'upcoming'],
    ]);
    expect(later.nextStopId).toBe('s2');
    const after = runsheetAsOf(kept, Date.parse(at(23, 30)));
    expect(after.stops.map((s) => s.status)).toEqual(['visited', 'missed', 'open']);
    expect(after.nextStopId).toBe('s3');
    expect(runsheetAsOf(kept, Date.parse(at(25))).nextStopId).toBeNull();
  });

  it('has nothing to show without a route tonight', () => {
    expect(hasRunsheet(undefined)).toBe(false);
    expect(hasRunsheet({ ...runsheet([]), assignmentId: null })).toBe(false);
    expect(hasRunsheet(runsheet([stop(1)]))).toBe(true);
  });
});

describe('the kept runsheet', () => {
  it('is read back only for the person it was kept for, one person at a time', async () => {
    const store = memoryRunsheetStore();
    const sheet = runsheet([stop(1)]);
    await store.keep('ann', sheet);
    expect(await store.read('ann')).toEqual(sheet);
    expect(await store.read('bob')).toBeUndefined();
    await store.keep('bob', sheet);
    expect(await store.read('ann')).toBeUndefined();
  });
});
