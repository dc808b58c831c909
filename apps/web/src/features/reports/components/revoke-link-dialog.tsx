import type { InspectorLink } from '@jornada/shared/api/inspector-links';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Asks before a link stops working: whoever holds it gets 'not found' from then on. */
export function RevokeLinkDialog({
  link,
  isPending,
  onConfirm,
  onClose,
}: {
  link: InspectorLink | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={link !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="¿Revocar el enlace?"
      description={`«${link?.label ?? ''}» dejará de funcionar en este momento para quien lo tenga. No se puede deshacer: si hace falta, crea otro.`}
      confirmLabel="Revocar enlace"
      confirmVariant="destructive"
      cancelLabel="Volver"
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
