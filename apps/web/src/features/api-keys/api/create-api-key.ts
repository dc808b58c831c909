import {
  type CreateApiKeyRequest,
  type CreateApiKeyResponse,
  createApiKeyResponse,
} from '@jornada/shared/api/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

/** POST /api/api-keys (201): the new key, shown this once. */
export async function createApiKey(body: CreateApiKeyRequest): Promise<CreateApiKeyResponse> {
  return parseResponse(createApiKeyResponse, await api.post('/api/api-keys', body));
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
