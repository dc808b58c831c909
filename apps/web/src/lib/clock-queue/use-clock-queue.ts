import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ClockQueueStore,
  pendingOf,
  type QueuedClockAction,
  REPLAY_INTERVAL_MS,
  replayQueue,
} from './clock-queue';
import { clockQueueStore, subscribeClockQueue } from './clock-queue-store';

export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The owner's queued taps (pending and refused), read again on every change in this tab or another. */
export function useClockQueueItems(owner: string | null, store: ClockQueueStore = clockQueueStore()) {
  const [items, setItems] = useState<QueuedClockAction[]>([]);
  useEffect(() => {
    if (!owner) {
      setItems([]);
      return;
    }
    let isCurrent = true;
    const read = () =>
      void store.list(owner).then(
        (next) => isCurrent && setItems(next),
        () => undefined,
      );
    read();
    const unsubscribe = subscribeClockQueue((changed) => {
      if (changed === owner) read();
    });
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [owner, store]);
  const dismiss = useCallback((key: string) => void store.remove(key), [store]);
  return { items, pending: pendingOf(items), dismiss };
}

/** One replay per owner at a time in this tab; a change during one asks for another right after. */
const running = new Map<string, { again: boolean }>();

async function runExclusive(owner: string, run: () => Promise<unknown>): Promise<void> {
  const state = running.get(owner);
  if (state) {
    state.again = true;
    return;
  }
  const current = { again: false };
  running.set(owner, current);
  try {
    do {
      current.again = false;
      // Across tabs too: two tabs replaying at once would only get the same answers (same keys), but
      // one at a time keeps the order and the server's work single.
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request(`jornada-clock-queue:${owner}`, run);
      else await run();
    } while (current.again);
  } finally {
    running.delete(owner);
  }
}

export interface ReplayCallbacks<T> {
  send: (item: QueuedClockAction, headers: Record<string, string>) => Promise<T>;
  onSent?: (item: QueuedClockAction, result: T | undefined) => void;
  onRefused?: (item: QueuedClockAction, message: string) => void;
}

/**
 * Sends the owner's queue when it can: at start, when the browser says it is back online, after each
 * change (a new tap behind older ones), and every 15 s while taps wait (a server that was down).
 */
export function useClockQueueReplay<T>(
  owner: string | null,
  callbacks: ReplayCallbacks<T>,
  store: ClockQueueStore = clockQueueStore(),
) {
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;

  useEffect(() => {
    if (!owner) return;
    let hasPending = false;
    const replay = () => {
      if (!isBrowserOnline()) return;
      void runExclusive(owner, () =>
        replayQueue({
          owner,
          store,
          send: (item, headers) => callbacksRef.current.send(item, headers),
          onSent: (item, result) => callbacksRef.current.onSent?.(item, result),
          onRefused: (item, message) => callbacksRef.current.onRefused?.(item, message),
        }).catch((error: unknown) => console.warn('No se pudo enviar la cola de fichajes', error)),
      );
    };
    const check = () =>
      void store.list(owner).then(
        (items) => {
          hasPending = pendingOf(items).length > 0;
          if (hasPending) replay();
        },
        () => undefined,
      );
    check();
    const unsubscribe = subscribeClockQueue((changed) => {
      if (changed === owner) check();
    });
    window.addEventListener('online', check);
    const timer = window.setInterval(() => {
      if (hasPending) check();
    }, REPLAY_INTERVAL_MS);
    return () => {
      unsubscribe();
      window.removeEventListener('online', check);
      window.clearInterval(timer);
    };
  }, [owner, store]);
}
