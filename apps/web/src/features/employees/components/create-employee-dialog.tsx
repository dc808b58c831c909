import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateEmployeeInput,
  type CreateEmployeeRequest,
  type CreateEmployeeResponse,
  createEmployeeRequest,
  EMPLOYEE_MESSAGES,
  userLimitMessage,
} from '@jornada/shared/api/employees';
import { shiftLabel } from '@jornada/shared/api/shifts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateEmployee } from '../api/create-employee';
import type { ManagersState } from '../api/get-managers';
import type { ShiftOption } from '../utils/employee-fields';
import { EMPLOYEE_TEXTS, isUserLimitError } from '../utils/employee-toasts';
import { CreatedEmployeeResult } from './created-employee-result';
import { ManagersLoadError } from './managers-load-error';

const defaultValues: CreateEmployeeInput = {
  name: '',
  email: '',
  phone: '',
  identification: '',
  role: 'worker',
  managerId: '',
  shiftId: '',
};

const formFields = ['name', 'email', 'phone', 'identification', 'role', 'managerId', 'shiftId'] as const;

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
  const form = useForm<CreateEmployeeInput, unknown, CreateEmployeeRequest>({
    resolver: zodResolver(createEmployeeRequest),
    defaultValues,
  });
  const [formError, setFormError] = useState<{ title?: string; message: string } | null>(null);
  const create = useCreateEmployee({ onSuccess: onCreated });
  const { errors } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    if (!canCreate()) return;
    create.mutate(values, {
      onError: (error) => {
        if (isUserLimitError(error)) {
          const limit = Number((error as ApiError).fields?.user_limit);
          const message = Number.isFinite(limit) ? userLimitMessage(limit) : errorMessage(error);
          setFormError({ title: EMPLOYEE_MESSAGES.userLimitTitle, message });
          toast({ title: EMPLOYEE_MESSAGES.userLimitTitle, description: message, variant: 'error' });
          return;
        }
        if (error instanceof ApiError && error.status === 409) {
          form.setError('email', { type: 'server', message: EMPLOYEE_TEXTS.duplicateEmail });
          form.setFocus('email');
          return;
        }
        if (applyServerErrors(error, form.setError, formFields)) return;
        const message = error instanceof ApiError && error.kind === 'http' ? errorMessage(error) : '';
        setFormError({ message: message || EMPLOYEE_TEXTS.createErrorFallback });
      },
    });
  });

  const roleField = form.register('role', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value !== 'worker') form.setValue('managerId', '');
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <InputField
        id="create-employee-name"
        label="Nombre"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="create-employee-email"
          label="Email"
          type="email"
          autoComplete="off"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <InputField
          id="create-employee-phone"
          label="Teléfono"
          type="tel"
          autoComplete="off"
          inputMode="tel"
          placeholder="600 000 000"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="create-employee-role" label="Rol" error={errors.role?.message}>
          <NativeSelect
            id="create-employee-role"
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={describedBy('create-employee-role', { error: errors.role })}
            {...roleField}
          >
            <option value="worker">Trabajador</option>
            <option value="manager">Manager</option>
          </NativeSelect>
        </FormField>
        <InputField
          id="create-employee-identification"
          label="Identificación (DNI/NIE)"
          autoComplete="off"
          maxLength={20}
          error={errors.identification?.message}
          {...form.register('identification')}
        />
      </div>
      {role === 'worker' && (
        <FormField id="create-employee-manager" label="Manager Asignado" error={errors.managerId?.message}>
          <NativeSelect
            id="create-employee-manager"
            disabled={managers.isPending && !managers.isError}
            aria-invalid={errors.managerId ? true : undefined}
            aria-describedby={describedBy('create-employee-manager', { error: errors.managerId })}
            {...form.register('managerId')}
          >
            <option value="">Sin manager</option>
            {managers.data?.map((manager) => (
              <option key={manager.id} value={String(manager.id)}>
                {manager.name}
              </option>
            ))}
          </NativeSelect>
          {managers.isError && <ManagersLoadError onRetry={managers.refetch} />}
        </FormField>
      )}
      <FormField id="create-employee-shift" label="Turno Asignado" error={errors.shiftId?.message}>
        <NativeSelect
          id="create-employee-shift"
          aria-invalid={errors.shiftId ? true : undefined}
          aria-describedby={describedBy('create-employee-shift', { error: errors.shiftId })}
          {...form.register('shiftId')}
        >
          <option value="">Sin turno</option>
          {shifts?.map((shift) => (
            <option key={shift.id} value={String(shift.id)}>
              {shiftLabel(shift)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {formError && (
        <Alert variant="error" title={formError.title}>
          {formError.message}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={create.isPending}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={create.isPending}>
          {create.isPending ? 'Creando...' : 'Crear Empleado'}
        </Button>
      </div>
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
