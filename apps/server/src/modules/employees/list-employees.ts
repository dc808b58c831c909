import type { Employee, ListEmployeesQuery } from '@jornada/shared/api/employees';
import type { SessionUser } from '@jornada/shared/api/session';
import { companyOf } from '../../access/company-of';
import { tenantReachFor } from '../../access/reach';
import { type Db, withTenant } from '../../db/tenant';
import { toEmployees } from './employee-view';
import { type EmployeeStatus, listActiveManagers, listEmployeeRows } from './employees.repository';

function statusOf(query: ListEmployeesQuery): EmployeeStatus {
  if (query.status) return query.status;
  return query.include_inactive === 'true' ? 'all' : 'active';
}

/** GET /api/employees: the employees within the actor's reach (a manager: their team), active ones by default. */
export function listEmployees(db: Db, user: SessionUser, query: ListEmployeesQuery): Promise<Employee[]> {
  const reach = tenantReachFor(user, 'read:employee');
  return withTenant(db, reach.companyId, async (trx) => {
    const rows = await listEmployeeRows(trx, reach, { status: statusOf(query) });
    return toEmployees(trx, reach.companyId, rows);
  });
}

/** GET /api/managers */
export function listManagers(db: Db, user: SessionUser) {
  const companyId = companyOf(user);
  return withTenant(db, companyId, (trx) => listActiveManagers(trx, companyId));
}
