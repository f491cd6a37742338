import { describe, expect, it } from 'vitest';
import { scanViewOf } from './scan-page.tsx';

const at = '2026-03-18T15:00:00.000Z';
const result = { kind: 'scan' as const, id: 's1', at, duplicate: false, alertIds: [], checkpointId: 'c1' };

describe('what the scan screen says', () => {
  it('is “sending” until the queue has tried, and “saved on the phone” when the send could not get through', () => {
    expect(scanViewOf(at, undefined, false)).toEqual({ state: 'sending' });
    expect(scanViewOf(at, undefined, true)).toEqual({ state: 'queued', at });
  });

  it('tells a recorded scan, whether it counted for a tour round, and its flag', () => {
    expect(scanViewOf(at, { ok: true, result: { ...result, tourRunId: 'r1', flagged: null } }, false)).toEqual({
      state: 'recorded',
      at,
      flagged: null,
      flags: [],
      counted: true,
    });
    expect(scanViewOf(at, { ok: true, result: { ...result, tourRunId: null, flagged: 'far' } }, false)).toMatchObject({
      flagged: 'far',
      flags: ['far'],
      counted: false,
    });
    const blind = {
      ...result,
      tourRunId: 'r1',
      flagged: 'late_sync' as const,
      flags: ['late_sync' as const, 'no_position' as const],
    };
    expect(scanViewOf(at, { ok: true, result: blind }, false)).toMatchObject({
      flagged: 'late_sync',
      flags: ['late_sync', 'no_position'],
    });
  });

  it('tells an unknown or rotated label (404) and a guard not on duty at the event (403) apart', () => {
    const unknown = { ok: false as const, status: 404, code: 'not_found', message: 'Checkpoint not found.' };
    const offDuty = {
      ok: false as const,
      status: 403,
      code: 'field.not_on_duty_at_event',
      message: 'Only a guard clocked in to this checkpoint’s event can scan it.',
    };
    expect(scanViewOf(at, unknown, false)).toMatchObject({ state: 'refused', reason: 'unknown' });
    expect(scanViewOf(at, offDuty, false)).toMatchObject({ state: 'refused', reason: 'notOnDuty' });
  });
});
