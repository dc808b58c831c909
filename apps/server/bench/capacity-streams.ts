import http from 'node:http';
import { HEARTBEAT_EVENT } from '@jornada/shared/api/events';

/** One message of a text/event-stream: its `event:`, `id:` and `data:` (comments and `heartbeat` events are heartbeats). */
export interface StreamMessage {
  event: string;
  id: string | undefined;
  data: string;
}

/** Splits a text/event-stream into messages as chunks arrive (a message ends at a blank line). */
export function createStreamParser(onMessage: (message: StreamMessage) => void, onComment: () => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      let isComment = block.length > 0;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        isComment = false;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'id') id = value;
        else if (field === 'data') data.push(value);
      }
      if (isComment || event === HEARTBEAT_EVENT) onComment();
      else if (data.length > 0) onMessage({ event, id, data: data.join('\n') });
      end = buffer.indexOf('\n\n');
    }
  };
}

export interface StreamCounters {
  /** Streams whose 200 arrived, counting reconnections. */
  opened: number;
  /** Answers other than 200, and connections that failed before one. */
  refused: number;
  /** Streams that ended while the run went on (reconnected like EventSource, with Last-Event-ID). */
  dropped: number;
  messages: number;
  heartbeats: number;
  /** Time to the stream's 200, ms. */
  openMs: number[];
  refusedStatus: Record<string, number>;
}

export function newStreamCounters(): StreamCounters {
  return { opened: 0, refused: 0, dropped: 0, messages: 0, heartbeats: 0, openMs: [], refusedStatus: {} };
}

/**
 * A browser tab's EventSource: GET /api/events on a connection of its own, read as it arrives, and
 * opened again after a drop (1–3 s later, sending the last id seen as Last-Event-ID).
 */
export function holdStream(input: {
  origin: URL;
  cookie: string;
  counters: StreamCounters;
  onMessage: (message: StreamMessage) => void;
  isStopping: () => boolean;
}): void {
  let lastEventId: string | undefined;
  const open = () => {
    if (input.isStopping()) return;
    const started = performance.now();
    const request = http.request({
      host: input.origin.hostname,
      port: input.origin.port,
      path: '/api/events',
      method: 'GET',
      agent: false,
      headers: {
        cookie: input.cookie,
        accept: 'text/event-stream',
        'x-requested-with': 'XMLHttpRequest',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
    });
    let isSettled = false;
    const again = (reason: 'refused' | 'dropped', status?: string) => {
      if (isSettled) return;
      isSettled = true;
      if (input.isStopping()) return;
      input.counters[reason] += 1;
      if (status) input.counters.refusedStatus[status] = (input.counters.refusedStatus[status] ?? 0) + 1;
      setTimeout(open, 1000 + Math.random() * 2000);
    };
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        again('refused', String(response.statusCode));
        return;
      }
      input.counters.opened += 1;
      input.counters.openMs.push(performance.now() - started);
      response.setEncoding('utf8');
      const parse = createStreamParser(
        (message) => {
          input.counters.messages += 1;
          if (message.id) lastEventId = message.id;
          input.onMessage(message);
        },
        () => {
          input.counters.heartbeats += 1;
        },
      );
      response.on('data', parse);
      response.on('error', () => again('dropped'));
      response.on('close', () => again('dropped'));
    });
    request.on('error', (error: NodeJS.ErrnoException) => again('refused', error.code ?? 'error'));
    request.end();
  };
  open();
}
