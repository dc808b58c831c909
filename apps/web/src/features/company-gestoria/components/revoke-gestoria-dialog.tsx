import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useRevokeCompanyGestoria } from '../api/revoke-company-gestoria';

/** 'Desvincular gestoría': it loses the company's data from its next request. */
export function RevokeGestoriaDialog({
  name,
  isOpen,
  onOpenChange,
}: {
  name: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const revoke = useRevokeCompanyGestoria();
  const [error, setError] = useState<string | null>(null);
  const onChange = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  const onConfirm = () => {
    setError(null);
    revoke.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: 'Gestoría desvinculada',
          description: `${name} ya no puede consultar los datos de tu empresa.`,
          variant: 'success',
        });
        onChange(false);
      },
      onError: (cause) => {
        if (!isNetworkError(cause)) setError(errorMessage(cause, 'No se pudo desvincular la gestoría'));
      },
    });
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onChange}
      title="¿Desvincular la gestoría?"
      description={`${name} dejará de ver al instante el registro de jornada, las alertas, los empleados y la nómina de tu empresa. Lo que ya consultó sigue en el registro de actividad. Para volver a vincularla, escríbenos.`}
      error={error}
      confirmLabel="Desvincular gestoría"
      pendingLabel="Desvinculando..."
      confirmVariant="destructive"
      isPending={revoke.isPending}
      onConfirm={onConfirm}
    />
  );
}
