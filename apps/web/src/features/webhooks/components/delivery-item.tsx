import { type WebhookDelivery, webhookEventLabels } from '@jornada/shared/api/webhooks';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatMadridDateTime } from '../../../lib/madrid-instant-text';
import { attemptsText, deliveryStatus } from '../utils/webhook-text';

/** One delivery of the log: event, when, status, the receiver's code and attempts; 'Reenviar'. */
export function DeliveryItem({
  delivery,
  isResending,
  onResend,
}: {
  delivery: WebhookDelivery;
  isResending: boolean;
  onResend: () => void;
}) {
  const status = deliveryStatus(delivery);
  return (
    <li data-testid="webhook-delivery" className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-900 dark:text-white">
            {webhookEventLabels[delivery.event]}
          </span>
          <StatusPill tone={status.tone}>{status.label}</StatusPill>
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {formatMadridDateTime(delivery.created_at)} ·{' '}
          <span className="font-mono break-all" title="Identificador del envío (X-Jornada-Delivery)">
            {delivery.id}
          </span>
        </p>
        <p className="text-sm break-words text-slate-700 dark:text-slate-300">{attemptsText(delivery)}</p>
      </div>
      <div>
        <Button variant="outline" size="sm" isLoading={isResending} onClick={onResend}>
          <RotateCw aria-hidden="true" />
          Reenviar
        </Button>
      </div>
    </li>
  );
}
