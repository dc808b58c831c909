import { checkDefaultPasswordResponse } from '@jornada/shared/api/session';
import { api, parseResponse } from '../../../lib/api-client';

/** GET /api/auth/check-default-password: is the user still on a temporary password? */
export async function checkDefaultPassword(): Promise<boolean> {
  const data = await api.get('/api/auth/check-default-password');
  return parseResponse(checkDefaultPasswordResponse, data).isDefaultPassword;
}
