import { HEARTBEAT_EVENT } from '@jornada/shared/api/events';
import { describe, expect, it } from 'vitest';
import { type EventSourceLike, openEventStream, reconnectDelay, STALE_STREAM_MS } from './event-stream';
import type { LiveEvent, LiveStatus } from './live-event-types';

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.isClosed = true;
  }
  emit(topic: string, data: string, lastEventId = '') {
    this.listeners.get(topic)?.({ data, lastEventId } as MessageEvent);
  }
}

function setup(lastEventId?: string) {
  const sources: FakeEventSource[] = [];
  const statuses: LiveStatus[] = [];
  const events: LiveEvent[] = [];
  const timers: Array<{ run: () => void; ms: number; isCleared: boolean }> = [];
  const stream = openEventStream({
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    lastEventId,
    now: () => Date.parse('2026-03-02T10:00:00.250Z'),
    random: () => 0,
    setTimer: (run, ms) => {
      const timer = { run, ms, isCleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { isCleared: boolean }).isCleared = true;
    },
  });
  /** The reconnection timers (the others are the silence watchdog's). */
  const reconnects = () => timers.filter((timer) => timer.ms !== STALE_STREAM_MS);
  const watchdogs = () => timers.filter((timer) => timer.ms === STALE_STREAM_MS && !timer.isCleared);
  return { stream, sources, statuses, events, timers, reconnects, watchdogs };
}

describe('openEventStream', () => {
  it('reads each topic’s messages with their id and time', () => {
    const { sources, statuses, events } = setup();
    expect(sources[0]?.url).toBe('/api/events');
    sources[0]?.onopen?.(new Event('open'));
    expect(statuses).toEqual(['connecting', 'open']);
    sources[0]?.emit(
      'workshift',
      JSON.stringify({
        type: 'workshift.started',
        user_id: 12,
        workshift_id: '340',
        created_at: '2026-03-02T10:00:00.000Z',
      }),
      '77',
    );
    expect(events).toEqual([
      expect.objectContaining({
        id: '77',
        topic: 'workshift',
        type: 'workshift.started',
        userId: 12,
        eventTime: Date.parse('2026-03-02T10:00:00.000Z'),
      }),
    ]);
    expect(events[0] && events[0].receivedAt - (events[0].eventTime ?? 0)).toBe(250);
  });

  it('after an error reads closed and reopens after a back-off, resuming after the last id', () => {
    const { sources, statuses, reconnects, watchdogs } = setup();
    sources[0]?.onopen?.(new Event('open'));
    sources[0]?.emit('petitions', '{"type":"petition.created","user_id":3}', '120');
    sources[0]?.onerror?.(new Event('error'));
    expect(sources[0]?.isClosed).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
    expect(reconnects()[0]?.ms).toBe(1000);
    expect(watchdogs()).toEqual([]);

    reconnects()[0]?.run();
    expect(sources[1]?.url).toBe('/api/events?last_event_id=120');
    expect(statuses.at(-1)).toBe('connecting');
    // A second failure in a row waits longer.
    sources[1]?.onerror?.(new Event('error'));
    expect(reconnects()[1]?.ms).toBe(2000);
  });

  it('reopens a stream silent for 60 s; heartbeats and events keep it open', () => {
    const { sources, statuses, reconnects, watchdogs } = setup();
    sources[0]?.onopen?.(new Event('open'));
    expect(watchdogs()).toHaveLength(1);
    sources[0]?.emit(HEARTBEAT_EVENT, '{}');
    sources[0]?.emit('config', '{"type":"config.changed","user_id":null}', '9');
    // Each message restarts the wait: one watchdog is left, and the stream is still open.
    expect(watchdogs()).toHaveLength(1);
    expect(statuses.at(-1)).toBe('open');

    watchdogs()[0]?.run();
    expect(sources[0]?.isClosed).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
    reconnects()[0]?.run();
    expect(sources[1]?.url).toBe('/api/events?last_event_id=9');
  });

  it('starts from the id heard while another tab led, and stops for good when closed', () => {
    const { stream, sources, timers } = setup('55');
    expect(sources[0]?.url).toBe('/api/events?last_event_id=55');
    sources[0]?.onerror?.(new Event('error'));
    stream.close();
    expect(timers[0]?.isCleared).toBe(true);
    sources[0]?.onerror?.(new Event('error'));
    expect(sources).toHaveLength(1);
  });

  it('skips the wait when asked (back online)', () => {
    const { stream, sources, timers } = setup();
    sources[0]?.onerror?.(new Event('error'));
    stream.reconnectNow();
    expect(timers[0]?.isCleared).toBe(true);
    expect(sources).toHaveLength(2);
  });

  it('gives the stream up while offline and opens a fresh one when back online', () => {
    const { stream, sources, statuses, timers } = setup();
    sources[0]?.onopen?.(new Event('open'));
    stream.reconnectNow();
    expect(sources).toHaveLength(1);
    stream.suspend();
    expect(sources[0]?.isClosed).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
    expect(timers.filter((timer) => !timer.isCleared)).toHaveLength(0);
    stream.reconnectNow();
    expect(sources).toHaveLength(2);
    expect(statuses.at(-1)).toBe('connecting');
  });

  it('backs off up to 30 s with up to half again of jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(10, () => 0)).toBe(30_000);
    expect(reconnectDelay(10, () => 0.999)).toBeLessThanOrEqual(45_000);
  });
});
