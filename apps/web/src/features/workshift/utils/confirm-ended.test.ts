import type { Workshift } from '@jornada/shared/api/workshift';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeShift } from '../../../testing/make-shift';
import { confirmEnded, isEndConfirmed } from './confirm-ended';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const open = makeShift();
const completed = makeShift({ status: 'completed' });

describe('isEndConfirmed', () => {
  it('no shift or a completed one confirms; an open one does not', () => {
    expect(isEndConfirmed(null)).toBe(true);
    expect(isEndConfirmed(completed)).toBe(true);
    expect(isEndConfirmed(open)).toBe(false);
    expect(isEndConfirmed(makeShift({ status: 'on_break' }))).toBe(false);
  });
});

describe('confirmEnded', () => {
  it('stops at the first answer that confirms', async () => {
    const fetchCurrent = vi.fn<() => Promise<Workshift | null>>().mockResolvedValue(completed);
    await expect(confirmEnded({ fetchCurrent })).resolves.toBe(true);
    expect(fetchCurrent).toHaveBeenCalledTimes(1);
  });

  it('asks again 1 s later while the shift still shows open, and passes each answer on', async () => {
    const fetchCurrent = vi
      .fn<() => Promise<Workshift | null>>()
      .mockResolvedValueOnce(open)
      .mockResolvedValueOnce(null);
    const onShift = vi.fn();
    const result = confirmEnded({ fetchCurrent, onShift });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCurrent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchCurrent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    expect(fetchCurrent).toHaveBeenCalledTimes(2);
    expect(onShift.mock.calls).toEqual([[open], [null]]);
  });

  it('gives up after 3 checks 1 s apart (failures count as not confirmed)', async () => {
    const fetchCurrent = vi
      .fn<() => Promise<Workshift | null>>()
      .mockResolvedValueOnce(open)
      .mockRejectedValueOnce(new Error('Error en la petición'))
      .mockResolvedValueOnce(open)
      .mockResolvedValue(completed);
    const result = confirmEnded({ fetchCurrent });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe(false);
    expect(fetchCurrent).toHaveBeenCalledTimes(3);
    // No waiting after the last check.
    expect(vi.getTimerCount()).toBe(0);
  });
});
