import type { Webhook } from '@jornada/shared/api/webhooks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteWebhook } from '../api/delete-webhook';

/** Deleting is final: nothing more is sent to the URL, and what was still waiting is not sent. */
export function DeleteWebhookDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const remove = useDeleteWebhook();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen={webhook !== null}
      onOpenChange={(open) => !open && close()}
      title="¿Eliminar el webhook?"
      description="No se enviarán más avisos a esta URL, tampoco los que estaban pendientes de reintento. No se puede deshacer."
      error={remove.isError ? errorMessage(remove.error, 'No se pudo eliminar el webhook.') : null}
      confirmLabel="Eliminar webhook"
      pendingLabel="Eliminando..."
      confirmVariant="destructive"
      isPending={remove.isPending}
      onConfirm={() => {
        if (!webhook) return;
        remove.mutate(webhook.id, {
          onSuccess: () => {
            toast({ title: 'Webhook eliminado', description: webhook.url, variant: 'success' });
            close();
          },
        });
      }}
    >
      <span className="font-mono break-all">{webhook?.url ?? ''}</span>
    </ConfirmDialog>
  );
}
