import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

export interface StartConfirmationText {
  title: string;
  message: string;
}

/** Starting a shift on an approved day off or a holiday asks first; the server never refuses it. */
export function ConfirmStartDialog({
  confirmation,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  confirmation: StartConfirmationText | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={isOpen && confirmation !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>{confirmation?.title}</DialogTitle>
            <DialogDescription>{confirmation?.message}</DialogDescription>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            <Button onClick={onConfirm}>
              <LogIn aria-hidden="true" />
              Iniciar jornada
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
