import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from './actor.ts';
import { column } from './table-alias.ts';

/**
 * The customers (table aliased `c`) whose report subscriptions and deliveries the actor may see
 * (src/shared/contract/report-delivery.ts): the working client's every customer for an executive or admin; for
 * everyone else the customers granted to them (permissions.fullClientAccess), and for a client user only their own
 * customer. A guard's scope (assigned events) holds no customer.
 */
export function reportCustomerVisible(actor: Actor, c: string): SQL {
  const inClient = sql`${column(c, 'client_id')} = ${actor.clientId}`;
  switch (actor.eventScope.kind) {
    case 'all':
    case 'client':
      return inClient;
    case 'granted':
      if (actor.role === 'client' || actor.role === 'customer') {
        return actor.customerId ? sql`${inClient} and ${column(c, 'id')} = ${actor.customerId}` : sql`false`;
      }
      return sql`${inClient} and ${column(c, 'id')} in (
        select customer_id from user_customer_access where user_id = ${actor.userId})`;
    default:
      return sql`false`;
  }
}
