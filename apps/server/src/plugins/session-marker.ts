import type { Role } from '@jornada/shared/roles';
import type { FastifyReply } from 'fastify';

/**
 * A cookie that says only "a session may exist here", readable by the web (not HttpOnly,
 * no secret in it), set beside the session cookie at login and cleared with it. Without it the web knows
 * at once that the visitor is anonymous and does not ask GET /api/user (whose 401 a browser logs as an
 * error on every visitor's console), and the server sends '/' its prerendered landing.
 *
 * Its value is the session user's role when the server knows it (login, GET /api/user), '1' otherwise:
 * a hint, never trusted here, that lets the web ask for a worker's home data while the session check is
 * still on its way (apps/web/src/lib/early-requests.ts).
 */
export const SESSION_MARKER_COOKIE = 'jornada_has_session';

export interface SessionMarkerOptions {
  isSecure: boolean;
  maxAgeSeconds: number;
}

function attributes(isSecure: boolean) {
  return { path: '/', httpOnly: false, sameSite: 'lax' as const, secure: isSecure };
}

export function setSessionMarker(reply: FastifyReply, options: SessionMarkerOptions, role?: Role): void {
  reply.setCookie(SESSION_MARKER_COOKIE, role ?? '1', {
    ...attributes(options.isSecure),
    maxAge: options.maxAgeSeconds,
  });
}

export function clearSessionMarker(reply: FastifyReply, isSecure: boolean): void {
  reply.clearCookie(SESSION_MARKER_COOKIE, attributes(isSecure));
}
