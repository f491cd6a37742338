import type {
  ReportDeliveryList,
  ReportDeliveryQuery,
  ReportSubscriptionCreateBody,
  ReportSubscriptionList,
} from '../../../shared/contract/report-delivery.ts';
import type { Actor } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAudited, recordAudit } from '../audit/index.ts';
import {
  endSubscription,
  findVisibleCustomer,
  findVisibleSubscription,
  insertSubscription,
  listDeliveries,
  listSubscriptions,
} from './repository.ts';

/*
 * The report subscriptions of a customer and the delivery log (docs/product/proof-of-service.md#scheduled-delivery).
 * Who may see which customer is the access module's reportCustomerVisible; anything outside it answers 404.
 */

async function visibleCustomer(ctx: AppContext, actor: Actor, customerId: string) {
  const customer = await findVisibleCustomer(ctx.db, actor, customerId);
  if (!customer) throw AppError.notFound('No such customer.', 'customer');
  return customer;
}

export async function customerSubscriptions(
  ctx: AppContext,
  caller: Caller,
  customerId: string,
): Promise<ReportSubscriptionList> {
  const { actor } = caller;
  await visibleCustomer(ctx, actor, customerId);
  return { items: await listSubscriptions(ctx.db, actor.clientId, customerId) };
}

export async function subscribeCustomer(
  ctx: AppContext,
  caller: Caller,
  customerId: string,
  body: ReportSubscriptionCreateBody,
): Promise<{ id: string }> {
  const { actor } = caller;
  await visibleCustomer(ctx, actor, customerId);
  const recipients = [...new Set(body.recipients.map((r) => r.trim().toLowerCase()))];
  const audit = {
    clientId: actor.clientId,
    actorId: actor.userId,
    action: 'reportSubscription.create',
    entity: 'report_subscription',
    data: { customerId, recipients, kind: body.kind, sendAt: body.sendAt },
    requestId: caller.requestId,
    ip: caller.ip,
  };
  const id = await insertAudited(ctx, audit, (tx) =>
    insertSubscription(tx, {
      clientId: actor.clientId,
      customerId,
      recipients,
      kind: body.kind,
      sendAt: body.sendAt,
      createdBy: actor.userId,
      createdAt: ctx.clock(),
    }),
  );
  return { id };
}

export async function unsubscribe(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const { actor } = caller;
  const subscription = await findVisibleSubscription(ctx.db, actor, id);
  if (!subscription) throw AppError.notFound('No such report subscription.', 'report_subscription');
  await ctx.db.transaction(async (tx) => {
    await endSubscription(tx, subscription.clientId, id, ctx.clock());
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: subscription.clientId,
      actorId: actor.userId,
      action: 'reportSubscription.delete',
      entity: 'report_subscription',
      entityId: id,
      data: { customerId: subscription.customerId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}

export async function deliveryLog(
  ctx: AppContext,
  caller: Caller,
  query: ReportDeliveryQuery,
): Promise<ReportDeliveryList> {
  return { items: await listDeliveries(ctx.db, caller.actor, query) };
}
