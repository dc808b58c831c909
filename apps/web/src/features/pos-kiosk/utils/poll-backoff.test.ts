import { describe, expect, it } from 'vitest';
import {
  initialPollBackoff,
  isPollPaused,
  nextPollDelay,
  POLL_ERROR_PAUSE_MS,
  POS_POLL_MS,
  recordPollError,
  recordPollSuccess,
} from './poll-backoff';

describe('POS polling backoff (SPEC §4.3)', () => {
  it('polls every 5 s while answers come', () => {
    expect(nextPollDelay(initialPollBackoff, 0)).toBe(POS_POLL_MS);
    expect(nextPollDelay(recordPollSuccess(), 0)).toBe(5000);
  });

  it('keeps polling through 3 errors, stops at the 4th and tries again 60 s later', () => {
    let state = initialPollBackoff;
    for (const t of [0, 5000, 10_000]) state = recordPollError(state, t);
    expect(nextPollDelay(state, 10_000)).toBe(5000);
    expect(isPollPaused(state, 10_000)).toBe(false);

    state = recordPollError(state, 15_000);
    expect(isPollPaused(state, 15_000)).toBe(true);
    expect(nextPollDelay(state, 15_000)).toBe(POLL_ERROR_PAUSE_MS);
    expect(nextPollDelay(state, 45_000)).toBe(30_000);
    expect(nextPollDelay(state, 75_000)).toBe(5000);
    expect(isPollPaused(state, 75_000)).toBe(false);
  });

  it('after the pause, three more errors are allowed again', () => {
    let state = initialPollBackoff;
    for (const t of [0, 1, 2, 3]) state = recordPollError(state, t);
    for (const t of [70_000, 75_000, 80_000]) state = recordPollError(state, t);
    expect(isPollPaused(state, 80_000)).toBe(false);
  });

  it('errors older than 30 s do not count', () => {
    let state = initialPollBackoff;
    for (const t of [0, 10_000, 20_000, 40_000]) state = recordPollError(state, t);
    expect(isPollPaused(state, 40_000)).toBe(false);
  });

  it('an answer forgets the errors', () => {
    let state = initialPollBackoff;
    for (const t of [0, 1, 2]) state = recordPollError(state, t);
    state = recordPollSuccess();
    state = recordPollError(state, 3);
    expect(isPollPaused(state, 3)).toBe(false);
  });
});
