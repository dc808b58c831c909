/** localStorage keys that survive a cache cleanup (SPEC §2.4, §4.7). */
export const PRESERVED_STORAGE_KEYS = ['dark-mode', 'theme-preference'] as const;

export function storageKeysToClear(keys: readonly string[]): string[] {
  return keys.filter((key) => !(PRESERVED_STORAGE_KEYS as readonly string[]).includes(key));
}

/**
 * 'Limpiar caché' on the error screen: deletes Cache Storage, localStorage (except the theme keys)
 * and sessionStorage, and unregisters every service worker. Each step is best effort.
 */
export async function clearAppCaches(): Promise<void> {
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } catch (error) {
    console.warn('No se pudo limpiar la caché', error);
  }
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key !== null,
    );
    for (const key of storageKeysToClear(keys)) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch (error) {
    console.warn('No se pudo limpiar el almacenamiento local', error);
  }
  try {
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
  } catch (error) {
    console.warn('No se pudo desregistrar el service worker', error);
  }
}
