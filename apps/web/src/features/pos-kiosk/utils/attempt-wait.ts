import { tooManyAttemptsMessage } from '@jornada/shared/api/pos';
import { ApiError } from '../../../lib/api-client';

/** Shown once a wait has passed, where the countdown was. */
export const WAIT_OVER_MESSAGE = 'Ya puedes volver a intentarlo.';

/**
 * When a PIN refused for too many attempts (429) may be tried again: `now` plus the answer's
 * Retry-After (ADR 025). Null for any other refusal, or a 429 that does not say.
 */
export function waitUntilOf(error: unknown, now: number): number | null {
  if (!(error instanceof ApiError) || error.status !== 429 || !error.retryAfterSeconds) return null;
  return now + error.retryAfterSeconds * 1000;
}

/** Whole seconds left until `until` (0 once it has passed, or when there is no wait). */
export function secondsLeft(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** The wait in the server's own words, counted down; null once it is over (or there is none). */
export function waitMessage(until: number | null, now: number): string | null {
  const seconds = secondsLeft(until, now);
  return seconds > 0 ? tooManyAttemptsMessage(seconds) : null;
}

/**
 * What the kiosk says about a refused attempt: during a wait the countdown, after it that it may
 * try again, otherwise the server's message (or none). `spoken` is what a screen reader announces:
 * during the wait the server's message once, not every second of the countdown.
 */
export function attemptNotice(
  error: string | null,
  until: number | null,
  now: number,
): { text: string; spoken: string; isError: boolean } | null {
  const waiting = waitMessage(until, now);
  if (waiting) return { text: waiting, spoken: error ?? waiting, isError: true };
  if (until !== null) return { text: WAIT_OVER_MESSAGE, spoken: WAIT_OVER_MESSAGE, isError: false };
  return error ? { text: error, spoken: error, isError: true } : null;
}
