import { getTodayWorkshiftsResponse, type Workshift } from '@jornada/shared/api/workshift';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { workshiftKeys } from './workshift-keys';

/** SPEC §9: today's list is fresh for 15 s. */
const TODAY_STALE_MS = 15_000;

/** GET /api/workshift/user/today: every shift the worker started today (Madrid). */
export async function getTodayWorkshifts(signal?: AbortSignal): Promise<Workshift[]> {
  return parseResponse(getTodayWorkshiftsResponse, await api.get('/api/workshift/user/today', { signal }));
}

export function getTodayWorkshiftsQueryOptions() {
  return queryOptions({
    queryKey: [...workshiftKeys.all, 'today'] as const,
    queryFn: ({ signal }) => getTodayWorkshifts(signal),
    staleTime: TODAY_STALE_MS,
  });
}

export function useTodayWorkshifts() {
  return useQuery(getTodayWorkshiftsQueryOptions());
}
