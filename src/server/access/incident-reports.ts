import { type SQL, sql } from 'drizzle-orm';
import { personnelRoles } from '../../shared/contract/personnel.ts';
import { canOnAnyRecord } from '../../shared/policy.ts';
import type { Actor } from './actor.ts';

/*
 * Who files an incident report about whom (docs/product/incident-reports.md#who-files-and-sees-reports): a guard
 * files from the field app as themself; everyone else chooses the guard the report is about.
 */

/** A guard files reports as themself only, so the report form offers them no guard to choose. */
export const filesAsThemself = (actor: Actor): boolean => !canOnAnyRecord(actor, 'report.fileAboutGuard');

/** Whom the report form offers as the guard by default: the caller, when they work shifts themselves. */
export function selfGuardOf(actor: Actor): string | null {
  return actor.role === 'guard' || actor.role === 'supervisor' || actor.role === 'manager' ? actor.userId : null;
}

/** Whether a person (alias `user`) works in the field or supervises it, by main role: who a report may be about. */
export const worksInTheField = (user: string): SQL =>
  sql.raw(`${user}.roles[1] in (${personnelRoles.map((role) => `'${role}'`).join(', ')})`);
