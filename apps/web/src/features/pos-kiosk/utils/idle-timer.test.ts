import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, KIOSK_IDLE_MS } from './idle-timer';

describe('kiosk idle timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires 30 s after the last touch, once', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(onIdle);
    timer.touch();
    vi.advanceTimersByTime(KIOSK_IDLE_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(timer.isRunning()).toBe(false);
    vi.advanceTimersByTime(KIOSK_IDLE_MS * 3);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('each touch starts the 30 s again', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(onIdle);
    timer.touch();
    vi.advanceTimersByTime(20_000);
    timer.touch();
    vi.advanceTimersByTime(20_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stop cancels it; nothing runs before the first touch', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(onIdle, 1000);
    vi.advanceTimersByTime(5000);
    timer.touch();
    timer.stop();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
