import { type PosLoginRequest, type PosLoginResponse, posLoginResponse } from '@jornada/shared/api/pos';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api-client';

export const embedPosLoginResponse = posLoginResponse.extend({ token: z.string().min(1) });

/**
 * POST /api/embed/pos/login: activates the terminal like POST /api/pos/login, with the POS session
 * answered as a token instead of a cookie (ADR 013).
 */
export async function embedPosLogin(request: PosLoginRequest): Promise<{ company: PosLoginResponse; token: string }> {
  const { token, ...company } = parseResponse(embedPosLoginResponse, await api.post('/api/embed/pos/login', request));
  return { company, token };
}
