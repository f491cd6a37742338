import { clockInEarlyMinutes, type FieldToday } from '../../../shared/contract/field.ts';
import type { QueuedAction } from './offline-queue.ts';

/**
 * The guard's state as the app shows it: the server's last answer with the actions still waiting applied on top,
 * so a clock-out made offline shows "Off duty" at once. The server's answer replaces it after the queue is sent.
 */
export function applyPending(today: FieldToday, pending: readonly QueuedAction[]): FieldToday {
  let { clock, onBreak } = today;
  let tasks = today.tasks;
  for (const action of pending) {
    switch (action.kind) {
      case 'clock-in': {
        if (clock) break;
        const eventId = typeof action.body.eventId === 'string' ? action.body.eventId : null;
        const event = today.events.find((e) => e.id === eventId);
        clock = { clockEntryId: action.id, eventId, eventName: event?.name ?? null, since: action.at, offSite: false };
        break;
      }
      case 'clock-out':
        clock = null;
        onBreak = null;
        break;
      case 'break-start': {
        if (!clock || onBreak) break;
        const length = Number(action.body.lengthOfBreak);
        onBreak = { breakId: action.id, since: action.at, lengthOfBreak: length };
        break;
      }
      case 'break-end':
        onBreak = null;
        break;
      case 'task-done': {
        const done = action.body.done === true;
        tasks = tasks.map((task) => (task.id === action.taskId ? { ...task, done } : task));
        break;
      }
      default:
        break;
    }
  }
  return { ...today, clock, onBreak, tasks };
}

/**
 * A day the phone kept (the app opened without signal), brought to now: an event opens for clock-in 60 minutes
 * before its start and closes at its end, as the server judges it, however long ago the day was kept. The server
 * still judges each action when it arrives.
 */
export function keptDayAsOf(today: FieldToday, nowMs: number): FieldToday {
  const events = today.events.map((event) => {
    const opensAt = Date.parse(event.startDate) - clockInEarlyMinutes * 60_000;
    const canClockIn = opensAt <= nowMs && nowMs < Date.parse(event.endDate);
    return canClockIn === event.canClockIn ? event : { ...event, canClockIn };
  });
  return { ...today, events };
}
