import { type ListContactRequestsQuery, listContactRequestsResponse } from '@jornada/shared/api/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** GET /api/admin/contact-requests?kind=&spam=&page=&pageSize= (navegatel): the public forms' requests, newest first. */
export async function getContactRequests(query: Partial<ListContactRequestsQuery>, signal?: AbortSignal) {
  return parseResponse(listContactRequestsResponse, await api.get('/api/admin/contact-requests', { query, signal }));
}

/** The previous page stays on screen while the next one (or another filter) loads. */
export function useContactRequests(query: Partial<ListContactRequestsQuery>) {
  return useQuery({
    queryKey: [...platformKeys.contactRequests(), query],
    queryFn: ({ signal }) => getContactRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}
