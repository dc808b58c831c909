import { createEtagMemory, type EtagMemory } from '../etag-memory';
import { ApiError, NETWORK_ERROR_MESSAGE, readResponseBody, TIMEOUT_MESSAGE, toApiError } from './api-error';
import { getApiBearerToken } from './bearer-token';
import { buildUrl, type RequestOptions, serializeBody } from './request-options';

/** SPEC §7: every call aborts after 8 s; the current-user call after 5 s. */
export const REQUEST_TIMEOUT_MS = 8000;
export const USER_REQUEST_TIMEOUT_MS = 5000;

export interface ApiClientDeps {
  fetch?: typeof fetch;
  onNetworkError?: () => void;
  /** The answers kept for conditional GETs (a fresh one per client by default). */
  etags?: EtagMemory;
  now?: () => number;
}

/** How long an early answer (`prefetch`) waits for the call it was asked for; after that it is not used. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

export function createApiClient(deps: ApiClientDeps = {}) {
  const etags = deps.etags ?? createEtagMemory();
  const now = deps.now ?? Date.now;
  /** GETs started before anyone asked (`prefetch`), each handed to the first call for its URL. */
  const early = new Map<string, { answer: Promise<unknown>; startedAt: number }>();

  function takeEarlyAnswer(url: string): Promise<unknown> | undefined {
    const entry = early.get(url);
    if (!entry) return undefined;
    early.delete(url);
    return now() - entry.startedAt < EARLY_ANSWER_MAX_AGE_MS ? entry.answer : undefined;
  }

  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
    const url = buildUrl(path, options.query);
    const isGet = (options.method ?? 'GET') === 'GET';
    const remembered = isGet ? etags.recall(url) : undefined;
    const bearerToken = getApiBearerToken();
    const controller = new AbortController();
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) onCallerAbort();
    else options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: options.method ?? 'GET',
          credentials: bearerToken ? 'omit' : 'include',
          headers: {
            Pragma: 'no-cache',
            'Cache-Control': 'no-store',
            'Content-Type': 'application/json',
            // The server's CSRF guard requires it on every state change.
            'X-Requested-With': 'XMLHttpRequest',
            ...(bearerToken ? { Authorization: `Bearer ${bearerToken}` } : {}),
            ...(remembered ? { 'If-None-Match': remembered.etag } : {}),
            ...options.headers,
          },
          body: serializeBody(options.method ?? 'GET', options.body),
          signal: controller.signal,
        });
      } catch (error) {
        if (isTimedOut) throw new ApiError(TIMEOUT_MESSAGE, { status: 0, kind: 'timeout' });
        if (options.signal?.aborted) throw error;
        deps.onNetworkError?.();
        throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: 'network' });
      }
      // Not modified: the answer remembered with that ETag (the server's ETags are per user).
      if (response.status === 304 && remembered) return remembered.body;
      let body: unknown;
      try {
        body = await readResponseBody(response);
      } catch (error) {
        if (isTimedOut) throw new ApiError(TIMEOUT_MESSAGE, { status: 0, kind: 'timeout' });
        throw error;
      }
      if (!response.ok) throw toApiError(response.status, body, response.headers.get('retry-after'));
      const etag = isGet ? response.headers.get('etag') : null;
      if (etag) etags.remember(url, etag, body);
      else if (remembered) etags.forget(url);
      return body;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  type Opts = Omit<RequestOptions, 'method' | 'body'>;
  return {
    request,
    get: (path: string, options?: Opts) =>
      takeEarlyAnswer(buildUrl(path, options?.query)) ?? request(path, { ...options, method: 'GET' }),
    /**
     * Starts these GETs now; the first `get` of each URL within EARLY_ANSWER_MAX_AGE_MS gets that answer
     * (or its error) instead of asking again. For a page whose data is known before its code has loaded.
     */
    prefetch: (paths: string[]) => {
      for (const path of paths) {
        if (early.has(path)) continue;
        const answer = request(path);
        // Unused, its failure is nobody's: the call that takes it sees the error.
        answer.catch(() => undefined);
        early.set(path, { answer, startedAt: now() });
      }
    },
    post: (path: string, body?: unknown, options?: Opts) => request(path, { ...options, method: 'POST', body }),
    put: (path: string, body?: unknown, options?: Opts) => request(path, { ...options, method: 'PUT', body }),
    patch: (path: string, body?: unknown, options?: Opts) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path: string, options?: Opts) => request(path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
