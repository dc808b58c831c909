import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/** Asks before an action that cannot be undone: a new PIN, a revocation, a cleared kiosk PIN. */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  isDestructive = false,
  isPending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && !isPending && onClose()}>
      <DialogContent>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                Volver
              </Button>
            </DialogClose>
            <Button variant={isDestructive ? 'destructive' : 'primary'} isLoading={isPending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
