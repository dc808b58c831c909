import { getTokenInfoResponse } from '@jornada/shared/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export function getTokenInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'token', token],
    queryFn: async ({ signal }) =>
      parseResponse(getTokenInfoResponse, await api.get('/api/auth/token', { query: { token }, signal })),
    // An invalid or expired link will not become valid by asking again.
    retry: false,
    staleTime: 0,
  });
}

/** GET /api/auth/token?token=: what an activation or reset link is for. */
export function useTokenInfo(token: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getTokenInfoQueryOptions(token), enabled: isEnabled });
}
