import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { QueuedClockAction } from './clock-queue';
import { createIdbClockQueueStore, subscribeClockQueue } from './clock-queue-store';

let databases = 0;
const freshStore = () => {
  databases += 1;
  return { name: `clock-queue-test-${databases}`, store: createIdbClockQueueStore(`clock-queue-test-${databases}`) };
};

function tap(key: string, tapAt: number, overrides: Partial<QueuedClockAction> = {}): QueuedClockAction {
  return {
    key,
    owner: 'pos:1:2',
    tapAt,
    action: 'start',
    body: { user_id: 5, location: { latitude: 0, longitude: 0 } },
    headers: { 'X-Client-Timezone': 'Europe/Madrid' },
    subject: { id: 5, name: 'Lucía Pérez' },
    ...overrides,
  };
}

describe('the IndexedDB clock queue', () => {
  it('lists an owner’s taps in tap order, across a reopened database (a reload)', async () => {
    const { name, store } = freshStore();
    await store.add(tap('b', 2000));
    await store.add(tap('a', 1000));
    await store.add(tap('c', 2000, { action: 'breakStart' }));
    await store.add(tap('x', 500, { owner: 'user:9' }));
    const reopened = createIdbClockQueueStore(name);
    expect((await reopened.list('pos:1:2')).map((item) => item.key)).toEqual(['a', 'b', 'c']);
    expect((await reopened.list('user:9')).map((item) => item.key)).toEqual(['x']);
  });

  it('keeps the body as stored, never adds a tap twice, and refuses or removes by key', async () => {
    const { store } = freshStore();
    const item = tap('k1', 1000);
    await store.add(item);
    await store.add({ ...item, body: { changed: true } });
    expect(await store.list('pos:1:2')).toEqual([item]);

    await store.refuse('k1', 'Ya tienes una jornada en curso');
    expect(await store.list('pos:1:2')).toEqual([{ ...item, refusal: 'Ya tienes una jornada en curso' }]);
    await store.remove('k1');
    expect(await store.list('pos:1:2')).toEqual([]);
  });

  it('tells listeners which owner changed', async () => {
    const { store } = freshStore();
    const changed: string[] = [];
    const unsubscribe = subscribeClockQueue((owner) => changed.push(owner));
    await store.add(tap('n1', 1000));
    await store.remove('n1');
    unsubscribe();
    expect(changed).toEqual(['pos:1:2', 'pos:1:2']);
  });
});
