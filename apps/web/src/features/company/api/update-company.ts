import { type CompanyDetails, type UpdateCompanyRequest, updateCompanyResponse } from '@jornada/shared/api/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { companyQueryKey } from './get-company';

/** PATCH /api/company (company admin): the name and/or the CIF/NIF. */
export async function updateCompany(body: UpdateCompanyRequest): Promise<CompanyDetails> {
  return parseResponse(updateCompanyResponse, await api.patch('/api/company', body));
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (saved) => queryClient.setQueryData(companyQueryKey, saved),
  });
}
