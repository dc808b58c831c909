import type { PosEndRequest } from '@jornada/shared/api/pos';
import { type Workshift, workshiftActionResponse } from '@jornada/shared/api/workshift';
import { api, parseResponse } from '../../../lib/api-client';

/**
 * POST /api/pos/workshift/end?schema_name with X-Client-Timezone and X-Client-Time; the body carries
 * client_time and observaciones (SPEC §7).
 */
export async function endPosWorkshift(
  request: PosEndRequest,
  schemaName: string,
  headers: Record<string, string>,
): Promise<Workshift> {
  const data = await api.post('/api/pos/workshift/end', request, { query: { schema_name: schemaName }, headers });
  return parseResponse(workshiftActionResponse, data);
}
