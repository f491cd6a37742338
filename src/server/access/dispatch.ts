import { type SQL, sql } from 'drizzle-orm';
import { roleHasPermission } from '../../shared/policy.ts';
import type { Actor } from './actor.ts';
import { type EventRecord, type EventViewer, recordVisible, recordVisibleInMemory } from './event-scope.ts';
import { column } from './table-alias.ts';

/**
 * Who sees which call for service (docs/product/dispatch.md#who-sees-what), in SQL for the reads and in memory
 * for the live hub, side by side:
 * - a dispatcher (`dispatch.manage`) the calls of the events in their scope, and every call at a free address of
 *   their working client (an address belongs to no event, and someone must take it);
 * - a customer's user the calls of their own customer only;
 * - nobody else (a guard reads the calls assigned to them through the field app).
 */

const dispatches = (actor: Actor): boolean => roleHasPermission(actor.role, 'dispatch.manage');

/** The calls (table aliased `x`, with client_id, event_id and customer_id) the actor may read. */
export function callVisible(actor: Actor, x: string): SQL {
  if (dispatches(actor)) {
    return sql`(${recordVisible(actor, x)} or (${column(x, 'client_id')} = ${actor.clientId} and ${column(x, 'event_id')} is null))`;
  }
  if (actor.customerId && roleHasPermission(actor.role, 'dispatch.view')) {
    return sql`(${column(x, 'client_id')} = ${actor.clientId} and ${column(x, 'customer_id')} = ${actor.customerId})`;
  }
  return sql`false`;
}

/** callVisible in memory: the same answer for the same call (the live hub's `dispatch.call`). */
export function callVisibleInMemory(viewer: EventViewer, call: EventRecord): boolean {
  const { actor } = viewer;
  if (call.clientId !== actor.clientId) return false;
  if (dispatches(actor)) return call.eventId === null || recordVisibleInMemory(viewer, call);
  if (actor.customerId && roleHasPermission(actor.role, 'dispatch.view')) return call.customerId === actor.customerId;
  return false;
}

/** A guard's own calls (table aliased `x`): assigned to them, in their client — what the phone may move on. */
export function ownCall(actor: Actor, x: string): SQL {
  return sql`(${column(x, 'client_id')} = ${actor.homeClientId} and ${column(x, 'assignee_id')} = ${actor.userId})`;
}

/** The events (aliased `e`) a customer's user may ask a patrol of: their own customer's. */
export function patrolRequestable(actor: Actor, e: string): SQL {
  if (!actor.customerId) return sql`false`;
  return sql`(${column(e, 'client_id')} = ${actor.clientId} and ${column(e, 'customer_id')} = ${actor.customerId})`;
}
