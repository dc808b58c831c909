/**
 * Registers the service worker that vite-plugin-pwa generates (dist/sw.js): it keeps the built app
 * shell for fast and offline starts, and caches the demo screenshots for 60 minutes (SPEC §9). It has
 * no route for /api, /sendemail or /texts, so those always go to the network. Production only: the
 * dev server has no sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // After load, so installing it never competes with the page's own downloads.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
      (registration) => {
        // Loaded only now: the landing's first download (its JS budget) does not carry it.
        import('./service-worker-health').then(
          (health) => health.startHealthCheck(registration),
          (error: unknown) => console.warn('No se pudo iniciar la comprobación del service worker', error),
        );
      },
      (error: unknown) => console.warn('No se pudo registrar el service worker', error),
    );
  });
}
