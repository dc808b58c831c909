import { describe, expect, it } from 'vitest';
import {
  type BackoffSchedule,
  type BackoffState,
  DAY_SECONDS,
  planAttempt,
  stateAfterFailure,
  stateWithoutAttempt,
  waitSecondsAfter,
} from './backoff';

const SCHEDULE: BackoffSchedule = {
  freeFailures: 4,
  firstWaitSeconds: 30,
  maxWaitSeconds: 3600,
  windowSeconds: DAY_SECONDS,
};
const OTHER: BackoffSchedule = { ...SCHEDULE, freeFailures: 40 };
const T0 = new Date('2031-03-10T09:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('the growing wait', () => {
  it('is free for the first failures, then 30 s doubling up to 1 h', () => {
    const schedule = SCHEDULE;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 40].map((n) => waitSecondsAfter(n, schedule))).toEqual([
      0, 0, 0, 0, 30, 60, 120, 240, 1920, 3600, 3600,
    ]);
  });

  it('counts within a 24-hour window from the first failure, then starts again', () => {
    const schedule = SCHEDULE;
    let state: BackoffState | undefined;
    for (let i = 0; i < 5; i++) state = stateAfterFailure(state, schedule, at(i));
    expect(state).toMatchObject({ failures: 5, windowStartedAt: T0, lockedUntil: at(4 + 30) });
    expect(stateAfterFailure(state, schedule, at(DAY_SECONDS))).toEqual({
      failures: 1,
      windowStartedAt: at(DAY_SECONDS),
      lockedUntil: null,
    });
  });

  it('refuses while any counter is locked, for the longest wait, and counts nothing then', () => {
    const locked: BackoffState = { failures: 6, windowStartedAt: T0, lockedUntil: at(60) };
    const free: BackoffState = { failures: 1, windowStartedAt: T0, lockedUntil: null };
    const plan = planAttempt(
      [
        { key: 'a', schedule: SCHEDULE, state: free },
        { key: 'b', schedule: OTHER, state: locked },
      ],
      at(15),
    );
    expect(plan).toEqual({ kind: 'refused', retryAfterSeconds: 45 });
  });

  it('a right attempt given back lifts the lock it started, not one a later failure set', () => {
    const before: BackoffState = { failures: 4, windowStartedAt: T0, lockedUntil: null };
    const after = stateAfterFailure(before, SCHEDULE, at(10));
    expect(after.lockedUntil).toEqual(at(40));
    expect(stateWithoutAttempt(after, { before, after })).toEqual(before);
    const later: BackoffState = { failures: 6, windowStartedAt: T0, lockedUntil: at(100) };
    expect(stateWithoutAttempt(later, { before, after })).toEqual({ ...later, failures: 5 });
  });
});
