import type { Employee } from '@jornada/shared/api/employees';
import { shiftLabel } from '@jornada/shared/api/shifts';
import { PAYROLL_CODE_MAX_LENGTH } from '@jornada/shared/domain/payroll-code';
import { can } from '@jornada/shared/permissions';
import type { Role } from '@jornada/shared/roles';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { ManagersState } from '../api/get-managers';
import {
  type CentreOption,
  centreOptions,
  editAccess,
  PAYROLL_CODE_HINT,
  type ShiftOption,
} from '../utils/employee-fields';
import { roleLabels } from '../utils/employee-list';
import { AutoSaveSelectField, AutoSaveTextField } from './auto-save-field';
import { ContractSection } from './contract-section';
import { ManagerAssignment } from './manager-assignment';
import { ResendInvitation } from './resend-invitation';

function ReadOnlyField({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</span>
      <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm break-all text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {value}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>
    </div>
  );
}

function EditEmployeeFields({
  employee,
  actorRole,
  canAssignManagers,
  managers,
  shifts,
  centres,
}: {
  employee: Employee;
  actorRole: Role;
  canAssignManagers: boolean;
  managers: ManagersState;
  shifts: readonly ShiftOption[] | undefined;
  centres: readonly CentreOption[] | undefined;
}) {
  const access = editAccess(actorRole, employee, canAssignManagers);
  const centresOffered = access.fields.has('centre_id') ? centreOptions(centres, employee) : null;
  const shiftOptions = [
    { value: '', label: 'Sin turno' },
    ...(shifts ?? []).map((shift) => ({ value: String(shift.id), label: shiftLabel(shift) })),
  ];
  // The employee's shift is offered even before the shift list has loaded.
  if (employee.shift && !shiftOptions.some((option) => option.value === String(employee.shift?.id))) {
    shiftOptions.push({ value: String(employee.shift.id), label: shiftLabel(employee.shift) });
  }
  return (
    <div className="flex flex-col gap-4">
      {access.fields.has('name') && (
        <AutoSaveTextField employee={employee} field="name" label="Nombre" autoComplete="off" />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {access.fields.has('email') ? (
          <AutoSaveTextField
            employee={employee}
            field="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="off"
          />
        ) : (
          <ReadOnlyField
            label="Email"
            value={employee.email}
            hint="Es su usuario de acceso: solo lo cambia el administrador de la empresa."
          />
        )}
        {access.fields.has('phone') && (
          <AutoSaveTextField
            employee={employee}
            field="phone"
            label="Teléfono"
            type="tel"
            inputMode="tel"
            autoComplete="off"
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {access.fields.has('identification') && (
          <AutoSaveTextField
            employee={employee}
            field="identification"
            label="Identificación (DNI/NIE)"
            autoComplete="off"
            maxLength={20}
          />
        )}
        {access.fields.has('role') && (
          <AutoSaveSelectField
            employee={employee}
            field="role"
            label="Rol"
            options={[
              { value: 'worker', label: roleLabels.worker },
              { value: 'manager', label: roleLabels.manager },
            ]}
          />
        )}
      </div>
      {access.fields.has('payroll_code') && (
        <AutoSaveTextField
          employee={employee}
          field="payroll_code"
          label="Código de nómina"
          hint={PAYROLL_CODE_HINT}
          autoComplete="off"
          maxLength={PAYROLL_CODE_MAX_LENGTH}
        />
      )}
      {access.fields.has('shift_id') && (
        <AutoSaveSelectField employee={employee} field="shift_id" label="Turno Asignado" options={shiftOptions} />
      )}
      {centresOffered && (
        <AutoSaveSelectField employee={employee} field="centre_id" label="Centro de trabajo" options={centresOffered} />
      )}
      {access.canAssignManagers && <ManagerAssignment key={employee.role} employee={employee} managers={managers} />}
    </div>
  );
}

/** SPEC §2.6 employee edit dialog: every field is saved on its own when the user leaves it. */
export function EditEmployeeDialog({
  employee,
  isOpen,
  onOpenChange,
  canInvite,
  ...props
}: {
  employee: Employee | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** May resend the invitation of an employee who never activated (create:employee). */
  canInvite: boolean;
  actorRole: Role;
  canAssignManagers: boolean;
  managers: ManagersState;
  shifts: readonly ShiftOption[] | undefined;
  /** GET /api/work-centres: a select when the company has more than one. */
  centres: readonly CentreOption[] | undefined;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>Editar empleado</DialogTitle>
            <DialogDescription>
              {employee ? `${employee.name} · ${roleLabels[employee.role]}. ` : ''}Cada cambio se guarda al salir del
              campo.
            </DialogDescription>
          </div>
          {employee && canInvite && employee.active && employee.pending_activation && (
            <ResendInvitation key={`invite-${employee.id}`} employee={employee} />
          )}
          {employee && <EditEmployeeFields key={employee.id} employee={employee} {...props} />}
          {employee && (
            <ContractSection
              key={`contract-${employee.id}`}
              employeeId={employee.id}
              canManage={can(props.actorRole, 'manage:employee-contract')}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
