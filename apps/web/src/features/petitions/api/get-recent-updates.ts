import { getRecentUpdatesResponse } from '@jornada/shared/api/petitions';
import { api, parseResponse } from '../../../lib/api-client';

/** GET /api/petitions/recent-updates?since=: was any of my petitions decided since that cursor? */
export async function getRecentUpdates(since: string | undefined, signal?: AbortSignal) {
  return parseResponse(
    getRecentUpdatesResponse,
    await api.get('/api/petitions/recent-updates', { query: { since }, signal }),
  );
}
