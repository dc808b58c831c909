import { type ListAdminCompaniesQuery, listAdminCompaniesResponse } from '@jornada/shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** GET /api/admin/companies?search=&state=&page=&pageSize= (navegatel): every tenant, paged on the server. */
export async function getAdminCompanies(query: Partial<ListAdminCompaniesQuery>, signal?: AbortSignal) {
  return parseResponse(listAdminCompaniesResponse, await api.get('/api/admin/companies', { query, signal }));
}

/** The previous page stays on screen while the next one loads (a search, a filter, a page). */
export function useAdminCompanies(query: Partial<ListAdminCompaniesQuery> = {}) {
  return useQuery({
    queryKey: platformKeys.companyList(query),
    queryFn: ({ signal }) => getAdminCompanies(query, signal),
    placeholderData: keepPreviousData,
  });
}
