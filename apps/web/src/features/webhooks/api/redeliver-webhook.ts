import { redeliverWebhookResponse, type WebhookDelivery } from '@jornada/shared/api/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

/** POST /api/webhooks/deliveries/{id}/redeliver ('Reenviar'): the same delivery, queued again now. */
export async function redeliverWebhook(deliveryId: string): Promise<WebhookDelivery> {
  return parseResponse(redeliverWebhookResponse, await api.post(`/api/webhooks/deliveries/${deliveryId}/redeliver`));
}

export function useRedeliverWebhook(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhook,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list() });
    },
  });
}
