import { EMPLOYEE_MESSAGES, type Employee, type ListEmployeesQuery } from '@jornada/shared/api/employees';
import type { SessionUser } from '@jornada/shared/api/session';
import { companyOf } from '../../access/company-of';
import type { Actor } from '../../access/reach';
import { withReadReach } from '../../access/tenant-access';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';

import { toEmployees } from './employee-view';
import { type EmployeeStatus, listActiveManagers, listEmployeeRows } from './employees.repository';

const COMPANY_NOT_FOUND_MESSAGE = 'Empresa no encontrada';

function statusOf(query: ListEmployeesQuery): EmployeeStatus {
  if (query.status) return query.status;
  return query.include_inactive === 'true' ? 'all' : 'active';
}

/** GET /api/employees: the employees within the actor's reach (a manager: their team), active ones by default. */
export function listEmployees(
  db: Db,
  user: Actor,
  query: ListEmployeesQuery,
  ip: string | null = null,
): Promise<Employee[]> {
  const target = {
    companyId: query.company_id,
    notFoundMessage: COMPANY_NOT_FOUND_MESSAGE,
    read: { what: 'employees', details: { status: statusOf(query) }, ip },
  };
  return withReadReach(db, user, 'read:employee', target, async (trx, reach) => {
    const rows = await listEmployeeRows(trx, reach, { status: statusOf(query) });
    return toEmployees(trx, reach.companyId, rows);
  });
}

/** GET /api/employees/{id}: one employee (active or former) within the actor's reach; out of reach is 404. */
export function getEmployee(
  db: Db,
  user: Actor,
  employeeId: number,
  query: { company_id?: number | undefined },
  ip: string | null = null,
): Promise<Employee> {
  const target = {
    companyId: query.company_id,
    notFoundMessage: COMPANY_NOT_FOUND_MESSAGE,
    read: { what: 'employee', details: { employee_id: employeeId }, ip },
  };
  return withReadReach(db, user, 'read:employee', target, async (trx, reach) => {
    const rows = await listEmployeeRows(trx, reach, { status: 'all', userId: employeeId });
    const [employee] = await toEmployees(trx, reach.companyId, rows);
    if (!employee) throw new AppError('NOT_FOUND', EMPLOYEE_MESSAGES.notFound);
    return employee;
  });
}

/** GET /api/managers */
export function listManagers(db: Db, user: SessionUser) {
  const companyId = companyOf(user);
  return withTenant(db, companyId, (trx) => listActiveManagers(trx, companyId));
}
