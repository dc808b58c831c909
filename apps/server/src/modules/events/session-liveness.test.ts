import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveSession } from '../../access/principals';
import { batchSessionLookups } from './session-liveness';

const sessionOf = (sessionId: number) => ({ sessionId, user: { id: sessionId * 10 } }) as unknown as ActiveSession;

describe('batchSessionLookups', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the questions asked within the window with one lookup', async () => {
    const lookup = vi.fn(
      async (ids: number[]) => new Map(ids.filter((id) => id !== 2).map((id) => [id, sessionOf(id)])),
    );
    const isLive = batchSessionLookups(lookup, 1000);
    const first = isLive(1);
    const revoked = isLive(2);
    const again = isLive(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(lookup).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith([1, 2]);
    expect(await first).toEqual(sessionOf(1));
    expect(await again).toEqual(sessionOf(1));
    expect(await revoked).toBeUndefined();

    // The next question opens a new window and a new lookup.
    const later = isLive(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(await later).toEqual(sessionOf(3));
  });

  it('fails every question of the window when the lookup fails', async () => {
    const isLive = batchSessionLookups(async () => {
      throw new Error('sin base de datos');
    }, 500);
    const answers = [isLive(1), isLive(2)].map((answer) =>
      answer.then(
        () => 'vivo',
        (error: Error) => error.message,
      ),
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(await Promise.all(answers)).toEqual(['sin base de datos', 'sin base de datos']);
  });
});
