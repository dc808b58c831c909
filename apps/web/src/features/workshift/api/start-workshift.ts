import { type StartWorkshiftRequest, type Workshift, workshiftSchema } from '@jornada/shared/api/workshift';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/workshift/start: opens a shift (409 when one is already open), in the chosen work mode if any. */
export async function startWorkshift(
  request: StartWorkshiftRequest,
  headers: Record<string, string>,
): Promise<Workshift> {
  return parseResponse(workshiftSchema, await api.post('/api/workshift/start', request, { headers }));
}
