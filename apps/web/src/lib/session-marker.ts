/**
 * The server's readable "a session may exist" cookie (issue 16 §4; apps/server/src/plugins/session-marker.ts),
 * set beside the HttpOnly session cookie at login and cleared with it. Without it the visitor is anonymous
 * for sure: the app does not ask GET /api/user, whose 401 the browser would log as a console error.
 */
export const SESSION_MARKER_COOKIE = 'jornada_has_session';

export function maySessionExist(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_MARKER_COOKIE}=`));
}

/** After a 401: the session is gone (the server clears the marker too; this also covers a stale one). */
export function forgetSessionMarker(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the app supports (Firefox, older Safari).
  document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
