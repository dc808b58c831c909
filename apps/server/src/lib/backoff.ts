/**
 * Failures that make the next attempt wait longer and longer (ADR 025): a few cost nothing, then each
 * one locks the counter for `firstWaitSeconds`, doubling up to `maxWaitSeconds`. Failures count within
 * a window that starts at the first one; once it has passed (and no lock is running), the count starts
 * again. Pure: the repositories read and write the states, under a lock of their own.
 */
export interface BackoffSchedule {
  /** Failures that cost no wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  windowSeconds: number;
}

export interface BackoffState {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

export const DAY_SECONDS = 86_400;

/** How long the `failures`-th failure of a window locks the counter (0: not at all). */
export function waitSecondsAfter(failures: number, schedule: BackoffSchedule): number {
  if (failures <= schedule.freeFailures) return 0;
  const doublings = Math.min(failures - schedule.freeFailures - 1, 30);
  return Math.min(schedule.firstWaitSeconds * 2 ** doublings, schedule.maxWaitSeconds);
}

/** Whole seconds from `now` until `until`, rounded up (0 once it has passed). */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** Whole seconds until the counter takes attempts again (0: it does now). */
export function lockedSeconds(state: BackoffState | undefined, now: Date): number {
  return state?.lockedUntil ? secondsUntil(state.lockedUntil, now) : 0;
}

/** The counter with one more failure at `now`, in a new window when the last one has passed. */
export function stateAfterFailure(state: BackoffState | undefined, schedule: BackoffSchedule, now: Date): BackoffState {
  const isNewWindow = !state || now.getTime() - state.windowStartedAt.getTime() >= schedule.windowSeconds * 1000;
  const failures = isNewWindow ? 1 : state.failures + 1;
  const wait = waitSecondsAfter(failures, schedule);
  return {
    failures,
    windowStartedAt: isNewWindow ? now : state.windowStartedAt,
    lockedUntil: wait > 0 ? new Date(now.getTime() + wait * 1000) : null,
  };
}

/** One counter an attempt goes through, as it stood when the attempt was taken. */
export interface BackoffTier<Key> {
  key: Key;
  schedule: BackoffSchedule;
  state: BackoffState | undefined;
}

export type AttemptPlan<Key> =
  | { kind: 'refused'; retryAfterSeconds: number }
  /**
   * The attempt counts as a failure until it proves right (parallel guesses count against each
   * other): `taken` is each counter before and after, `lockedForSeconds` the longest wait it started.
   */
  | { kind: 'taken'; taken: TakenAttempt<Key>[]; lockedForSeconds: number };

export interface TakenAttempt<Key> {
  key: Key;
  before: BackoffState | undefined;
  after: BackoffState;
}

/** Refused while any counter is locked (for the longest wait); otherwise a failure on every counter. */
export function planAttempt<Key>(tiers: BackoffTier<Key>[], now: Date): AttemptPlan<Key> {
  const retryAfterSeconds = Math.max(0, ...tiers.map((tier) => lockedSeconds(tier.state, now)));
  if (retryAfterSeconds > 0) return { kind: 'refused', retryAfterSeconds };
  const taken = tiers.map((tier) => ({
    key: tier.key,
    before: tier.state,
    after: stateAfterFailure(tier.state, tier.schedule, now),
  }));
  return {
    kind: 'taken',
    taken,
    lockedForSeconds: Math.max(0, ...taken.map((t) => lockedSeconds(t.after, now))),
  };
}

/** A counter that no longer counts anything (its row can go). */
export function isSpent(state: BackoffState, now: Date): boolean {
  return state.failures === 0 && lockedSeconds(state, now) === 0;
}

/**
 * A counter with a taken attempt given back (it proved right): one failure fewer, and the lock that
 * attempt started lifted again; a lock a later failure set stays.
 */
export function stateWithoutAttempt(
  current: BackoffState | undefined,
  taken: Pick<TakenAttempt<unknown>, 'before' | 'after'>,
): BackoffState | undefined {
  if (!current) return undefined;
  const isOwnLock = current.lockedUntil?.getTime() === taken.after.lockedUntil?.getTime();
  return {
    failures: Math.max(0, current.failures - 1),
    windowStartedAt: current.windowStartedAt,
    lockedUntil: isOwnLock ? (taken.before?.lockedUntil ?? null) : current.lockedUntil,
  };
}
