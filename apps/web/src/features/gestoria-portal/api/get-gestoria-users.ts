import { type gestoriaUserSchema, gestoriaUsersResponse } from '@jornada/shared/api/gestoria';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, parseResponse } from '../../../lib/api-client';
import { gestoriaKeys } from './gestoria-keys';

export type GestoriaUser = z.infer<typeof gestoriaUserSchema>;

/** GET /api/gestoria/users: the firm's users, active and deactivated. */
export async function getGestoriaUsers(signal?: AbortSignal): Promise<GestoriaUser[]> {
  return parseResponse(gestoriaUsersResponse, await api.get('/api/gestoria/users', { signal }));
}

export function useGestoriaUsers() {
  return useQuery({ queryKey: gestoriaKeys.users(), queryFn: ({ signal }) => getGestoriaUsers(signal) });
}
