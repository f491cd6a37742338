import type { BillingSettings, BillingSettingsBody } from '../../../shared/contract/billing.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../audit/index.ts';
import { findBillingSettings, saveBillingSettings } from './settings-repository.ts';

/** The client's account and tax codes (docs/product/billing-exports.md); the defaults until first changed. */
export function getBillingSettings(ctx: AppContext, caller: Caller): Promise<BillingSettings> {
  return findBillingSettings(ctx.db, caller.actor.clientId);
}

export async function updateBillingSettings(
  ctx: AppContext,
  caller: Caller,
  body: BillingSettingsBody,
): Promise<BillingSettings> {
  const { actor } = caller;
  return ctx.db.transaction(async (tx) => {
    const before = await findBillingSettings(tx, actor.clientId, true);
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const after: BillingSettings = { ...before, ...changes };
    await saveBillingSettings(tx, actor.clientId, after, actor.userId, ctx.clock());
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'billing_settings.update',
      entity: 'billing_settings',
      entityId: actor.clientId,
      data: { before, changes },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return after;
  });
}
