import { describe, expect, it } from 'vitest';
import { MAX_UPDATE_FAILURES, nextFailureCount, shouldUnregister } from './service-worker-health';

const activated = { state: 'activated' };
const healthy = { active: activated, installing: null, waiting: null };

describe('shouldUnregister', () => {
  it('keeps a registration with an active worker and few failures', () => {
    expect(shouldUnregister(healthy, 0)).toBe(false);
    expect(shouldUnregister(healthy, MAX_UPDATE_FAILURES - 1)).toBe(false);
  });

  it('drops a registration whose worker is missing or redundant', () => {
    expect(shouldUnregister({ active: null, installing: null, waiting: null }, 0)).toBe(true);
    expect(shouldUnregister({ active: { state: 'redundant' }, installing: null, waiting: null }, 0)).toBe(true);
  });

  it('waits for a worker that is still installing', () => {
    expect(shouldUnregister({ active: null, installing: { state: 'installing' }, waiting: null }, 0)).toBe(false);
  });

  it('drops a registration whose updates keep failing', () => {
    expect(shouldUnregister(healthy, MAX_UPDATE_FAILURES)).toBe(true);
  });
});

describe('nextFailureCount', () => {
  it('counts failures in a row, resets on success and ignores being offline', () => {
    const outcomes = ['failed', 'offline', 'failed', 'updated', 'failed'] as const;
    const counts: number[] = [];
    let count = 0;
    for (const outcome of outcomes) {
      count = nextFailureCount(count, outcome);
      counts.push(count);
    }
    expect(counts).toEqual([1, 1, 2, 0, 1]);
  });
});
