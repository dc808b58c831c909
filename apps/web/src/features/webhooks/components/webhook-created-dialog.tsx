import type { CreateWebhookResponse } from '@jornada/shared/api/webhooks';
import { SecretCreatedDialog } from '../../../components/secret-dialogs';
import { eventsSummary } from '../utils/webhook-text';

/** A webhook right after it was created: its signing secret, shown this once. */
export function WebhookCreatedDialog({
  created,
  onClose,
}: {
  created: CreateWebhookResponse | null;
  onClose: () => void;
}) {
  return (
    <SecretCreatedDialog
      isOpen={created !== null}
      onClose={onClose}
      title="Webhook creado"
      description={created?.url}
      descriptionClassName="break-all"
      summary={created && <p className="text-sm text-slate-700 dark:text-slate-300">{eventsSummary(created.events)}</p>}
      secretId="webhook-secret"
      secretLabel="Secreto de firma"
      secret={created?.secret ?? ''}
      copyWhat="el secreto de firma"
      warningTitle="Cópialo ahora: no se volverá a mostrar"
      warning={
        <>
          El programa que recibe los avisos lo usa para comprobar la cabecera{' '}
          <code className="font-mono break-all">X-Jornada-Signature</code>. Si lo pierdes, elimina el webhook y crea
          otro.
        </>
      }
    />
  );
}
