import { useState } from 'react';
import { FormActions } from '../../../components/forms/form-actions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { CreatedCompany } from '../api/create-admin-company';
import { useCompanyCreateForm } from '../hooks/use-company-create-form';
import {
  CompanyAdminFields,
  CompanyGestoriaField,
  CompanyIdentityFields,
  CompanyPlanFields,
} from './company-create-fields';
import { CompanyCreatedResult } from './company-created-result';
import type { CompanyPlansState } from './company-plan-select';

function CompanyCreateForm({
  plans,
  onCreated,
}: {
  plans: CompanyPlansState;
  onCreated: (created: CreatedCompany) => void;
}) {
  const { form, formError, onSubmit, isPending } = useCompanyCreateForm(onCreated);
  const fields = { register: form.register, errors: form.formState.errors };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <CompanyIdentityFields {...fields} />
      <CompanyPlanFields {...fields} plans={plans} />
      <CompanyAdminFields {...fields} />
      <CompanyGestoriaField {...fields} />
      {formError && <Alert variant="error">{formError}</Alert>}
      <FormActions
        cancel={
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              Cancelar
            </Button>
          </DialogClose>
        }
        submitLabel="Crear empresa"
        pendingLabel="Creando..."
        isPending={isPending}
      />
    </form>
  );
}

/**
 * 'Nueva empresa': the company starts its trial with its admin. Then, once, how the admin gets in
 * (an activation email, or a temporary password that is never shown again) and a way to its page.
 */
export function CompanyCreateDialog({
  isOpen,
  onOpenChange,
  plans,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  plans: CompanyPlansState;
}) {
  const [created, setCreated] = useState<CreatedCompany | null>(null);
  const onChange = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  // A temporary password must not vanish on a stray click outside or Escape: only a button closes.
  const isHoldingPassword = created?.temporary_password !== undefined;
  return (
    <Dialog open={isOpen} onOpenChange={onChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        onInteractOutside={(event) => isHoldingPassword && event.preventDefault()}
        onEscapeKeyDown={(event) => isHoldingPassword && event.preventDefault()}
      >
        {created ? (
          <CompanyCreatedResult created={created} onClose={() => onChange(false)} />
        ) : (
          <div className="flex flex-col gap-5">
            <div className="flex flex-col gap-1 pr-8">
              <DialogTitle>Nueva empresa</DialogTitle>
              <DialogDescription>
                La empresa empieza en periodo de prueba y su administrador recibe el acceso.
              </DialogDescription>
            </div>
            <CompanyCreateForm plans={plans} onCreated={setCreated} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
