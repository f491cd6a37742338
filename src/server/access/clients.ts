import type { Actor } from './actor.ts';

/**
 * The one client (tenant) whose record the actor may see, or undefined for every client: an admin sees them all,
 * everyone else only their own (another client's id answers 404), whatever their working client.
 */
export const visibleClientOf = (actor: Actor): string | undefined =>
  actor.role === 'admin' ? undefined : actor.homeClientId;
