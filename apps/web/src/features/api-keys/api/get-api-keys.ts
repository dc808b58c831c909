import { type ListApiKeysResponse, listApiKeysResponse } from '@jornada/shared/api/api-keys';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

/** GET /api/api-keys: the company's live keys (never the keys themselves), and whether its plan includes the API. */
export async function getApiKeys(signal?: AbortSignal): Promise<ListApiKeysResponse> {
  return parseResponse(listApiKeysResponse, await api.get('/api/api-keys', { signal }));
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.list(), queryFn: ({ signal }) => getApiKeys(signal) });
}
