import type { CreateWebhookResponse, ListWebhooksResponse, Webhook } from '@jornada/shared/api/webhooks';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { QueryCard } from '../../../components/query-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWebhooks } from '../api/get-webhooks';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { DeliveriesDialog } from './deliveries-dialog';
import { WebhookCreatedDialog } from './webhook-created-dialog';
import { WebhookList } from './webhook-list';

export const NO_WEBHOOKS_MESSAGE = 'Todavía no hay webhooks.';
export const PLAN_WITHOUT_WEBHOOKS_MESSAGE =
  'Los webhooks forman parte de la API de integración, disponible en los planes Premium y Empresa.';

const skeleton = (
  <div role="status" aria-label="Cargando los webhooks" className="flex flex-col gap-3">
    <Skeleton className="h-16 w-full" />
    <Skeleton className="h-10 w-40" />
  </div>
);

interface Actions {
  onCreate: () => void;
  onShowDeliveries: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

function Webhooks({ data, onCreate, ...actions }: { data: ListWebhooksResponse } & Actions) {
  return (
    <div className="flex flex-col gap-4">
      {!data.available && (
        <Alert variant="info" title="Tu plan no incluye la API">
          {PLAN_WITHOUT_WEBHOOKS_MESSAGE}
        </Alert>
      )}
      {data.webhooks.length > 0 ? (
        <WebhookList webhooks={data.webhooks} {...actions} />
      ) : (
        data.available && (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <WebhookIcon aria-hidden="true" className="size-4 shrink-0" />
            {NO_WEBHOOKS_MESSAGE}
          </p>
        )
      )}
      {data.available && (
        <div>
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            Nuevo webhook
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * 'Webhooks' on /settings (company admin; ADR 017): the live webhooks, a new one (its
 * signing secret shown once), deleting one, and each one's delivery log with 'Reenviar'.
 */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<CreateWebhookResponse | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [showing, setShowing] = useState<Webhook | null>(null);
  return (
    <>
      <QueryCard
        titleId="webhooks-title"
        title="Webhooks"
        description="Jornada avisa a otro programa, con un POST firmado, cuando se inicia o termina una jornada, se corrige, llega o se resuelve una petición, o se da de alta o baja a un empleado."
        query={webhooks}
        loadError={{ title: 'Error al cargar los webhooks', fallback: 'No se pudieron obtener los webhooks.' }}
        skeleton={skeleton}
      >
        {(data) => (
          <Webhooks
            data={data}
            onCreate={() => setIsCreating(true)}
            onShowDeliveries={setShowing}
            onDelete={setDeleting}
          />
        )}
      </QueryCard>
      <CreateWebhookDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(webhook) => {
          setIsCreating(false);
          setCreated(webhook);
        }}
      />
      <WebhookCreatedDialog created={created} onClose={() => setCreated(null)} />
      <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />
      <DeliveriesDialog webhook={showing} onClose={() => setShowing(null)} />
    </>
  );
}
