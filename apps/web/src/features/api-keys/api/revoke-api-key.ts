import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

/** DELETE /api/api-keys/{id} (204): the key stops working at once and leaves the list. */
export async function revokeApiKey(id: number): Promise<void> {
  await api.delete(`/api/api-keys/${id}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
