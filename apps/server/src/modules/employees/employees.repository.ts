import type { EmployeeRole } from '@jornada/shared/api/employees';
import { sql } from 'kysely';
import type { TenantReach } from '../../access/reach';
import { employeeInReach } from '../../access/reach.repository';
import type { Db, Trx } from '../../db/tenant';

/**
 * Every query here runs inside withTenant (RLS on employees, employee_managers, shifts) and still
 * filters by company_id. users is the global identity table: it is only reached through the
 * company's employees, or filtered by company_id when written.
 */

/** Migration 030's partial unique index: (company_id, lower(payroll_code)) where a code is set. */
export const PAYROLL_CODE_INDEX = 'employees_payroll_code_key';

export type EmployeeStatus = 'active' | 'inactive' | 'all';

export interface EmployeeRow {
  id: number;
  name: string;
  email: string;
  role: EmployeeRole;
  is_active: boolean;
  email_verified_at: Date | null;
  has_password: boolean;
  identification: string | null;
  phone: string | null;
  payroll_code: string | null;
  shift_id: number | null;
  shift_name: string | null;
  shift_start: string | null;
  shift_end: string | null;
  centre_id: number;
  centre_name: string;
  deactivated_at: Date | null;
  created_at: Date;
}

function employeesQuery(trx: Trx, companyId: number) {
  return trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('shifts as s', (join) => join.onRef('s.company_id', '=', 'e.company_id').onRef('s.id', '=', 'e.shift_id'))
    .innerJoin('work_centres as c', (join) =>
      join.onRef('c.company_id', '=', 'e.company_id').onRef('c.id', '=', 'e.centre_id'),
    )
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.is_active',
      'u.email_verified_at',
      sql<boolean>`u.password_hash is not null`.as('has_password'),
      'e.identification',
      'e.phone',
      'e.payroll_code',
      'e.shift_id',
      's.name as shift_name',
      sql<string | null>`to_char(s.start_time, 'HH24:MI')`.as('shift_start'),
      sql<string | null>`to_char(s.end_time, 'HH24:MI')`.as('shift_end'),
      'e.centre_id',
      'c.name as centre_name',
      'e.deactivated_at',
      'e.created_at',
    ])
    .where('e.company_id', '=', companyId)
    .where('u.company_id', '=', companyId);
}

/** The employees of the reach's company within the reach (a manager's: their team), by name. */
export function listEmployeeRows(trx: Trx, reach: TenantReach, filter: { status: EmployeeStatus; userId?: number }) {
  let query = employeesQuery(trx, reach.companyId).where(employeeInReach(reach, 'e.user_id'));
  if (filter.status === 'active') query = query.where('e.deactivated_at', 'is', null);
  if (filter.status === 'inactive') query = query.where('e.deactivated_at', 'is not', null);
  if (filter.userId !== undefined) query = query.where('e.user_id', '=', filter.userId);
  return query.orderBy('u.name').orderBy('u.id').execute() as Promise<EmployeeRow[]>;
}

/**
 * One employee within the reach, its row locked until the transaction ends so two edits of the
 * same person are applied one after the other.
 */
export async function lockEmployee(trx: Trx, reach: TenantReach, userId: number): Promise<EmployeeRow | undefined> {
  const query = employeesQuery(trx, reach.companyId)
    .where('e.user_id', '=', userId)
    .where(employeeInReach(reach, 'e.user_id'));
  return (await query.forUpdate('e').executeTakeFirst()) as EmployeeRow | undefined;
}

/** Manager links of the listed employees, to active managers only, in assignment order. */
export function listManagerLinks(trx: Trx, companyId: number, employeeIds: number[]) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('employee_managers as l')
    .innerJoin('employees as me', (join) =>
      join.onRef('me.company_id', '=', 'l.company_id').onRef('me.user_id', '=', 'l.manager_id'),
    )
    .innerJoin('users as mu', 'mu.id', 'l.manager_id')
    .select(['l.employee_id', 'l.manager_id', 'mu.name as manager_name'])
    .where('l.company_id', '=', companyId)
    .where('l.employee_id', 'in', employeeIds)
    .where('me.deactivated_at', 'is', null)
    .orderBy('l.employee_id')
    .orderBy('l.created_at')
    .orderBy('l.manager_id')
    .execute();
}

/** The company's active managers (SPEC §3 Manager: id, name). */
export function listActiveManagers(trx: Trx, companyId: number) {
  return trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['u.id', 'u.name'])
    .where('e.company_id', '=', companyId)
    .where('u.company_id', '=', companyId)
    .where('u.role', '=', 'manager')
    .where('e.deactivated_at', 'is', null)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

