import { describe, expect, it } from 'vitest';
import type { FieldDispatchCall } from '../../../shared/contract/dispatch.ts';
import { applyPendingSteps, stepsFrom } from './call-steps.ts';
import type { QueuedAction } from './offline-queue.ts';

const callId = '00000000-0000-4000-8000-0000000000c1';

function call(status: FieldDispatchCall['status']): FieldDispatchCall {
  return { id: callId, status, assignedAt: '2026-03-18T14:55:00.000Z' } as FieldDispatchCall;
}

function step(status: string, at: string, id = at): QueuedAction {
  return { id, owner: 'guard-1', seq: Date.parse(at), kind: 'dispatch-status', callId, at, body: { status, at } };
}

describe('a call’s steps on the phone', () => {
  it('offers the steps the call’s status allows, as the dispatch rules say', () => {
    expect(stepsFrom('assigned')).toEqual(['acknowledged', 'refused']);
    expect(stepsFrom('acknowledged')).toEqual(['en_route', 'on_scene', 'refused']);
    expect(stepsFrom('en_route')).toEqual(['on_scene']);
    expect(stepsFrom('on_scene')).toEqual(['cleared']);
    for (const status of ['new', 'cleared', 'cancelled'] as const) expect(stepsFrom(status)).toEqual([]);
  });

  it('shows the steps waiting on the phone applied in order, with when the last was taken', () => {
    const pending = [step('acknowledged', '2026-03-18T15:00:00.000Z'), step('en_route', '2026-03-18T15:01:00.000Z')];
    const [view] = applyPendingSteps([call('assigned')], pending);
    expect(view).toMatchObject({ status: 'en_route', refused: false, savedAt: '2026-03-18T15:01:00.000Z' });
  });

  it('shows a refusal waiting to be sent as returned to dispatch', () => {
    const [view] = applyPendingSteps([call('assigned')], [step('refused', '2026-03-18T15:00:00.000Z')]);
    expect(view).toMatchObject({ status: 'new', refused: true });
    expect(stepsFrom(view?.status ?? 'new')).toEqual([]);
  });

  it('leaves a call alone when a waiting step is one the server has already counted, or another call’s', () => {
    const counted = applyPendingSteps([call('acknowledged')], [step('acknowledged', '2026-03-18T15:00:00.000Z')]);
    expect(counted[0]).toMatchObject({ status: 'acknowledged', savedAt: null });
    const other = { ...step('acknowledged', '2026-03-18T15:00:00.000Z'), callId: 'another' };
    expect(applyPendingSteps([call('assigned')], [other])[0]).toMatchObject({ status: 'assigned', savedAt: null });
  });
});
