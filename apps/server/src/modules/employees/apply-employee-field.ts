import type { EmployeeField, UpdateEmployeeRequest } from '@jornada/shared/api/employees';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { canHaveManagers, isCompanyAdminRole, leadsTeam } from '@jornada/shared/roles';
import type { TenantReach } from '../../access/reach';
import type { Trx } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { DUPLICATE_EMAIL_MESSAGE } from '../auth/auth.service';
import {
  assertAssignableCentre,
  assertAssignableManager,
  assertCompanyShift,
  assertPayrollCodeFree,
} from './employee-checks';
import { EMPLOYEE_ERRORS } from './employee-errors';
import { managersOf } from './employee-view';
import {
  deleteManagersOf,
  deleteTeamOf,
  type EmployeeRow,
  findUserIdByEmail,
  insertManagerLink,
  updateEmployeeColumns,
  updateUserColumns,
} from './employees.repository';

/** The fields anyone who may edit an employee changes; the rest need the company's reach. */
type EveryEditorField = 'name' | 'identification' | 'phone' | 'shift_id';
const EVERY_EDITOR_FIELDS: ReadonlySet<EmployeeField> = new Set<EveryEditorField>([
  'name',
  'identification',
  'phone',
  'shift_id',
]);
const isEveryEditorField = (field: EmployeeField): field is EveryEditorField => EVERY_EDITOR_FIELDS.has(field);

const COMPANY_REACH_FIELD_MESSAGES: Record<Exclude<EmployeeField, EveryEditorField>, string> = {
  role: EMPLOYEE_ERRORS.managerCannotChangeRole,
  email: EMPLOYEE_ERRORS.managerCannotChangeEmail,
  manager_id: EMPLOYEE_ERRORS.managerCannotAssign,
  centre_id: EMPLOYEE_ERRORS.managerCannotChangeCentre,
  payroll_code: EMPLOYEE_ERRORS.managerCannotChangePayrollCode,
};

/**
 * With the company's reach of 'update:employee' (an admin) every field; with a team's (a manager)
 * name, identification, phone and shift only: role, email (the login), manager assignment, work
 * centre and payroll code shape the company (its payroll), not one worker's record. The web's `editAccess` offers the same fields.
 */
export function assertFieldEditable(reach: TenantReach, field: EmployeeField): void {
  if (reach.kind === 'company' || isEveryEditorField(field)) return;
  throw new AppError('FORBIDDEN', COMPANY_REACH_FIELD_MESSAGES[field]);
}

export type FieldChange = { from: unknown; to: unknown; [detail: string]: unknown };

/** Applies one field; returns what changed (undefined when the value was already that). */
export async function applyEmployeeField(
  trx: Trx,
  companyId: number,
  target: EmployeeRow,
  field: EmployeeField,
  body: UpdateEmployeeRequest,
): Promise<FieldChange | undefined> {
  switch (field) {
    case 'name': {
      const name = body.name as string;
      if (name === target.name) return undefined;
      await updateUserColumns(trx, companyId, target.id, { name });
      return { from: target.name, to: name };
    }
    case 'email': {
      const email = normalizeEmail(body.email as string);
      if (email === target.email) return undefined;
      const owner = await findUserIdByEmail(trx, email);
      if (owner) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
      await updateUserColumns(trx, companyId, target.id, { email });
      return { from: target.email, to: email };
    }
    case 'role':
      return applyRole(trx, companyId, target, body.role as 'worker' | 'manager' | 'company');
    case 'identification': {
      const identification = body.identification as string;
      if (identification === target.identification) return undefined;
      await updateEmployeeColumns(trx, companyId, target.id, { identification });
      return { from: target.identification, to: identification };
    }
    case 'phone': {
      const phone = body.phone as string;
      if (phone === target.phone) return undefined;
      await updateEmployeeColumns(trx, companyId, target.id, { phone });
      return { from: target.phone, to: phone };
    }
    case 'manager_id':
      return applyManager(trx, companyId, target, body.manager_id ?? null);
    case 'shift_id': {
      const shiftId = body.shift_id ?? null;
      if (shiftId === target.shift_id) return undefined;
      if (shiftId !== null) await assertCompanyShift(trx, companyId, shiftId, 'shift_id');
      await updateEmployeeColumns(trx, companyId, target.id, { shift_id: shiftId });
      return { from: target.shift_id, to: shiftId };
    }
    case 'centre_id': {
      const centreId = body.centre_id as number;
      if (centreId === target.centre_id) return undefined;
      await assertAssignableCentre(trx, companyId, centreId, 'centre_id');
      await updateEmployeeColumns(trx, companyId, target.id, { centre_id: centreId });
      return { from: target.centre_id, to: centreId };
    }
    case 'payroll_code': {
      const code = body.payroll_code ?? null;
      if (code === target.payroll_code) return undefined;
      if (code !== null) await assertPayrollCodeFree(trx, companyId, code, target.id, 'payroll_code');
      await updateEmployeeColumns(trx, companyId, target.id, { payroll_code: code });
      return { from: target.payroll_code, to: code };
    }
  }
}

async function applyRole(
  trx: Trx,
  companyId: number,
  target: EmployeeRow,
  role: 'worker' | 'manager' | 'company',
): Promise<FieldChange | undefined> {
  if (isCompanyAdminRole(target.role)) throw new AppError('FORBIDDEN', EMPLOYEE_ERRORS.adminRoleFixed);
  if (isCompanyAdminRole(role)) throw new AppError('FORBIDDEN', EMPLOYEE_ERRORS.cannotMakeAdmin);
  if (role === target.role) return undefined;
  // Only workers have managers, only managers have a team: what no longer fits is unlinked.
  const unlinked = leadsTeam(role)
    ? { removed_managers: await deleteManagersOf(trx, companyId, target.id) }
    : { removed_team: await deleteTeamOf(trx, companyId, target.id) };
  await updateUserColumns(trx, companyId, target.id, { role });
  return { from: target.role, to: role, ...unlinked };
}

async function applyManager(
  trx: Trx,
  companyId: number,
  target: EmployeeRow,
  managerId: number | null,
): Promise<FieldChange | undefined> {
  if (!canHaveManagers(target.role)) {
    throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.managerOnlyForWorkers, { fields: { manager_id: 'rol' } });
  }
  const before = (await managersOf(trx, companyId, target.id)).manager_ids;
  if (managerId !== null) await assertAssignableManager(trx, companyId, target.id, managerId);
  // One field, one value: the worker ends up with exactly this manager (or none).
  const previous = await deleteManagersOf(trx, companyId, target.id);
  if (managerId !== null) await insertManagerLink(trx, companyId, target.id, managerId);
  const after = managerId === null ? [] : [managerId];
  if (previous.length === after.length && previous.every((id) => after.includes(id))) return undefined;
  return { from: before, to: after };
}
