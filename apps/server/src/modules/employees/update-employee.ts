import {
  EMPLOYEE_MESSAGES,
  type Employee,
  type UpdateEmployeeRequest,
  updatedFieldsOf,
} from '@jornada/shared/api/employees';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { DUPLICATE_EMAIL_MESSAGE } from '../auth/auth.service';
import { emitDomainEvent } from '../events/emit-domain-event';
import { forgetCachedSessionsOf } from '../session/session.service';
import { applyEmployeeField, assertFieldEditable } from './apply-employee-field';
import { assertActive, lockReachable, payrollCodeConflict } from './employee-checks';
import { EMPLOYEE_ERRORS, type EmployeeActor } from './employee-errors';
import { loadEmployee } from './employee-view';

/** PATCH /api/employees/{id} (SPEC's {authUserId}): one field of one employee (SPEC §5 'Employee edit'). */
export async function updateEmployee(
  db: Db,
  actor: EmployeeActor,
  authUserId: number,
  body: UpdateEmployeeRequest,
): Promise<{ success: true; message: string; employee: Employee }> {
  const reach = tenantReachFor(actor.user, 'update:employee');
  const companyId = reach.companyId;
  if (body.auth_user_id !== authUserId) {
    throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.pathMismatch, { fields: { auth_user_id: 'no coincide' } });
  }
  const [field] = updatedFieldsOf(body);
  if (!field) throw new AppError('BAD_REQUEST', EMPLOYEE_MESSAGES.oneField);

  let employee: Employee;
  try {
    employee = await withTenant(db, companyId, async (trx) => {
      const target = await lockReachable(trx, reach, authUserId);
      assertFieldEditable(reach, field);
      assertActive(target);
      const change = await applyEmployeeField(trx, companyId, target, field, body);
      if (change) {
        await recordAudit(trx, companyId, {
          actorUserId: actor.user.id,
          action: 'employee.updated',
          entity: 'employee',
          entityId: target.id,
          details: { field, ...change },
          ip: actor.ip,
        });
        await emitDomainEvent(trx, { companyId, type: 'employee.changed', userId: target.id });
      }
      return loadEmployee(trx, reach, target.id);
    });
  } catch (error) {
    const codeTaken =
      field === 'payroll_code' ? payrollCodeConflict(error, body.payroll_code ?? null, field) : undefined;
    if (codeTaken) throw codeTaken;
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  // A cached session carries the user's name, email and role: the next request must see the new ones.
  forgetCachedSessionsOf(authUserId);
  return { success: true as const, message: 'Actualización exitosa', employee };
}
