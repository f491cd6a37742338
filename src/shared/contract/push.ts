import { z } from '../zod.ts';
import { text } from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/*
 * Web Push (docs/product/dispatch.md#the-guards-phone): a browser that agreed to notifications registers its push
 * subscription, so a call assigned while the field app is closed still wakes the phone. Best effort: the live
 * stream is what a call's arrival relies on. Anyone who uses the field app may register their own browser.
 */

const tags = ['push'];

/** The push service's address: HTTPS (a browser's push service never gives anything else), at most 1,000 characters. */
const endpoint = text('validation.not_text')
  .max(1000, withCode('validation.too_long'))
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'push.endpoint_https');

const key = text('validation.not_text')
  .min(1, 'validation.required')
  .max(200, withCode('validation.too_long'))
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'push.key_format');

export const pushSubscriptionBodySchema = z.strictObject({
  endpoint,
  keys: z.strictObject({ p256dh: key, auth: key }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.strictObject({ endpoint });

export const pushKeySchema = z.object({ publicKey: text() }).meta({ id: 'PushKey' });

/** What a push message carries: the service worker shows it as a notification opening `url`. */
export interface PushMessage {
  type: 'dispatch.call';
  callId: string;
  title: string;
  body: string;
  url: string;
}

export const pushOperations = {
  key: defineOperation({
    method: 'GET',
    path: '/push/key',
    access: 'field.use',
    tags,
    summary: 'The server’s VAPID public key, for the browser’s push subscription',
    response: pushKeySchema,
  }),
  subscribe: defineOperation({
    method: 'POST',
    path: '/push/subscriptions',
    access: 'field.use',
    tags,
    summary: 'Register this browser’s push subscription for the signed-in person (again: refreshed)',
    body: pushSubscriptionBodySchema,
    status: 204,
  }),
  unsubscribe: defineOperation({
    method: 'POST',
    path: '/push/subscriptions/remove',
    access: 'field.use',
    tags,
    summary: 'Forget this browser’s push subscription',
    body: pushUnsubscribeBodySchema,
    status: 204,
  }),
};
