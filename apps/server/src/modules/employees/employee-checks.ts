import { isUserLimitReached, userLimitMessage } from '@jornada/shared/api/employees';
import { duplicatePayrollCodeMessage } from '@jornada/shared/domain/payroll-code';
import type { TenantReach } from '../../access/reach';
import type { Trx } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation, violatedConstraint } from '../../lib/pg-errors';
import { lockedUserLimit } from '../company/company-lookup';
import { lockCentreForAssignment } from '../work-centres/work-centres.service';
import { EMPLOYEE_ERRORS } from './employee-errors';
import {
  countActiveEmployees,
  type EmployeeRow,
  findPayrollCodeHolder,
  isActiveManager,
  isCompanyShift,
  lockEmployee,
  PAYROLL_CODE_INDEX,
} from './employees.repository';

/**
 * The plan's limit, checked under a lock on the company row: two admins creating (or reactivating)
 * at the same moment are counted one after the other, so the limit cannot be overshot.
 * Every active employee takes a seat, the company admins included (they are listed and counted
 * as employees, SPEC's 'current/limit' counter shows the same number).
 */
export async function assertSeatFree(trx: Trx, companyId: number): Promise<void> {
  const userLimit = await lockedUserLimit(trx, companyId);
  if (userLimit === undefined) throw new AppError('NOT_FOUND', EMPLOYEE_ERRORS.noCompany);
  const taken = await countActiveEmployees(trx, companyId);
  if (isUserLimitReached(taken, userLimit)) {
    throw new AppError('CONFLICT', userLimitMessage(userLimit), {
      fields: { user_limit: String(userLimit) },
    });
  }
}

export async function assertAssignableManager(
  trx: Trx,
  companyId: number,
  employeeId: number | null,
  managerId: number,
): Promise<void> {
  if (employeeId === managerId) {
    throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.selfManager, { fields: { manager_id: 'propio' } });
  }
  if (!(await isActiveManager(trx, companyId, managerId))) {
    throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.notAssignable, { fields: { manager_id: 'no asignable' } });
  }
}

/**
 * A centre in use of the company, locked until the transaction ends: an archive of it waits for
 * this assignment (and then sees the employee), or this one sees it archived.
 */
export async function assertAssignableCentre(trx: Trx, companyId: number, centreId: number, field: string) {
  if (!(await lockCentreForAssignment(trx, companyId, centreId))) {
    throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.centreNotFound, { fields: { [field]: 'no existe' } });
  }
}

export async function assertCompanyShift(trx: Trx, companyId: number, shiftId: number, field: string): Promise<void> {
  if (!(await isCompanyShift(trx, companyId, shiftId))) {
    throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.shiftNotFound, { fields: { [field]: 'no existe' } });
  }
}

/** The employee, locked for this transaction, if the actor's reach covers them; 404 otherwise. */
export async function lockReachable(trx: Trx, reach: TenantReach, userId: number): Promise<EmployeeRow> {
  const target = await lockEmployee(trx, reach, userId);
  if (!target) throw new AppError('NOT_FOUND', EMPLOYEE_ERRORS.notFound);
  return target;
}

/** A former employee is changed only after a reactivation. */
export function assertActive(target: EmployeeRow): void {
  if (target.deactivated_at !== null) throw new AppError('CONFLICT', EMPLOYEE_ERRORS.inactive);
}

/**
 * A payroll code no other employee of the company has (a former one's counts: the payroll program
 * keeps it with their history). The unique index settles a race this check cannot see
 * (payrollCodeConflict).
 */
export async function assertPayrollCodeFree(
  trx: Trx,
  companyId: number,
  code: string,
  exceptUserId: number | null,
  field: string,
): Promise<void> {
  if ((await findPayrollCodeHolder(trx, companyId, code, exceptUserId)) !== undefined) {
    throw new AppError('CONFLICT', duplicatePayrollCodeMessage(code), { fields: { [field]: 'en uso' } });
  }
}

/** The 409 of a write that lost a race on the payroll code's unique index; undefined for any other error. */
export function payrollCodeConflict(error: unknown, code: string | null, field: string): AppError | undefined {
  if (code === null || !isUniqueViolation(error) || violatedConstraint(error) !== PAYROLL_CODE_INDEX) return undefined;
  return new AppError('CONFLICT', duplicatePayrollCodeMessage(code), { fields: { [field]: 'en uso' } });
}
