import type { LiveEvent, LiveState } from './live-event-types';

/** The /realtime-test page lists the last events. */
export const EVENT_LOG_SIZE = 20;

/**
 * What this tab knows of the stream: its state, the last events, and who wants each event. Built
 * for useSyncExternalStore (snapshots are replaced, never mutated).
 */
export function createLiveEventsStore(now: () => number = Date.now) {
  let state: LiveState = { status: 'closed', since: now() };
  let log: readonly LiveEvent[] = [];
  const stateListeners = new Set<() => void>();
  const logListeners = new Set<() => void>();
  const eventListeners = new Set<(event: LiveEvent) => void>();
  const subscribe = (listeners: Set<() => void>) => (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    getState: () => state,
    getLog: () => log,
    subscribeState: subscribe(stateListeners),
    subscribeLog: subscribe(logListeners),
    onEvent(listener: (event: LiveEvent) => void) {
      eventListeners.add(listener);
      return () => void eventListeners.delete(listener);
    },
    setState(next: LiveState) {
      if (next.status === state.status && next.since === state.since) return;
      state = next;
      for (const listener of stateListeners) listener();
    },
    pushEvent(event: LiveEvent) {
      log = [event, ...log].slice(0, EVENT_LOG_SIZE);
      for (const listener of logListeners) listener();
      for (const listener of eventListeners) listener(event);
    },
  };
}
export type LiveEventsStore = ReturnType<typeof createLiveEventsStore>;

/** This tab's store. */
export const liveEventsStore = createLiveEventsStore();
