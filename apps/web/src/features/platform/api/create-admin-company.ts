import { type CreateAdminCompanyRequest, createAdminCompanyResponse } from '@jornada/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** The new company, and how its admin gets in (the temporary password only ever here). */
export type CreatedCompany = z.infer<typeof createAdminCompanyResponse>;

/**
 * POST /api/admin/companies (navegatel): the company in trial with its admin, who gets an activation
 * email or (without mail) a temporary password that only this answer carries.
 */
export async function createAdminCompany(body: CreateAdminCompanyRequest): Promise<CreatedCompany> {
  return parseResponse(createAdminCompanyResponse, await api.post('/api/admin/companies', body));
}

/** A new company counts in the lists, the stats and its gestoría's companies. */
export function useCreateAdminCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.all }),
  });
}
