import { type WebClockRequest, type Workshift, workshiftSchema } from '@jornada/shared/api/workshift';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/workshift/break/end: closes the open break and resumes the shift. */
export async function endBreak(request: WebClockRequest, headers: Record<string, string>): Promise<Workshift> {
  return parseResponse(workshiftSchema, await api.post('/api/workshift/break/end', request, { headers }));
}
