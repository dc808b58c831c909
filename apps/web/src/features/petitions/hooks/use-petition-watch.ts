import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePollInterval } from '../../../lib/live-events/poll-interval';
import { getNewPetitions } from '../api/get-new-petitions';
import { getRecentUpdates } from '../api/get-recent-updates';
import { invalidatePetitions, petitionWatchKeys } from '../api/petition-keys';
import { createCursorWatcher } from '../utils/cursor-watcher';
import { NEW_PETITIONS_POLL_MS, RECENT_UPDATES_POLL_MS } from '../utils/polling';

/**
 * SPEC §4.3: asks every 30 s whether my petitions were decided (recent-updates) or new ones were
 * assigned to me (new-petitions; both every 5 min while the event stream is open), and refreshes the petition lists and counts when so. `onChange`
 * lets the caller refresh what depends on petitions elsewhere (notifications, the corrected shifts).
 */
export function usePetitionWatch({ isEnabled, onChange }: { isEnabled: boolean; onChange?: () => void }) {
  const queryClient = useQueryClient();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [watchers] = useState(() => {
    const changed = () => {
      invalidatePetitions(queryClient);
      onChangeRef.current?.();
    };
    return {
      updates: createCursorWatcher({
        fetchAnswer: (since) => getRecentUpdates(since),
        hasChanged: (answer) => answer.hasUpdates,
        onChange: changed,
      }),
      newPetitions: createCursorWatcher({
        fetchAnswer: (since) => getNewPetitions(since),
        hasChanged: (answer) => answer.hasNewPetitions,
        onChange: changed,
      }),
    };
  });
  const updatesInterval = usePollInterval(RECENT_UPDATES_POLL_MS);
  const newPetitionsInterval = usePollInterval(NEW_PETITIONS_POLL_MS);
  useQuery({
    queryKey: petitionWatchKeys.recentUpdates,
    queryFn: watchers.updates.check,
    staleTime: 0,
    refetchInterval: updatesInterval,
    retry: false,
    enabled: isEnabled,
  });
  useQuery({
    queryKey: petitionWatchKeys.newPetitions,
    queryFn: watchers.newPetitions.check,
    staleTime: 0,
    refetchInterval: newPetitionsInterval,
    retry: false,
    enabled: isEnabled,
  });
}
