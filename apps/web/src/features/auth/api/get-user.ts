import type { SessionUser } from '@jornada/shared/api/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, parseResponse, USER_REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { forgetLastSession } from '../../../lib/last-session-key';
import { forgetSessionMarker, maySessionExist } from '../../../lib/session-marker';

export const userQueryKey = ['user'] as const;

/** SPEC §9: the current user stays fresh 15 min and is kept 30 min. */
export const USER_STALE_TIME_MS = 15 * 60 * 1000;
export const USER_GC_TIME_MS = 30 * 60 * 1000;

/**
 * GET /api/user. A 401 or 403 means "not logged in": null, not an error (SPEC §6, §8). Without the
 * session marker cookie nobody is logged in here, and the server is not asked (lib/session-marker.ts).
 */
export async function getUser(signal?: AbortSignal): Promise<SessionUser | null> {
  if (!maySessionExist()) return null;
  let data: unknown;
  try {
    data = await api.get('/api/user', { timeoutMs: USER_REQUEST_TIMEOUT_MS, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      forgetLastSession();
      forgetSessionMarker();
      return null;
    }
    throw error;
  }
  // The schema (and zod with it) is loaded only for a logged-in answer: the router is in the landing's
  // first download, and an anonymous visitor never needs it.
  const { getUserResponse } = await import('@jornada/shared/api/session');
  return parseResponse(getUserResponse, data);
}

export function getUserQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    // Server out of reach: the last known session (lib/offline-session.ts, loaded only then).
    queryFn: ({ signal, client }) =>
      getUser(signal).catch(async (error: unknown) =>
        (await import('../../../lib/offline-session')).lastKnownUser(error, client),
      ),
    // Known at once for an anonymous visitor: the first render is already the page (the prerendered
    // landing hydrates without a spinner in between).
    initialData: () => (maySessionExist() ? undefined : null),
    staleTime: USER_STALE_TIME_MS,
    gcTime: USER_GC_TIME_MS,
  });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
