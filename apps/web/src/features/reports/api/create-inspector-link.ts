import {
  type CreateInspectorLinkRequest,
  type CreateInspectorLinkResponse,
  createInspectorLinkResponse,
} from '@jornada/shared/api/inspector-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** POST /api/inspector-links: the answer carries the link's url, shown this once. */
export async function createInspectorLink(body: CreateInspectorLinkRequest): Promise<CreateInspectorLinkResponse> {
  return parseResponse(createInspectorLinkResponse, await api.post('/api/inspector-links', body));
}

export function useCreateInspectorLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInspectorLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.inspectorLinks() }),
  });
}
