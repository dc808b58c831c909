import { describe, expect, it } from 'vitest';
import type { EventStream } from './event-stream';
import {
  type ChannelLike,
  type LiveEventsEnv,
  type LocksLike,
  type StreamHandlers,
  startLiveEvents,
} from './leader-relay';
import type { LiveEvent, LiveState } from './live-event-types';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** navigator.locks for several tabs of one browser: exclusive, granted in request order, released when the callback settles. */
function fakeLocks(): LocksLike {
  const held = new Set<string>();
  const queues = new Map<string, Array<{ run: () => void; signal: AbortSignal }>>();
  const grantNext = (name: string) => {
    const queue = queues.get(name) ?? [];
    while (queue.length > 0) {
      const next = queue.shift();
      if (next && !next.signal.aborted) return next.run();
    }
    held.delete(name);
  };
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          callback()
            .then(resolve, reject)
            .finally(() => grantNext(name));
        };
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        if (held.has(name)) queues.set(name, [...(queues.get(name) ?? []), { run, signal }]);
        else {
          held.add(name);
          queueMicrotask(run);
        }
      });
    },
  };
}

/** BroadcastChannel: a message reaches every other open channel of the same name, never its sender. */
function fakeChannels() {
  const open = new Set<ChannelLike & { name: string }>();
  return (name: string): ChannelLike => {
    const channel: ChannelLike & { name: string } = {
      name,
      onmessage: null,
      postMessage(message) {
        for (const other of open) {
          if (other !== channel && other.name === name) {
            const data = structuredClone(message);
            setTimeout(() => other.onmessage?.({ data } as MessageEvent), 0);
          }
        }
      },
      close: () => void open.delete(channel),
    };
    open.add(channel);
    return channel;
  };
}

interface FakeStream {
  handlers: StreamHandlers;
  isClosed: boolean;
}

function browser({ hasLocks = true } = {}) {
  const streams: FakeStream[] = [];
  let clock = 1000;
  const env: LiveEventsEnv = {
    locks: hasLocks ? fakeLocks() : null,
    openChannel: fakeChannels(),
    openStream(handlers): EventStream {
      const stream: FakeStream = { handlers, isClosed: false };
      streams.push(stream);
      handlers.onStatus('connecting');
      return {
        close: () => {
          stream.isClosed = true;
        },
        reconnectNow: () => {},
        suspend: () => {},
        lastEventId: () => handlers.lastEventId,
      };
    },
    now: () => ++clock,
  };
  const tab = (userId = 7) => {
    const events: LiveEvent[] = [];
    const states: LiveState[] = [];
    const handle = startLiveEvents(userId, env, { onEvent: (e) => events.push(e), onState: (s) => states.push(s) });
    return { handle, events, states, status: () => states.at(-1)?.status };
  };
  return { env, streams, tab, openStreams: () => streams.filter((stream) => !stream.isClosed) };
}

const event = (id: string): LiveEvent => ({
  id,
  topic: 'workshift',
  type: 'workshift.started',
  userId: 7,
  eventTime: 1,
  receivedAt: 2,
  data: { type: 'workshift.started' },
});

describe('one stream per browser, shared by its tabs', () => {
  it('opens one stream for two tabs and relays its events and state to the other', async () => {
    const { tab, openStreams } = browser();
    const first = tab();
    const second = tab();
    await flush();
    expect(openStreams()).toHaveLength(1);
    expect(first.handle.role()).toBe('leader');
    expect(second.handle.role()).toBe('follower');

    openStreams()[0]?.handlers.onStatus('open');
    openStreams()[0]?.handlers.onEvent(event('41'));
    await flush();
    expect(first.status()).toBe('open');
    expect(second.status()).toBe('open');
    expect(first.events.map((e) => e.id)).toEqual(['41']);
    expect(second.events.map((e) => e.id)).toEqual(['41']);
  });

  it('tells a tab opened later that the stream is already open', async () => {
    const { tab, openStreams } = browser();
    tab();
    await flush();
    openStreams()[0]?.handlers.onStatus('open');
    await flush();
    const late = tab();
    expect(late.status()).toBe('connecting');
    await flush();
    expect(late.status()).toBe('open');
    expect(openStreams()).toHaveLength(1);
  });

  it('hands the stream to another tab when the leader closes, resuming after the last event heard', async () => {
    const { tab, openStreams, streams } = browser();
    const first = tab();
    const second = tab();
    const third = tab();
    await flush();
    openStreams()[0]?.handlers.onStatus('open');
    openStreams()[0]?.handlers.onEvent(event('99'));
    await flush();

    first.handle.stop();
    await flush();
    expect(streams[0]?.isClosed).toBe(true);
    expect(openStreams()).toHaveLength(1);
    expect(second.handle.role()).toBe('leader');
    expect(third.handle.role()).toBe('follower');
    expect(openStreams()[0]?.handlers.lastEventId).toBe('99');
    // Back on SPEC's polls until the new leader's stream opens.
    expect(second.status()).toBe('connecting');
    expect(third.status()).toBe('connecting');

    openStreams()[0]?.handlers.onStatus('open');
    await flush();
    expect(third.status()).toBe('open');
  });

  it('leaves no stream open once every tab has closed', async () => {
    const { tab, openStreams } = browser();
    const tabs = [tab(), tab()];
    await flush();
    for (const each of tabs) each.handle.stop();
    await flush();
    expect(openStreams()).toHaveLength(0);
  });

  it('keeps the streams of two users apart', async () => {
    const { tab, openStreams } = browser();
    const ana = tab(1);
    const luis = tab(2);
    await flush();
    expect(openStreams()).toHaveLength(2);
    openStreams()[0]?.handlers.onEvent(event('5'));
    await flush();
    expect(ana.events).toHaveLength(1);
    expect(luis.events).toHaveLength(0);
  });

  it('opens a stream in each tab when the browser has no Web Locks', async () => {
    const { tab, openStreams } = browser({ hasLocks: false });
    const first = tab();
    const second = tab();
    await flush();
    expect(openStreams()).toHaveLength(2);
    expect(first.handle.role()).toBe('solo');
    openStreams()[1]?.handlers.onStatus('open');
    expect(second.status()).toBe('open');
    expect(first.status()).toBe('connecting');
  });
});
