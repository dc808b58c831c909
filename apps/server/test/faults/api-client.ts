import { DEMO_PASSWORD } from '../../src/modules/demo/seed-demo';

export interface ApiResponse {
  status: number;
  body: { message?: string; code?: string; [key: string]: unknown } | null;
  headers: Headers;
}

/** A call as SPEC's client makes it (X-Requested-With, JSON); throws only when nothing answers. */
export async function apiCall(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  options: { cookie?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<ApiResponse> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: ApiResponse['body'] = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text };
  }
  return { status: response.status, body, headers: response.headers };
}

/** Logs a demo account in; the session cookie. */
export async function logIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) throw new Error(`login de ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.split('=')[0]?.endsWith('jornada_session'));
  if (!cookie) throw new Error(`login de ${email}: sin cookie de sesión`);
  return cookie.split(';')[0] as string;
}
