import type { Petition } from '@jornada/shared/api/petitions';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/** Asks before a petition of mine is cancelled; an approved vacation says what giving it back does. */
export function CancelConfirmDialog({
  petition,
  isPending,
  onConfirm,
  onClose,
}: {
  petition: Petition | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={petition !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1 pr-8">
            {petition?.status === 'approved' ? (
              <>
                <DialogTitle>¿Cancelar unas vacaciones ya aprobadas?</DialogTitle>
                <DialogDescription>
                  {petition.summary}. Los días volverán a tu saldo y avisaremos a{' '}
                  {petition.decided_by_name ?? 'quien las aprobó'}. No se puede deshacer.
                </DialogDescription>
              </>
            ) : (
              <>
                <DialogTitle>¿Cancelar la petición?</DialogTitle>
                <DialogDescription>
                  {petition?.summary}. Quedará registrada como cancelada y ya no se podrá decidir.
                </DialogDescription>
              </>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                Volver
              </Button>
            </DialogClose>
            <Button variant="destructive" isLoading={isPending} onClick={onConfirm}>
              Cancelar petición
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
