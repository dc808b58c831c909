import { type ClientRequest, get, type IncomingMessage } from 'node:http';
import { call } from '../../../test/test-app';
import type { App } from '../../app';

/** One frame read off a real text/event-stream response. */
export interface Frame {
  event?: string;
  id?: string;
  data?: Record<string, unknown>;
  /** A `: comment` line (the heartbeat). */
  comment?: string;
}

export interface StreamClient {
  status: number;
  headers: Headers;
  /** Every frame so far, in order. */
  frames: Frame[];
  /** The first frame (from `from` on) matching, waiting up to `timeoutMs`; throws on timeout. */
  next(match: (frame: Frame) => boolean, options?: { timeoutMs?: number; from?: number }): Promise<Frame>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  close(): void;
}

export async function listenOn(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('sin puerto');
  return `http://127.0.0.1:${address.port}`;
}

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
  }
  return frame;
}

/** GET /api/events over real HTTP (its own connection, no agent), read as it streams, as EventSource does. */
export async function openStream(
  baseUrl: string,
  options: { cookie?: string; lastEventId?: string; query?: string; accept?: string } = {},
): Promise<StreamClient> {
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });
  const headers: Record<string, string> = {
    accept: options.accept ?? 'text/event-stream',
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
  };
  const { request, response } = await new Promise<{ request: ClientRequest; response: IncomingMessage }>(
    (resolve, reject) => {
      const request = get(`${baseUrl}/api/events${options.query ?? ''}`, { headers, agent: false }, (response) =>
        resolve({ request, response }),
      );
      request.on('error', reject);
    },
  );
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      frames.push(parseFrame(buffer.slice(0, cut)));
      buffer = buffer.slice(cut + 2);
      cut = buffer.indexOf('\n\n');
    }
    for (const wake of waiters) wake();
  });
  response.on('close', endedResolve);
  response.on('error', () => {});
  request.on('error', () => {});
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') responseHeaders.set(name, value);
  }
  return {
    status: response.statusCode ?? 0,
    headers: responseHeaders,
    frames,
    ended,
    next(match, { timeoutMs = 3000, from = 0 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`ningún evento esperado en ${timeoutMs} ms; recibidos: ${JSON.stringify(frames)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => request.destroy(),
  };
}

/** A workshift event about `userId`. */
export const shiftOf = (userId: number) => (frame: Frame) =>
  frame.event === 'workshift' && frame.data?.user_id === userId;

/** Clocks in, or out when already in: either way one workshift event about the worker. */
export async function clockSomething(app: App, cookie: string): Promise<void> {
  const start = await call(app, { method: 'POST', url: '/api/workshift/start', payload: {}, cookie });
  if (start.statusCode === 200) return;
  const end = await call(app, { method: 'POST', url: '/api/workshift/end', payload: {}, cookie });
  if (end.statusCode !== 200) throw new Error(`ni entrada ni salida: ${start.body} / ${end.body}`);
}

/** Changes the company's config (a `config` event to everyone of the company): the tests' sync point. */
export async function touchConfig(app: App, adminCookie: string): Promise<void> {
  const current = (await call(app, { method: 'GET', url: '/api/company/config', cookie: adminCookie })).json();
  const { company_id: _company, user_limit: _limit, ...values } = current;
  const next = { ...values, forgotten_clockout_hours: values.forgotten_clockout_hours === 12 ? 13 : 12 };
  const response = await call(app, { method: 'PUT', url: '/api/company/config', payload: next, cookie: adminCookie });
  if (response.statusCode !== 200) throw new Error(`config: ${response.body}`);
}
