import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

/** DELETE /api/webhooks/{id}: nothing more is sent to it; what was still waiting is not sent. */
export async function deleteWebhook(id: number): Promise<void> {
  await api.delete(`/api/webhooks/${id}`);
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}
