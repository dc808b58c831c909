/** localStorage keys that survive a cache cleanup (SPEC §2.4, §4.7). */
export const PRESERVED_STORAGE_KEYS = ['dark-mode', 'theme-preference'] as const;

export function storageKeysToClear(keys: readonly string[]): string[] {
  return keys.filter((key) => !(PRESERVED_STORAGE_KEYS as readonly string[]).includes(key));
}

/** What 'Desregistrar service worker' found: SPEC §8 wants a message for each case. */
export type UnregisterResult = { isSupported: false } | { isSupported: true; count: number };

export function unregisterMessage(result: UnregisterResult): string {
  if (!result.isSupported) return 'Este navegador no admite service workers.';
  if (result.count === 0) return 'No hay ningún service worker registrado.';
  if (result.count === 1) return 'Se ha desregistrado 1 service worker. Recarga la página para usar la versión actual.';
  return `Se han desregistrado ${result.count} service workers. Recarga la página para usar la versión actual.`;
}

/** Deletes every Cache Storage entry (the service worker's copies of the app). Best effort. */
export async function clearCacheStorage(): Promise<void> {
  try {
    if (!('caches' in window)) return;
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch (error) {
    console.warn('No se pudo limpiar la caché', error);
  }
}

/** Clears localStorage except the theme keys, and sessionStorage. Best effort. */
export function clearAppStorage(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key !== null,
    );
    for (const key of storageKeysToClear(keys)) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch (error) {
    console.warn('No se pudo limpiar el almacenamiento local', error);
  }
}

/** Unregisters every service worker of this origin and says how many there were. */
export async function unregisterServiceWorkers(): Promise<UnregisterResult> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return { isSupported: false };
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const results = await Promise.all(registrations.map((registration) => registration.unregister()));
    return { isSupported: true, count: results.filter(Boolean).length };
  } catch (error) {
    console.warn('No se pudo desregistrar el service worker', error);
    return { isSupported: true, count: 0 };
  }
}

/** 'Limpiar caché' on the error screen: Cache Storage and the app's storage (theme kept). */
export async function clearAppCaches(): Promise<void> {
  await clearCacheStorage();
  clearAppStorage();
}

/** SPEC §4.7's emergency recovery: service workers, caches and storage (theme kept). */
export async function emergencyRecovery(): Promise<void> {
  await unregisterServiceWorkers();
  await clearAppCaches();
}
