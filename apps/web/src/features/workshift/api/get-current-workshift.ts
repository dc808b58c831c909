import { getCurrentWorkshiftResponse, type Workshift } from '@jornada/shared/api/workshift';
import { queryOptions, useIsMutating, useQuery } from '@tanstack/react-query';
import { ApiError, api, parseResponse } from '../../../lib/api-client';
import { usePollStretch } from '../../../lib/live-events/poll-interval';
import { CURRENT_SHIFT_STALE_MS, currentShiftPollInterval } from '../utils/polling';
import { workshiftActionMutationKey, workshiftKeys } from './workshift-keys';

/** GET /api/workshift/current: the open shift, else today's latest, else null. A 403 means none (SPEC §6). */
export async function getCurrentWorkshift(signal?: AbortSignal): Promise<Workshift | null> {
  try {
    return parseResponse(getCurrentWorkshiftResponse, await api.get('/api/workshift/current', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export function getCurrentWorkshiftQueryOptions() {
  return queryOptions({
    queryKey: workshiftKeys.current(),
    queryFn: ({ signal }) => getCurrentWorkshift(signal),
    staleTime: CURRENT_SHIFT_STALE_MS,
    refetchInterval: (query) => currentShiftPollInterval(query.state.data),
  });
}

/**
 * The current shift, polled per SPEC §4.3: every 3 s while in progress or on break, else 9 s (every 5 min
 * while the event stream is open). Polling pauses
 * while a clock action is in flight: an answer from before the action would overwrite the card's
 * optimistic state.
 */
export function useCurrentWorkshift() {
  const pendingActions = useIsMutating({ mutationKey: workshiftActionMutationKey });
  const stretch = usePollStretch();
  return useQuery({
    ...getCurrentWorkshiftQueryOptions(),
    refetchInterval: pendingActions > 0 ? false : (query) => stretch(currentShiftPollInterval(query.state.data)),
  });
}
