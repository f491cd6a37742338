import type { Actor } from './actor.ts';

/**
 * Which dashboard the caller sees (docs/product/dashboard.md): a guard their own day, a client or customer user the
 * client portal, everyone else the operation.
 */
export function dashboardViewOf(actor: Actor): 'guard' | 'client' | 'operations' {
  if (actor.role === 'guard') return 'guard';
  if (actor.role === 'client' || actor.role === 'customer') return 'client';
  return 'operations';
}
