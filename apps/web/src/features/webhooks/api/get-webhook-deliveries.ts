import { listWebhookDeliveriesResponse, type WebhookDelivery } from '@jornada/shared/api/webhooks';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

/** GET /api/webhooks/{id}/deliveries: the latest deliveries, newest first. */
export async function getWebhookDeliveries(webhookId: number, signal?: AbortSignal): Promise<WebhookDelivery[]> {
  return parseResponse(
    listWebhookDeliveriesResponse,
    await api.get(`/api/webhooks/${webhookId}/deliveries`, { signal }),
  );
}

/** While the log is open it refreshes every 10 s: a retry or a 'Reenviar' shows up by itself. */
export function useWebhookDeliveries(webhookId: number | null) {
  return useQuery({
    queryKey: webhookKeys.deliveries(webhookId ?? 0),
    queryFn: ({ signal }) => getWebhookDeliveries(webhookId ?? 0, signal),
    enabled: webhookId !== null,
    refetchInterval: 10_000,
  });
}
