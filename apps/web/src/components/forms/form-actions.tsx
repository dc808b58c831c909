import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * A form's footer: the way out (a link or a dialog's close) and the submit button, which says
 * 'Enviando...' while the request is on its way. Stacked on phones with the submit on top.
 */
export function FormActions({
  cancel,
  submitLabel,
  pendingLabel = 'Enviando...',
  isPending,
  isSubmitDisabled,
}: {
  cancel: ReactNode;
  submitLabel: string;
  pendingLabel?: string;
  isPending: boolean;
  isSubmitDisabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {cancel}
      <Button type="submit" isLoading={isPending} disabled={isSubmitDisabled}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
