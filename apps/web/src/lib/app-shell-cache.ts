/** Written by the build (vite.config.ts, appShellList): the app shell's files and every asset of the build. */
export const APP_SHELL_LIST_URL = '/app-shell.json';
/** The service worker's runtime cache of /assets/ (vite.config.ts): CacheFirst reads it. */
export const ASSETS_CACHE = 'jornada-assets';

interface AppShellList {
  shell: string[];
  build: string[];
}

function isAppShellList(value: unknown): value is AppShellList {
  const list = value as Partial<AppShellList> | null;
  return Array.isArray(list?.shell) && Array.isArray(list?.build);
}

/** Which cached assets to add and which to drop (not of this build), as URL paths. */
export function planAppShellCache(list: AppShellList, cachedPaths: readonly string[]) {
  const cached = new Set(cachedPaths);
  const build = new Set(list.build.map((file) => `/${file}`));
  return {
    toAdd: list.shell.map((file) => `/${file}`).filter((path) => !cached.has(path)),
    toDrop: cachedPaths.filter((path) => path.startsWith('/assets/') && !build.has(path)),
  };
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });
}

/**
 * Once someone is logged in (or a kiosk is open), puts the files the home and the kiosk
 * need in the service worker's asset cache, so a reload with no connection still starts the app. The
 * landing's visitors never download them (they are not precached). Assets of older builds go. Best
 * effort and production only; returns how many files it added.
 */
export async function warmAppShell(): Promise<number> {
  if (!import.meta.env.PROD || !('caches' in window) || !('serviceWorker' in navigator)) return 0;
  try {
    const response = await fetch(APP_SHELL_LIST_URL, { cache: 'no-store' });
    const list: unknown = response.ok ? await response.json() : null;
    if (!isAppShellList(list)) return 0;
    const cache = await caches.open(ASSETS_CACHE);
    const cachedPaths = (await cache.keys()).map((request) => new URL(request.url).pathname);
    const { toAdd, toDrop } = planAppShellCache(list, cachedPaths);
    await Promise.all(toDrop.map((path) => cache.delete(path)));
    let added = 0;
    // One at a time, each when the page is idle: a logged-in page keeps the network and the service
    // worker for what it shows.
    for (const path of toAdd) {
      await whenIdle();
      // Precached already (the landing's files): nothing to fetch.
      if (await caches.match(path)) continue;
      try {
        // Through the service worker, whose asset rule stores it; before it controls the page, here.
        if (navigator.serviceWorker.controller) await fetch(path).then((response) => response.ok || Promise.reject());
        else await cache.add(path);
        added += 1;
      } catch {
        // Offline or a file gone (a newer build): the next page load tries again.
      }
    }
    return added;
  } catch (error) {
    console.warn('No se pudo preparar la aplicación para usarla sin conexión', error);
    return 0;
  }
}
