import {
  type Employee,
  type EmployeeField,
  employeeFieldSchemas,
  type UpdateEmployeeInput,
} from '@jornada/shared/api/employees';
import { reachOf } from '@jornada/shared/permissions';
import { canHaveManagers, isCompanyAdminRole, type Role } from '@jornada/shared/roles';

/** A shift as the create and edit dialogs offer it ('Mañana (08:00 - 15:00)'). */
export type ShiftOption = { id: number; name: string; startTime: string; endTime: string };

/** A work centre as the edit dialog offers it (GET /api/work-centres). */
export type CentreOption = { id: number; name: string };

/** The field's name in 'Error al actualizar {field}' (SPEC §8). */
export const fieldLabels: Record<EmployeeField | 'managers', string> = {
  name: 'nombre',
  email: 'email',
  role: 'rol',
  identification: 'identificación',
  phone: 'teléfono',
  manager_id: 'manager',
  shift_id: 'turno',
  centre_id: 'centro de trabajo',
  payroll_code: 'código de nómina',
  managers: 'managers',
};

/** Under «Código de nómina» in the create and edit dialogs. */
export const PAYROLL_CODE_HINT = 'Opcional. El código del trabajador en el programa de nóminas (A3, Sage…).';

export const VALIDATION_ERROR_TITLE = 'Error de validación';
export const UPDATE_SUCCESS_TITLE = 'Actualización exitosa';

export function updateErrorTitle(field: EmployeeField | 'managers'): string {
  return `Error al actualizar ${fieldLabels[field]}`;
}

export type FieldCheck = { isValid: true; value: unknown } | { isValid: false; message: string };

/** The edit dialog validates each field with the shared schema before sending it (SPEC §5). */
export function checkField(field: EmployeeField, raw: unknown): FieldCheck {
  const result = employeeFieldSchemas[field].safeParse(raw);
  if (result.success) return { isValid: true, value: result.data };
  return { isValid: false, message: result.error.issues[0]?.message ?? VALIDATION_ERROR_TITLE };
}

/** The stored value of a field, as the PATCH would send it. */
export function currentValue(employee: Employee, field: EmployeeField): unknown {
  switch (field) {
    case 'manager_id':
      return employee.managerId;
    case 'shift_id':
      return employee.shift_id;
    default:
      return employee[field];
  }
}

/** PATCH body: auth_user_id and the one field (SPEC §7). */
export function updateBody(employee: Employee, field: EmployeeField, value: unknown): UpdateEmployeeInput {
  return { auth_user_id: employee.auth_user_id, [field]: value } as UpdateEmployeeInput;
}

export interface EditAccess {
  fields: ReadonlySet<EmployeeField>;
  /** Manager assignment (workers only, SPEC §6). */
  canAssignManagers: boolean;
}

/**
 * What the acting role may change (mirrors the server): with company-wide reach every field (the
 * work centre and the payroll code included), with a team's reach (a manager) name, identification,
 * phone and shift. The role selector and manager assignment are hidden for an Administrador
 * (SPEC §5), and only workers get managers (SPEC §6).
 */
export function editAccess(actorRole: Role, employee: Pick<Employee, 'role'>, canAssign: boolean): EditAccess {
  const reach = reachOf(actorRole, 'update:employee');
  if (!reach) return { fields: new Set(), canAssignManagers: false };
  const fields = new Set<EmployeeField>(['name', 'identification', 'phone', 'shift_id']);
  if (reach === 'company') {
    fields.add('email');
    fields.add('centre_id');
    fields.add('payroll_code');
    if (!isCompanyAdminRole(employee.role)) fields.add('role');
  }
  return { fields, canAssignManagers: canAssign && canHaveManagers(employee.role) };
}

/**
 * The centre select's options: shown only when the company has more than one centre (with one, every
 * employee is in it). The employee's own centre is offered even before the list has loaded.
 */
export function centreOptions(
  centres: readonly CentreOption[] | undefined,
  employee: Pick<Employee, 'centre'>,
): { value: string; label: string }[] | null {
  const options = (centres ?? []).map((centre) => ({ value: String(centre.id), label: centre.name }));
  if (options.length < 2) return null;
  if (!options.some((option) => option.value === String(employee.centre.id))) {
    options.push({ value: String(employee.centre.id), label: employee.centre.name });
  }
  return options;
}

/** Managers that can still be added: not already assigned, and never the employee (SPEC §5). */
export function assignableManagers<T extends { id: number }>(
  managers: readonly T[],
  employee: Pick<Employee, 'id' | 'manager_ids'>,
): T[] {
  return managers.filter((manager) => manager.id !== employee.id && !employee.manager_ids.includes(manager.id));
}
