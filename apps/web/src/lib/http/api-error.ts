/** What a failed call is, and the Spanish words the app says about it (SPEC §7, §8). */

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

export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network';
}
