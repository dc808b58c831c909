import type { ServerResponse } from 'node:http';
import { type EventStreamResetMessage, HEARTBEAT_FRAME } from '@jornada/shared/api/events';
import type { BusEvent } from './event-bus';
import type { StreamReach } from './stream-reach';

/**
 * One open `GET /api/events` response (text/event-stream, ADR 016): writes the events in its user's
 * reach, a heartbeat comment every `heartbeatMs` (proxies close silent connections; it also checks the
 * session is still live and the company not suspended, else the stream ends), and `reset` when the
 * client must refetch. Events pass in the order heard; one that may change the reach (a team change)
 * holds the next ones until the reach is read again.
 */
export interface EventStream {
  readonly companyId: number | null;
  /** Sends the event if it is in reach (and not already sent by the resume). */
  push(event: BusEvent): void;
  /**
   * A resuming stream (`isResuming`) holds live events until this: writes the stored events after the
   * client's Last-Event-ID (already filtered), then the held ones not among them.
   */
  replay(events: BusEvent[]): void;
  reset(reason: EventStreamResetMessage['reason']): void;
  close(): void;
}

/** A client that reads slower than this many bytes behind is cut off; it resumes with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The SSE frame of one event: `event:` its topic, `id:` its row, `data:` type, user and ids as JSON. */
export function eventFrame(event: BusEvent): string {
  const data = JSON.stringify({ ...event.data, type: event.type, user_id: event.userId, created_at: event.createdAt });
  return `event: ${event.topic}\nid: ${event.id}\ndata: ${data}\n\n`;
}

export function openEventStream(options: {
  raw: ServerResponse;
  reach: StreamReach;
  heartbeatMs: number;
  isResuming: boolean;
  /** Asked on every heartbeat: false ends the stream (session revoked or expired, company restricted). */
  isStillAllowed(): Promise<boolean>;
  onClose(): void;
}): EventStream {
  const { raw, reach } = options;
  // Kept: the response lets go of its socket once it has closed.
  const socket = raw.socket;
  let isClosed = false;
  let held: BusEvent[] | null = null;
  /** Live events heard while the resume reads the table. */
  let waiting: BusEvent[] | null = options.isResuming ? [] : null;
  /** Ids sent by the resume, so the same event heard live meanwhile is not sent twice. */
  let replayed: Set<string> | null = null;

  const write = (text: string) => {
    if (isClosed) return;
    raw.write(text);
    if (raw.writableLength > MAX_BUFFERED_BYTES) close();
  };
  const send = (event: BusEvent) => {
    if (replayed?.has(event.id)) return;
    if (reach.reaches(event)) write(eventFrame(event));
  };
  const reloadThenSend = async (first: BusEvent) => {
    held = [first];
    try {
      while (held.length > 0 && !isClosed) {
        const batch = held;
        held = [];
        if (batch.some((event) => reach.mayChange(event))) await reach.reload();
        for (const event of batch) send(event);
      }
    } catch {
      // The reach could not be read again (the database is down): the client reconnects and resumes.
      close();
    } finally {
      held = null;
    }
  };
  const push = (event: BusEvent) => {
    if (isClosed) return;
    if (waiting) waiting.push(event);
    else if (held) held.push(event);
    else if (reach.mayChange(event)) void reloadThenSend(event);
    else send(event);
  };

  const heartbeat = setInterval(() => {
    write(HEARTBEAT_FRAME);
    options.isStillAllowed().then(
      (isAllowed) => {
        if (!isAllowed) close();
      },
      () => {},
    );
  }, options.heartbeatMs);
  heartbeat.unref();

  function close() {
    if (isClosed) return;
    isClosed = true;
    clearInterval(heartbeat);
    // The connection goes with the stream: an SSE connection is never reused, and a half-closed one
    // would keep the server's close waiting.
    raw.end();
    socket?.destroySoon();
    options.onClose();
  }
  raw.on('close', close);

  return {
    companyId: reach.companyId,
    push,
    reset(reason) {
      write(`event: reset\ndata: ${JSON.stringify({ reason })}\n\n`);
    },
    replay(events) {
      replayed = new Set(events.map((event) => event.id));
      for (const event of events) write(eventFrame(event));
      const live = waiting ?? [];
      waiting = null;
      for (const event of live) push(event);
    },
    close,
  };
}
