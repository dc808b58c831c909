import type { ReactNode } from 'react';
import { Alert } from './ui/alert';
import { Button, type ButtonVariant } from './ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';

/**
 * A change with consequences, confirmed first: what happens, the server's refusal when it gave one,
 * 'Cancelar' and the button that does it.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  error,
  confirmLabel,
  cancelLabel = 'Cancelar',
  pendingLabel,
  confirmVariant = 'primary',
  isPending,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  error?: string | null;
  confirmLabel: string;
  /** 'Volver' where 'Cancelar' would read as the action itself (cancelling a petition). */
  cancelLabel?: string;
  /** What the button says while the request is on its way; the confirm label when not given. */
  pendingLabel?: string;
  confirmVariant?: ButtonVariant;
  isPending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </div>
          {children && <div className="text-sm text-slate-700 dark:text-slate-300">{children}</div>}
          {error && <Alert variant="error">{error}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button variant={confirmVariant} isLoading={isPending} onClick={onConfirm}>
              {isPending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
