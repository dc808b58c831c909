import {
  type WebhookDeliveryStatus,
  type WebhookEventType,
  webhookDeliveryStatusLabels,
  webhookEventLabels,
} from '@jornada/shared/api/webhooks';
import { compact, num, text } from './log-values';

const eventLabel = (value: unknown) =>
  typeof value === 'string' && value in webhookEventLabels ? webhookEventLabels[value as WebhookEventType] : undefined;

function events(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const labels = compact(value.map(eventLabel));
  return labels.length > 0 ? `Eventos: ${labels.map((label) => label.toLowerCase()).join(', ')}` : undefined;
}

function cancelled(value: unknown): string | undefined {
  const n = num(value);
  if (!n) return undefined;
  return n === 1 ? '1 envío pendiente descartado' : `${n} envíos pendientes descartados`;
}

function previous(value: unknown): string | undefined {
  return typeof value === 'string' && value in webhookDeliveryStatusLabels
    ? `Estaba: ${webhookDeliveryStatusLabels[value as WebhookDeliveryStatus].toLowerCase()}`
    : undefined;
}

/** webhook.*: the URL (never the secret), its events, and what a deletion or a 'Reenviar' did. */
export function summarizeWebhook(action: string, d: Record<string, unknown>): string[] {
  switch (action) {
    case 'webhook.created':
      return compact([text(d.url), events(d.events)]);
    case 'webhook.deleted':
      return compact([text(d.url), cancelled(d.pending_cancelled)]);
    case 'webhook.redelivered':
      return compact([text(d.url), eventLabel(d.event), previous(d.previous_status)]);
    default:
      return compact([text(d.url)]);
  }
}
