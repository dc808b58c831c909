import { type ClientCompany, clientCompaniesResponse } from '@jornada/shared/api/gestoria';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { gestoriaKeys } from './gestoria-keys';

/** GET /api/gestoria/companies: the gestoría's client companies with today's indicators. */
export async function getClientCompanies(signal?: AbortSignal): Promise<ClientCompany[]> {
  return parseResponse(clientCompaniesResponse, await api.get('/api/gestoria/companies', { signal }));
}

export function getClientCompaniesQueryOptions() {
  return queryOptions({ queryKey: gestoriaKeys.companies(), queryFn: ({ signal }) => getClientCompanies(signal) });
}

/** The home's cards, the header's menu and each client page's header all read this one query. */
export function useClientCompanies({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getClientCompaniesQueryOptions(), enabled: isEnabled });
}
