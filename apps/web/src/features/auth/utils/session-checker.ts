import type { SessionUser } from '@jornada/shared/api/session';

/** SPEC §4.4 / §9: check every 30 s, never twice within 10 s; on expiry redirect after 2 s. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_CHECK_MIN_GAP_MS = 10_000;
export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 2000;

export type SessionCheckResult = 'valid' | 'expired' | 'skipped' | 'unknown';

/**
 * The throttled session check, free of React and timers so it can be tested. `fetchUser` resolves to
 * null on 401/403; any other failure (network, timeout, 5xx) proves nothing and keeps the session.
 * After the first 'expired' every later call is skipped.
 */
export function createSessionChecker({
  fetchUser,
  onValid,
  onExpired,
  now = Date.now,
  minGapMs = SESSION_CHECK_MIN_GAP_MS,
  lastCheckAt = Number.NEGATIVE_INFINITY,
}: {
  fetchUser: () => Promise<SessionUser | null>;
  onValid: (user: SessionUser) => void;
  onExpired: () => void;
  now?: () => number;
  minGapMs?: number;
  lastCheckAt?: number;
}) {
  let last = lastCheckAt;
  let isExpired = false;
  return async function check(): Promise<SessionCheckResult> {
    const t = now();
    if (isExpired || t - last < minGapMs) return 'skipped';
    last = t;
    let user: SessionUser | null;
    try {
      user = await fetchUser();
    } catch {
      return 'unknown';
    }
    if (isExpired) return 'skipped';
    if (user) {
      onValid(user);
      return 'valid';
    }
    isExpired = true;
    onExpired();
    return 'expired';
  };
}
