import type { activateRequest } from '@jornada/shared/api/auth';
import { activateResponse } from '@jornada/shared/api/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/auth/activate: confirms the email; invited users also choose their password. */
export async function activate(data: z.input<typeof activateRequest>) {
  return parseResponse(activateResponse, await api.post('/api/auth/activate', data));
}

export function useActivate() {
  return useMutation({ mutationFn: activate });
}
