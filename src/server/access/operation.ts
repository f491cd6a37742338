import type { SQL } from 'drizzle-orm';
import { type Actor, eventScopeInClient } from './actor.ts';
import { eventVisible, recordVisible } from './event-scope.ts';

/**
 * One client's operation as the actor sees it (the dashboard, alerts and the real-time map): `events` for the
 * events table aliased `e`, `records` for a record table aliased `x` with `client_id` and `event_id`. An admin
 * sees their working client, an executive the whole client, the others what lies on the events they may see.
 */
export function operationScope(actor: Actor): { events: SQL; records: SQL } {
  return { events: eventVisible(eventScopeInClient(actor), 'e'), records: recordVisible(actor, 'x') };
}
