import type { PosClockRequest } from '@jornada/shared/api/pos';
import { type Workshift, workshiftActionResponse } from '@jornada/shared/api/workshift';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/pos/workshift/start?schema_name: opens a shift at the kiosk (on site) for the employee named in the body (with `pin` when the terminal asks). */
export async function startPosWorkshift(
  request: PosClockRequest,
  schemaName: string,
  headers: Record<string, string>,
): Promise<Workshift> {
  const data = await api.post('/api/pos/workshift/start', request, { query: { schema_name: schemaName }, headers });
  return parseResponse(workshiftActionResponse, data);
}
