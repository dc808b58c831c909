import type { InspectorLink } from '@jornada/shared/api/inspector-links';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

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
    <Dialog open={link !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>¿Revocar el enlace?</DialogTitle>
            <DialogDescription>
              «{link?.label}» dejará de funcionar en este momento para quien lo tenga. No se puede deshacer: si hace
              falta, crea otro.
            </DialogDescription>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                Volver
              </Button>
            </DialogClose>
            <Button variant="destructive" isLoading={isPending} onClick={onConfirm}>
              Revocar enlace
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
