import { type SQL, sql } from 'drizzle-orm';
import { roleHasPermission } from '../../shared/policy.ts';
import type { Actor } from './actor.ts';
import { type EventViewer, eventVisible, eventVisibleInMemory } from './event-scope.ts';
import { column } from './table-alias.ts';

/**
 * Billing's record-level rules (docs/product/billing.md#who-may-do-what). Contracts and invoices are the
 * customer's: those who manage billing (executive, admin, manager) see every customer of the working client; a
 * customer's own user (role `client`) only their own customer; anyone else none.
 */
type BillingReach = { kind: 'client' } | { kind: 'customer'; customerId: string } | { kind: 'none' };

function billingReachOf(actor: Actor): BillingReach {
  if (roleHasPermission(actor.role, 'billing.manage')) return { kind: 'client' };
  if (actor.role === 'client' && actor.customerId) return { kind: 'customer', customerId: actor.customerId };
  return { kind: 'none' };
}

/** The customers (a query's customers table, aliased `c`) whose contracts and invoices the actor may see. */
export function billingCustomerVisible(actor: Actor, c: string): SQL {
  const reach = billingReachOf(actor);
  const client = sql`${column(c, 'client_id')} = ${actor.clientId}`;
  if (reach.kind === 'client') return client;
  if (reach.kind === 'customer') return sql`${client} and ${column(c, 'id')} = ${reach.customerId}`;
  return sql`false`;
}

/** billingCustomerVisible in memory: the same answer for a customer of a client. */
export function billingCustomerVisibleInMemory(actor: Actor, customer: { clientId: string; id: string }): boolean {
  const reach = billingReachOf(actor);
  if (customer.clientId !== actor.clientId || reach.kind === 'none') return false;
  return reach.kind === 'client' || customer.id === reach.customerId;
}

/**
 * The events (a query's events table, aliased `e`) whose coverage the actor sees: those who manage billing every
 * event of the working client; anyone else (a supervisor) the events of their scope.
 */
export function coverageEventVisible(actor: Actor, e: string): SQL {
  if (roleHasPermission(actor.role, 'billing.manage')) return sql`${column(e, 'client_id')} = ${actor.clientId}`;
  return eventVisible(actor.eventScope, e);
}

/** coverageEventVisible in memory. */
export function coverageEventVisibleInMemory(
  viewer: EventViewer,
  event: { clientId: string; eventId: string; customerId: string | null },
): boolean {
  if (roleHasPermission(viewer.actor.role, 'billing.manage')) return event.clientId === viewer.actor.clientId;
  return eventVisibleInMemory(viewer, event);
}

/** Drafts are the back office's: those who manage billing see them; a customer's own user sees issued ones only. */
export const seesDraftInvoices = (actor: Actor): boolean => roleHasPermission(actor.role, 'billing.manage');
