import { type WebClockRequest, type Workshift, workshiftSchema } from '@jornada/shared/api/workshift';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/workshift/break/start: the server applies the same break policy as the card (409 with its reason). */
export async function startBreak(request: WebClockRequest, headers: Record<string, string>): Promise<Workshift> {
  return parseResponse(workshiftSchema, await api.post('/api/workshift/break/start', request, { headers }));
}
