import type { SessionUserRow } from './session.repository';

/**
 * A few seconds' memory of resolved sessions, so a polling client (3 s, SPEC §4.3) does not cost a
 * database round trip per request just to say who it is (`npm run bench`: the round trips were the
 * main cost). Revocations in this process take effect at once: every revoke in session.repository
 * calls `forget*`, and a lookup that was already running when a revoke happened is never cached (its
 * transaction may not have seen the revoke yet). A revoke in another server process is heard on the
 * events bus and forgotten here at once too (ADR 019, app.ts); a change to the user made elsewhere, or
 * anything done straight in SQL, is seen within the TTL (SESSION_CACHE_SECONDS, default 5; 0 turns the
 * cache off).
 *
 * A session with an event stream open here is read again at every heartbeat (25 s; the stream ends
 * with the session), and that read keeps its entry until the next one: such a client's requests, a
 * few every 5 minutes while it listens, never ask the database who it is (capacity bench).
 * For it, a change made elsewhere (a revocation in SQL, a role change) shows within a heartbeat.
 * Keys are SHA-256 token hashes, unique across databases, so one process-wide map is safe.
 */
interface Entry {
  row: SessionUserRow;
  cachedAt: number;
  validUntil: number;
}

const MAX_ENTRIES = 20_000;
/** Longer than any transaction that revokes a session stays open before committing. */
const QUARANTINE_MS = 30_000;

const entries = new Map<string, Entry>();
const invalidatedAt = new Map<string, number>();

const userKey = (userId: number) => `u:${userId}`;
const sessionKey = (sessionId: number) => `s:${sessionId}`;
const tokenKey = (tokenHash: string) => `t:${tokenHash}`;

function lastInvalidation(tokenHash: string, row: SessionUserRow): number {
  return Math.max(
    invalidatedAt.get(tokenKey(tokenHash)) ?? 0,
    invalidatedAt.get(sessionKey(row.session_id)) ?? 0,
    invalidatedAt.get(userKey(row.id)) ?? 0,
  );
}

/** The cached row if it is still valid and nothing about it was revoked since it was cached. */
export function recallSession(tokenHash: string, now = Date.now()): SessionUserRow | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (now >= entry.validUntil || lastInvalidation(tokenHash, entry.row) >= entry.cachedAt) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry.row;
}

/** Caches for `validForMs` a row read by a lookup that started at `lookupStartedAt`. */
export function rememberSession(
  tokenHash: string,
  row: SessionUserRow,
  lookupStartedAt: number,
  validForMs: number,
): void {
  if (lastInvalidation(tokenHash, row) > lookupStartedAt - QUARANTINE_MS) return;
  if (entries.size >= MAX_ENTRIES && !entries.has(tokenHash)) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  // Counted from the lookup's start: what it read is no newer than that.
  entries.set(tokenHash, { row, cachedAt: Date.now(), validUntil: lookupStartedAt + validForMs });
}

function invalidate(key: string): void {
  const now = Date.now();
  invalidatedAt.set(key, now);
  for (const [other, at] of invalidatedAt) {
    if (now - at > QUARANTINE_MS) invalidatedAt.delete(other);
  }
}

export const forgetSessionsOfUser = (userId: number) => invalidate(userKey(userId));
export const forgetSession = (sessionId: number) => invalidate(sessionKey(sessionId));
export const forgetSessionToken = (tokenHash: string) => invalidate(tokenKey(tokenHash));

/**
 * Empties the cache and its invalidations. For the tests: their files share one process (Vitest
 * `isolate: false`), each with a database of its own whose user and session ids repeat.
 */
export function clearSessionCache(): void {
  entries.clear();
  invalidatedAt.clear();
}
