import { logoutResponse } from '@jornada/shared/api/session';
import { ApiError, api, parseResponse } from '../../../lib/api-client';

/**
 * POST /api/logout with the widget's bearer token: ends that session only. A 401 means it had already
 * ended (expired, revoked): logged out all the same.
 */
export async function embedLogout(): Promise<void> {
  try {
    parseResponse(logoutResponse, await api.post('/api/logout'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}
