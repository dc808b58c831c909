import { describe, expect, it } from 'vitest';
import { maxUnanchoredMinutes } from './publish-digests';

describe('how long an event may stand in no digest (what verify-records allows before a missing tail)', () => {
  it('two checkpoint periods and five minutes; without checkpoints a day and two daily sweeps; with neither, nothing', () => {
    expect(maxUnanchoredMinutes({ checkpointMinutes: 10, digestSweepMinutes: 60 })).toBe(25);
    expect(maxUnanchoredMinutes({ checkpointMinutes: 0, digestSweepMinutes: 60 })).toBe(24 * 60 + 125);
    expect(maxUnanchoredMinutes({ checkpointMinutes: 0, digestSweepMinutes: 0 })).toBeNull();
  });
});
