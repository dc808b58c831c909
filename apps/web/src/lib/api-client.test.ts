import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNetworkErrorNotifier, createThrottle } from './api-client';

afterEach(() => {
  vi.useRealTimers();
});

describe('createThrottle', () => {
  it('allows one call per interval', () => {
    let now = 1000;
    const isAllowed = createThrottle(6000, () => now);
    expect(isAllowed()).toBe(true);
    now += 5999;
    expect(isAllowed()).toBe(false);
    now += 1;
    expect(isAllowed()).toBe(true);
    expect(isAllowed()).toBe(false);
  });
});

describe('createNetworkErrorNotifier', () => {
  it('notifies at most once every 6 s', () => {
    let now = 0;
    const notify = vi.fn();
    const notifier = createNetworkErrorNotifier(notify, () => now);
    notifier();
    notifier();
    now = 3000;
    notifier();
    expect(notify).toHaveBeenCalledTimes(1);
    now = 6000;
    notifier();
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
