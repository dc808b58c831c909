import { adminGestoriaDetailsSchema } from '@jornada/shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, parseResponse } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-retry';
import { platformKeys } from './platform-keys';

/** GET /api/admin/gestorias/{id} (navegatel): the firm with its client companies and its users. */
export async function getAdminGestoria(id: number, signal?: AbortSignal) {
  return parseResponse(adminGestoriaDetailsSchema, await api.get(`/api/admin/gestorias/${id}`, { signal }));
}

/** An unknown gestoría (404) is an answer, not a failure worth retrying. */
export const isGestoriaNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** `id` null (an address that is no id) asks nothing: the page says the gestoría does not exist. */
export function useAdminGestoria(id: number | null) {
  return useQuery({
    queryKey: platformKeys.gestoria(id ?? 0),
    queryFn: ({ signal }) => getAdminGestoria(id ?? 0, signal),
    enabled: id !== null,
    retry: (failureCount, error) => !isGestoriaNotFound(error) && shouldRetry(failureCount, error),
  });
}
