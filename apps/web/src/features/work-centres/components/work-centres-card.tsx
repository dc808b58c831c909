import type { WorkCentre } from '@jornada/shared/api/work-centres';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { QueryCard } from '../../../components/query-card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWorkCentres } from '../api/get-work-centres';
import { hasRoomForCentre, planUsageLabel } from '../utils/work-centre-values';
import { ArchiveWorkCentreDialog } from './archive-work-centre-dialog';
import { WorkCentreFormDialog } from './work-centre-form-dialog';
import { WorkCentreList } from './work-centre-list';

type DialogState = { type: 'form'; centre: WorkCentre | null } | { type: 'archive'; centre: WorkCentre } | null;

const skeleton = (
  <div role="status" aria-label="Cargando centros de trabajo" className="flex flex-col gap-3">
    <Skeleton className="h-14 w-full" />
    <Skeleton className="h-14 w-full" />
  </div>
);

function CentresBody({ centres, limit }: { centres: WorkCentre[]; limit: number | undefined }) {
  const [dialog, setDialog] = useState<DialogState>(null);
  const hasRoom = hasRoomForCentre(centres.length, limit);
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };
  return (
    <div className="flex flex-col gap-4">
      <WorkCentreList
        centres={centres}
        onEdit={(centre) => setDialog({ type: 'form', centre })}
        onArchive={(centre) => setDialog({ type: 'archive', centre })}
      />
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {limit !== undefined && planUsageLabel(centres.length, limit)}
          {!hasRoom && limit === 1 && '. Con el plan Premium puedes tener varios centros.'}
        </p>
        <Button onClick={() => setDialog({ type: 'form', centre: null })} disabled={!hasRoom} className="self-start">
          <Plus aria-hidden="true" />
          Nuevo centro
        </Button>
      </div>
      <WorkCentreFormDialog
        centre={dialog?.type === 'form' ? dialog.centre : null}
        isOpen={dialog?.type === 'form'}
        onOpenChange={close}
      />
      <ArchiveWorkCentreDialog
        centre={dialog?.type === 'archive' ? dialog.centre : null}
        isOpen={dialog?.type === 'archive'}
        onOpenChange={close}
      />
    </div>
  );
}

/**
 * The company admin's work centres (/settings and /configuration): list, create, edit and archive.
 * `limit`: the plan's number of centres (GET /api/company), when known.
 */
export function WorkCentresCard({ limit }: { limit: number | undefined }) {
  return (
    <QueryCard
      titleId="work-centres-title"
      title="Centros de trabajo"
      description="Los lugares donde trabaja tu plantilla. Cada empleado pertenece a uno, y cada fichaje de entrada registra su centro."
      query={useWorkCentres()}
      loadError={{ title: 'Error al cargar los centros de trabajo', fallback: 'No se pudieron obtener los centros.' }}
      skeleton={skeleton}
    >
      {(centres) => <CentresBody centres={centres} limit={limit} />}
    </QueryCard>
  );
}
