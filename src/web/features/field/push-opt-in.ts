import { pushOperations } from '../../../shared/contract/push.ts';
import { callApi } from '../../lib/api.ts';

/*
 * Web Push for calls (docs/product/dispatch.md#the-guards-phone): the phone agrees once, and a call assigned while the
 * field app is closed still shows a notification. Best effort: where the browser has no service worker or no push
 * (an iPhone's browser tab, a development build), the live stream alone rings the open app.
 */

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** The service worker's registration, when there is one and the browser can push. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof Notification === 'undefined') {
    return undefined;
  }
  const found = await navigator.serviceWorker.getRegistration();
  return found && 'pushManager' in found ? found : undefined;
}

/** The application server key as the browser takes it (base64url → bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function register(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('the browser gave no push keys');
  await callApi(pushOperations.subscribe, {
    body: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
  });
}

/**
 * Where the phone stands; a subscription it already has is registered again (the server may have forgotten it, or
 * it may be another person's phone now).
 */
export async function pushState(): Promise<PushState> {
  const found = await registration();
  if (!found) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await found.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await register(subscription);
  return 'on';
}

/** Asks for permission, subscribes with the server's key and registers the subscription. */
export async function turnPushOn(): Promise<PushState> {
  const found = await registration();
  if (!found) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await callApi(pushOperations.key);
  const subscription =
    (await found.pushManager.getSubscription()) ??
    (await found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await register(subscription);
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const found = await registration();
  const subscription = await found?.pushManager.getSubscription();
  if (subscription) {
    await callApi(pushOperations.unsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return found ? 'off' : 'unsupported';
}
