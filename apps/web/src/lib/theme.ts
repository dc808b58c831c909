import { useSyncExternalStore } from 'react';

/** SPEC §3: the dark-mode preference is stored as 'true' / 'false' under this key. */
export const DARK_MODE_KEY = 'dark-mode';

const listeners = new Set<() => void>();

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDarkModePreference(): boolean {
  return safeStorage()?.getItem(DARK_MODE_KEY) === 'true';
}

export function setDarkModePreference(isDark: boolean): void {
  safeStorage()?.setItem(DARK_MODE_KEY, String(isDark));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DARK_MODE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored preference, kept in sync across components and tabs. */
export function useDarkModePreference(): boolean {
  return useSyncExternalStore(subscribe, readDarkModePreference, () => false);
}

/** Dark mode exists only when logged in (SPEC §1): public pages always get the light theme. */
export function applyDarkClass(isDark: boolean): void {
  document.documentElement.classList.toggle('dark', isDark);
}
