/** SPEC §4.3, §9: the POS card polls every 5 s. */
export const POS_POLL_MS = 5000;
/** SPEC §4.3, §9: more than 3 errors (within 30 s) stop the polling… */
export const POLL_ERROR_THRESHOLD = 3;
export const POLL_ERROR_WINDOW_MS = 30_000;
/** …which tries again after 60 s. */
export const POLL_ERROR_PAUSE_MS = 60_000;

export interface PollBackoffState {
  /** When the recent failures happened (only those within the window are kept). */
  readonly errorTimes: readonly number[];
  /** Polling is stopped until this instant; null while it runs. */
  readonly pausedUntil: number | null;
}

export const initialPollBackoff: PollBackoffState = { errorTimes: [], pausedUntil: null };

/** A poll answered: the failures are forgotten. */
export function recordPollSuccess(): PollBackoffState {
  return initialPollBackoff;
}

/** A poll failed: past the threshold within the window, polling stops for 60 s and the count restarts. */
export function recordPollError(state: PollBackoffState, now: number): PollBackoffState {
  const errorTimes = [...state.errorTimes.filter((t) => now - t < POLL_ERROR_WINDOW_MS), now];
  if (errorTimes.length > POLL_ERROR_THRESHOLD) return { errorTimes: [], pausedUntil: now + POLL_ERROR_PAUSE_MS };
  return { errorTimes, pausedUntil: state.pausedUntil };
}

/** How long to wait before the next poll: the interval, or what is left of a pause. */
export function nextPollDelay(state: PollBackoffState, now: number, intervalMs = POS_POLL_MS): number {
  if (state.pausedUntil !== null && now < state.pausedUntil) return state.pausedUntil - now;
  return intervalMs;
}

export function isPollPaused(state: PollBackoffState, now: number): boolean {
  return state.pausedUntil !== null && now < state.pausedUntil;
}
