import { type EmbedConfigResponse, embedConfigResponse } from '@jornada/shared/api/embed';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { embedKeys } from './embed-keys';

/** GET /api/embed/config: the origins allowed to frame the widgets (EMBED_ALLOWED_ORIGINS). */
export async function getEmbedConfig(signal?: AbortSignal): Promise<EmbedConfigResponse> {
  return parseResponse(embedConfigResponse, await api.get('/api/embed/config', { signal }));
}

/** Read once per page: the list only changes when the server restarts. */
export function useEmbedConfig() {
  return useQuery({
    queryKey: embedKeys.config(),
    queryFn: ({ signal }) => getEmbedConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}
