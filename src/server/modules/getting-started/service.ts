import type { GettingStarted } from '../../../shared/contract/getting-started.ts';
import { hasPermission } from '../../../shared/policy.ts';
import { actorOf } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../auth/repository.ts';
import { readProgress } from './repository.ts';

/** The Getting started page's figures; the customer count only for a role that may list customers. */
export async function gettingStartedOf(ctx: AppContext, user: AuthUser): Promise<GettingStarted> {
  const progress = await readProgress(ctx.db, actorOf(user), ctx.clock());
  return { ...progress, customers: hasPermission(user.roles, 'customers.view') ? progress.customers : null };
}
