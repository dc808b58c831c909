import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** The path and query, as the API client built them ('/api/employees'). */
  path: string;
  /** The JSON body sent, parsed; undefined for none. */
  body: unknown;
}

export interface StubResponse {
  status?: number;
  body: unknown;
}

type Handler = (call: ApiCall) => StubResponse | Promise<StubResponse>;

/**
 * Replaces the network (global fetch) with answers by 'METHOD /path' ('POST /api/employees'), and records
 * every call made. A call nobody answers fails the way a request to a missing route does (404), so a test
 * notices a request it did not expect instead of hanging.
 */
export function stubApi(handlers: Record<string, Handler | StubResponse>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    const { status = 200, body: responseBody } = answer ?? { status: 404, body: { message: 'Ruta no encontrada' } };
    return new Response(JSON.stringify(responseBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}
