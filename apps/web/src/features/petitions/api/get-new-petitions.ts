import { getNewPetitionsResponse } from '@jornada/shared/api/petitions';
import { api, parseResponse } from '../../../lib/api-client';

/** GET /api/petitions/new-petitions?since=: was anything assigned to me since that cursor? */
export async function getNewPetitions(since: string | undefined, signal?: AbortSignal) {
  return parseResponse(
    getNewPetitionsResponse,
    await api.get('/api/petitions/new-petitions', { query: { since }, signal }),
  );
}
