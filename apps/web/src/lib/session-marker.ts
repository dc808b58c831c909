import type { Role } from '@jornada/shared/roles';

// Spelled out rather than imported: roles.ts brings zod, which the landing's first download never loads.
const MARKED_ROLES = ['navegatel', 'gestoria', 'company', 'manager', 'worker'] as const satisfies readonly Role[];

/**
 * The server's readable "a session may exist" cookie (apps/server/src/plugins/session-marker.ts),
 * set beside the HttpOnly session cookie at login and cleared with it. Without it the visitor is anonymous
 * for sure: the app does not ask GET /api/user, whose 401 the browser would log as a console error.
 */
export const SESSION_MARKER_COOKIE = 'jornada_has_session';

function readMarker(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${SESSION_MARKER_COOKIE}=`;
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return cookie?.slice(prefix.length);
}

export function maySessionExist(): boolean {
  return readMarker() !== undefined;
}

/**
 * The role the marker names (the server writes the session user's once it knows it, '1' before), or
 * null. A hint for what to ask early, never a permission: the session check decides what is shown.
 */
export function markedRole(): Role | null {
  const value = readMarker();
  return value !== undefined && (MARKED_ROLES as readonly string[]).includes(value) ? (value as Role) : null;
}

/** After a 401: the session is gone (the server clears the marker too; this also covers a stale one). */
export function forgetSessionMarker(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the app supports (Firefox, older Safari).
  document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
