import { describe, expect, it } from 'vitest';
import {
  type BackoffSchedule,
  type BackoffState,
  DAY_SECONDS,
  lockedSeconds,
  stateAfterFailure,
} from '../../lib/backoff';
import { KIOSK_PIN_SCHEDULES } from './kiosk-lockouts.service';
import { POS_LOGIN_SCHEDULES } from './pos-login-lockouts.service';

const T0 = new Date('2031-03-10T09:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/**
 * The most failures one counter lets through in any 24 hours: an attacker who tries again the very
 * second each wait ends, for three days (so window boundaries are crossed too).
 */
function maxFailuresPerDay(schedule: BackoffSchedule): number {
  const times: number[] = [];
  let state: BackoffState | undefined;
  for (let t = 0; t < 3 * DAY_SECONDS; ) {
    const wait = lockedSeconds(state, at(t));
    if (wait > 0) {
      t += wait;
      continue;
    }
    state = stateAfterFailure(state, schedule, at(t));
    times.push(t);
    t += 1;
  }
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while ((times[i] as number) - (times[j] as number) >= DAY_SECONDS) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

describe('what a guesser gets in a day (ADR 025)', () => {
  it('personal PINs: 34 per employee at one terminal, 70 per employee over every terminal', () => {
    expect(maxFailuresPerDay(KIOSK_PIN_SCHEDULES.terminal)).toBe(34);
    expect(maxFailuresPerDay(KIOSK_PIN_SCHEDULES.employee)).toBe(70);
    // A colleague at a single kiosk never reaches the counter that would lock the others.
    expect(maxFailuresPerDay(KIOSK_PIN_SCHEDULES.terminal)).toBeLessThan(KIOSK_PIN_SCHEDULES.employee.freeFailures);
  });

  it('terminal activation: 34 per address and terminal, 50 per address, 130 per terminal from any addresses', () => {
    expect(maxFailuresPerDay(POS_LOGIN_SCHEDULES.pair)).toBe(34);
    expect(maxFailuresPerDay(POS_LOGIN_SCHEDULES.address)).toBe(50);
    expect(maxFailuresPerDay(POS_LOGIN_SCHEDULES.identifier)).toBe(130);
    // One address, even across two of its windows, cannot start the lock every address shares.
    expect(2 * maxFailuresPerDay(POS_LOGIN_SCHEDULES.address)).toBeLessThanOrEqual(
      POS_LOGIN_SCHEDULES.identifier.freeFailures,
    );
  });
});
