import { useEffect, useRef, useSyncExternalStore } from 'react';
import { openEventStream } from './event-stream';
import { type LiveEventsEnv, startLiveEvents } from './leader-relay';
import type { LiveEvent, LiveState, LiveStatus } from './live-event-types';
import { liveEventsStore } from './live-events-store';

function browserEnv(): LiveEventsEnv | null {
  if (typeof EventSource === 'undefined') return null;
  return {
    locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
    openChannel: typeof BroadcastChannel === 'undefined' ? null : (name) => new BroadcastChannel(name),
    openStream: (handlers) => openEventStream({ createEventSource: (url) => new EventSource(url), ...handlers }),
    now: Date.now,
  };
}

/**
 * Keeps this browser's stream (GET /api/events) open while `userId` is logged in, shared by its tabs
 * (leader-relay.ts). null: no stream (anonymous, kiosk, embeds), and SPEC's polls.
 */
export function useLiveEventsConnection(userId: number | null) {
  useEffect(() => {
    const env = userId === null ? null : browserEnv();
    if (userId === null || !env) return;
    const handle = startLiveEvents(userId, env, {
      onEvent: (event) => liveEventsStore.pushEvent(event),
      onState: (state) => liveEventsStore.setState(state),
    });
    // Offline, the stream is given up (SPEC's polls); back online, a fresh one at once.
    const onOffline = () => handle.suspend();
    const onOnline = () => handle.reconnectNow();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      handle.stop();
      liveEventsStore.setState({ status: 'closed', since: Date.now() });
    };
  }, [userId]);
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(liveEventsStore.subscribeState, liveEventsStore.getState);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveEventsStore.subscribeState, () => liveEventsStore.getState().status);
}

export function useLiveEventLog(): readonly LiveEvent[] {
  return useSyncExternalStore(liveEventsStore.subscribeLog, liveEventsStore.getLog);
}

/** Calls `onEvent` for every event this tab hears, the latest callback each time. */
export function useLiveEvents(onEvent: (event: LiveEvent) => void) {
  const ref = useRef(onEvent);
  useEffect(() => {
    ref.current = onEvent;
  }, [onEvent]);
  useEffect(() => liveEventsStore.onEvent((event) => ref.current(event)), []);
}
