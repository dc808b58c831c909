import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWorkshiftStatusPolling } from '../api/get-workshift-status';
import { invalidateWorkshifts } from '../api/workshift-keys';
import { listenForWorkshiftChanges } from '../utils/workshift-broadcast';

/**
 * Keeps the cached shifts in step with the server and the other tabs (SPEC §4.3): the status check
 * every 10 s, and an immediate refresh when another tab announces an action.
 */
export function useWorkshiftSync() {
  const queryClient = useQueryClient();
  useWorkshiftStatusPolling();
  useEffect(
    () => listenForWorkshiftChanges(() => invalidateWorkshifts(queryClient, { isDeferrable: true })),
    [queryClient],
  );
}
