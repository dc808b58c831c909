import { companyGestoriaResponse } from '@jornada/shared/api/gestoria';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export const companyGestoriaQueryKey = ['company', 'gestoria'] as const;

/** GET /api/company/gestoria (company admin): the gestoría that reads the company's register, or null. */
export async function getCompanyGestoria(signal?: AbortSignal) {
  return parseResponse(companyGestoriaResponse, await api.get('/api/company/gestoria', { signal }));
}

export function useCompanyGestoria() {
  return useQuery({ queryKey: companyGestoriaQueryKey, queryFn: ({ signal }) => getCompanyGestoria(signal) });
}
