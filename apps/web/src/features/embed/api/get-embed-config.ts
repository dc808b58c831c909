import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api-client';
import { embedKeys } from './embed-keys';

export const embedConfigResponse = z.object({ allowed_origins: z.array(z.string()) });
export type EmbedConfig = z.infer<typeof embedConfigResponse>;

/** GET /api/embed/config: the origins allowed to frame the widgets (EMBED_ALLOWED_ORIGINS). */
export async function getEmbedConfig(signal?: AbortSignal): Promise<EmbedConfig> {
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
