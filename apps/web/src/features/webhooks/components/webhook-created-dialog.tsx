import type { CreateWebhookResponse } from '@jornada/shared/api/webhooks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { eventsSummary } from '../utils/webhook-text';
import { CopySecretButton } from './copy-secret-button';

const SECRET_ID = 'webhook-secret';

/**
 * A webhook right after it was created: its signing secret, shown this once, with a copy button. A
 * click outside does not close it by accident.
 */
export function WebhookCreatedDialog({
  created,
  onClose,
}: {
  created: CreateWebhookResponse | null;
  onClose: () => void;
}) {
  const select = () => {
    const node = document.getElementById(SECRET_ID);
    if (node) window.getSelection()?.selectAllChildren(node);
  };
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        {created && (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1 pr-8">
              <DialogTitle>Webhook creado</DialogTitle>
              <DialogDescription className="break-all">{created.url}</DialogDescription>
            </div>
            <p className="text-sm text-slate-700 dark:text-slate-300">{eventsSummary(created.events)}</p>
            <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60">
              <span className="text-xs font-medium text-slate-600 dark:text-slate-400">Secreto de firma</span>
              <code
                id={SECRET_ID}
                data-testid={SECRET_ID}
                className="font-mono text-sm break-all text-slate-900 select-all dark:text-white"
              >
                {created.secret}
              </code>
              <div>
                <CopySecretButton value={created.secret} onFailure={select} />
              </div>
            </div>
            <Alert variant="warning" title="Cópialo ahora: no se volverá a mostrar">
              El programa que recibe los avisos lo usa para comprobar la cabecera{' '}
              <code className="font-mono break-all">X-Jornada-Signature</code>. Si lo pierdes, elimina el webhook y crea
              otro.
            </Alert>
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button>Hecho</Button>
              </DialogClose>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
