import { type CreateGestoriaUserRequest, createGestoriaUserResponse } from '@jornada/shared/api/gestoria';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, parseResponse } from '../../../lib/api-client';
import { gestoriaKeys } from './gestoria-keys';

export type CreatedGestoriaUser = z.infer<typeof createGestoriaUserResponse>;

/** POST /api/gestoria/users: an emailed invitation or, without one, a temporary password shown this once. */
export async function createGestoriaUser(body: CreateGestoriaUserRequest): Promise<CreatedGestoriaUser> {
  return parseResponse(createGestoriaUserResponse, await api.post('/api/gestoria/users', body));
}

export function useCreateGestoriaUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGestoriaUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gestoriaKeys.users() }),
  });
}
