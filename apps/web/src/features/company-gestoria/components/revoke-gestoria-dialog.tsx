import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useRevokeCompanyGestoria } from '../api/revoke-company-gestoria';

function RevokeBody({ name, onDone }: { name: string; onDone: () => void }) {
  const revoke = useRevokeCompanyGestoria();
  const [error, setError] = useState<string | null>(null);

  const onConfirm = () => {
    setError(null);
    revoke.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: 'Gestoría desvinculada',
          description: `${name} ya no puede consultar los datos de tu empresa.`,
          variant: 'success',
        });
        onDone();
      },
      onError: (cause) => {
        if (!isNetworkError(cause)) setError(errorMessage(cause, 'No se pudo desvincular la gestoría'));
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 pr-8">
        <DialogTitle>¿Desvincular la gestoría?</DialogTitle>
        <DialogDescription>
          {name} dejará de ver al instante el registro de jornada, las alertas, los empleados y la nómina de tu empresa.
          Lo que ya consultó sigue en el registro de actividad. Para volver a vincularla, escríbenos.
        </DialogDescription>
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button variant="destructive" isLoading={revoke.isPending} onClick={onConfirm}>
          {revoke.isPending ? 'Desvinculando...' : 'Desvincular gestoría'}
        </Button>
      </div>
    </div>
  );
}

export function RevokeGestoriaDialog({
  name,
  isOpen,
  onOpenChange,
}: {
  name: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>{isOpen && <RevokeBody name={name} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}
