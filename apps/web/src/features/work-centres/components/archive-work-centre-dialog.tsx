import { type WorkCentre, workCentreInUseMessage } from '@jornada/shared/api/work-centres';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useArchiveWorkCentre } from '../api/archive-work-centre';

function ArchiveBody({ centre, onDone }: { centre: WorkCentre; onDone: () => void }) {
  const archive = useArchiveWorkCentre();
  const [error, setError] = useState<string | null>(null);
  // The server refuses (409) while active employees belong to it; say so before anyone tries.
  const isInUse = centre.employee_count > 0;

  const onConfirm = () => {
    setError(null);
    archive.mutate(centre.id, {
      onSuccess: () => {
        toast({ title: 'Centro archivado', description: `Se ha archivado «${centre.name}».`, variant: 'success' });
        onDone();
      },
      onError: (cause) => {
        if (!isNetworkError(cause)) setError(errorMessage(cause, 'No se pudo archivar el centro'));
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 pr-8">
        <DialogTitle>¿Archivar centro de trabajo?</DialogTitle>
        <DialogDescription>
          «{centre.name}» dejará de aparecer y de contar en tu plan. Se conserva en el registro: los fichajes hechos en
          él siguen indicándolo.
        </DialogDescription>
      </div>
      {isInUse && <Alert variant="warning">{workCentreInUseMessage(centre.employee_count)}</Alert>}
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button variant="destructive" isLoading={archive.isPending} disabled={isInUse} onClick={onConfirm}>
          {archive.isPending ? 'Archivando...' : 'Archivar centro'}
        </Button>
      </div>
    </div>
  );
}

export function ArchiveWorkCentreDialog({
  centre,
  isOpen,
  onOpenChange,
}: {
  centre: WorkCentre | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        {centre && <ArchiveBody key={centre.id} centre={centre} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
