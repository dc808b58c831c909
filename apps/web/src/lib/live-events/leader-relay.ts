import type { EventStream } from './event-stream';
import type { LiveEvent, LiveState, LiveStatus } from './live-event-types';

/** The Web Locks API as used here (navigator.locks), so tests can hand in a fake. */
export interface LocksLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface StreamHandlers {
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
  lastEventId?: string;
}

export interface LiveEventsEnv {
  /** null when the browser has no Web Locks: every tab then opens its own stream. */
  locks: LocksLike | null;
  /** null when the browser has no BroadcastChannel: the same. */
  openChannel: ((name: string) => ChannelLike) | null;
  openStream: (handlers: StreamHandlers) => EventStream;
  now: () => number;
}

export interface LiveEventsSink {
  onEvent: (event: LiveEvent) => void;
  onState: (state: LiveState) => void;
}

export type RelayMessage =
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'state'; state: LiveState }
  | { kind: 'hello' };

export interface LiveEventsHandle {
  stop: () => void;
  reconnectNow: () => void;
  suspend: () => void;
  /** 'leader' holds the stream for every tab, 'follower' hears it relayed, 'solo' has its own (no Web Locks). */
  role: () => 'leader' | 'follower' | 'solo';
}

/** Per user, so a tab logged in as someone else never hears another person's stream. */
export const liveEventsName = (userId: number) => `jornada-events:${userId}`;

function soloStream(env: LiveEventsEnv, sink: LiveEventsSink): LiveEventsHandle {
  const stream = env.openStream({
    onEvent: sink.onEvent,
    onStatus: (status) => sink.onState({ status, since: env.now() }),
  });
  return {
    stop: () => stream.close(),
    reconnectNow: () => stream.reconnectNow(),
    suspend: () => stream.suspend(),
    role: () => 'solo',
  };
}

/**
 * One stream per browser, not per tab: the tab holding the Web Lock opens it and relays every event and
 * state change over a BroadcastChannel; the others listen. When the leader tab closes its lock is
 * released and a waiting tab takes over, resuming after the last event id it heard.
 */
export function startLiveEvents(userId: number, env: LiveEventsEnv, sink: LiveEventsSink): LiveEventsHandle {
  if (!env.locks || !env.openChannel) return soloStream(env, sink);
  const channel = env.openChannel(liveEventsName(userId));
  const abort = new AbortController();
  let stream: EventStream | null = null;
  let state: LiveState = { status: 'connecting', since: env.now() };
  // A follower takes a state only if newer than the last taken: a departing leader's 'closed' must not
  // overwrite its successor's 'open' should the two messages cross.
  let lastLeaderSince = Number.NEGATIVE_INFINITY;
  let lastEventId: string | undefined;
  let isStopped = false;
  let releaseLock: (() => void) | null = null;
  const post = (message: RelayMessage) => {
    if (!isStopped) channel.postMessage(message);
  };
  const setState = (next: LiveState) => {
    state = next;
    sink.onState(next);
  };

  channel.onmessage = ({ data }: MessageEvent) => {
    const message = data as RelayMessage | null;
    if (!message || isStopped) return;
    if (stream) {
      if (message.kind === 'hello') post({ kind: 'state', state });
      return;
    }
    if (message.kind === 'event') {
      if (message.event.id) lastEventId = message.event.id;
      sink.onEvent(message.event);
    } else if (message.kind === 'state' && message.state.since >= lastLeaderSince) {
      lastLeaderSince = message.state.since;
      setState(message.state);
    }
  };

  sink.onState(state);
  env.locks
    .request(liveEventsName(userId), { signal: abort.signal }, () => {
      if (isStopped) return Promise.resolve();
      stream = env.openStream({
        lastEventId,
        onEvent: (event) => {
          sink.onEvent(event);
          post({ kind: 'event', event });
        },
        onStatus: (status) => {
          setState({ status, since: env.now() });
          post({ kind: 'state', state });
        },
      });
      return new Promise<void>((resolve) => {
        releaseLock = resolve;
      });
    })
    // Aborted while waiting (the tab left before becoming leader): nothing to release.
    .catch(() => {});
  post({ kind: 'hello' });

  return {
    stop() {
      if (stream) {
        stream.close();
        // Tell the followers at once; the next leader's own states come after.
        post({ kind: 'state', state: { status: 'closed', since: env.now() } });
      }
      isStopped = true;
      stream = null;
      abort.abort();
      releaseLock?.();
      channel.onmessage = null;
      channel.close();
    },
    reconnectNow: () => stream?.reconnectNow(),
    suspend: () => stream?.suspend(),
    role: () => (stream ? 'leader' : 'follower'),
  };
}
