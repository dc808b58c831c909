import type { z } from 'zod';
import { toast } from '../components/ui/toast/toast-store';
import {
  errorMessage,
  isNetworkError,
  NETWORK_ERROR_DESCRIPTION,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './http/api-error';
import { createApiClient } from './http/create-api-client';

/*
 * The app's one API client and what every call site needs from it. The parts live in ./http: the
 * error and its messages, the request's options, the embed's bearer token and the client itself.
 */
export {
  ApiError,
  type ApiErrorKind,
  DEFAULT_ERROR_MESSAGE,
  errorMessage,
  extractErrorMessage,
  isNetworkError,
  NETWORK_ERROR_DESCRIPTION,
  NETWORK_ERROR_MESSAGE,
  readResponseBody,
  retryAfterSecondsOf,
  TIMEOUT_MESSAGE,
  toApiError,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './http/api-error';
export { getApiBearerToken, setApiBearerToken } from './http/bearer-token';
export {
  type ApiClient,
  type ApiClientDeps,
  createApiClient,
  EARLY_ANSWER_MAX_AGE_MS,
  REQUEST_TIMEOUT_MS,
  USER_REQUEST_TIMEOUT_MS,
} from './http/create-api-client';
export { buildUrl, type QueryParams, type RequestOptions, serializeBody } from './http/request-options';

/** SPEC §8: the connection-error toast lasts 5 s and shows at most once every 6 s. */
export const NETWORK_TOAST_DURATION_MS = 5000;
export const NETWORK_TOAST_INTERVAL_MS = 6000;

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

/** Error toast for a failed call, except network failures: those already got the connection toast. */
export function notifyApiError(title: string, error: unknown): void {
  if (isNetworkError(error)) return;
  toast({ title, description: errorMessage(error), variant: 'error' });
}
