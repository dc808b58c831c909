import type { CreateEmployeeRequest } from '@jornada/shared/api/employees';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import { DUPLICATE_EMAIL_MESSAGE, issueToken, type MailContext } from '../auth/auth.service';
import { generateTemporaryPassword } from '../auth/temporary-password';
import { emitDomainEvent } from '../events/emit-domain-event';
import {
  assertAssignableCentre,
  assertAssignableManager,
  assertCompanyShift,
  assertPayrollCodeFree,
  assertSeatFree,
  payrollCodeConflict,
} from './employee-checks';
import type { EmployeeActor } from './employee-errors';
import { deliverInvitation } from './employee-invitation';
import { loadEmployee } from './employee-view';
import { findUserIdByEmail, insertEmployee, insertEmployeeUser, insertManagerLink } from './employees.repository';

/**
 * POST /api/employees. One transaction writes the user, the employee, the manager link and the
 * audit row, within the plan's seat limit. Access: with SMTP, an activation email where the
 * employee chooses a password; without it (or if that email fails), a temporary password that is
 * returned once and must be replaced at first login.
 */
export async function createEmployee(db: Db, mail: MailContext, actor: EmployeeActor, input: CreateEmployeeRequest) {
  const reach = tenantReachFor(actor.user, 'create:employee');
  const companyId = reach.companyId;
  const email = normalizeEmail(input.email);
  if (await findUserIdByEmail(db, email)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);

  let temporaryPassword = mail.mailer.isConfigured ? undefined : generateTemporaryPassword();
  const passwordHash = temporaryPassword ? await hashPassword(temporaryPassword) : null;

  let created: { userId: number; token: string | null };
  try {
    created = await withTenant(db, companyId, async (trx) => {
      await assertSeatFree(trx, companyId);
      if (input.managerId !== null) await assertAssignableManager(trx, companyId, null, input.managerId);
      if (input.shiftId !== null) await assertCompanyShift(trx, companyId, input.shiftId, 'shiftId');
      if (input.centreId !== null) await assertAssignableCentre(trx, companyId, input.centreId, 'centreId');
      if (input.payroll_code !== null) {
        await assertPayrollCodeFree(trx, companyId, input.payroll_code, null, 'payroll_code');
      }
      const user = await insertEmployeeUser(trx, {
        companyId,
        email,
        name: input.name,
        role: input.role,
        passwordHash,
      });
      await insertEmployee(trx, {
        companyId,
        userId: user.id,
        identification: input.identification,
        phone: input.phone,
        payrollCode: input.payroll_code,
        shiftId: input.shiftId,
        centreId: input.centreId,
      });
      if (input.managerId !== null) await insertManagerLink(trx, companyId, user.id, input.managerId);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'employee.created',
        entity: 'employee',
        entityId: user.id,
        details: {
          name: input.name,
          email,
          role: input.role,
          manager_id: input.managerId,
          shift_id: input.shiftId,
          ...(input.centreId === null ? {} : { centre_id: input.centreId }),
          ...(input.payroll_code === null ? {} : { payroll_code: input.payroll_code }),
          access: passwordHash ? 'temporary_password' : 'invitation',
        },
        ip: actor.ip,
      });
      await emitDomainEvent(trx, { companyId, type: 'employee.created', userId: user.id });
      return { userId: user.id, token: passwordHash ? null : await issueToken(trx, user.id, 'activation') };
    });
  } catch (error) {
    const codeTaken = payrollCodeConflict(error, input.payroll_code, 'payroll_code');
    if (codeTaken) throw codeTaken;
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }

  const delivery = created.token
    ? await deliverInvitation(db, mail, actor, {
        userId: created.userId,
        email,
        name: input.name,
        token: created.token,
      })
    : { invitationSent: false, temporaryPassword };
  const invitationSent = delivery.invitationSent;
  temporaryPassword = delivery.temporaryPassword;

  const employee = await withTenant(db, companyId, (trx) => loadEmployee(trx, reach, created.userId));
  return {
    success: true as const,
    message: invitationSent
      ? `Empleado creado. Hemos enviado a ${email} un enlace para que elija su contraseña.`
      : 'Empleado creado. Entrégale la contraseña temporal: solo se muestra esta vez y deberá cambiarla al iniciar sesión.',
    employee,
    invitation_sent: invitationSent,
    ...(temporaryPassword ? { temporary_password: temporaryPassword } : {}),
  };
}
