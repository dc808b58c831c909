import type { Petition } from '@jornada/shared/api/petitions';
import { ConfirmDialog } from '../../../components/confirm-dialog';

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
  const isApproved = petition?.status === 'approved';
  return (
    <ConfirmDialog
      isOpen={petition !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={isApproved ? '¿Cancelar unas vacaciones ya aprobadas?' : '¿Cancelar la petición?'}
      description={
        isApproved ? (
          <>
            {petition.summary}. Los días volverán a tu saldo y avisaremos a{' '}
            {petition.decided_by_name ?? 'quien las aprobó'}. No se puede deshacer.
          </>
        ) : (
          <>{petition?.summary}. Quedará registrada como cancelada y ya no se podrá decidir.</>
        )
      }
      confirmLabel="Cancelar petición"
      confirmVariant="destructive"
      cancelLabel="Volver"
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
