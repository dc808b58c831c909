import { describe, expect, it, vi } from 'vitest';
import { makeShift } from '../../../testing/make-shift';
import { currentShiftPollInterval, IDLE_POLL_MS, OPEN_SHIFT_POLL_MS } from './polling';
import { createStatusWatcher } from './status-watcher';
import {
  announceWorkshiftChange,
  listenForWorkshiftChanges,
  WORKSHIFT_CHANGED_MESSAGE,
  WORKSHIFT_CHANNEL_NAME,
} from './workshift-broadcast';

describe('currentShiftPollInterval', () => {
  it('3 s while in progress or on break, 9 s otherwise', () => {
    expect(OPEN_SHIFT_POLL_MS).toBe(3000);
    expect(currentShiftPollInterval(makeShift())).toBe(3000);
    expect(currentShiftPollInterval(makeShift({ status: 'on_break' }))).toBe(3000);
    expect(IDLE_POLL_MS).toBe(9000);
    expect(currentShiftPollInterval(makeShift({ status: 'completed' }))).toBe(9000);
    expect(currentShiftPollInterval(null)).toBe(9000);
    expect(currentShiftPollInterval(undefined)).toBe(9000);
  });
});

describe('createStatusWatcher', () => {
  it('sends back the previous cursor and refreshes only when the server reports changes', async () => {
    const answers = [
      { hasChanges: false, cursor: 'c1' },
      { hasChanges: true, cursor: 'c2' },
      { hasChanges: false, cursor: 'c2' },
    ];
    const fetchStatus = vi.fn(async (_since: string | undefined) => answers.shift()!);
    const onChanges = vi.fn();
    const watcher = createStatusWatcher({ fetchStatus, onChanges });
    await watcher.check();
    await watcher.check();
    await watcher.check();
    expect(fetchStatus.mock.calls.map(([since]) => since)).toEqual([undefined, 'c1', 'c2']);
    expect(onChanges).toHaveBeenCalledTimes(1);
    expect(watcher.getCursor()).toBe('c2');
  });

  it('a failed check keeps the cursor for the next one', async () => {
    const fetchStatus = vi
      .fn(async (_since: string | undefined) => ({ hasChanges: false, cursor: 'c1' }))
      .mockResolvedValueOnce({ hasChanges: false, cursor: 'c1' })
      .mockRejectedValueOnce(new Error('Error de conexión'));
    const watcher = createStatusWatcher({ fetchStatus, onChanges: () => {} });
    await watcher.check();
    await expect(watcher.check()).rejects.toThrow('Error de conexión');
    await watcher.check();
    expect(fetchStatus.mock.calls.map(([since]) => since)).toEqual([undefined, 'c1', 'c1']);
  });
});

describe('workshift broadcast', () => {
  it('uses the jornada-workshift channel between real channels', async () => {
    expect(WORKSHIFT_CHANNEL_NAME).toBe('jornada-workshift');
    const onChange = vi.fn();
    const stop = listenForWorkshiftChanges(onChange);
    announceWorkshiftChange();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    stop();
  });

  it('ignores foreign messages and closes the channel when done', () => {
    const channel = { postMessage: vi.fn(), close: vi.fn(), onmessage: null as ((e: MessageEvent) => void) | null };
    const onChange = vi.fn();
    const stop = listenForWorkshiftChanges(onChange, channel);
    channel.onmessage?.({ data: { type: 'otra-cosa' } } as MessageEvent);
    channel.onmessage?.({ data: null } as MessageEvent);
    expect(onChange).not.toHaveBeenCalled();
    channel.onmessage?.({ data: { type: WORKSHIFT_CHANGED_MESSAGE } } as MessageEvent);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(channel.close).toHaveBeenCalled();
    expect(channel.onmessage).toBeNull();
  });
});
