import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useUpdateAdminCompany } from '../api/update-admin-company';

export interface GestoriaCompanyRef {
  id: number;
  name: string;
}

/** 'Desvincular': the company stays, the gestoría stops reaching its data (PATCH gestoria_id: null). */
export function GestoriaUnlinkDialog({
  company,
  gestoriaName,
  onOpenChange,
}: {
  /** The company to unlink; null keeps the dialog closed. */
  company: GestoriaCompanyRef | null;
  gestoriaName: string;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const update = useUpdateAdminCompany();
  const [error, setError] = useState<string | null>(null);
  const onChange = (isOpen: boolean) => {
    if (!isOpen) setError(null);
    onOpenChange(isOpen);
  };
  const onConfirm = () => {
    if (!company) return;
    setError(null);
    update.mutate(
      { id: company.id, body: { gestoria_id: null } },
      {
        onSuccess: () => {
          toast({
            title: 'Empresa desvinculada',
            description: `«${company.name}» ya no está vinculada a «${gestoriaName}».`,
            variant: 'success',
          });
          onChange(false);
        },
        onError: (failure) => {
          if (!isNetworkError(failure)) setError(errorMessage(failure, 'No se pudo desvincular la empresa.'));
        },
      },
    );
  };
  return (
    <Dialog open={company !== null} onOpenChange={onChange}>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>¿Desvincular «{company?.name}»?</DialogTitle>
            <DialogDescription>
              «{gestoriaName}» dejará de ver el registro de jornada y los datos de esta empresa. La empresa no se borra
              y puede volver a vincularse cuando quieras.
            </DialogDescription>
          </div>
          {error && <Alert variant="error">{error}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={update.isPending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button variant="destructive" isLoading={update.isPending} onClick={onConfirm}>
              Desvincular
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
