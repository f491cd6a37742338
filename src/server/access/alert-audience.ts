import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from './actor.ts';

/*
 * Who an alert is for, beyond seeing its event (docs/product/tours-and-check-calls.md#check-calls): a Missed
 * Check-Call goes first to the event's supervisors only, who are nearest; its escalation (params.escalated) goes to
 * everyone who watches the event — managers and the executive too. Every other alert goes to everyone who sees its
 * event. In SQL for the reads (table aliased `x`) and in memory for the live hub, side by side so they agree.
 */

const firstLevelCheckCall = sql`(x.type = 'Missed Check-Call' and coalesce((x.params->>'escalated')::boolean, false) = false)`;

/** Whether the actor receives first-level Missed Check-Calls: supervisors (and no one else). */
const receivesFirstLevel = (actor: Pick<Actor, 'role'>) => actor.role === 'supervisor';

/** The alerts of the actor's scope that are also meant for them (a predicate on `x`). */
export function alertAudience(actor: Pick<Actor, 'role'>): SQL {
  return receivesFirstLevel(actor) ? sql`true` : sql`not ${firstLevelCheckCall}`;
}

/**
 * The alerts a user may read: those of their operation scope (`records`, on alias `x`, as operationScope gives it)
 * that are also meant for them. The alerts list and the dashboard read alerts through this, so their figures agree.
 */
export function alertsVisible(actor: Pick<Actor, 'role'>, records: SQL): SQL {
  return sql`${records} and ${alertAudience(actor)}`;
}

/** alertAudience in memory (the live hub): the same answer for the same alert. */
export function alertAudienceInMemory(
  actor: Pick<Actor, 'role'>,
  alert: { type: string; params: Record<string, unknown> | null },
): boolean {
  if (receivesFirstLevel(actor)) return true;
  return !(alert.type === 'Missed Check-Call' && alert.params?.escalated !== true);
}
