import type { UpdateEmployeeManagersRequest } from '@jornada/shared/api/employees';
import { canHaveManagers } from '@jornada/shared/roles';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { emitDomainEvent } from '../events/emit-domain-event';
import { assertActive, assertAssignableManager, lockReachable } from './employee-checks';
import { EMPLOYEE_ERRORS, type EmployeeActor } from './employee-errors';
import { managersOf } from './employee-view';
import { deleteManagerLink, insertManagerLink } from './employees.repository';

/** PATCH /api/employees/{id}/managers: add or remove one manager of a worker (company admin). */
export async function updateEmployeeManagers(
  db: Db,
  actor: EmployeeActor,
  employeeId: number,
  body: UpdateEmployeeManagersRequest,
) {
  const reach = tenantReachFor(actor.user, 'assign:manager');
  const companyId = reach.companyId;
  if (body.id !== employeeId) {
    throw new AppError('BAD_REQUEST', 'El id del cuerpo no coincide con el empleado de la ruta', {
      fields: { id: 'no coincide' },
    });
  }
  return withTenant(db, companyId, async (trx) => {
    const target = await lockReachable(trx, reach, employeeId);
    assertActive(target);
    if (!canHaveManagers(target.role)) {
      throw new AppError('BAD_REQUEST', EMPLOYEE_ERRORS.managerOnlyForWorkers, { fields: { id: 'rol' } });
    }
    let changed = false;
    if (body.action === 'add') {
      await assertAssignableManager(trx, companyId, target.id, body.manager_id);
      const before = await managersOf(trx, companyId, target.id);
      await insertManagerLink(trx, companyId, target.id, body.manager_id);
      changed = !before.manager_ids.includes(body.manager_id);
    } else {
      changed = (await deleteManagerLink(trx, companyId, target.id, body.manager_id)) > 0;
    }
    if (changed) {
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: body.action === 'add' ? 'employee.manager_added' : 'employee.manager_removed',
        entity: 'employee',
        entityId: target.id,
        details: { manager_id: body.manager_id },
        ip: actor.ip,
      });
      // The manager named hears it too (their team changed), even once the link is gone.
      await emitDomainEvent(trx, {
        companyId,
        type: 'employee.changed',
        userId: target.id,
        data: { manager_id: body.manager_id },
      });
    }
    return managersOf(trx, companyId, target.id);
  });
}
