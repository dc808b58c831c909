import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useDeactivateGestoriaUser } from '../api/deactivate-gestoria-user';
import type { GestoriaUser } from '../api/get-gestoria-users';

/** 'Desactivar' a colleague: they cannot log in again and their open sessions end now. */
export function DeactivateUserDialog({
  user,
  onOpenChange,
}: {
  user: GestoriaUser | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const deactivate = useDeactivateGestoriaUser();
  const [error, setError] = useState<string | null>(null);
  const onChange = (isOpen: boolean) => {
    if (!isOpen) setError(null);
    onOpenChange(isOpen);
  };
  const onConfirm = () => {
    if (!user) return;
    setError(null);
    deactivate.mutate(user.id, {
      onSuccess: () => {
        toast({ title: 'Usuario desactivado', description: `${user.name} ya no puede entrar.`, variant: 'success' });
        onChange(false);
      },
      onError: (cause) => {
        if (!isNetworkError(cause)) setError(errorMessage(cause, 'No se pudo desactivar el usuario'));
      },
    });
  };
  return (
    <ConfirmDialog
      isOpen={user !== null}
      onOpenChange={onChange}
      title={`¿Desactivar a ${user?.name ?? ''}?`}
      description="No podrá volver a entrar y sus sesiones abiertas se cierran ahora. Lo que consultó sigue en el registro de actividad de cada empresa."
      error={error}
      confirmLabel="Desactivar"
      pendingLabel="Desactivando..."
      confirmVariant="destructive"
      isPending={deactivate.isPending}
      onConfirm={onConfirm}
    />
  );
}
