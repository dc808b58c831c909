/** What a call asks for: its options, URL and JSON body. */

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
