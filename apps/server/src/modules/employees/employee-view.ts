import type { Employee } from '@jornada/shared/api/employees';
import { canHaveManagers } from '@jornada/shared/roles';
import type { TenantReach } from '../../access/reach';
import type { Trx } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { EMPLOYEE_ERRORS } from './employee-errors';
import { type EmployeeRow, listEmployeeRows, listManagerLinks } from './employees.repository';

/** Rows as the API answers them (SPEC §3 Employee), each with its active managers. */
export async function toEmployees(trx: Trx, companyId: number, rows: EmployeeRow[]): Promise<Employee[]> {
  const links = await listManagerLinks(
    trx,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = links.filter((link) => link.employee_id === row.id);
    const managerIds = own.map((link) => link.manager_id);
    return {
      id: row.id,
      auth_user_id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      identification: row.identification,
      phone: row.phone,
      payroll_code: row.payroll_code,
      active: row.deactivated_at === null && row.is_active,
      deactivated_at: row.deactivated_at ? new Date(row.deactivated_at).toISOString() : null,
      pending_activation: row.email_verified_at === null,
      managers: own.map((link) => link.manager_name),
      manager_ids: managerIds,
      managerId: canHaveManagers(row.role) ? (managerIds[0] ?? null) : null,
      shift_id: row.shift_id,
      shift:
        row.shift_id !== null && row.shift_name !== null
          ? { id: row.shift_id, name: row.shift_name, startTime: row.shift_start ?? '', endTime: row.shift_end ?? '' }
          : null,
      centre_id: row.centre_id,
      centre: { id: row.centre_id, name: row.centre_name },
      created_at: new Date(row.created_at).toISOString(),
    };
  });
}

/** One employee within the reach (active or not), as the API answers it; 404 otherwise. */
export async function loadEmployee(trx: Trx, reach: TenantReach, userId: number): Promise<Employee> {
  const rows = await listEmployeeRows(trx, reach, { status: 'all', userId });
  const [employee] = await toEmployees(trx, reach.companyId, rows);
  if (!employee) throw new AppError('NOT_FOUND', EMPLOYEE_ERRORS.notFound);
  return employee;
}

/** The managers of a worker, as the managers route answers them. */
export async function managersOf(trx: Trx, companyId: number, employeeId: number) {
  const links = await listManagerLinks(trx, companyId, [employeeId]);
  return { managers: links.map((link) => link.manager_name), manager_ids: links.map((link) => link.manager_id) };
}
