import { getPetitionResponse } from '@jornada/shared/api/petitions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { petitionKeys } from './petition-keys';

/** GET /api/petitions/{id}: one petition in reach, with can_decide and can_cancel. */
export async function getPetition(id: number, signal?: AbortSignal) {
  return parseResponse(getPetitionResponse, await api.get(`/api/petitions/${id}`, { signal }));
}

export function getPetitionQueryOptions(id: number) {
  return queryOptions({
    queryKey: petitionKeys.detail(id),
    queryFn: ({ signal }) => getPetition(id, signal),
    staleTime: 0,
  });
}

export function usePetition(id: number | null) {
  return useQuery({ ...getPetitionQueryOptions(id ?? 0), enabled: id !== null });
}
