import { type Workshift, type WorkshiftActionRequest, workshiftSchema } from '@jornada/shared/api/workshift';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/workshift/start: opens a shift (409 when one is already open). */
export async function startWorkshift(
  request: WorkshiftActionRequest,
  headers: Record<string, string>,
): Promise<Workshift> {
  return parseResponse(workshiftSchema, await api.post('/api/workshift/start', request, { headers }));
}
