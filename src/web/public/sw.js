// Watchpost's service worker (docs/product/field-app.md#offline-shell): the app shell opens without a connection, so a guard's field app still
// shows and queues actions offline. Hand-written on purpose: three rules, no build plugin.
//  - install: precache the app shell (index.html);
//  - hashed build files under /assets/: cache first (their names change with their content);
//  - page navigations: network first, the cached index.html when offline;
//  - /api/: never cached (always the network; the app's own queue handles being offline).
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

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(shellCache);
      await cache.put('/index.html', response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match('/index.html');
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});
