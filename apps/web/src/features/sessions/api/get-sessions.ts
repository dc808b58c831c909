import { listSessionsResponse, type OpenSession } from '@jornada/shared/api/session';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export const sessionsQueryKey = ['sessions'] as const;

/** GET /api/sessions: where the user is logged in, the session in use first. */
export async function getSessions(signal?: AbortSignal): Promise<OpenSession[]> {
  return parseResponse(listSessionsResponse, await api.get('/api/sessions', { signal }));
}

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });
}
