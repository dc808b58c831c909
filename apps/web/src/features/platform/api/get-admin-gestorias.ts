import { type ListAdminGestoriasQuery, listAdminGestoriasResponse } from '@jornada/shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** GET /api/admin/gestorias?search=&page=&pageSize= (navegatel): the firms, with their companies and users counted. */
export async function getAdminGestorias(query: Partial<ListAdminGestoriasQuery>, signal?: AbortSignal) {
  return parseResponse(listAdminGestoriasResponse, await api.get('/api/admin/gestorias', { query, signal }));
}

/** The list page pages and searches on the server; a gestoría picker asks for the largest page. */
export function useAdminGestorias(query: Partial<ListAdminGestoriasQuery> = {}) {
  return useQuery({
    queryKey: platformKeys.gestoriaList(query),
    queryFn: ({ signal }) => getAdminGestorias(query, signal),
    placeholderData: keepPreviousData,
  });
}
