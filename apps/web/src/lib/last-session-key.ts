/**
 * localStorage key of the last known session (lib/offline-session.ts): a tiny module of its own, so
 * forgetting it on logout or on a 401 costs the landing's first download next to nothing.
 */
export const LAST_SESSION_KEY = 'jornada-last-session';

export function forgetLastSession(): void {
  try {
    localStorage.removeItem(LAST_SESSION_KEY);
  } catch {
    // Storage blocked: nothing was saved either.
  }
}
