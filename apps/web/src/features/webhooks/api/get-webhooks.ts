import { type ListWebhooksResponse, listWebhooksResponse } from '@jornada/shared/api/webhooks';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

/** GET /api/webhooks: the live webhooks (never a secret) and whether the plan includes the API. */
export async function getWebhooks(signal?: AbortSignal): Promise<ListWebhooksResponse> {
  return parseResponse(listWebhooksResponse, await api.get('/api/webhooks', { signal }));
}

export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.list(), queryFn: ({ signal }) => getWebhooks(signal) });
}
