import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from './actor.ts';
import { column } from './table-alias.ts';

/*
 * Who may message whom (docs/product/messenger.md): the messenger works inside the caller's own client; guests and a
 * customer's users never take part; a guard may write only to the supervisors and managers with access to an event
 * the guard is assigned to, everyone else to every active person of the client.
 */

/** The caller as the contact rules see them: their own (home) client, and whether the guard's narrower rule applies. */
export interface MessengerSelf {
  id: string;
  clientId: string;
  writesOnlyToEventLeads: boolean;
}

export function messengerSelf(actor: Actor): MessengerSelf {
  return { id: actor.userId, clientId: actor.homeClientId, writesOnlyToEventLeads: actor.role === 'guard' };
}

/** Users (aliased `u`) who take part in the messenger at all: not guests, not a customer's users. */
export function takesPartInMessenger(u: string): SQL {
  return sql`not (coalesce(${column(u, 'roles')}[1], '') = any(array['guest', 'client', 'customer']::text[]))`;
}

/** Users (aliased `u`) `me` may start a conversation with, beyond taking part (see takesPartInMessenger). */
export function contactOf(me: MessengerSelf, u: string): SQL {
  if (!me.writesOnlyToEventLeads) return sql`true`;
  const id = column(u, 'id');
  return sql`${column(u, 'roles')}[1] in ('supervisor', 'manager') and exists (
        select 1 from event_assignments a join events e on e.id = a.event_id
        where a.user_id = ${me.id} and a.unassigned_at is null and (
          exists (select 1 from user_event_access x where x.user_id = ${id} and x.event_id = e.id)
          or exists (select 1 from user_customer_access x where x.user_id = ${id} and x.customer_id = e.customer_id)))`;
}
