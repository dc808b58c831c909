import { type PosIncidentRequest, posIncidentResponse } from '@jornada/shared/api/pos';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/pos-incidents (SPEC §3 Incident (POS), §7): recorded in the worker's record. */
export async function createPosIncident(request: PosIncidentRequest, headers: Record<string, string>) {
  return parseResponse(posIncidentResponse, await api.post('/api/pos-incidents', request, { headers }));
}
