import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/** Contract periods (migration 012): appended, never changed; read with their recorder's name. */

export interface ContractPeriodRow {
  id: number;
  user_id: number;
  effective_from: string;
  weekly_minutes: number;
  work_mode: WorkMode;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date;
}

/** One employee's periods, newest first (by start, then by recording order). */
export function listContractPeriods(trx: Trx, companyId: number, userId: number): Promise<ContractPeriodRow[]> {
  return trx
    .selectFrom('employee_contracts as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.user_id',
      sql<string>`k.effective_from::text`.as('effective_from'),
      'k.weekly_minutes',
      'k.work_mode',
      'k.created_by',
      'u.name as created_by_name',
      'k.created_at',
    ])
    .where('k.company_id', '=', companyId)
    .where('k.user_id', '=', userId)
    .orderBy('k.effective_from', 'desc')
    .orderBy('k.id', 'desc')
    .execute();
}

export async function insertContractPeriod(
  trx: Trx,
  companyId: number,
  values: {
    userId: number;
    effectiveFrom: string;
    weeklyMinutes: number;
    workMode: WorkMode;
    createdBy: number | null;
  },
): Promise<number> {
  const row = await trx
    .insertInto('employee_contracts')
    .values({
      company_id: companyId,
      user_id: values.userId,
      effective_from: values.effectiveFrom,
      weekly_minutes: values.weeklyMinutes,
      work_mode: values.workMode,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The usual work mode of the period in force on `date`, and the company's remote-work setting. */
export async function findStartWorkMode(trx: Trx, companyId: number, userId: number, date: string) {
  const contract = await trx
    .selectFrom('employee_contracts')
    .select('work_mode')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('effective_from', '<=', date)
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const config = await trx
    .selectFrom('company_config')
    .select('allows_remote_work')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { contractWorkMode: contract?.work_mode ?? null, allowsRemoteWork: config?.allows_remote_work === true };
}

/** The company's full-time week in hours (40 without a config row). */
export async function findFullTimeWeeklyHours(trx: Trx, companyId: number): Promise<number> {
  const row = await trx
    .selectFrom('company_config')
    .select('full_time_weekly_hours')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ? Number(row.full_time_weekly_hours) : 40;
}
