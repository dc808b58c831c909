import { adminCompanyDetailsSchema } from '@jornada/shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, parseResponse } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-retry';
import { platformKeys } from './platform-keys';

/** GET /api/admin/companies/{id} (navegatel): the company, its subscription and its admins. */
export async function getAdminCompany(id: number, signal?: AbortSignal) {
  return parseResponse(adminCompanyDetailsSchema, await api.get(`/api/admin/companies/${id}`, { signal }));
}

/** An unknown company (404) is an answer, not a failure worth retrying. */
export const isCompanyNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The same key useUpdateAdminCompany writes the changed company to. */
export function useAdminCompany(id: number) {
  return useQuery({
    queryKey: platformKeys.company(id),
    queryFn: ({ signal }) => getAdminCompany(id, signal),
    retry: (count, error) => !isCompanyNotFound(error) && shouldRetry(count, error),
  });
}
