import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useDeactivateGestoriaUser } from '../api/deactivate-gestoria-user';
import type { GestoriaUser } from '../api/get-gestoria-users';

function DeactivateBody({ user, onDone }: { user: GestoriaUser; onDone: () => void }) {
  const deactivate = useDeactivateGestoriaUser();
  const [error, setError] = useState<string | null>(null);
  const onConfirm = () => {
    setError(null);
    deactivate.mutate(user.id, {
      onSuccess: () => {
        toast({ title: 'Usuario desactivado', description: `${user.name} ya no puede entrar.`, variant: 'success' });
        onDone();
      },
      onError: (cause) => {
        if (!isNetworkError(cause)) setError(errorMessage(cause, 'No se pudo desactivar el usuario'));
      },
    });
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 pr-8">
        <DialogTitle>¿Desactivar a {user.name}?</DialogTitle>
        <DialogDescription>
          No podrá volver a entrar y sus sesiones abiertas se cierran ahora. Lo que consultó sigue en el registro de
          actividad de cada empresa.
        </DialogDescription>
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button variant="destructive" isLoading={deactivate.isPending} onClick={onConfirm}>
          {deactivate.isPending ? 'Desactivando...' : 'Desactivar'}
        </Button>
      </div>
    </div>
  );
}

export function DeactivateUserDialog({
  user,
  onOpenChange,
}: {
  user: GestoriaUser | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {user && <DeactivateBody key={user.id} user={user} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
