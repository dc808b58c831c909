import { describe, expect, it, vi } from 'vitest';
import { createCursorWatcher } from './cursor-watcher';

describe('createCursorWatcher', () => {
  it('sends back the last cursor and reports changes after the first answer', async () => {
    const answers = [
      { hasUpdates: true, cursor: '10' },
      { hasUpdates: false, cursor: '10' },
      { hasUpdates: true, cursor: '12' },
    ];
    const fetchAnswer = vi.fn(async (_since: string | undefined) => answers.shift()!);
    const onChange = vi.fn();
    const watcher = createCursorWatcher({ fetchAnswer, hasChanged: (a) => a.hasUpdates, onChange });
    await watcher.check();
    await watcher.check();
    await watcher.check();
    expect(fetchAnswer.mock.calls.map((call) => call[0])).toEqual([undefined, '10', '10']);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(watcher.getCursor()).toBe('12');
  });
});
