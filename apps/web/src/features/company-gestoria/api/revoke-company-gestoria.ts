import { revokeGestoriaResponse } from '@jornada/shared/api/gestoria';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { companyGestoriaQueryKey } from './get-company-gestoria';

/** DELETE /api/company/gestoria: the gestoría loses access from its next request. */
export async function revokeCompanyGestoria() {
  return parseResponse(revokeGestoriaResponse, await api.delete('/api/company/gestoria'));
}

export function useRevokeCompanyGestoria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCompanyGestoria,
    onSuccess: () => queryClient.setQueryData(companyGestoriaQueryKey, { gestoria: null }),
  });
}
