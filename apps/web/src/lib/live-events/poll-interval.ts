import type { LiveStatus } from './live-event-types';
import { useLiveStatus } from './use-live-events';

/**
 * While the stream is open, SPEC §4.3's polls only back it up: every 5 min (docs/spec-deviations.md).
 * Closed or reconnecting, SPEC's own interval again. It can be this slow because a dead stream does not
 * pass for open: one silent for 60 s is reopened (event-stream.ts), and meanwhile the polls run. At
 * 60 s these safety-net polls were most of a pushed user's cost (capacity bench, README «Capacidad»).
 */
export const LIVE_SAFETY_NET_MS = 300_000;

/** The interval a poll runs at: SPEC's, or the safety net while the stream is open. Never shortens a slower poll. */
export function pollInterval(specMs: number | false, status: LiveStatus): number | false {
  if (specMs === false || status !== 'open') return specMs;
  return Math.max(specMs, LIVE_SAFETY_NET_MS);
}

/** `refetchInterval` for a poll whose SPEC interval is `specMs`: re-renders (and so re-times the poll) when the stream opens or drops. */
export function usePollInterval(specMs: number | false): number | false {
  return pollInterval(specMs, useLiveStatus());
}

/** The same rule as a function, for polls whose SPEC interval depends on the data (the current shift). */
export function usePollStretch(): (specMs: number | false) => number | false {
  const status = useLiveStatus();
  return (specMs) => pollInterval(specMs, status);
}
