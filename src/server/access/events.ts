import { type SQL, sql } from 'drizzle-orm';
import { personnelRoles } from '../../shared/contract/personnel.ts';
import type { EventScope } from '../../shared/policy.ts';
import { effectiveRole } from '../../shared/roles.ts';
import { column } from './table-alias.ts';

/**
 * Who may be put on an event, and for whom a customer may be planned (docs/product/events-and-zones.md).
 */

/** Roles of people who work at events and so may be assigned to one (the first of a person's roles counts). */
export const eventAssignableRoles: readonly string[] = personnelRoles;

/** Whether a person whose first role is `role` may be assigned to an event. */
export const mayWorkAtEvents = (role: string | undefined): boolean =>
  role !== undefined && eventAssignableRoles.includes(role);

/** The role a list shows for a person: their effective role, else the first they hold. */
export const roleShownFor = (roles: readonly string[]): string => effectiveRole(roles) ?? roles[0] ?? '';

/**
 * The customers (aliased `cu`, with `id` and `client_id`) a new or moved event of this scope may belong to: admin
 * any customer, executive one of their client, manager one of their fullClientAccess customers; nobody else.
 */
export function customerPlannable(scope: EventScope, cu: string): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'client':
      return sql`${column(cu, 'client_id')} = ${scope.clientId}`;
    case 'granted':
      return sql`${column(cu, 'client_id')} = ${scope.clientId} and ${column(cu, 'id')} in (
        select customer_id from user_customer_access where user_id = ${scope.userId})`;
    case 'assigned':
      return sql`false`;
  }
}
