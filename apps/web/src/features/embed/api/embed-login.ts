import { type EmbedLoginRequest, type EmbedLoginResponse, embedLoginResponse } from '@jornada/shared/api/embed';
import { api, parseResponse } from '../../../lib/api-client';

/**
 * POST /api/embed/login: the same checks as POST /api/login, but the session comes back as a token
 * for the widget to hold (ADR 013), and no cookie is set.
 */
export async function embedLogin(request: EmbedLoginRequest): Promise<EmbedLoginResponse> {
  return parseResponse(embedLoginResponse, await api.post('/api/embed/login', request));
}
