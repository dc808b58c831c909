/**
 * Where a logged-out user was heading when sent to /login (SPEC §2.2). Kept in sessionStorage so it
 * survives the login round trip but not the tab.
 */
export const PENDING_ROUTE_KEY = 'pendingRoute';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readPendingRoute(): string | null {
  return storage()?.getItem(PENDING_ROUTE_KEY) ?? null;
}

export function savePendingRoute(path: string): void {
  if (path.startsWith('/login')) return;
  storage()?.setItem(PENDING_ROUTE_KEY, path);
}

export function clearPendingRoute(): void {
  storage()?.removeItem(PENDING_ROUTE_KEY);
}
