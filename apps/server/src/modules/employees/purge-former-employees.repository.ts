import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/** The queries of purge-former-employees; what anonymising means is decided there. */

export interface FormerEmployeeRow {
  user_id: number;
  name: string;
  email: string;
  deactivated_at: Date;
  last_event_at: Date | null;
}

/**
 * Employees deactivated before `deactivatedBefore` whose email is not in `excludingEmailDomain`
 * (those already anonymised), oldest deactivation first, each with their latest clock event.
 */
export async function listFormerEmployees(
  trx: Trx,
  companyId: number,
  filter: { deactivatedBefore: Date; excludingEmailDomain: string },
): Promise<FormerEmployeeRow[]> {
  return (await trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'u.id as user_id',
      'u.name',
      'u.email',
      'e.deactivated_at',
      (eb) =>
        eb
          .selectFrom('clock_events as c')
          .select(sql<Date | null>`max(c.occurred_at)`.as('last'))
          .whereRef('c.company_id', '=', 'e.company_id')
          .whereRef('c.user_id', '=', 'e.user_id')
          .as('last_event_at'),
    ])
    .where('e.company_id', '=', companyId)
    .where('u.company_id', '=', companyId)
    .where('e.deactivated_at', '<', filter.deactivatedBefore)
    .where('u.email', 'not like', `%@${filter.excludingEmailDomain}`)
    .orderBy('e.deactivated_at')
    .execute()) as FormerEmployeeRow[];
}

export async function updateFormerUser(
  trx: Trx,
  companyId: number,
  userId: number,
  values: { name: string; email: string; password_hash: null; must_change_password: boolean; is_active: boolean },
): Promise<void> {
  await trx.updateTable('users').set(values).where('id', '=', userId).where('company_id', '=', companyId).execute();
}

export async function updateFormerEmployee(
  trx: Trx,
  companyId: number,
  userId: number,
  values: { identification: null; phone: null; shift_id: null },
): Promise<void> {
  await trx
    .updateTable('employees')
    .set(values)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
}

/** Removes the person from every team: as an employee and as a manager. */
export async function deleteManagerLinksOf(trx: Trx, companyId: number, userId: number): Promise<void> {
  await trx
    .deleteFrom('employee_managers')
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('employee_id', '=', userId), eb('manager_id', '=', userId)]))
    .execute();
}

/** Forgets where the person's sessions came from (IP and user agent). */
export async function clearSessionOrigins(trx: Trx, userId: number): Promise<void> {
  await trx.updateTable('sessions').set({ ip: null, user_agent: null }).where('user_id', '=', userId).execute();
}

/** Marks every one-time token of the user as used (now, unless it already was). */
export async function useUpTokens(trx: Trx, userId: number): Promise<void> {
  await trx
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`coalesce(used_at, now())` })
    .where('user_id', '=', userId)
    .execute();
}
