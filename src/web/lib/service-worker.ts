/// <reference types="vite/client" />

/**
 * Registers the service worker (public/sw.js) that lets the installed field app open offline. Only in a
 * production build: in development it would serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without the worker the app works the same online; only opening it offline is lost.
    });
  });
}

/**
 * Asks the service worker to keep every file of the app this page has loaded (the worker only sees the requests made
 * after it took over the page, which misses the first visit's): the field app calls it once its screen is up, so it
 * opens without signal next time (docs/product/field-app.md#opening-without-signal).
 */
export function keepLoadedFilesForOffline(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const loaded = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...Array.from(document.scripts, (script) => script.src),
    ...Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]'),
      (link) => link.href,
    ),
  ];
  const urls = [
    ...new Set(
      loaded.flatMap((address) => {
        if (!address) return [];
        const url = new URL(address, window.location.href);
        return url.origin === window.location.origin && url.pathname.startsWith('/assets/') ? [url.pathname] : [];
      }),
    ),
  ];
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'keep', urls }));
}
