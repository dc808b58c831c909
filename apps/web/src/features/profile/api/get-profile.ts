import { getProfileResponse, type Profile } from '@jornada/shared/api/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile: the logged-in company user's own data (worker, manager, company admin). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return parseResponse(getProfileResponse, await api.get('/api/profile', { signal }));
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
