import { type Shift, shiftInUseMessage } from '@jornada/shared/api/shifts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useDeleteShift } from '../api/delete-shift';
import { formatTimeRange } from '../utils/format-shift';

function DeleteShiftBody({ shift, onDone }: { shift: Shift; onDone: () => void }) {
  const remove = useDeleteShift();
  const [error, setError] = useState<string | null>(null);
  // The server refuses (409) while active employees have it; say so before anyone tries.
  const isInUse = shift.employeeCount > 0;

  const onConfirm = () => {
    setError(null);
    remove.mutate(shift.id, {
      onSuccess: () => {
        toast({ title: 'Turno eliminado', description: `Se ha eliminado «${shift.name}».`, variant: 'success' });
        onDone();
      },
      onError: (cause) => {
        if (!isNetworkError(cause)) setError(errorMessage(cause, 'No se pudo eliminar el turno'));
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 pr-8">
        <DialogTitle>¿Eliminar turno?</DialogTitle>
        <DialogDescription>
          Se eliminará «{shift.name}» ({formatTimeRange(shift.startTime, shift.endTime)}). Esta acción no se puede
          deshacer.
        </DialogDescription>
      </div>
      {isInUse && <Alert variant="warning">{shiftInUseMessage(shift.employeeCount)}</Alert>}
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button variant="destructive" isLoading={remove.isPending} disabled={isInUse} onClick={onConfirm}>
          {remove.isPending ? 'Eliminando...' : 'Eliminar turno'}
        </Button>
      </div>
    </div>
  );
}

export function DeleteShiftDialog({
  shift,
  isOpen,
  onOpenChange,
}: {
  shift: Shift | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        {shift && <DeleteShiftBody key={shift.id} shift={shift} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
