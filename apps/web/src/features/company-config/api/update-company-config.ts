import {
  type CompanyConfig,
  type UpdateCompanyConfigRequest,
  updateCompanyConfigResponse,
} from '@jornada/shared/api/company-config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { companyConfigQueryKey, getEditableCompanyConfigQueryOptions } from './get-company-config';

/** PUT /api/company/config (company admin): every editable value at once; user_limit comes from the plan. */
export async function updateCompanyConfig(body: UpdateCompanyConfigRequest): Promise<CompanyConfig> {
  return parseResponse(updateCompanyConfigResponse, await api.put('/api/company/config', body));
}

export function useUpdateCompanyConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyConfig,
    onSuccess: (saved) => {
      queryClient.setQueryData(companyConfigQueryKey, saved);
      queryClient.setQueryData(getEditableCompanyConfigQueryOptions().queryKey, saved);
      // The home card's break rules and the history's expected hours read it too.
      return queryClient.invalidateQueries({ queryKey: companyConfigQueryKey });
    },
  });
}
