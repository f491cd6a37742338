/**
 * Fresh records for the cells of the matrix (authorization-matrix*.ts): made in the tenant's client for one cell, so
 * that a route that deletes or changes one leaves the others alone.
 */
import { events, users } from '../../db/schema.ts';
import type { MatrixFixture, Tenant } from './authorization-matrix.ts';
import { insertedId } from './authorization-matrix-entry.ts';

/** A fresh event of the tenant's customer, named `name`, from `startAt` to `endAt` (ISO instants): its id. */
export function spareEventIn(fx: MatrixFixture, tenant: Tenant, name: string, startAt: string, endAt: string) {
  const event = {
    clientId: fx.clients[tenant],
    customerId: fx.customers[tenant],
    name,
    startAt: new Date(startAt),
    endAt: new Date(endAt),
  };
  return insertedId(fx.db.insert(events).values(event).returning({ id: events.id }), 'event');
}

let freshUsers = 0;

/** A fresh active user of the tenant's client with one role (a guard unless named), `<label>-<n>@<tenant>.test`: its id. */
export function freshUserIn(fx: MatrixFixture, tenant: Tenant, label: string, role = 'guard') {
  freshUsers += 1;
  const user = { clientId: fx.clients[tenant], email: `${label}-${freshUsers}@${tenant}.test`, roles: [role] };
  return insertedId(fx.db.insert(users).values(user).returning({ id: users.id }), 'user');
}
