import { HEARTBEAT_EVENT } from '@jornada/shared/api/events';
import { type LiveEvent, type LiveStatus, liveTopics, parseLiveEvent } from './live-event-types';

export const EVENTS_URL = '/api/events';
/** Waits before reopening a failed stream: quick for a blip, then backing off to 30 s. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/**
 * The server sends a heartbeat every 25 s: a stream silent for this long is dead though it looks open
 * (a phone that changed networks, a proxy that dropped it), and is reopened. The polls' safety net can
 * be slow because of this (poll-interval.ts).
 */
export const STALE_STREAM_MS = 60_000;

/** The part of EventSource this module uses, so tests can hand in a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface EventStreamOptions {
  createEventSource: EventSourceFactory;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /** Resume after this id (the last one this browser saw, e.g. relayed while another tab led). */
  lastEventId?: string;
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function streamUrl(lastEventId: string | undefined): string {
  return lastEventId ? `${EVENTS_URL}?last_event_id=${encodeURIComponent(lastEventId)}` : EVENTS_URL;
}

/** The wait before the n-th reopen (0-based), with up to 50 % jitter so a restarted server is not hit by every browser at once. */
export function reconnectDelay(attempt: number, random: () => number): number {
  const base = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 30_000;
  return Math.round(base * (1 + random() * 0.5));
}

/**
 * One Server-Sent Events stream with its own reconnection. Any error closes the EventSource and opens a
 * new one after a back-off with `?last_event_id=` (the server resumes, or sends `reset`): EventSource's
 * own retry gives up for good on an HTTP error (a 401, a 502 from a proxy), and while it retries the
 * state must read 'closed' so that SPEC's polls come back at once.
 */
export interface EventStream {
  close: () => void;
  /** Opens a new stream at once unless one is open (the browser is back online). */
  reconnectNow: () => void;
  /**
   * Drops the stream until reconnectNow (the browser went offline): a connection that outlives a
   * network change may be dead without an error.
   */
  suspend: () => void;
  lastEventId: () => string | undefined;
}

export function openEventStream(options: EventStreamOptions): EventStream {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let lastEventId = options.lastEventId;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let isClosed = false;
  /** Fires when the open stream has been silent for STALE_STREAM_MS. */
  let watchdog: unknown = null;

  const stopWatchdog = () => {
    if (watchdog !== null) clearTimer(watchdog);
    watchdog = null;
  };

  const connect = () => {
    timer = null;
    if (isClosed) return;
    options.onStatus('connecting');
    const current = options.createEventSource(streamUrl(lastEventId));
    source = current;
    const fail = () => {
      if (source !== current || isClosed) return;
      stopWatchdog();
      current.close();
      source = null;
      options.onStatus('closed');
      timer = setTimer(connect, reconnectDelay(attempt, random));
      attempt += 1;
    };
    const heard = () => {
      stopWatchdog();
      watchdog = setTimer(fail, STALE_STREAM_MS);
    };
    current.onopen = () => {
      attempt = 0;
      heard();
      options.onStatus('open');
    };
    current.onerror = fail;
    current.addEventListener(HEARTBEAT_EVENT, () => {
      if (source === current && !isClosed) heard();
    });
    for (const topic of liveTopics) {
      current.addEventListener(topic, (message) => {
        if (source !== current || isClosed) return;
        heard();
        if (message.lastEventId) lastEventId = message.lastEventId;
        options.onEvent(parseLiveEvent(topic, message.lastEventId ?? '', String(message.data ?? ''), now()));
      });
    }
  };

  connect();
  return {
    close() {
      isClosed = true;
      stopWatchdog();
      if (timer !== null) clearTimer(timer);
      source?.close();
      source = null;
    },
    reconnectNow() {
      if (isClosed || (source !== null && timer === null)) return;
      if (timer !== null) clearTimer(timer);
      connect();
    },
    suspend() {
      if (isClosed || source === null) return;
      stopWatchdog();
      source.close();
      source = null;
      if (timer !== null) clearTimer(timer);
      timer = null;
      attempt = 0;
      options.onStatus('closed');
    },
    lastEventId: () => lastEventId,
  };
}
