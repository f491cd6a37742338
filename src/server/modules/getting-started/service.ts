import type { GettingStarted } from '../../../shared/contract/getting-started.ts';
import { hasPermission } from '../../../shared/policy.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { readProgress } from './repository.ts';

/** The Getting started page's figures; the customer count only for a role that may list customers. */
export async function gettingStartedOf(ctx: AppContext, caller: Caller): Promise<GettingStarted> {
  const progress = await readProgress(ctx.db, caller.actor, ctx.clock());
  return { ...progress, customers: hasPermission(caller.actor.roles, 'customers.view') ? progress.customers : null };
}
