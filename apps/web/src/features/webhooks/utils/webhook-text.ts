import {
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  webhookDeliveryStatusLabels,
  webhookEventLabels,
} from '@jornada/shared/api/webhooks';
import { formatMadridDateTime } from '../../../lib/madrid-instant-text';
import type { StatusTone } from '../../../lib/status-tones';

/** The events of a webhook as the list reads them: 'Jornada iniciada · Jornada finalizada'. */
export function eventsSummary(events: readonly WebhookEventType[]): string {
  return events.map((event) => webhookEventLabels[event]).join(' · ');
}

/** Who created a webhook and when: 'Creado el 05/03/2026 10:15 por Ana García'. */
export function createdText(webhook: Pick<Webhook, 'created_at' | 'created_by'>): string {
  const by = webhook.created_by ? ` por ${webhook.created_by.name}` : '';
  return `Creado el ${formatMadridDateTime(webhook.created_at)}${by}`;
}

/** What is still waiting or failed, for the list: '2 pendientes · 1 fallido'; '' when all went out. */
export function backlogText(webhook: Pick<Webhook, 'pending_deliveries' | 'failed_deliveries'>): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    webhook.pending_deliveries > 0 && plural(webhook.pending_deliveries, 'pendiente', 'pendientes'),
    webhook.failed_deliveries > 0 && plural(webhook.failed_deliveries, 'fallido', 'fallidos'),
  ]
    .filter(Boolean)
    .join(' · ');
}

const tones: Record<WebhookDeliveryStatus, StatusTone> = { delivered: 'success', pending: 'warning', failed: 'danger' };

export function deliveryStatus(delivery: Pick<WebhookDelivery, 'status'>): { label: string; tone: StatusTone } {
  return { label: webhookDeliveryStatusLabels[delivery.status], tone: tones[delivery.status] };
}

/**
 * A delivery's last attempt in one line: the receiver's code (or why there was none), the attempts,
 * and when the next one is due. 'HTTP 500 · 3 intentos · Próximo intento: 05/03/2026 10:30'.
 */
export function attemptsText(delivery: WebhookDelivery): string {
  const code =
    delivery.last_status_code !== null
      ? `HTTP ${delivery.last_status_code}`
      : delivery.attempts > 0
        ? (delivery.last_error ?? 'Sin respuesta')
        : 'Sin intentos todavía';
  const attempts = delivery.attempts === 1 ? '1 intento' : `${delivery.attempts} intentos`;
  const next =
    delivery.status === 'pending' && delivery.next_attempt_at && delivery.attempts > 0
      ? `Próximo intento: ${formatMadridDateTime(delivery.next_attempt_at)}`
      : null;
  return [code, delivery.attempts > 0 ? attempts : null, next].filter(Boolean).join(' · ');
}
