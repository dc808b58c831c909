import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDigestSweep } from './digest-sweep';
import { maxUnanchoredMinutes } from './publish-digests';

const log = { error: vi.fn() } as unknown as Parameters<typeof startDigestSweep>[0]['log'];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the daily digest job', () => {
  it('runs every RECORD_DIGEST_SWEEP_MINUTES until stopped', async () => {
    const publish = vi.fn(async () => {});
    const stop = startDigestSweep({ minutes: 60, publish, log });
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(publish).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(publish).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(publish).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5 * 60 * 60_000);
    expect(publish).toHaveBeenCalledTimes(3);
  });

  it('0 runs nothing', async () => {
    const publish = vi.fn(async () => {});
    startDigestSweep({ minutes: 0, publish, log });
    await vi.advanceTimersByTimeAsync(48 * 60 * 60_000);
    expect(publish).not.toHaveBeenCalled();
  });

  it('never overlaps a run still going, and a failed run is logged, not thrown', async () => {
    let finish = () => {};
    const publish = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          finish = () => reject(new Error('sin base de datos'));
        }),
    );
    const stop = startDigestSweep({ minutes: 1, publish, log });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(publish).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('how long an event may stand in no digest (what verify-records allows before a missing tail)', () => {
  it('two checkpoint periods and five minutes; without checkpoints a day and two daily sweeps; with neither, nothing', () => {
    expect(maxUnanchoredMinutes({ checkpointMinutes: 10, digestSweepMinutes: 60 })).toBe(25);
    expect(maxUnanchoredMinutes({ checkpointMinutes: 0, digestSweepMinutes: 60 })).toBe(24 * 60 + 125);
    expect(maxUnanchoredMinutes({ checkpointMinutes: 0, digestSweepMinutes: 0 })).toBeNull();
  });
});
