import type { VacationType } from '@jornada/shared/api/petitions';
import { rolesWith } from '@jornada/shared/permissions';
import { sql } from 'kysely';
import type { TenantReach } from '../../access/reach';
import { employeeInReach } from '../../access/reach.repository';
import type { StoredBreak } from '../../db/schema';
import type { Trx } from '../../db/tenant';

export interface StaffRow {
  user_id: number;
  name: string;
  /** ISO weekdays (1 = lunes) of the assigned turno; null without one. */
  weekdays: number[] | null;
  shift_start: string | null;
}

/** The employees in reach who clock (active, not deactivated), by name. */
export function listStaffInReach(trx: Trx, reach: TenantReach): Promise<StaffRow[]> {
  return trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('shifts as s', (join) => join.onRef('s.id', '=', 'e.shift_id').onRef('s.company_id', '=', 'e.company_id'))
    .select([
      'e.user_id',
      'u.name',
      sql<number[] | null>`to_json(s.weekdays)`.as('weekdays'),
      sql<string | null>`to_char(s.start_time, 'HH24:MI')`.as('shift_start'),
    ])
    .where('e.company_id', '=', reach.companyId)
    .where('e.deactivated_at', 'is', null)
    .where('u.is_active', '=', true)
    .where('u.role', 'in', rolesWith('clock:workshift'))
    .where(employeeInReach(reach, 'e.user_id'))
    .orderBy('u.name')
    .orderBy('e.user_id')
    .execute();
}

export interface TodayShiftRow {
  user_id: number;
  fecha: string;
  started_at: Date;
  ended_at: Date | null;
  status: 'in_progress' | 'on_break' | 'completed';
  breaks: StoredBreak[];
}

/** Today's shifts of the employees in reach, and any still open from an earlier day, oldest first. */
export function listShiftsOfToday(trx: Trx, reach: TenantReach, today: string): Promise<TodayShiftRow[]> {
  return trx
    .selectFrom('workshifts as w')
    .select(['w.user_id', sql<string>`w.fecha::text`.as('fecha'), 'w.started_at', 'w.ended_at', 'w.status', 'w.breaks'])
    .where('w.company_id', '=', reach.companyId)
    .where((eb) => eb.or([eb('w.fecha', '=', sql<string>`${today}::date`), eb('w.status', '<>', 'completed')]))
    .where(employeeInReach(reach, 'w.user_id'))
    .orderBy('w.started_at')
    .execute() as Promise<TodayShiftRow[]>;
}

/** Approved vacations, personal days and leaves covering `day`, of the employees in reach. */
export function listAbsencesOn(
  trx: Trx,
  reach: TenantReach,
  day: string,
): Promise<{ employee_id: number; vacation_type: VacationType }[]> {
  return trx
    .selectFrom('petitions as p')
    .select(['p.employee_id', sql<VacationType>`p.payload->>'vacation_type'`.as('vacation_type')])
    .where('p.company_id', '=', reach.companyId)
    .where('p.table_name', '=', 'vacations')
    .where('p.status', '=', 'approved')
    .where('p.start_date', '<=', sql<string>`${day}::date`)
    .where('p.end_date', '>=', sql<string>`${day}::date`)
    .where(employeeInReach(reach, 'p.employee_id'))
    .execute() as Promise<{ employee_id: number; vacation_type: VacationType }[]>;
}

/** Whether the company counts breaks as worked time. */
export async function findBreakIncluded(trx: Trx, companyId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('company_config')
    .select('break_included')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.break_included ?? false;
}
