import { adminCompanyDetailsSchema, type UpdateAdminCompanyRequest } from '@jornada/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** PATCH /api/admin/companies/{id}: name, plan, trial end, suspension (state) or gestoría (null unlinks). */
export async function updateAdminCompany(id: number, body: UpdateAdminCompanyRequest) {
  return parseResponse(adminCompanyDetailsSchema, await api.patch(`/api/admin/companies/${id}`, body));
}

/** A change shows in the company, the lists, the stats and the gestorías' counts: the whole console refetches. */
export function useUpdateAdminCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAdminCompanyRequest }) => updateAdminCompany(id, body),
    onSuccess: (company) => {
      queryClient.setQueryData(platformKeys.company(company.id), company);
      return queryClient.invalidateQueries({ queryKey: platformKeys.all });
    },
  });
}
