import type { AdminCompanyDetails, UpdateAdminCompanyRequest } from '@jornada/shared/api/admin';
import { toast } from '../../../components/ui/toast/toast-store';
import { notifyApiError } from '../../../lib/api-client';
import { useUpdateAdminCompany } from '../api/update-admin-company';

interface SaveOptions {
  /** The success toast's title ('Plan cambiado'). */
  success: string;
  /** A field error the form shows itself; true when it did (no toast then). */
  onFieldError?: (error: unknown) => boolean;
  onSaved?: (company: AdminCompanyDetails) => void;
}

/**
 * One change to a company (PATCH /api/admin/companies/{id}), each form with its own pending state:
 * a success toast, the server's Spanish message on failure.
 */
export function useCompanyUpdate(companyId: number) {
  const update = useUpdateAdminCompany();
  const save = (body: UpdateAdminCompanyRequest, { success, onFieldError, onSaved }: SaveOptions) =>
    update.mutate(
      { id: companyId, body },
      {
        onSuccess: (company) => {
          toast({ title: success, description: company.name, variant: 'success' });
          onSaved?.(company);
        },
        onError: (error) => {
          if (onFieldError?.(error)) return;
          notifyApiError('No se pudo guardar el cambio', error);
        },
      },
    );
  return { save, isPending: update.isPending };
}
