/**
 * Retry rules for TanStack Query (SPEC §9): no retry when the error is a 401 or 403 (by status, or
 * because its message mentions one), otherwise up to 3 retries for Error objects and 2 for anything
 * else; the wait before retry n (0-based) is (n + 1) × 1000 ms, capped at 5000 ms.
 */
export const MAX_RETRIES_FOR_ERRORS = 3;
export const MAX_RETRIES_FOR_OTHERS = 2;
export const RETRY_DELAY_CAP_MS = 5000;

export function isAuthError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (status === 401 || status === 403) return true;
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /\b(401|403)\b/.test(message);
}

/** `failureCount` is how many retries already ran (TanStack passes 0 after the first failure). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isAuthError(error)) return false;
  return failureCount < (error instanceof Error ? MAX_RETRIES_FOR_ERRORS : MAX_RETRIES_FOR_OTHERS);
}

export function retryDelay(attemptIndex: number): number {
  return Math.min((attemptIndex + 1) * 1000, RETRY_DELAY_CAP_MS);
}
