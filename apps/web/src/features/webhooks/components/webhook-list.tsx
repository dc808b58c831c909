import type { Webhook } from '@jornada/shared/api/webhooks';
import { History, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { backlogText, createdText, eventsSummary } from '../utils/webhook-text';

/** The live webhooks: URL, events, who made it, what is waiting; 'Envíos' (the log) and 'Eliminar'. */
export function WebhookList({
  webhooks,
  onShowDeliveries,
  onDelete,
}: {
  webhooks: readonly Webhook[];
  onShowDeliveries: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {webhooks.map((webhook) => {
        const backlog = backlogText(webhook);
        return (
          <li
            key={webhook.id}
            data-testid="webhook"
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 className="font-mono text-sm font-semibold break-all text-slate-900 dark:text-white">
                {webhook.url}
              </h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">{eventsSummary(webhook.events)}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {createdText(webhook)}
                {backlog && <span className="font-medium text-amber-800 dark:text-amber-300"> · {backlog}</span>}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => onShowDeliveries(webhook)}>
                <History aria-hidden="true" />
                Envíos
                <span className="sr-only"> a {webhook.url}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => onDelete(webhook)}>
                <Trash2 aria-hidden="true" />
                Eliminar
                <span className="sr-only"> {webhook.url}</span>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
