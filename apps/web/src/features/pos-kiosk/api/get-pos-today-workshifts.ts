import { getTodayWorkshiftsResponse, type Workshift } from '@jornada/shared/api/workshift';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posKeys } from './pos-keys';

/** SPEC §9: today's list is fresh for 15 s. */
const STALE_MS = 15_000;

/** GET /api/pos/workshift/user/{userId}/today?schema_name: the worker's shifts of today (breaks per day). */
export async function getPosTodayWorkshifts(
  userId: number,
  schemaName: string,
  signal?: AbortSignal,
): Promise<Workshift[]> {
  const data = await api.get(`/api/pos/workshift/user/${userId}/today`, { query: { schema_name: schemaName }, signal });
  return parseResponse(getTodayWorkshiftsResponse, data);
}

export function usePosTodayWorkshifts(userId: number, schemaName: string) {
  return useQuery({
    queryKey: posKeys.today(userId),
    queryFn: ({ signal }) => getPosTodayWorkshifts(userId, schemaName, signal),
    staleTime: STALE_MS,
  });
}
