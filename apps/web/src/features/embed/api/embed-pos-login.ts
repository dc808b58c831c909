import { type EmbedPosLoginRequest, embedPosLoginResponse } from '@jornada/shared/api/embed';
import type { PosLoginResponse } from '@jornada/shared/api/pos';
import { api, parseResponse } from '../../../lib/api-client';

/**
 * POST /api/embed/pos/login: activates the terminal like POST /api/pos/login, with the POS session
 * answered as a token instead of a cookie (ADR 013).
 */
export async function embedPosLogin(
  request: EmbedPosLoginRequest,
): Promise<{ company: PosLoginResponse; token: string }> {
  const { token, ...company } = parseResponse(embedPosLoginResponse, await api.post('/api/embed/pos/login', request));
  return { company, token };
}
