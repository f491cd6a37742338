// Watchpost's service worker (docs/product/field-app.md#offline-shell): the app shell opens without a connection, so a guard's field app still
// shows and queues actions offline. Hand-written on purpose: three rules, no build plugin.
//  - install: precache the app shell (index.html);
//  - hashed build files under /assets/: cache first (their names change with their content); the field app also
//    sends the list of those it loaded before this worker took over the page ('keep'), so they are kept too;
//  - page navigations: network first, the cached index.html when offline or when the network is slow to answer;
//  - /api/: never cached (always the network; the app's own queue handles being offline);
//  - push: a call assigned while the app is closed (docs/product/dispatch.md#the-guards-phone) shows a
//    notification that opens the field app; when a Watchpost window is open and visible, the live stream rings
//    there already, so no notification is shown.
const shellCache = 'watchpost-shell-v1';
const assetCache = 'watchpost-assets-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) => cache.add(new Request('/index.html', { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== shellCache && key !== assetCache).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(assetCache);
    await cache.put(request, response.clone());
  }
  return response;
}

// A weak signal hangs rather than fails: a page navigation waits this long for the network, then gets the kept shell
// (the network's answer, when it comes, still refreshes it).
const navigationWaitMs = 4_000;

async function networkFirstPage(event) {
  const network = fetch(event.request).then(async (response) => {
    if (response.ok) {
      const cache = await caches.open(shellCache);
      await cache.put('/index.html', response.clone());
    }
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const shell = await caches.match('/index.html');
  if (!shell) return network;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(shell), navigationWaitMs);
    network.then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      () => {
        clearTimeout(timer);
        resolve(shell);
      },
    );
  });
}

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

async function keep(paths) {
  const cache = await caches.open(assetCache);
  await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path, self.location.origin);
      if (!isAsset(url) || (await cache.match(url.href))) return;
      try {
        const response = await fetch(url.href);
        if (response.ok) await cache.put(url.href, response);
      } catch {
        // Offline already: what is not kept now is fetched again on the next visit with signal.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type !== 'keep' || !Array.isArray(message.urls)) return;
  event.waitUntil(keep(message.urls.filter((path) => typeof path === 'string').slice(0, 500)));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(event));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data?.json();
  } catch {
    return;
  }
  if (message?.type !== 'dispatch.call' || typeof message.title !== 'string') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (windows.some((w) => w.visibilityState === 'visible')) return undefined;
      return self.registration.showNotification(message.title, {
        body: typeof message.body === 'string' ? message.body : '',
        tag: `call-${message.callId}`,
        renotify: true,
        requireInteraction: true,
        vibrate: [400, 200, 400, 200, 400],
        icon: '/icons/icon-192.png',
        data: { url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/field' },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? '/field';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
