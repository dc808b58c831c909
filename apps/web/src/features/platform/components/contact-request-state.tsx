import type { ContactRequestEntry } from '@jornada/shared/api/contact';
import { CheckCheck, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateContactRequest } from '../api/update-contact-request';
import { handledText, requestStatusLabel } from '../utils/contact-request-format';

/** «Abierta» or «Atendida». */
export function ContactRequestStatePill({ request }: { request: Pick<ContactRequestEntry, 'handledAt'> }) {
  return (
    <StatusPill tone={request.handledAt ? 'success' : 'warning'} hasDot>
      {requestStatusLabel(request)}
    </StatusPill>
  );
}

/** Who marked it «atendida» and when, and the button that marks it so (or reopens it). */
export function ContactRequestStateActions({ request }: { request: ContactRequestEntry }) {
  const update = useUpdateContactRequest();
  const isHandled = request.handledAt !== null;
  const handled = handledText(request);
  const toggle = () =>
    update.mutate(
      { id: request.id, body: { handled: !isHandled } },
      {
        onSuccess: () =>
          toast({
            title: isHandled ? 'Solicitud reabierta' : 'Solicitud atendida',
            description: `De ${request.name}`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: 'No se pudo cambiar la solicitud', description: errorMessage(error), variant: 'error' }),
      },
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <p className="text-xs text-slate-600 dark:text-slate-400">{handled ?? 'Pendiente de atender por ventas.'}</p>
      <Button
        variant={isHandled ? 'outline' : 'primary'}
        size="sm"
        disabled={update.isPending}
        aria-label={`${isHandled ? 'Reabrir' : 'Marcar como atendida'} la solicitud de ${request.name}`}
        onClick={toggle}
      >
        {isHandled ? <RotateCcw aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
        {isHandled ? 'Reabrir' : 'Marcar como atendida'}
      </Button>
    </div>
  );
}
