import { type LoginRequest, loginResponse, type SessionUser } from '@jornada/shared/api/session';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api-client';

export const embedLoginResponse = loginResponse.extend({ token: z.string().min(1) });

/**
 * POST /api/embed/login: the same checks as POST /api/login, but the session comes back as a token
 * for the widget to hold (ADR 013), and no cookie is set.
 */
export async function embedLogin(request: LoginRequest): Promise<{ user: SessionUser; token: string }> {
  return parseResponse(embedLoginResponse, await api.post('/api/embed/login', request));
}
