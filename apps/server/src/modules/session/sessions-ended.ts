/**
 * The bus's one internal message (ADR 019): these sessions have ended (logout, a revoke from the
 * sessions page, a password change or reset, a deactivation, a login replacing the browser's previous
 * session…). It rides the events channel (the revoking statement's own NOTIFY, delivered on COMMIT;
 * relayed through Redis when there is one), so every instance hears it within milliseconds, closes
 * those sessions' streams and forgets them from its session cache. It is never a domain event: no
 * `domain_events` row (so no webhook delivery, no resume), and the bus hands it only to
 * `onSessionsEnded` listeners, never to `subscribe`'s (the streams' clients, the webhook dispatcher).
 * Session ids only: nothing about who they were.
 */

/** The payload's `internal` field. */
export const SESSIONS_ENDED = 'sessions.ended';

/**
 * At most this many ids per notification: a NOTIFY payload is limited to 8000 bytes, and 300 of the
 * largest integer ids with their commas are about 3,300.
 */
export const SESSIONS_ENDED_PER_NOTICE = 300;

/** The ended sessions' ids if this (already parsed) payload is the internal message; else undefined. */
export function sessionsEndedOf(raw: Record<string, unknown>): number[] | undefined {
  if (raw.internal !== SESSIONS_ENDED || !Array.isArray(raw.session_ids)) return undefined;
  return raw.session_ids.filter((id): id is number => Number.isSafeInteger(id));
}
