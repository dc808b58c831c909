import { type PosVerifyResponse, posVerifyResponse } from '@jornada/shared/api/pos';
import { api, parseResponse } from '../../../lib/api-client';
import { verifyPath } from '../utils/pos-session-check';

/**
 * GET /api/pos/verify/terminal/{id_acceso}?schema_name= (or /api/pos/verify without a terminal id):
 * whether this browser's POS session still works for that terminal and company (SPEC §4.4, §7).
 */
export async function verifyPosSession(
  saved: { id_acceso?: string | null; schema_name?: string | null },
  signal?: AbortSignal,
): Promise<PosVerifyResponse> {
  const query = { schema_name: saved.schema_name ?? undefined };
  return parseResponse(posVerifyResponse, await api.get(verifyPath(saved.id_acceso), { query, signal }));
}
