import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ClockQueueStore, QueuedClockAction } from './clock-queue';

interface StoredAction extends QueuedClockAction {
  /** Insertion order: taps queued within the same millisecond keep theirs. */
  seq?: number;
}

interface ClockQueueDb extends DBSchema {
  actions: {
    key: number;
    value: StoredAction;
    indexes: { owner: string; key: string };
  };
}

export const CLOCK_QUEUE_DB = 'jornada-clock-queue';
const CHANNEL_NAME = 'jornada-clock-queue';

type Listener = (owner: string) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

function broadcastChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  // Node's (tests) would otherwise keep the process alive; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') for (const listener of listeners) listener(event.data);
  };
  return channel;
}

/** Every change is told to this tab's listeners and to the other tabs (same origin). */
function notify(owner: string): void {
  for (const listener of listeners) listener(owner);
  broadcastChannel()?.postMessage(owner);
}

export function subscribeClockQueue(listener: Listener): () => void {
  broadcastChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function byTapOrder(a: StoredAction, b: StoredAction): number {
  return a.tapAt - b.tapAt || (a.seq ?? 0) - (b.seq ?? 0);
}

function strip({ seq: _seq, ...item }: StoredAction): QueuedClockAction {
  return item;
}

/** The queue in IndexedDB: it outlives reloads, closed tabs and the emergency recovery (which clears localStorage). */
export function createIdbClockQueueStore(name = CLOCK_QUEUE_DB): ClockQueueStore {
  let dbPromise: Promise<IDBPDatabase<ClockQueueDb>> | null = null;
  const db = () => {
    dbPromise ??= openDB<ClockQueueDb>(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
        store.createIndex('owner', 'owner');
        store.createIndex('key', 'key', { unique: true });
      },
    });
    return dbPromise;
  };
  const update = async (key: string, change: (item: StoredAction) => StoredAction | null) => {
    const tx = (await db()).transaction('actions', 'readwrite');
    const found = await tx.store.index('key').get(key);
    if (found?.seq !== undefined) {
      const next = change(found);
      await (next ? tx.store.put(next) : tx.store.delete(found.seq));
    }
    await tx.done;
    if (found) notify(found.owner);
  };
  return {
    async add(item) {
      const database = await db();
      // The same key twice (a double tap reaching here twice) stays one item.
      if (await database.getFromIndex('actions', 'key', item.key)) return;
      await database.add('actions', { ...item });
      notify(item.owner);
    },
    async list(owner) {
      const items = await (await db()).getAllFromIndex('actions', 'owner', owner);
      return items.sort(byTapOrder).map(strip);
    },
    remove: (key) => update(key, () => null),
    refuse: (key, message) => update(key, (item) => ({ ...item, refusal: message })),
  };
}

/** Where IndexedDB cannot be opened (some private modes): the queue lives as long as the page. */
export function createMemoryClockQueueStore(): ClockQueueStore {
  const items: StoredAction[] = [];
  let seq = 0;
  return {
    async add(item) {
      if (items.some((other) => other.key === item.key)) return;
      seq += 1;
      items.push({ ...item, seq });
      notify(item.owner);
    },
    async list(owner) {
      return items
        .filter((item) => item.owner === owner)
        .sort(byTapOrder)
        .map(strip);
    },
    async remove(key) {
      const index = items.findIndex((item) => item.key === key);
      if (index === -1) return;
      const [removed] = items.splice(index, 1);
      if (removed) notify(removed.owner);
    },
    async refuse(key, message) {
      const item = items.find((other) => other.key === key);
      if (!item) return;
      item.refusal = message;
      notify(item.owner);
    },
  };
}

/** Tries IndexedDB once; if it fails, the memory store for this page. */
function withFallback(primary: ClockQueueStore): ClockQueueStore {
  let active: Promise<ClockQueueStore> | null = null;
  const pick = () => {
    active ??= primary.list('').then(
      () => primary,
      (error: unknown) => {
        console.warn('IndexedDB no disponible: la cola de fichajes vive solo en esta página', error);
        return createMemoryClockQueueStore();
      },
    );
    return active;
  };
  return {
    add: async (item) => (await pick()).add(item),
    list: async (owner) => (await pick()).list(owner),
    remove: async (key) => (await pick()).remove(key),
    refuse: async (key, message) => (await pick()).refuse(key, message),
  };
}

let shared: ClockQueueStore | null = null;

/** The page's one queue store. */
export function clockQueueStore(): ClockQueueStore {
  shared ??= withFallback(createIdbClockQueueStore());
  return shared;
}
