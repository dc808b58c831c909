import { petitionKindLabels } from '@jornada/shared/api/petitions';
import { RotateCw, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCancelPetition } from '../api/cancel-petition';
import { usePetition } from '../api/get-petition';
import { DecisionForm } from './decision-form';
import { PetitionDetails } from './petition-details';
import { PetitionHistory } from './petition-history';
import { PetitionKindIcon } from './petition-kind-icon';
import { PetitionStatusBadge } from './petition-status-badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}

function DetailBody({ id }: { id: number }) {
  const petition = usePetition(id);
  const cancel = useCancelPetition();
  const [isConfirming, setIsConfirming] = useState(false);

  if (petition.isError && !petition.data) {
    const isMissing = petition.error instanceof ApiError && petition.error.status === 404;
    return (
      <>
        <DialogTitle className="pr-8">Petición</DialogTitle>
        <DialogDescription className="sr-only">No se pudo cargar la petición</DialogDescription>
        <Alert variant="error" title={isMissing ? 'Petición no encontrada' : 'Error al cargar la petición'}>
          {isMissing ? (
            <p>No existe o no está a tu alcance.</p>
          ) : (
            <>
              <p>{errorMessage(petition.error)}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void petition.refetch()}>
                <RotateCw aria-hidden="true" />
                Reintentar
              </Button>
            </>
          )}
        </Alert>
      </>
    );
  }
  if (!petition.data) {
    return (
      <>
        <DialogTitle className="pr-8">Petición</DialogTitle>
        <DialogDescription className="sr-only">Cargando la petición</DialogDescription>
        <div role="status" aria-label="Cargando petición" className="flex flex-col gap-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      </>
    );
  }

  const data = petition.data;
  const title = data.table_name === 'tickets' ? data.ticket.title : petitionKindLabels[data.table_name];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 pr-8">
        {data.table_name === 'tickets' && (
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
            <PetitionKindIcon kind={data.table_name} className="size-4" />
            {petitionKindLabels[data.table_name]}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {data.table_name !== 'tickets' && <PetitionKindIcon kind={data.table_name} />}
          <DialogTitle>{title}</DialogTitle>
          <PetitionStatusBadge status={data.status} requiresAcceptance={data.requires_acceptance} />
        </div>
        <DialogDescription>{data.summary}</DialogDescription>
      </div>
      {data.requires_acceptance && data.can_decide && (
        <Alert variant="info" title="Propuesta de corrección de tu jornada">
          <p>
            {data.requester_name} propone corregir tu jornada. Si la aceptas, el registro mostrará las horas corregidas
            junto a las originales.
          </p>
        </Alert>
      )}
      <PetitionDetails petition={data} />
      <Section title="Historial">
        <PetitionHistory petition={data} />
      </Section>
      {data.can_decide && (
        <Section title={data.requires_acceptance ? 'Tu respuesta' : 'Decisión'}>
          <DecisionForm key={data.id} petition={data} />
        </Section>
      )}
      {data.can_cancel && data.status === 'approved' && isConfirming && (
        <Alert variant="warning" title="¿Cancelar unas vacaciones ya aprobadas?">
          Los días volverán a tu saldo y avisaremos a {data.decided_by_name ?? 'quien las aprobó'}. No se puede
          deshacer: para volver a tenerlos tendrás que pedirlos de nuevo.
        </Alert>
      )}
      {data.can_cancel && (
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
          {isConfirming && (
            <Button variant="outline" onClick={() => setIsConfirming(false)}>
              No, mantenerlas
            </Button>
          )}
          <Button
            variant="outline"
            className="border-red-300 text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950/50"
            isLoading={cancel.isPending}
            onClick={() =>
              data.status === 'approved' && !isConfirming ? setIsConfirming(true) : cancel.mutate(data.id)
            }
          >
            {!cancel.isPending && <X aria-hidden="true" />}
            {data.status === 'approved'
              ? isConfirming
                ? 'Sí, cancelar vacaciones'
                : 'Cancelar vacaciones'
              : 'Cancelar petición'}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One petition, opened from a list or from an emailed link (/petitions?view=inbox&id=7). */
export function PetitionDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <Dialog open={id !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        {id !== null && <DetailBody id={id} />}
      </DialogContent>
    </Dialog>
  );
}
