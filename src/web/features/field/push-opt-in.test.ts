import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyBytes, pushState, turnPushOff, turnPushOn } from './push-opt-in.ts';

/*
 * Web Push opt-in on the guard's phone (docs/product/dispatch.md#the-guards-phone), against a stand-in browser: the
 * service worker's push manager and the Notification permission are the browser's, outside our system.
 */

const publicKey = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const endpoint = 'https://push.example.test/send/abc';
const subscription = {
  endpoint,
  toJSON: () => ({ endpoint, keys: { p256dh: 'BAAA', auth: 'AAAA' } }),
  unsubscribe: vi.fn(async () => true),
};

let permission: NotificationPermission;
let subscribed: typeof subscription | null;
const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
  expect(options.userVisibleOnly).toBe(true);
  subscribed = subscription;
  return subscription;
});
const requests: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  subscribe.mockClear();
  subscription.unsubscribe.mockClear();
  permission = 'default';
  subscribed = null;
  requests.length = 0;
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => {
      permission = 'granted';
      return permission;
    }),
  });
  const registration = { pushManager: { getSubscription: async () => subscribed, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      return url.endsWith('/push/key')
        ? new Response(JSON.stringify({ publicKey }), { status: 200 })
        : new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Web Push opt-in', () => {
  it('decodes the server’s key to the 65 bytes of a P-256 point', () => {
    const bytes = keyBytes(publicKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('asks for permission, subscribes with the server’s key and registers the subscription', async () => {
    expect(await pushState()).toBe('off');
    expect(await turnPushOn()).toBe('on');
    expect(subscribe).toHaveBeenCalledTimes(1);
    const [options] = subscribe.mock.calls[0] as [PushSubscriptionOptionsInit];
    expect(options.applicationServerKey).toEqual(keyBytes(publicKey));
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', '/api/v1/push/key'],
      ['POST', '/api/v1/push/subscriptions'],
    ]);
    expect(requests[1]?.body).toEqual({ endpoint, keys: { p256dh: 'BAAA', auth: 'AAAA' } });
    // Opened again later: registered again, in case the server forgot it.
    expect(await pushState()).toBe('on');
    expect(requests.at(-1)?.url).toBe('/api/v1/push/subscriptions');
  });

  it('says so when the guard refuses, and turns off by forgetting the subscription on both sides', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'denied' });
    expect(await turnPushOn()).toBe('denied');
    expect(subscribe).not.toHaveBeenCalled();
    subscribed = subscription;
    expect(await turnPushOff()).toBe('off');
    expect(requests.at(-1)).toEqual({ url: '/api/v1/push/subscriptions/remove', method: 'POST', body: { endpoint } });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('is unsupported without a service worker', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(await pushState()).toBe('unsupported');
  });
});
