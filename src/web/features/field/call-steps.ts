import type { FieldDispatchCall, GuardCallStatus } from '../../../shared/contract/dispatch.ts';
import { type CallAction, type CallStatus, nextStatus } from '../../../shared/dispatch-rules.ts';
import type { QueuedAction } from './offline-queue.ts';

/*
 * A call's steps on the guard's phone (docs/product/dispatch.md#rules): which the call's status allows, decided by
 * the rules' own nextStatus, and the call as the phone shows it with the steps still waiting to be sent applied.
 */

/** The guard's steps in the order their buttons stand, each with the rule's action it is. */
const guardSteps: readonly { status: GuardCallStatus; action: CallAction }[] = [
  { status: 'acknowledged', action: 'acknowledge' },
  { status: 'en_route', action: 'en_route' },
  { status: 'on_scene', action: 'on_scene' },
  { status: 'cleared', action: 'clear' },
  { status: 'refused', action: 'refuse' },
];

/** The steps a guard may take from `status` (assigned: accept or refuse; on scene: clear…). */
export function stepsFrom(status: CallStatus): GuardCallStatus[] {
  return guardSteps.filter((step) => nextStatus(status, step.action) !== null).map((step) => step.status);
}

export interface CallView {
  call: FieldDispatchCall;
  /** The call's status with the steps waiting on the phone applied. */
  status: CallStatus;
  /** Refused on this phone: the call goes back to dispatch once it is sent. */
  refused: boolean;
  /** When the last step waiting on the phone was taken; null when none waits. */
  savedAt: string | null;
}

/**
 * The calls as the phone shows them: the server's last answer with the steps still waiting applied in order (a
 * step the status no longer allows, e.g. one the server has already counted, changes nothing).
 */
export function applyPendingSteps(calls: readonly FieldDispatchCall[], pending: readonly QueuedAction[]): CallView[] {
  return calls.map((call) => {
    const view: CallView = { call, status: call.status, refused: false, savedAt: null };
    for (const action of pending) {
      if (action.kind !== 'dispatch-status' || action.callId !== call.id) continue;
      const step = guardSteps.find((candidate) => candidate.status === action.body.status);
      const next = step ? nextStatus(view.status, step.action) : null;
      if (!step || next === null) continue;
      view.status = next;
      view.refused = step.status === 'refused';
      view.savedAt = action.at;
    }
    return view;
  });
}

/** What identifies one assignment of a call: a call refused and assigned to the guard again rings again. */
export const assignmentKey = (call: FieldDispatchCall): string => `${call.id}@${call.assignedAt ?? ''}`;
