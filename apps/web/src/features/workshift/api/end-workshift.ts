import { type EndWorkshiftRequest, type Workshift, workshiftSchema } from '@jornada/shared/api/workshift';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/workshift/end: closes the shift (and an open break); observaciones default to 'Jornada Regular' server-side. */
export async function endWorkshift(request: EndWorkshiftRequest, headers: Record<string, string>): Promise<Workshift> {
  return parseResponse(workshiftSchema, await api.post('/api/workshift/end', request, { headers }));
}
