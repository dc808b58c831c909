import { type PosLoginRequest, type PosLoginResponse, posLoginResponse } from '@jornada/shared/api/pos';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/pos/login: opens the terminal's POS session (its own cookie) and answers the company. */
export async function posLogin(request: PosLoginRequest): Promise<PosLoginResponse> {
  return parseResponse(posLoginResponse, await api.post('/api/pos/login', request));
}
