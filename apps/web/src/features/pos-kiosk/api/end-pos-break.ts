import type { PosClockRequest } from '@jornada/shared/api/pos';
import { type Workshift, workshiftActionResponse } from '@jornada/shared/api/workshift';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/pos/workshift/break/end?schema_name: ends the open break for the employee named in the body (with `pin` when the terminal asks). */
export async function endPosBreak(
  request: PosClockRequest,
  schemaName: string,
  headers: Record<string, string>,
): Promise<Workshift> {
  const data = await api.post('/api/pos/workshift/break/end', request, { query: { schema_name: schemaName }, headers });
  return parseResponse(workshiftActionResponse, data);
}
