import { describe, expect, it } from 'vitest';
import {
  checkRoute,
  emptyStop,
  moveStop,
  nightsProblem,
  nightsQuery,
  type StopValues,
  shiftWeeks,
  sitesOf,
  weekOf,
  withoutStopErrors,
} from './patrol-format.ts';

const eventId = '00000000-0000-4000-8000-0000000000e1';
const checkpointId = '00000000-0000-4000-8000-0000000000c1';

const stop = (over: Partial<StopValues> = {}): StopValues => ({
  ...emptyStop(),
  eventId,
  checkpointIds: [checkpointId],
  ...over,
});

describe('the route editor', () => {
  it('moves a stop up and down, never out of the list', () => {
    const [a, b, c] = [stop({ windowStart: '01:00' }), stop({ windowStart: '02:00' }), stop({ windowStart: '03:00' })];
    expect(moveStop([a, b, c], 2, -1)).toEqual([a, c, b]);
    expect(moveStop([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveStop([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveStop([a, b, c], 2, 1)).toEqual([a, b, c]);
  });

  it("checks the form with the contract's schema, each message at its stop's field by code", () => {
    const checked = checkRoute({
      name: ' ',
      stops: [stop(), stop({ eventId: '', checkpointIds: [], windowStart: '22:00', windowEnd: '22:00' })],
    });
    expect(checked).toEqual({
      errors: {
        name: 'validation.required',
        'stops.1.eventId': expect.stringMatching(/^validation\./),
        'stops.1.checkpointIds': 'tour.checkpoint_required',
        'stops.1.windowEnd': 'patrol.window_empty',
      },
    });
    expect(checkRoute({ name: 'Night patrol', stops: [] })).toEqual({ errors: { stops: 'patrol.stop_required' } });
  });

  it('gives the body to send, without the rows’ keys, and forgets stop messages when stops move', () => {
    expect(checkRoute({ name: ' Night patrol ', stops: [stop({ windowStart: '23:30', windowEnd: '00:30' })] })).toEqual(
      {
        body: {
          name: 'Night patrol',
          stops: [{ eventId, windowStart: '23:30', windowEnd: '00:30', checkpointIds: [checkpointId] }],
        },
      },
    );
    expect(withoutStopErrors({ name: 'x', stops: 'y', 'stops.0.eventId': 'z' })).toEqual({ name: 'x', stops: 'y' });
  });

  it('lists the sites in stop order, each once', () => {
    const at = (position: number, eventName: string) => ({
      id: String(position),
      position,
      eventId: eventName,
      eventName,
      timeZone: 'UTC',
      windowStart: '22:00',
      windowEnd: '23:00',
      checkpoints: [],
    });
    expect(sitesOf({ stops: [at(3, 'Harbor'), at(1, 'Mall'), at(2, 'Harbor')] })).toEqual(['Mall', 'Harbor']);
  });
});

describe('the period of nights', () => {
  it('starts as the week of today, Monday to Sunday, and moves by weeks', () => {
    expect(weekOf(new Date(2026, 11, 9, 15))).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(weekOf(new Date(2026, 11, 13, 23))).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(weekOf(new Date(2026, 11, 7, 0, 5))).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(shiftWeeks({ from: '2026-12-28', to: '2027-01-03' }, 1)).toEqual({ from: '2027-01-04', to: '2027-01-10' });
  });

  it('asks from the first midnight to the midnight after the last day, at most 92 days', () => {
    expect(nightsQuery({ from: '2026-12-07', to: '2026-12-13' })).toEqual({
      from: new Date(2026, 11, 7).toISOString(),
      to: new Date(2026, 11, 14).toISOString(),
    });
    expect(nightsProblem({ from: '2026-12-07', to: '2026-12-06' })).toBe('toBeforeFrom');
    expect(nightsProblem({ from: '2026-01-01', to: '2026-04-02' })).toBe(undefined);
    expect(nightsProblem({ from: '2026-01-01', to: '2026-04-03' })).toBe('tooLong');
    expect(nightsQuery({ from: 'x', to: '2026-12-06' })).toBeUndefined();
  });
});
