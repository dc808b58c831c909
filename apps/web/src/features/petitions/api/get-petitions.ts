import { listPetitionsResponse, type PetitionView } from '@jornada/shared/api/petitions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { PETITIONS_PAGE_SIZE, type StatusFilter } from '../utils/petition-search';
import { INBOX_POLL_MS } from '../utils/polling';
import { petitionKeys } from './petition-keys';

/** GET /api/petitions?view=inbox|outbox&status&page: newest first, one page. */
export async function getPetitions(view: PetitionView, status: StatusFilter, page: number, signal?: AbortSignal) {
  const data = await api.get('/api/petitions', {
    query: { view, status: status === 'all' ? undefined : status, page, page_size: PETITIONS_PAGE_SIZE },
    signal,
  });
  return parseResponse(listPetitionsResponse, data);
}

export function getPetitionsQueryOptions(view: PetitionView, status: StatusFilter, page: number) {
  return queryOptions({
    queryKey: petitionKeys.list(view, status, page),
    queryFn: ({ signal }) => getPetitions(view, status, page, signal),
    staleTime: 0,
    // SPEC §4.3's sidebar inbox pace; new petitions and decisions also refresh it at once (hasNewPetitions, hasUpdates).
    refetchInterval: INBOX_POLL_MS,
  });
}

/** Keeps the previous page on screen while the next filter or page loads. */
export function usePetitions(view: PetitionView, status: StatusFilter, page: number) {
  return useQuery({ ...getPetitionsQueryOptions(view, status, page), placeholderData: keepPreviousData });
}
