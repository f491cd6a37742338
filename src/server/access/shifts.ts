import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from './actor.ts';
import { recordVisible } from './event-scope.ts';
import { column } from './table-alias.ts';

/**
 * Who sees which scheduling records (docs/product/shifts.md#who-sees-what).
 *
 * Shifts (aliased `s`, with `client_id` and `event_id`) follow the event scope in the working client: an executive
 * (an admin: the working client) every shift, a manager or supervisor those of their events; a shift outside
 * answers 404.
 */
export function shiftVisible(actor: Actor, s: string): SQL {
  return recordVisible(actor, s);
}

/**
 * Open shifts a person who works shifts may see and claim (aliased `s`): the published, not cancelled shifts of
 * their own client, on any of its events — being offered a shift is how a guard comes to work an event they are
 * not yet assigned to. Eligibility narrows the list further (the service).
 */
export function openShiftOffered(actor: Actor, s: string): SQL {
  return sql`${column(s, 'client_id')} = ${actor.homeClientId} and ${column(s, 'published_at')} is not null
    and ${column(s, 'cancelled_at')} is null`;
}

/** Executive and manager (an admin: the working client) see every time-off request of the client. */
export function seesClientTimeOff(actor: Actor): boolean {
  return actor.role === 'admin' || actor.role === 'executive' || actor.role === 'manager';
}

/** Time-off requests (aliased `t`): the client's for executive and manager, one's own for everyone else. */
export function timeOffVisible(actor: Actor, t: string): SQL {
  if (seesClientTimeOff(actor)) return sql`${column(t, 'client_id')} = ${actor.clientId}`;
  return sql`${column(t, 'client_id')} = ${actor.homeClientId} and ${column(t, 'user_id')} = ${actor.userId}`;
}

/**
 * Shift swaps (aliased `w`, their shift joined as `s`): those on shifts the actor sees, those they offered or took,
 * and — for people who work shifts — the offers of their client still open to take.
 */
export function swapVisible(actor: Actor, w: string, s: string): SQL {
  const own = sql`${column(w, 'client_id')} = ${actor.homeClientId} and (${column(w, 'from_user_id')} = ${actor.userId}
      or ${column(w, 'to_user_id')} = ${actor.userId} or ${column(w, 'status')} = 'offered')`;
  return sql`((${shiftVisible(actor, s)}) or (${own}))`;
}

/** A person's pay rate at a shift's event (alias `t` holds the event's rates), by their main role, as payroll has it. */
export const payRateOfMainRole = (user: string, rates: string): SQL =>
  sql.raw(
    `case ${user}.roles[1] when 'guard' then ${rates}.guard_pay_rate_cents ` +
      `when 'supervisor' then ${rates}.supervisor_pay_rate_cents ` +
      `when 'manager' then ${rates}.manager_pay_rate_cents else 0 end`,
  );
