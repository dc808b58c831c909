import { type CompanyDetails, getCompanyResponse } from '@jornada/shared/api/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export const companyQueryKey = ['company'] as const;

/** GET /api/company (company admin): name, CIF/NIF, schema_name, plan and subscription. */
export async function getCompany(signal?: AbortSignal): Promise<CompanyDetails> {
  return parseResponse(getCompanyResponse, await api.get('/api/company', { signal }));
}

export function getCompanyQueryOptions() {
  return queryOptions({ queryKey: companyQueryKey, queryFn: ({ signal }) => getCompany(signal) });
}

export function useCompany() {
  return useQuery(getCompanyQueryOptions());
}
