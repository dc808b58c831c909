import { api } from '../../../lib/api-client';

/** POST /api/pos/logout: ends this browser's POS session (the user session, if any, is untouched). */
export async function posLogout(): Promise<void> {
  await api.post('/api/pos/logout');
}
