import type { CreateEmployeeInput } from '@jornada/shared/api/employees';
import { shiftLabel } from '@jornada/shared/api/shifts';
import { PAYROLL_CODE_MAX_LENGTH } from '@jornada/shared/domain/payroll-code';
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import type { ManagersState } from '../api/get-managers';
import { PAYROLL_CODE_HINT, type ShiftOption } from '../utils/employee-fields';
import { ManagersLoadError } from './managers-load-error';

interface FieldsProps {
  register: UseFormRegister<CreateEmployeeInput>;
  errors: FieldErrors<CreateEmployeeInput>;
}

/** Nombre, Email and Teléfono. */
export function ContactFields({ register, errors }: FieldsProps) {
  return (
    <>
      <InputField
        id="create-employee-name"
        label="Nombre"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="create-employee-email"
          label="Email"
          type="email"
          autoComplete="off"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          id="create-employee-phone"
          label="Teléfono"
          type="tel"
          autoComplete="off"
          inputMode="tel"
          placeholder="600 000 000"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
    </>
  );
}

/** Rol and Identificación (DNI/NIE). */
export function RoleAndIdFields({ register, errors, roleField }: FieldsProps & { roleField: UseFormRegisterReturn }) {
  return (
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
        {...register('identification')}
      />
    </div>
  );
}

/** «Código de nómina»: optional, the admin's only (creating is). */
export function PayrollCodeField({ register, errors }: FieldsProps) {
  return (
    <InputField
      id="create-employee-payroll-code"
      label="Código de nómina"
      hint={PAYROLL_CODE_HINT}
      autoComplete="off"
      maxLength={PAYROLL_CODE_MAX_LENGTH}
      error={errors.payroll_code?.message}
      {...register('payroll_code')}
    />
  );
}

export function ManagerField({ register, errors, managers }: FieldsProps & { managers: ManagersState }) {
  return (
    <FormField id="create-employee-manager" label="Manager Asignado" error={errors.managerId?.message}>
      <NativeSelect
        id="create-employee-manager"
        disabled={managers.isPending && !managers.isError}
        aria-invalid={errors.managerId ? true : undefined}
        aria-describedby={describedBy('create-employee-manager', { error: errors.managerId })}
        {...register('managerId')}
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
  );
}

export function ShiftField({ register, errors, shifts }: FieldsProps & { shifts: readonly ShiftOption[] | undefined }) {
  return (
    <FormField id="create-employee-shift" label="Turno Asignado" error={errors.shiftId?.message}>
      <NativeSelect
        id="create-employee-shift"
        aria-invalid={errors.shiftId ? true : undefined}
        aria-describedby={describedBy('create-employee-shift', { error: errors.shiftId })}
        {...register('shiftId')}
      >
        <option value="">Sin turno</option>
        {shifts?.map((shift) => (
          <option key={shift.id} value={String(shift.id)}>
            {shiftLabel(shift)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
