import { getCurrentWorkshiftResponse, type Workshift } from '@jornada/shared/api/workshift';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posKeys } from './pos-keys';

/** SPEC §9: the POS current shift is stale after 1 s and kept 60 s; SPEC §7: 2 retries. */
const STALE_MS = 1000;
const GC_MS = 60_000;

/** GET /api/pos/workshift/user/{userId}/current: the open shift, else today's latest, else null. */
export async function getPosCurrentWorkshift(userId: number, signal?: AbortSignal): Promise<Workshift | null> {
  const data = await api.get(`/api/pos/workshift/user/${userId}/current`, { signal });
  return parseResponse(getCurrentWorkshiftResponse, data);
}

/** Polled every 5 s by the card (usePosPolling), and on focus (SPEC §7). */
export function usePosCurrentWorkshift(userId: number) {
  return useQuery({
    queryKey: posKeys.current(userId),
    queryFn: ({ signal }) => getPosCurrentWorkshift(userId, signal),
    staleTime: STALE_MS,
    gcTime: GC_MS,
    retry: 2,
    refetchOnWindowFocus: true,
  });
}
