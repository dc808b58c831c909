import { getUserResponse, type SessionUser } from '@jornada/shared/api/session';
import { ApiError, api, parseResponse, USER_REQUEST_TIMEOUT_MS } from '../../../lib/api-client';

/** GET /api/user with the widget's bearer token; null when its session has ended (401/403). */
export async function getEmbedUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const data = await api.get('/api/user', { timeoutMs: USER_REQUEST_TIMEOUT_MS, signal });
    return parseResponse(getUserResponse, data);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}
