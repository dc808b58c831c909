import { useEffect, useRef } from 'react';
import {
  initialPollBackoff,
  nextPollDelay,
  POS_POLL_MS,
  recordPollError,
  recordPollSuccess,
} from '../utils/poll-backoff';

/**
 * Refetches every 5 s while enabled (SPEC §4.3); after more than 3 failures within 30 s it stops and
 * tries again 60 s later (poll-backoff.ts). Each refetch is awaited before the next is scheduled, so
 * a slow answer never stacks requests.
 */
export function usePosPolling(
  refetch: () => Promise<{ isError: boolean }>,
  isEnabled: boolean,
  intervalMs = POS_POLL_MS,
): void {
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  useEffect(() => {
    if (!isEnabled) return;
    let isStopped = false;
    let state = initialPollBackoff;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      let isError = true;
      try {
        isError = (await refetchRef.current()).isError;
      } catch {
        // refetch does not throw by default; a throw is a failure all the same.
      }
      if (isStopped) return;
      const now = Date.now();
      state = isError ? recordPollError(state, now) : recordPollSuccess();
      timer = setTimeout(tick, nextPollDelay(state, now, intervalMs));
    };
    timer = setTimeout(tick, intervalMs);
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [isEnabled, intervalMs]);
}
