import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/**
 * Who is on a manager's team, as SQL. Kept apart so the access module can take these two over
 * without touching the shift queries that use them.
 */

/** The row's employee (`alias`.user_id) is assigned to `managerId` in the same company. */
export function isOnManagersTeam(alias: 'e' | 'w', managerId: number) {
  return sql<boolean>`exists (select 1 from employee_managers m where m.company_id = ${sql.ref(`${alias}.company_id`)} and m.employee_id = ${sql.ref(`${alias}.user_id`)} and m.manager_id = ${managerId})`;
}

/** Whether `employeeId` is an employee of the company the actor may see (manager: assigned to them). */
export async function isVisibleEmployee(
  trx: Trx,
  companyId: number,
  employeeId: number,
  managerId: number | null,
): Promise<boolean> {
  let query = trx
    .selectFrom('employees as e')
    .select('e.user_id')
    .where('e.company_id', '=', companyId)
    .where('e.user_id', '=', employeeId);
  if (managerId !== null) query = query.where(isOnManagersTeam('e', managerId));
  return (await query.executeTakeFirst()) !== undefined;
}
