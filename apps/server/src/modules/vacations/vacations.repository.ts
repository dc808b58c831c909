import type { PetitionStatus, VacationType } from '@jornada/shared/api/petitions';
import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/** Every query runs inside withTenant (RLS on holidays, petitions, employees, company_config). */

/** The company's autonomous community (ISO 3166-2; companies is a global table, read by id). */
export async function findCompanyRegion(trx: Trx, companyId: number): Promise<string | undefined> {
  const row = await trx.selectFrom('companies').select('region').where('id', '=', companyId).executeTakeFirst();
  return row?.region;
}

export function listCompanyHolidays(trx: Trx, companyId: number, from: string, to: string) {
  return trx
    .selectFrom('holidays')
    .select(['id', sql<string>`date::text`.as('date'), 'name'])
    .where('company_id', '=', companyId)
    .where('date', '>=', sql<string>`${from}::date`)
    .where('date', '<=', sql<string>`${to}::date`)
    .orderBy('date')
    .execute();
}

export function insertHoliday(trx: Trx, companyId: number, values: { date: string; name: string; createdBy: number }) {
  return trx
    .insertInto('holidays')
    .values({ company_id: companyId, date: values.date, name: values.name, created_by: values.createdBy })
    .returning(['id', sql<string>`date::text`.as('date'), 'name'])
    .executeTakeFirstOrThrow();
}

export function deleteHoliday(trx: Trx, companyId: number, id: number) {
  return trx
    .deleteFrom('holidays')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(['id', sql<string>`date::text`.as('date'), 'name'])
    .executeTakeFirst();
}

/** The employee (any role) with the company's and their own yearly allowance. */
export function findAllowanceOf(trx: Trx, companyId: number, userId: number) {
  return trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('company_config as c', 'c.company_id', 'e.company_id')
    .select([
      'u.id',
      'u.name',
      'u.role',
      'e.vacation_days_per_year as own',
      sql<number>`coalesce(c.vacation_days_per_year, 22)`.as('company'),
    ])
    .where('e.company_id', '=', companyId)
    .where('u.company_id', '=', companyId)
    .where('e.user_id', '=', userId)
    .executeTakeFirst();
}

export interface VacationRow {
  id: string;
  status: PetitionStatus;
  start_date: string;
  end_date: string;
  vacation_type: VacationType;
}

/** The employee's vacation petitions in `statuses` that touch [from, to], oldest first. */
export function listVacationsOverlapping(
  trx: Trx,
  companyId: number,
  employeeId: number,
  range: { from: string; to: string },
  statuses: PetitionStatus[],
): Promise<VacationRow[]> {
  return trx
    .selectFrom('petitions')
    .select([
      sql<string>`id::text`.as('id'),
      'status',
      sql<string>`start_date::text`.as('start_date'),
      sql<string>`end_date::text`.as('end_date'),
      sql<VacationType>`payload->>'vacation_type'`.as('vacation_type'),
    ])
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('table_name', '=', 'vacations')
    .where('status', 'in', statuses)
    .where('start_date', '<=', sql<string>`${range.to}::date`)
    .where('end_date', '>=', sql<string>`${range.from}::date`)
    .orderBy(sql`petitions.start_date`)
    .orderBy(sql`petitions.id`)
    .execute() as Promise<VacationRow[]>;
}

export async function findCompanyAllowance(trx: Trx, companyId: number): Promise<number> {
  const row = await trx
    .selectFrom('company_config')
    .select('vacation_days_per_year')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.vacation_days_per_year ?? 22;
}

/** The company's config row with the new figure (created with the defaults when it is missing). */
export function upsertCompanyAllowance(trx: Trx, companyId: number, days: number) {
  return trx
    .insertInto('company_config')
    .values({ company_id: companyId, vacation_days_per_year: days })
    .onConflict((oc) =>
      oc.column('company_id').doUpdateSet({ vacation_days_per_year: days, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

export function listEmployeeAllowances(trx: Trx, companyId: number) {
  return trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['u.id as user_id', 'u.name', 'u.role', 'e.vacation_days_per_year'])
    .where('e.company_id', '=', companyId)
    .where('u.company_id', '=', companyId)
    .where('e.deactivated_at', 'is', null)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

export async function updateEmployeeAllowance(trx: Trx, companyId: number, userId: number, days: number | null) {
  const result = await trx
    .updateTable('employees')
    .set({ vacation_days_per_year: days })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
