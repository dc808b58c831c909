import type { Webhook } from '@jornada/shared/api/webhooks';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRedeliverWebhook } from '../api/redeliver-webhook';
import { DeliveryItem } from './delivery-item';

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const deliveries = useWebhookDeliveries(webhook.id);
  const redeliver = useRedeliverWebhook(webhook.id);
  const [resending, setResending] = useState<string | null>(null);
  if (deliveries.isError && !deliveries.data) {
    return (
      <LoadError
        title="Error al cargar los envíos"
        message={errorMessage(deliveries.error, 'No se pudieron obtener los envíos.')}
        onRetry={() => void deliveries.refetch()}
      />
    );
  }
  if (!deliveries.data) {
    return (
      <div role="status" aria-label="Cargando los envíos" className="flex flex-col gap-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (deliveries.data.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">Todavía no se ha enviado nada a este webhook.</p>;
  }
  const resend = (id: string) => {
    setResending(id);
    redeliver.mutate(id, {
      onSuccess: () =>
        toast({ title: 'Envío en cola', description: 'Se reenviará en unos segundos.', variant: 'success' }),
      onError: (error) => toast({ title: 'No se pudo reenviar', description: errorMessage(error), variant: 'error' }),
      onSettled: () => setResending(null),
    });
  };
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {deliveries.data.map((delivery) => (
        <DeliveryItem
          key={delivery.id}
          delivery={delivery}
          isResending={resending === delivery.id}
          onResend={() => resend(delivery.id)}
        />
      ))}
    </ul>
  );
}

/** 'Envíos': the webhook's latest deliveries with their status codes and attempts, each with 'Reenviar'. */
export function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  return (
    <Dialog open={webhook !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        {webhook && (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1 pr-8">
              <DialogTitle>Envíos del webhook</DialogTitle>
              <DialogDescription className="font-mono break-all">{webhook.url}</DialogDescription>
            </div>
            <Alert variant="info">
              Los últimos 50. Un envío que falla se reintenta durante 24 horas; «Reenviar» lo manda otra vez con el
              mismo identificador, para que el receptor no lo procese dos veces.
            </Alert>
            <DeliveryLog webhook={webhook} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
