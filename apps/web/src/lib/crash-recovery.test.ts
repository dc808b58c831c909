import { describe, expect, it } from 'vitest';
import { recordCrash } from './crash-recovery';

const second = 1000;

function replay(times: number[], lastRecoveryAt: number | null = null) {
  let recent: number[] = [];
  const decisions = times.map((time) => {
    const decision = recordCrash(recent, time, lastRecoveryAt);
    recent = decision.recentErrors;
    return decision.shouldRecover;
  });
  return decisions;
}

describe('recordCrash', () => {
  it('recovers on the third uncaught error within 30 s', () => {
    expect(replay([0, 10 * second, 29 * second])).toEqual([false, false, true]);
  });

  it('does not count errors older than 30 s', () => {
    expect(replay([0, 20 * second, 31 * second])).toEqual([false, false, false]);
    expect(replay([0, 20 * second, 31 * second, 40 * second])).toEqual([false, false, false, true]);
  });

  it('starts counting afresh after a recovery', () => {
    expect(replay([0, 1, 2, 3, 4])).toEqual([false, false, true, false, false]);
  });

  it('does not recover again within 60 s of the last recovery (no reload loop)', () => {
    const recoveredAt = 100 * second;
    const soon = [101 * second, 102 * second, 103 * second];
    expect(replay(soon, recoveredAt)).toEqual([false, false, false]);
    const later = [161 * second, 162 * second, 163 * second];
    expect(replay(later, recoveredAt)).toEqual([false, false, true]);
  });
});
