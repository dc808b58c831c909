import { describe, expect, it } from 'vitest';
import { arrivalsPerBucket, seededRandom, shuffled, waveArrivals } from '../bench/wave-schedule';

const WINDOW_MS = 5 * 60_000;

/** Share of the arrivals in the window's middle third. */
function middleThird(arrivals: number[]): number {
  return arrivals.filter((at) => at >= WINDOW_MS / 3 && at < (2 * WINDOW_MS) / 3).length / arrivals.length;
}

describe('the morning wave schedule', () => {
  for (const shape of ['bell', 'uniform'] as const) {
    it(`${shape}: N arrivals, all inside the window, in ascending order`, () => {
      const arrivals = waveArrivals({ count: 10_000, windowMs: WINDOW_MS, shape, seed: 1 });
      expect(arrivals).toHaveLength(10_000);
      expect(arrivals.every((at) => at >= 0 && at < WINDOW_MS)).toBe(true);
      expect(arrivals.every((at, i) => i === 0 || (arrivals[i - 1] as number) <= at)).toBe(true);
    });
  }

  it('bell: about two arrivals in three in the middle third, and the busiest minute is a middle one', () => {
    const arrivals = waveArrivals({ count: 10_000, windowMs: WINDOW_MS, shape: 'bell', seed: 7 });
    expect(middleThird(arrivals)).toBeGreaterThan(0.65);
    expect(middleThird(arrivals)).toBeLessThan(0.72);
    const perMinute = arrivalsPerBucket(arrivals, WINDOW_MS, 60_000);
    expect(perMinute.indexOf(Math.max(...perMinute))).toBe(2);
    expect(perMinute[0]).toBeLessThan((perMinute[2] as number) / 3);
  });

  it('uniform: about a third in each third', () => {
    const arrivals = waveArrivals({ count: 10_000, windowMs: WINDOW_MS, shape: 'uniform', seed: 7 });
    expect(middleThird(arrivals)).toBeGreaterThan(0.3);
    expect(middleThird(arrivals)).toBeLessThan(0.37);
  });

  it('the same seed gives the same wave; another seed, another one', () => {
    const a = waveArrivals({ count: 500, windowMs: 60_000, shape: 'bell', seed: 42 });
    expect(waveArrivals({ count: 500, windowMs: 60_000, shape: 'bell', seed: 42 })).toEqual(a);
    expect(waveArrivals({ count: 500, windowMs: 60_000, shape: 'bell', seed: 43 })).not.toEqual(a);
  });

  it('no arrivals for no workers; a bad count or window is refused', () => {
    expect(waveArrivals({ count: 0, windowMs: 60_000, shape: 'uniform', seed: 1 })).toEqual([]);
    expect(() => waveArrivals({ count: -1, windowMs: 60_000, shape: 'bell', seed: 1 })).toThrow();
    expect(() => waveArrivals({ count: 10, windowMs: 0, shape: 'bell', seed: 1 })).toThrow();
  });

  it('the generator is in [0, 1) and repeatable; the shuffle keeps every item once', () => {
    const random = seededRandom(3);
    const draws = Array.from({ length: 1000 }, random);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Array.from({ length: 1000 }, seededRandom(3))).toEqual(draws);
    const items = Array.from({ length: 100 }, (_, i) => i);
    const mixed = shuffled(items, 5);
    expect(mixed).not.toEqual(items);
    expect([...mixed].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled(items, 5)).toEqual(mixed);
  });

  it('counts arrivals by bucket, the last one closing the window', () => {
    expect(arrivalsPerBucket([0, 999, 1000, 2500, 2999], 3000, 1000)).toEqual([2, 1, 2]);
  });
});
