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
