import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { CreatedGestoria } from '../hooks/use-gestoria-create-form';
import { GestoriaCreateForm } from './gestoria-create-form';
import { GestoriaCreatedResult } from './gestoria-created-result';

interface CreationResult {
  created: CreatedGestoria;
  userName: string;
  userEmail: string;
}

/** 'Nueva gestoría'. After creating, the dialog says how the first user gets in; a password is shown this once only. */
export function GestoriaCreateDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const navigate = useNavigate();
  const [result, setResult] = useState<CreationResult | null>(null);
  const onChange = (next: boolean) => {
    if (!next) setResult(null);
    onOpenChange(next);
  };
  // The password must not vanish on a stray click outside or Escape: only the buttons close.
  const isHoldingPassword = result?.created.temporary_password !== undefined;
  return (
    <Dialog open={isOpen} onOpenChange={onChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        onInteractOutside={(event) => isHoldingPassword && event.preventDefault()}
        onEscapeKeyDown={(event) => isHoldingPassword && event.preventDefault()}
      >
        {result ? (
          <GestoriaCreatedResult
            {...result}
            onClose={() => onChange(false)}
            // Replaces the dialog's entry: back from the new gestoría returns to the list, not to this dialog.
            onOpenGestoria={() => navigate(`/gestorias/${result.created.id}`, { replace: true })}
          />
        ) : (
          <div className="flex flex-col gap-5">
            <div className="flex flex-col gap-1 pr-8">
              <DialogTitle>Nueva gestoría</DialogTitle>
              <DialogDescription>
                Da de alta una asesoría y su primer usuario. Después podrás vincularle empresas clientes.
              </DialogDescription>
            </div>
            <GestoriaCreateForm
              onCreated={(created, user) => setResult({ created, userName: user.name, userEmail: user.email })}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
