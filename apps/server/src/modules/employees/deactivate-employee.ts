import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { voidPendingLinks } from '../auth/account-links';
import { emitDomainEvent } from '../events/emit-domain-event';
import { forgetCachedSessionsOf, signOutEverywhere } from '../session/session.service';
import { moveToDefaultIfCentreArchived } from '../work-centres/work-centres.service';
import { assertSeatFree, lockReachable } from './employee-checks';
import { EMPLOYEE_ERRORS, type EmployeeActor } from './employee-errors';
import { loadEmployee } from './employee-view';
import { updateEmployeeColumns, updateUserColumns } from './employees.repository';

/**
 * DELETE /api/employees/{id}: never deletes. The employee is deactivated (deactivated_at, users
 * is_active false), every session ends, unused email links stop working, and the seat is freed.
 * Clock events, shifts and manager links stay: the record must be kept (4 years) and a
 * reactivation puts everything back as it was.
 */
export async function deactivateEmployee(db: Db, actor: EmployeeActor, employeeId: number) {
  const reach = tenantReachFor(actor.user, 'delete:employee');
  const companyId = reach.companyId;
  if (employeeId === actor.user.id) throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.deleteSelf);
  const name = await withTenant(db, companyId, async (trx) => {
    const target = await lockReachable(trx, reach, employeeId);
    if (target.deactivated_at !== null) throw new AppError('CONFLICT', EMPLOYEE_ERRORS.alreadyInactive);
    await updateEmployeeColumns(trx, companyId, target.id, { deactivated_at: new Date() });
    await updateUserColumns(trx, companyId, target.id, { is_active: false });
    await signOutEverywhere(trx, target.id);
    await voidPendingLinks(trx, target.id, 'activation');
    await voidPendingLinks(trx, target.id, 'password_reset');
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'employee.deactivated',
      entity: 'employee',
      entityId: target.id,
      details: { name: target.name, email: target.email, role: target.role },
      ip: actor.ip,
    });
    await emitDomainEvent(trx, { companyId, type: 'employee.deactivated', userId: target.id });
    return target.name;
  });
  // Again after commit: a request between the revoke and the commit may have cached the old row.
  forgetCachedSessionsOf(employeeId);
  return { success: true as const, message: `Se ha eliminado a ${name}`, id: employeeId, name };
}

/** POST /api/employees/{id}/reactivate: undoes a deletion if the plan has a free seat. */
export async function reactivateEmployee(db: Db, actor: EmployeeActor, employeeId: number) {
  const reach = tenantReachFor(actor.user, 'reactivate:employee');
  const companyId = reach.companyId;
  const employee = await withTenant(db, companyId, async (trx) => {
    const target = await lockReachable(trx, reach, employeeId);
    if (target.deactivated_at === null && target.is_active) {
      throw new AppError('CONFLICT', EMPLOYEE_ERRORS.alreadyActive);
    }
    await assertSeatFree(trx, companyId);
    // Their centre may have been archived meanwhile: they come back to the default one.
    const movedToDefaultCentre = await moveToDefaultIfCentreArchived(trx, companyId, target.id);
    await updateEmployeeColumns(trx, companyId, target.id, { deactivated_at: null });
    await updateUserColumns(trx, companyId, target.id, { is_active: true });
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'employee.reactivated',
      entity: 'employee',
      entityId: target.id,
      details: {
        name: target.name,
        deactivated_at: target.deactivated_at ? new Date(target.deactivated_at).toISOString() : null,
        ...(movedToDefaultCentre ? { centre_id: { from: target.centre_id, to: movedToDefaultCentre } } : {}),
      },
      ip: actor.ip,
    });
    await emitDomainEvent(trx, { companyId, type: 'employee.changed', userId: target.id });
    return loadEmployee(trx, reach, target.id);
  });
  return { success: true as const, message: `${employee.name} vuelve a estar activo`, employee };
}
