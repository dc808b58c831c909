import { ApiError, api } from '../../../lib/api-client';

/** POST /api/pos/logout with the POS widget's bearer token: ends that terminal session (401: already ended). */
export async function embedPosLogout(): Promise<void> {
  try {
    await api.post('/api/pos/logout');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}
