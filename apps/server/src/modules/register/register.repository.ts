import type { VacationType } from '@jornada/shared/api/petitions';
import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import { sql } from 'kysely';
import type { TenantReach } from '../../access/reach';
import { employeeInReachWithSelf } from '../../access/reach.repository';
import type { StoredBreak } from '../../db/schema';
import type { Trx } from '../../db/tenant';

/**
 * The register's reads, each one query for the whole scope (never one per employee): a month for a
 * thousand workers is a handful of round trips, grouped in memory by build-register.ts.
 */

export interface RegisterCompanyRow {
  id: number;
  name: string;
  cif: string;
  schema_name: string;
  break_included: boolean | null;
  /** numeric, read as a string; null without a config row. */
  full_time_weekly_hours: string | null;
}

export function findRegisterCompany(trx: Trx, companyId: number): Promise<RegisterCompanyRow | undefined> {
  return trx
    .selectFrom('companies as c')
    .leftJoin('company_config as k', 'k.company_id', 'c.id')
    .select(['c.id', 'c.name', 'c.cif', 'c.schema_name', 'k.break_included', 'k.full_time_weekly_hours'])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

export interface RegisterEmployeeRow {
  id: number;
  name: string;
  identification: string | null;
}

/**
 * The employees of the reach (a manager's register holds their team and themself) employed in the
 * period: active, or deactivated with a shift in it; one of them, or those of one work centre, when asked.
 */
export function listRegisterEmployees(
  trx: Trx,
  reach: TenantReach,
  period: { from: string; to: string },
  { employeeId, centreId }: { employeeId?: number | undefined; centreId?: number | undefined } = {},
): Promise<RegisterEmployeeRow[]> {
  let query = trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.user_id as id', 'u.name', 'e.identification'])
    .where('e.company_id', '=', reach.companyId)
    .where(employeeInReachWithSelf(reach, 'e.user_id'))
    .where((eb) =>
      eb.or([
        eb('e.deactivated_at', 'is', null),
        eb.exists(
          eb
            .selectFrom('workshifts as w')
            .select(sql`1`.as('one'))
            .whereRef('w.company_id', '=', 'e.company_id')
            .whereRef('w.user_id', '=', 'e.user_id')
            .where('w.fecha', '>=', sql<string>`${period.from}::date`)
            .where('w.fecha', '<=', sql<string>`${period.to}::date`),
        ),
      ]),
    );
  if (employeeId !== undefined) query = query.where('e.user_id', '=', employeeId);
  if (centreId !== undefined) query = query.where('e.centre_id', '=', centreId);
  return query.execute();
}

export interface RegisterShiftRow {
  id: string;
  user_id: number;
  fecha: string;
  /** Epoch milliseconds: a number is read far faster than a timestamptz (tens of thousands of rows). */
  started_ms: number;
  ended_ms: number | null;
  breaks: StoredBreak[];
  work_mode: WorkMode;
  corrected: boolean;
  /** The first correction's original times (what was first clocked), epoch ms; null when never corrected. */
  original_started_ms: number | null;
  original_ended_ms: number | null;
  offline: boolean;
}

/** The shifts of these employees that started (Madrid date) from `from` to `to`, in start order. */
export function listRegisterShifts(
  trx: Trx,
  companyId: number,
  employeeIds: readonly number[],
  range: { from: string; to: string },
): Promise<RegisterShiftRow[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('workshifts as w')
    .select([
      'w.id',
      'w.user_id',
      sql<string>`w.fecha::text`.as('fecha'),
      sql<number>`(extract(epoch from w.started_at) * 1000)::float8`.as('started_ms'),
      sql<number | null>`(extract(epoch from w.ended_at) * 1000)::float8`.as('ended_ms'),
      'w.breaks',
      'w.work_mode',
      'w.offline',
      sql<boolean>`jsonb_array_length(w.corrections) > 0`.as('corrected'),
      // The times first clocked: the oldest correction's original (later ones start from a corrected state).
      sql<
        number | null
      >`(extract(epoch from (w.corrections->0->'original'->>'started_at')::timestamptz) * 1000)::float8`.as(
        'original_started_ms',
      ),
      sql<
        number | null
      >`(extract(epoch from (w.corrections->0->'original'->>'ended_at')::timestamptz) * 1000)::float8`.as(
        'original_ended_ms',
      ),
    ])
    .where('w.company_id', '=', companyId)
    .where('w.user_id', 'in', employeeIds)
    .where('w.fecha', '>=', sql<string>`${range.from}::date`)
    .where('w.fecha', '<=', sql<string>`${range.to}::date`)
    .orderBy('w.started_at')
    .orderBy('w.id')
    .execute() as Promise<RegisterShiftRow[]>;
}

export interface RegisterContractRow {
  id: number;
  user_id: number;
  effective_from: string;
  weekly_minutes: number;
  work_mode: WorkMode;
}

/** Every contract period of these employees (a past period may be the one in force). */
export function listRegisterContracts(
  trx: Trx,
  companyId: number,
  employeeIds: readonly number[],
): Promise<RegisterContractRow[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('employee_contracts as k')
    .select([
      'k.id',
      'k.user_id',
      sql<string>`k.effective_from::text`.as('effective_from'),
      'k.weekly_minutes',
      'k.work_mode',
    ])
    .where('k.company_id', '=', companyId)
    .where('k.user_id', 'in', employeeIds)
    .orderBy('k.effective_from')
    .orderBy('k.id')
    .execute();
}

export interface RegisterAbsenceRow {
  employee_id: number;
  start_date: string;
  end_date: string;
  vacation_type: VacationType | null;
}

/** Approved vacations and leaves of these employees overlapping the range. */
export function listRegisterAbsences(
  trx: Trx,
  companyId: number,
  employeeIds: readonly number[],
  range: { from: string; to: string },
): Promise<RegisterAbsenceRow[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('petitions as p')
    .select([
      'p.employee_id',
      sql<string>`p.start_date::text`.as('start_date'),
      sql<string>`p.end_date::text`.as('end_date'),
      sql<VacationType | null>`p.payload->>'vacation_type'`.as('vacation_type'),
    ])
    .where('p.company_id', '=', companyId)
    .where('p.table_name', '=', 'vacations')
    .where('p.status', '=', 'approved')
    .where('p.employee_id', 'in', employeeIds)
    .where('p.start_date', '<=', sql<string>`${range.to}::date`)
    .where('p.end_date', '>=', sql<string>`${range.from}::date`)
    .orderBy('p.start_date')
    .execute() as Promise<RegisterAbsenceRow[]>;
}
