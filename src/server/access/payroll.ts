import { type SQL, sql } from 'drizzle-orm';
import { roleHasPermission } from '../../shared/policy.ts';
import type { Actor } from './actor.ts';
import { eventVisible } from './event-scope.ts';

/**
 * Pay runs' record-level rules (docs/product/payroll-runs.md#who-may-do-what): those who manage payroll
 * (executive, admin, manager) see every person of the working client's runs; a supervisor reviews the people who
 * worked on an event of their scope (all of such a person's figures: pay is per person, across events); a person
 * sees their own figures only (the pay stub preview).
 */
export const seesWholePayRun = (actor: Actor): boolean => roleHasPermission(actor.role, 'payroll.manage');

/** Whether an entry's event (a query's events table, aliased `e`) lets the actor review the entry's person. */
export function payRunEventVisible(actor: Actor, e: string): SQL {
  if (seesWholePayRun(actor)) return sql`true`;
  if (!roleHasPermission(actor.role, 'payroll.review')) return sql`false`;
  return eventVisible(actor.eventScope, e);
}
