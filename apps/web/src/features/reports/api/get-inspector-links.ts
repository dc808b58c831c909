import { type InspectorLink, listInspectorLinksResponse } from '@jornada/shared/api/inspector-links';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/inspector-links: the company's links (never their tokens), newest first. */
export async function getInspectorLinks(signal?: AbortSignal): Promise<InspectorLink[]> {
  return parseResponse(listInspectorLinksResponse, await api.get('/api/inspector-links', { signal })).data;
}

export function useInspectorLinks({ isEnabled = true } = {}) {
  return useQuery({
    queryKey: reportKeys.inspectorLinks(),
    queryFn: ({ signal }) => getInspectorLinks(signal),
    enabled: isEnabled,
  });
}
