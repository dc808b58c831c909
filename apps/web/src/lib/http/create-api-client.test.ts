import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './api-error';
import { setApiBearerToken } from './bearer-token';
import { createApiClient, EARLY_ANSWER_MAX_AGE_MS, REQUEST_TIMEOUT_MS } from './create-api-client';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/** A fetch that never answers until its signal aborts, like a hung server. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
}

afterEach(() => {
  vi.useRealTimers();
  setApiBearerToken(null);
});

describe('createApiClient', () => {
  it('sends cookies, the no-cache headers and X-Requested-With on every call', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ success: true }));
    const api = createApiClient({ fetch: fetchMock });
    await api.post('/api/login', { email: 'a@b.es', password: 'x' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.es', password: 'x' }));
    expect(init?.headers).toMatchObject({
      Pragma: 'no-cache',
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it("with an embed bearer token set, sends it and leaves the app's cookie out; cleared, back to cookies", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ success: true }));
    const api = createApiClient({ fetch: fetchMock });
    setApiBearerToken('tok-123');
    await api.post('/api/logout');
    setApiBearerToken(null);
    await api.get('/api/user');
    const [withToken, without] = fetchMock.mock.calls.map(([, init]) => init);
    expect(withToken?.credentials).toBe('omit');
    expect(withToken?.headers).toMatchObject({ Authorization: 'Bearer tok-123', 'X-Requested-With': 'XMLHttpRequest' });
    expect(without?.credentials).toBe('include');
    expect(without?.headers).not.toHaveProperty('Authorization');
  });

  it('adds per-call headers without losing the defaults', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ success: true }));
    const api = createApiClient({ fetch: fetchMock });
    await api.post('/api/workshift/start', {}, { headers: { 'X-Client-Timezone': 'Europe/Madrid' } });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-Client-Timezone': 'Europe/Madrid',
    });
  });

  it("sends '{}' on a write without payload and no body on a GET", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ success: true }));
    const api = createApiClient({ fetch: fetchMock });
    await api.post('/api/logout');
    await api.get('/api/user');
    expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual(['{}', undefined]);
  });

  it('reads JSON bodies as JSON and anything else as text', async () => {
    const api = createApiClient({
      fetch: vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(jsonResponse({ id: 1 }))
        .mockResolvedValueOnce(new Response('hola', { headers: { 'content-type': 'text/plain' } })),
    });
    expect(await api.get('/api/a')).toEqual({ id: 1 });
    expect(await api.get('/api/b')).toBe('hola');
  });

  it('revalidates a read that came with an ETag, and a 304 answers the remembered body', async () => {
    const withEtag = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', etag: 'W/"v1"' } });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(withEtag({ hasChanges: false, cursor: '7' }))
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { etag: 'W/"v1"' } }))
      .mockResolvedValueOnce(jsonResponse({ hasChanges: true, cursor: '8' }))
      .mockResolvedValueOnce(jsonResponse({ hasChanges: false, cursor: '8' }));
    const api = createApiClient({ fetch: fetchMock });
    expect(await api.get('/api/workshift/status')).toEqual({ hasChanges: false, cursor: '7' });
    expect(await api.get('/api/workshift/status')).toEqual({ hasChanges: false, cursor: '7' });
    // A 200 without an ETag replaces the remembered answer: the next read asks unconditionally.
    expect(await api.get('/api/workshift/status')).toEqual({ hasChanges: true, cursor: '8' });
    await api.get('/api/workshift/status');
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['If-None-Match'],
    );
    expect(sent).toEqual([undefined, 'W/"v1"', 'W/"v1"', undefined]);
  });

  it('never sends If-None-Match on a write or for another URL', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response('{}', { headers: { 'content-type': 'application/json', etag: 'W/"a"' } }),
    );
    const api = createApiClient({ fetch: fetchMock });
    await api.get('/api/workshift/current');
    await api.post('/api/workshift/current');
    await api.get('/api/workshift/user/today');
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['If-None-Match'],
    );
    expect(sent).toEqual([undefined, undefined, undefined]);
  });

  it('adds query parameters, skipping empty ones', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({}));
    const api = createApiClient({ fetch: fetchMock });
    await api.get('/api/auth/token', { query: { token: 'a b', missing: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/token?token=a+b');
  });

  it('turns a non-OK response into an ApiError with status, message and fields', async () => {
    const api = createApiClient({
      fetch: async () =>
        jsonResponse({ message: 'Actualice su suscripción', code: 'SUB', fields: { email: 'Ya existe' } }, 402),
    });
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 402,
      kind: 'http',
      message: 'Actualice su suscripción',
      code: 'SUB',
      fields: { email: 'Ya existe' },
    });
  });

  it('uses the raw text of a non-JSON error response', async () => {
    const api = createApiClient({
      fetch: async () =>
        new Response('Demasiadas peticiones', { status: 429, headers: { 'content-type': 'text/plain' } }),
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 429, message: 'Demasiadas peticiones' });
  });

  it("keeps a refusal's Retry-After in seconds (how long the kiosk must wait)", async () => {
    const refused = (retryAfter: string | null) =>
      createApiClient({
        fetch: async () =>
          new Response(JSON.stringify({ message: 'Demasiados intentos' }), {
            status: 429,
            headers: {
              'content-type': 'application/json',
              ...(retryAfter === null ? {} : { 'retry-after': retryAfter }),
            },
          }),
      })
        .get('/api/x')
        .catch((e: unknown) => e);
    expect(await refused('30')).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    for (const value of [null, 'Wed, 21 Oct 2099 07:28:00 GMT', '0', '-5']) {
      expect(((await refused(value)) as ApiError).retryAfterSeconds, String(value)).toBeUndefined();
    }
  });

  it('aborts after 8000 ms with the timeout message and no connection toast', async () => {
    vi.useFakeTimers();
    const onNetworkError = vi.fn();
    const api = createApiClient({ fetch: hangingFetch(), onNetworkError });
    const pending = api.get('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let isSettled = false;
    void pending.then(() => {
      isSettled = true;
    });
    await Promise.resolve();
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, message: TIMEOUT_MESSAGE });
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('honours a shorter timeout (the current-user call uses 5000 ms)', async () => {
    vi.useFakeTimers();
    const api = createApiClient({ fetch: hangingFetch() });
    const pending = api.get('/api/user', { timeoutMs: 5000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toMatchObject({ kind: 'timeout', message: TIMEOUT_MESSAGE });
  });

  it('maps a network failure to "Error de conexión" and reports it', async () => {
    const onNetworkError = vi.fn();
    const api = createApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      onNetworkError,
    });
    await expect(api.get('/api/user')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('passes a caller abort through untouched, without a connection toast', async () => {
    const onNetworkError = vi.fn();
    const api = createApiClient({ fetch: hangingFetch(), onNetworkError });
    const controller = new AbortController();
    const pending = api.get('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onNetworkError).not.toHaveBeenCalled();
  });
});

describe('early answers (prefetch)', () => {
  it('hands a prefetched GET to the first call for its URL, then asks again', async () => {
    let served = 0;
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ n: ++served }));
    const api = createApiClient({ fetch: fetchMock });
    api.prefetch(['/api/workshift/current']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await api.get('/api/workshift/current')).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await api.get('/api/workshift/current')).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives the call that takes it the early failure, as the server sent it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ message: 'No autorizado' }, 401));
    const api = createApiClient({ fetch: fetchMock });
    api.prefetch(['/api/company/config']);
    await expect(api.get('/api/company/config')).rejects.toMatchObject({ status: 401, message: 'No autorizado' });
  });

  it('does not use an early answer nobody took in time, nor one for another URL', async () => {
    let clock = 0;
    let served = 0;
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ n: ++served }));
    const api = createApiClient({ fetch: fetchMock, now: () => clock });
    api.prefetch(['/api/workshift/current', '/api/company/config']);
    expect(await api.get('/api/workshift/current', { query: { since: 'x' } })).toEqual({ n: 3 });
    clock = EARLY_ANSWER_MAX_AGE_MS;
    expect(await api.get('/api/company/config')).toEqual({ n: 4 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/workshift/current',
      '/api/company/config',
      '/api/workshift/current?since=x',
      '/api/company/config',
    ]);
  });
});