export async function isActiveManager(trx: Trx, companyId: number, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select('u.id')
    .where('e.company_id', '=', companyId)
    .where('e.user_id', '=', userId)
    .where('u.role', '=', 'manager')
    .where('e.deactivated_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isCompanyShift(trx: Trx, companyId: number, shiftId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('shifts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', shiftId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Seats taken: every active employee of the company, its administrators included. */
export async function countActiveEmployees(trx: Trx, companyId: number): Promise<number> {
  const row = await trx
    .selectFrom('employees')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findUserIdByEmail(db: Db | Trx, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export function insertEmployeeUser(
  trx: Trx,
  values: {
    companyId: number;
    email: string;
    name: string;
    role: 'worker' | 'manager';
    passwordHash: string | null;
  },
) {
  // A temporary password must be replaced at first login; the admin typed the address, and the
  // employee could not log in at all without it counting as verified (no email can confirm it).
  const isTemporary = values.passwordHash !== null;
  return trx
    .insertInto('users')
    .values({
      email: values.email,
      name: values.name,
      role: values.role,
      company_id: values.companyId,
      password_hash: values.passwordHash,
      must_change_password: isTemporary,
      email_verified_at: isTemporary ? sql<Date>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertEmployee(
  trx: Trx,
  values: {
    companyId: number;
    userId: number;
    identification: string;
    phone: string | null;
    payrollCode: string | null;
    shiftId: number | null;
    /** null: the company's default centre (migration 017's trigger). */
    centreId: number | null;
  },
) {
  return trx
    .insertInto('employees')
    .values({
      company_id: values.companyId,
      user_id: values.userId,
      identification: values.identification,
      phone: values.phone,
      payroll_code: values.payrollCode,
      shift_id: values.shiftId,
      ...(values.centreId === null ? {} : { centre_id: values.centreId }),
    })
    .execute();
}

/**
 * Who of the company (former employees included) has this payroll code, case aside; `exceptUserId`
 * leaves the employee being edited out.
 */
export async function findPayrollCodeHolder(
  trx: Trx,
  companyId: number,
  code: string,
  exceptUserId: number | null,
): Promise<number | undefined> {
  let query = trx
    .selectFrom('employees')
    .select('user_id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(payroll_code)`, '=', sql<string>`lower(${code})`);
  if (exceptUserId !== null) query = query.where('user_id', '<>', exceptUserId);
  return (await query.executeTakeFirst())?.user_id;
}

/** The payroll code of each of these employees of the company (those without one are left out). */
export function listPayrollCodes(trx: Trx, companyId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('employees')
    .select(['user_id', 'payroll_code'])
    .where('company_id', '=', companyId)
    .where('user_id', 'in', [...userIds])
    .where('payroll_code', 'is not', null)
    .execute();
}

/** Sets a temporary password (the invitation email could not be sent): replaced at first login. */
export function setTemporaryPassword(trx: Trx, companyId: number, userId: number, passwordHash: string) {
  return trx
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      must_change_password: true,
      email_verified_at: sql<Date>`coalesce(email_verified_at, now())`,
    })
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .execute();
}

export function updateUserColumns(
  trx: Trx,
  companyId: number,
  userId: number,
  values: Partial<{ name: string; email: string; role: 'worker' | 'manager'; is_active: boolean }>,
) {
  return trx.updateTable('users').set(values).where('id', '=', userId).where('company_id', '=', companyId).execute();
}

export function updateEmployeeColumns(
  trx: Trx,
  companyId: number,
  userId: number,
  values: Partial<{
    identification: string;
    phone: string;
    payroll_code: string | null;
    shift_id: number | null;
    centre_id: number;
    deactivated_at: Date | null;
  }>,
) {
  return trx
    .updateTable('employees')
    .set(values)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
}

export function insertManagerLink(trx: Trx, companyId: number, employeeId: number, managerId: number) {
  return trx
    .insertInto('employee_managers')
    .values({ company_id: companyId, employee_id: employeeId, manager_id: managerId })
    .onConflict((oc) => oc.columns(['company_id', 'employee_id', 'manager_id']).doNothing())
    .execute();
}

export async function deleteManagerLink(trx: Trx, companyId: number, employeeId: number, managerId: number) {
  const result = await trx
    .deleteFrom('employee_managers')
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('manager_id', '=', managerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes the employee's own managers; returns whose links went. */
export async function deleteManagersOf(trx: Trx, companyId: number, employeeId: number): Promise<number[]> {
  const rows = await trx
    .deleteFrom('employee_managers')
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .returning('manager_id')
    .execute();
  return rows.map((row) => row.manager_id);
}

/** Removes the links where the person is the manager; returns the workers left without them. */
export async function deleteTeamOf(trx: Trx, companyId: number, managerId: number): Promise<number[]> {
  const rows = await trx
    .deleteFrom('employee_managers')
    .where('company_id', '=', companyId)
    .where('manager_id', '=', managerId)
    .returning('employee_id')
    .execute();
  return rows.map((row) => row.employee_id);
}
