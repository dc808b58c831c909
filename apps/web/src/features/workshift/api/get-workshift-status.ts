import { getWorkshiftStatusResponse } from '@jornada/shared/api/workshift';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, parseResponse } from '../../../lib/api-client';
import { usePollInterval } from '../../../lib/live-events/poll-interval';
import { STATUS_POLL_MS } from '../utils/polling';
import { createStatusWatcher, type StatusAnswer } from '../utils/status-watcher';
import { invalidateWorkshifts, workshiftStatusKey } from './workshift-keys';

/** GET /api/workshift/status?since=cursor: whether any of the user's shifts changed since that cursor. */
export async function getWorkshiftStatus(since: string | undefined, signal?: AbortSignal): Promise<StatusAnswer> {
  return parseResponse(
    getWorkshiftStatusResponse,
    await api.get('/api/workshift/status', { query: { since }, signal }),
  );
}

export function getWorkshiftStatusQueryOptions(check: () => Promise<StatusAnswer>) {
  return queryOptions({
    queryKey: workshiftStatusKey,
    queryFn: check,
    staleTime: 0,
    refetchInterval: STATUS_POLL_MS,
    // A missed check is caught by the next one 10 s later.
    retry: false,
  });
}

/**
 * SPEC §4.3: asks every 10 s whether the shifts changed elsewhere (another device, a correction);
 * every 5 min while the event stream tells it.
 */
export function useWorkshiftStatusPolling() {
  const queryClient = useQueryClient();
  const [watcher] = useState(() =>
    createStatusWatcher({
      fetchStatus: (since) => getWorkshiftStatus(since),
      onChanges: () => invalidateWorkshifts(queryClient, { isDeferrable: true }),
    }),
  );
  const refetchInterval = usePollInterval(STATUS_POLL_MS);
  return useQuery({ ...getWorkshiftStatusQueryOptions(watcher.check), refetchInterval });
}
