import type { CreateEmployeeResponse } from '@jornada/shared/api/employees';
import { useState } from 'react';
import { FormActions } from '../../../components/forms/form-actions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { ManagersState } from '../api/get-managers';
import { useCreateEmployeeForm } from '../hooks/use-create-employee-form';
import type { ShiftOption } from '../utils/employee-fields';
import { ContactFields, ManagerField, PayrollCodeField, RoleAndIdFields, ShiftField } from './create-employee-fields';
import { CreatedEmployeeResult } from './created-employee-result';

function CreateEmployeeForm({
  managers,
  shifts,
  canCreate,
  onCreated,
}: {
  managers: ManagersState;
  shifts: readonly ShiftOption[] | undefined;
  /** SPEC §5: the user limit, checked again before the request is sent. */
  canCreate: () => boolean;
  onCreated: (result: CreateEmployeeResponse) => void;
}) {
  const { form, roleField, formError, onSubmit, isPending } = useCreateEmployeeForm({ canCreate, onCreated });
  const fields = { register: form.register, errors: form.formState.errors };
  const isWorker = form.watch('role') === 'worker';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <ContactFields {...fields} />
      <RoleAndIdFields {...fields} roleField={roleField} />
      {isWorker && <ManagerField {...fields} managers={managers} />}
      <ShiftField {...fields} shifts={shifts} />
      <PayrollCodeField {...fields} />
      {formError && (
        <Alert variant="error" title={formError.title}>
          {formError.message}
        </Alert>
      )}
      <FormActions
        cancel={
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              Cancelar
            </Button>
          </DialogClose>
        }
        submitLabel="Crear Empleado"
        pendingLabel="Creando..."
        isPending={isPending}
      />
    </form>
  );
}

/**
 * SPEC §2.6 'Crear Nuevo Empleado'. After creating, the dialog tells how the employee gets in: an
 * invitation email, or a temporary password shown this once only.
 */
export function CreateEmployeeDialog({
  isOpen,
  onOpenChange,
  managers,
  shifts,
  canCreate,
  onCreated,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  managers: ManagersState;
  shifts: readonly ShiftOption[] | undefined;
  canCreate: () => boolean;
  onCreated?: (result: CreateEmployeeResponse) => void;
}) {
  const [result, setResult] = useState<CreateEmployeeResponse | null>(null);
  const onChange = (next: boolean) => {
    if (!next) setResult(null);
    onOpenChange(next);
  };
  // A temporary password must not vanish on a stray click outside or Escape: only the button closes.
  const isHoldingPassword = result?.temporary_password !== undefined;
  return (
    <Dialog open={isOpen} onOpenChange={onChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        onInteractOutside={(event) => isHoldingPassword && event.preventDefault()}
        onEscapeKeyDown={(event) => isHoldingPassword && event.preventDefault()}
      >
        {result ? (
          <CreatedEmployeeResult result={result} onClose={() => onChange(false)} />
        ) : (
          <div className="flex flex-col gap-5">
            <div className="flex flex-col gap-1 pr-8">
              <DialogTitle>Crear Nuevo Empleado</DialogTitle>
              <DialogDescription>Da de alta a un trabajador o manager de tu empresa.</DialogDescription>
            </div>
            <CreateEmployeeForm
              managers={managers}
              shifts={shifts}
              canCreate={canCreate}
              onCreated={(created) => {
                setResult(created);
                onCreated?.(created);
              }}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
