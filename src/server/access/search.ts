import type { Actor } from './actor.ts';

/**
 * What the global search finds for whom (docs/product/settings-and-i18n.md#global-search): clients are found by an admin,
 * an executive and a manager only (within the clients they may see, `visibleClientOf`).
 */
export function findsClients(actor: Actor): boolean {
  return actor.role === 'admin' || actor.role === 'executive' || actor.role === 'manager';
}

/** A guest keeps their shortcuts in the browser only: they are not saved to the profile. */
export function keepsShortcutsInBrowser(actor: Actor): boolean {
  return actor.role === 'guest';
}
