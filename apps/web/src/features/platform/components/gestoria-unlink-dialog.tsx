import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
    <ConfirmDialog
      isOpen={company !== null}
      onOpenChange={onChange}
      title={`¿Desvincular «${company?.name ?? ''}»?`}
      description={`«${gestoriaName}» dejará de ver el registro de jornada y los datos de esta empresa. La empresa no se borra y puede volver a vincularse cuando quieras.`}
      error={error}
      confirmLabel="Desvincular"
      confirmVariant="destructive"
      isPending={update.isPending}
      onConfirm={onConfirm}
    />
  );
}
