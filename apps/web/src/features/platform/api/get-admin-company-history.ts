import { adminCompanyHistoryResponse, type ListAdminPageQuery } from '@jornada/shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

type Query = Partial<ListAdminPageQuery>;

/** Under the company's key: each change to the company adds to its history. */
export const companyHistoryKey = (id: number, query: Query) => [...platformKeys.company(id), 'history', query] as const;

/** GET /api/admin/companies/{id}/history (navegatel): plan, state, trial and gestoría changes, newest first. */
export async function getAdminCompanyHistory(id: number, query: Query, signal?: AbortSignal) {
  return parseResponse(
    adminCompanyHistoryResponse,
    await api.get(`/api/admin/companies/${id}/history`, { query, signal }),
  );
}

export function useAdminCompanyHistory(id: number, query: Query) {
  return useQuery({
    queryKey: companyHistoryKey(id, query),
    queryFn: ({ signal }) => getAdminCompanyHistory(id, query, signal),
    placeholderData: keepPreviousData,
  });
}
