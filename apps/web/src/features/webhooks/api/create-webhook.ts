import {
  type CreateWebhookRequest,
  type CreateWebhookResponse,
  createWebhookResponse,
} from '@jornada/shared/api/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

/** POST /api/webhooks (201): the new webhook with its signing secret, shown this once. */
export async function createWebhook(body: CreateWebhookRequest): Promise<CreateWebhookResponse> {
  return parseResponse(createWebhookResponse, await api.post('/api/webhooks', body));
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}
