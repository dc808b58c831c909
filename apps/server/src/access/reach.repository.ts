import { rolesWith } from '@jornada/shared/permissions';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Trx } from '../db/tenant';
import type { TenantReach } from './reach';

/** The roles that clock (clock:workshift): the only ones a POS terminal lists. */
export const CLOCKING_ROLES = rolesWith('clock:workshift');

/**
 * The one SQL definition of "team": the employee in column `employeeColumn` is assigned to manager
 * `managerId` in company `companyId` (`employee_managers`, RLS-scoped like every tenant table).
 */
export function isOnTeam(employeeColumn: string, companyId: number, managerId: number): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from employee_managers m where m.company_id = ${companyId} and m.employee_id = ${sql.ref(employeeColumn)} and m.manager_id = ${managerId})`;
}

/**
 * The one SQL definition of "may clock at this POS terminal": the employee in `employeeColumn` is an
 * active worker or manager of the company (the roles that clock) and, unless the terminal allows
 * everyone (employee_ids null), on its list. A revoked terminal allows nobody.
 */
export function isAllowedOnTerminal(
  employeeColumn: string,
  companyId: number,
  terminalId: number,
): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from pos_terminals t
    join users tu on tu.id = ${sql.ref(employeeColumn)}
    join employees te on te.company_id = t.company_id and te.user_id = tu.id
    where t.company_id = ${companyId} and t.id = ${terminalId} and t.revoked_at is null
      and tu.company_id = ${companyId} and tu.is_active and te.deactivated_at is null
      and tu.role in (${sql.join(CLOCKING_ROLES)})
      and (t.employee_ids is null or tu.id = any(t.employee_ids)))`;
}

/**
 * A filter for any query over a company's rows: the row's employee (`employeeColumn`, a user id) is in
 * the reach. Apply it with `.where(employeeInReach(reach, 'w.user_id'))`; the query still filters by
 * the company itself (RLS backs that up).
 */
export function employeeInReach(reach: TenantReach, employeeColumn: string): Expression<SqlBool> {
  switch (reach.kind) {
    case 'own':
      return sql<SqlBool>`${sql.ref(employeeColumn)} = ${reach.userId}`;
    case 'team':
      return isOnTeam(employeeColumn, reach.companyId, reach.managerId);
    case 'company':
      return sql<SqlBool>`true`;
    case 'terminal':
      return isAllowedOnTerminal(employeeColumn, reach.companyId, reach.terminalId);
  }
}

/**
 * employeeInReach, plus the actor themself: for records in which the acting manager appears too. A
 * manager clocks like anyone, so their register (and the like) is their team's and their own; own
 * and company reaches already hold the actor.
 */
export function employeeInReachWithSelf(reach: TenantReach, employeeColumn: string): Expression<SqlBool> {
  if (reach.kind !== 'team') return employeeInReach(reach, employeeColumn);
  return sql<SqlBool>`(${sql.ref(employeeColumn)} = ${reach.managerId} or ${isOnTeam(employeeColumn, reach.companyId, reach.managerId)})`;
}

/** isEmployeeInReach with the actor themself (see employeeInReachWithSelf). */
export async function isEmployeeInReachWithSelf(trx: Trx, reach: TenantReach, employeeId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('employees as e')
    .select('e.user_id')
    .where('e.company_id', '=', reach.companyId)
    .where('e.user_id', '=', employeeId)
    .where(employeeInReachWithSelf(reach, 'e.user_id'))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `employeeId` is an employee (active or not) of the reach's company and within the reach. */
export async function isEmployeeInReach(trx: Trx, reach: TenantReach, employeeId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('employees as e')
    .select('e.user_id')
    .where('e.company_id', '=', reach.companyId)
    .where('e.user_id', '=', employeeId)
    .where(employeeInReach(reach, 'e.user_id'))
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the workers assigned to a manager, for rules that check many rows in memory. */
export async function listTeamIds(trx: Trx, companyId: number, managerId: number): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('employees as e')
    .select('e.user_id')
    .where('e.company_id', '=', companyId)
    .where(isOnTeam('e.user_id', companyId, managerId))
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** The employees a POS terminal allows right now, for rules that check many rows in memory. */
export async function listTerminalEmployeeIds(trx: Trx, companyId: number, terminalId: number): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('employees as e')
    .select('e.user_id')
    .where('e.company_id', '=', companyId)
    .where(isAllowedOnTerminal('e.user_id', companyId, terminalId))
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Whether `companyId` has linked gestoría `gestoriaId` right now: read on every request, so a link the
 * company revokes closes the gestoría's access on its next request.
 */
export async function isClientCompany(trx: Trx, gestoriaId: number, companyId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .where('gestoria_id', '=', gestoriaId)
    .executeTakeFirst();
  return row !== undefined;
}
