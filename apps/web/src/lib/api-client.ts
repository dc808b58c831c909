import type { z } from 'zod';
import { toast } from '../components/ui/toast/toast-store';
import { createEtagMemory, type EtagMemory } from './etag-memory';

/** SPEC §7: every call aborts after 8 s; the current-user call after 5 s. */
export const REQUEST_TIMEOUT_MS = 8000;
export const USER_REQUEST_TIMEOUT_MS = 5000;
/** SPEC §8: the connection-error toast lasts 5 s and shows at most once every 6 s. */
export const NETWORK_TOAST_DURATION_MS = 5000;
export const NETWORK_TOAST_INTERVAL_MS = 6000;

export const DEFAULT_ERROR_MESSAGE = 'Error en la petición';
export const TIMEOUT_MESSAGE = 'La solicitud tardó demasiado tiempo en completarse';
export const NETWORK_ERROR_MESSAGE = 'Error de conexión';
export const NETWORK_ERROR_DESCRIPTION =
  'No se pudo conectar al servidor. Verifica tu conexión o inicia sesión de nuevo.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'Respuesta inesperada del servidor';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (timeout or network failure). */
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly code?: string;
  /** Per-field messages sent by the server (errorResponse.fields). */
  readonly fields?: Record<string, string>;
  /** The answer's Retry-After in seconds (a 429 or 503 saying how long to wait). */
  readonly retryAfterSeconds?: number;

  constructor(
    message: string,
    options: {
      status: number;
      kind: ApiErrorKind;
      code?: string;
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
    },
  ) {
    super(message);
    this.status = options.status;
    this.kind = options.kind;
    this.code = options.code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The message of a failed response (SPEC §7): body.message, else body.error, else the raw text, else
 * 'Error en la petición'. An HTML error page (a proxy's 502, say) is not shown to users as text.
 */
export function extractErrorMessage(body: unknown): string {
  if (isRecord(body)) {
    return nonEmptyString(body.message) ?? nonEmptyString(body.error) ?? DEFAULT_ERROR_MESSAGE;
  }
  const text = nonEmptyString(body)?.trim();
  if (!text || /^<(!doctype|html)/i.test(text)) return DEFAULT_ERROR_MESSAGE;
  return text;
}

/** Returns a function that answers true at most once per `intervalMs`. */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}

/** Reads a response as JSON when its content type says so, otherwise as text (SPEC §7). */
export async function readResponseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    const text = await response.text();
    if (text === '') return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return response.text();
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Retry-After as whole seconds; the server sends seconds (an HTTP date, or nothing, is undefined). */
export function retryAfterSecondsOf(value: string | null | undefined): number | undefined {
  if (!value || !/^\s*\d+\s*$/.test(value)) return undefined;
  const seconds = Number(value);
  return seconds > 0 ? seconds : undefined;
}

export function toApiError(status: number, body: unknown, retryAfter?: string | null): ApiError {
  return new ApiError(extractErrorMessage(body), {
    status,
    kind: 'http',
    code: isRecord(body) ? nonEmptyString(body.code) : undefined,
    fields: isRecord(body) ? stringRecord(body.fields) : undefined,
    retryAfterSeconds: retryAfterSecondsOf(retryAfter),
  });
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  timeoutMs?: number;
  /** Extra headers for this call (the workshift actions send the client's zone and time). */
  headers?: Record<string, string>;
  /** Caller's abort signal (TanStack Query passes one); aborting it rejects with the AbortError. */
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch?: typeof fetch;
  onNetworkError?: () => void;
  /** The answers kept for conditional GETs (a fresh one per client by default). */
  etags?: EtagMemory;
  now?: () => number;
}

export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * JSON body of a request. A write without a payload (logout, say) sends '{}': with Content-Type
 * application/json on every call, an empty body would be rejected as malformed JSON.
 */
export function serializeBody(method: NonNullable<RequestOptions['method']>, body: unknown): string | undefined {
  if (body !== undefined) return JSON.stringify(body);
  return method === 'GET' ? undefined : '{}';
}

/**
 * The embed widgets' session (docs/decisions/013): a token held by the page and sent as
 * `Authorization: Bearer`, because a widget framed by another site, or in a WebView without third-party
 * cookies, gets no cookie. While one is set the app's cookie is neither sent nor set (credentials
 * 'omit'): an embed page never touches the app's own session. Null (the app) leaves every call as before.
 */
let bearerToken: string | null = null;

export function setApiBearerToken(token: string | null): void {
  bearerToken = token && token.trim() !== '' ? token : null;
}

export function getApiBearerToken(): string | null {
  return bearerToken;
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

/** Shows the SPEC §8 connection toast, at most once every 6 s. */
export function createNetworkErrorNotifier(notify: () => void, now: () => number = Date.now): () => void {
  const isAllowed = createThrottle(NETWORK_TOAST_INTERVAL_MS, now);
  return () => {
    if (isAllowed()) notify();
  };
}

export const api = createApiClient({
  onNetworkError: createNetworkErrorNotifier(() =>
    toast({
      title: NETWORK_ERROR_MESSAGE,
      description: NETWORK_ERROR_DESCRIPTION,
      variant: 'error',
      duration: NETWORK_TOAST_DURATION_MS,
    }),
  ),
});

/** Validates a response against the shared contract; a mismatch is a bug, reported once in the console. */
export function parseResponse<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    console.error('Respuesta de la API fuera de contrato', result.error.issues, data);
    throw new Error(UNEXPECTED_RESPONSE_MESSAGE);
  }
  return result.data;
}

export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network';
}

/** Error toast for a failed call, except network failures: those already got the connection toast. */
export function notifyApiError(title: string, error: unknown): void {
  if (isNetworkError(error)) return;
  toast({ title, description: errorMessage(error), variant: 'error' });
}
