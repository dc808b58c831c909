import { type ListAdminCompanyEmployeesQuery, listAdminCompanyEmployeesResponse } from '@jornada/shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

type Query = Partial<ListAdminCompanyEmployeesQuery>;

/** Under the company's key: a change to the company refetches them with it. */
export const companyEmployeesKey = (id: number, query: Query) =>
  [...platformKeys.company(id), 'employees', query] as const;

/** GET /api/admin/companies/{id}/employees (navegatel): name, role, state and last clock day; nothing personal. */
export async function getAdminCompanyEmployees(id: number, query: Query, signal?: AbortSignal) {
  return parseResponse(
    listAdminCompanyEmployeesResponse,
    await api.get(`/api/admin/companies/${id}/employees`, { query, signal }),
  );
}

export function useAdminCompanyEmployees(id: number, query: Query) {
  return useQuery({
    queryKey: companyEmployeesKey(id, query),
    queryFn: ({ signal }) => getAdminCompanyEmployees(id, query, signal),
    placeholderData: keepPreviousData,
  });
}
