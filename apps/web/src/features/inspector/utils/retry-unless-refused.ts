import { ApiError } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-retry';

/**
 * An unknown, revoked or expired link (4xx) stays so: retrying would only count more failed
 * attempts against the visitor's IP. Network failures and 5xx are retried as everywhere.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return shouldRetry(failureCount, error);
}
