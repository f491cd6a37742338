import webPush from 'web-push';
import type { PushMessage, PushSubscriptionBody } from '../../../shared/contract/push.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { ServerSecrets, type VapidKeys } from '../../secrets/server-secrets.ts';
import {
  deleteSubscription,
  deleteSubscriptions,
  markSent,
  subscriptionsOf,
  upsertSubscription,
} from './repository.ts';

/*
 * Web Push (docs/product/dispatch.md#the-guards-phone), best effort: a message is sent once, signed with the
 * server's VAPID keys, and a subscription the push service says is gone is forgotten. Nothing waits for it and
 * nothing retries it — the live stream is what a call's arrival relies on.
 */

/** The `sub` claim of the VAPID token: who the push services may contact about this server. */
const vapidSubject = 'mailto:push@watchpost.invalid';
/** How long a push service keeps a message for a phone that is offline: a call older than this is stale. */
const ttlSeconds = 300;

const generate = (): VapidKeys => webPush.generateVAPIDKeys();

function secretsOf(ctx: AppContext): ServerSecrets {
  ctx.secrets ??= ServerSecrets.ephemeral();
  return ctx.secrets;
}

export async function pushKey(ctx: AppContext): Promise<{ publicKey: string }> {
  const keys = await secretsOf(ctx).vapidKeys(ctx.db, generate);
  return { publicKey: keys.publicKey };
}

export async function subscribe(ctx: AppContext, caller: Caller, body: PushSubscriptionBody): Promise<void> {
  await upsertSubscription(ctx.db, {
    clientId: caller.actor.homeClientId,
    userId: caller.actor.userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    now: ctx.clock(),
  });
}

export async function unsubscribe(ctx: AppContext, caller: Caller, body: { endpoint: string }): Promise<void> {
  await deleteSubscription(ctx.db, caller.actor.userId, body.endpoint);
}

/** Sends `message` to every browser the person registered; answers how many push services accepted it. */
export async function pushToPerson(ctx: AppContext, userId: string, message: PushMessage): Promise<number> {
  const subscriptions = await subscriptionsOf(ctx.db, userId);
  if (subscriptions.length === 0) return 0;
  const keys = await secretsOf(ctx).vapidKeys(ctx.db, generate);
  const payload = JSON.stringify(message);
  const sent: string[] = [];
  const gone: string[] = [];
  await Promise.all(
    subscriptions.map(async (s) => {
      try {
        await webPush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
          TTL: ttlSeconds,
          urgency: 'high',
          timeout: 5000,
          vapidDetails: { subject: vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        });
        sent.push(s.id);
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) gone.push(s.id);
      }
    }),
  );
  await Promise.all([markSent(ctx.db, sent, ctx.clock()), deleteSubscriptions(ctx.db, gone)]);
  return sent.length;
}
