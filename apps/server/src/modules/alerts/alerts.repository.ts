import type { Role } from '@jornada/shared/roles';
import { sql } from 'kysely';
import type { TenantReach } from '../../access/reach';
import { employeeInReachWithSelf } from '../../access/reach.repository';
import type { StoredBreak } from '../../db/schema';
import type { Trx } from '../../db/tenant';

/**
 * Everything the alerts of a month read, in bulk for the whole reach: a handful of queries whatever
 * the number of employees. Every query runs inside withTenant.
 */

/** '{1,2,3}': an integer[] literal cast in SQL (identical on PostgreSQL and PGlite). */
const idArray = (ids: readonly number[]) => sql<number[]>`${`{${ids.join(',')}}`}::integer[]`;

/** The clock rules (read with workshift's `toViewConfig`, for the same defaults) and the full-time week. */
export interface AlertSettingsRow {
  break_included: boolean;
  forgotten_clockout_hours: string;
  max_breaks_per_day: number;
  min_break_interval: number;
  full_time_weekly_hours: string;
}

export function findAlertSettings(trx: Trx, companyId: number): Promise<AlertSettingsRow | undefined> {
  return trx
    .selectFrom('company_config')
    .select([
      'break_included',
      'forgotten_clockout_hours',
      'max_breaks_per_day',
      'min_break_interval',
      'full_time_weekly_hours',
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export interface AlertEmployeeRow {
  user_id: number;
  name: string;
  /** Madrid dates (yyyy-MM-dd). */
  created_on: string;
  deactivated_on: string | null;
  /** The assigned shift's ISO weekdays; null without a shift. */
  weekdays: number[] | null;
  /** The date of the employee's first recorded shift, if any. */
  first_shift_on: string | null;
}

/**
 * The employees of the reach (and the actor) who keep a record (`roles`), still employed on or after
 * `from` — a former employee's last month still has its alerts. With `centreId`, only those who
 * belong to that work centre.
 */
export function listAlertEmployees(
  trx: Trx,
  reach: TenantReach,
  roles: readonly Role[],
  from: string,
  centreId?: number,
): Promise<AlertEmployeeRow[]> {
  let query = trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('shifts as s', (join) => join.onRef('s.company_id', '=', 'e.company_id').onRef('s.id', '=', 'e.shift_id'))
    .select([
      'e.user_id',
      'u.name',
      sql<string>`(e.created_at at time zone 'Europe/Madrid')::date::text`.as('created_on'),
      sql<string | null>`(e.deactivated_at at time zone 'Europe/Madrid')::date::text`.as('deactivated_on'),
      sql<number[] | null>`to_json(s.weekdays)`.as('weekdays'),
      sql<string | null>`(select min(w.fecha)::text from workshifts w
          where w.company_id = e.company_id and w.user_id = e.user_id)`.as('first_shift_on'),
    ])
    .where('e.company_id', '=', reach.companyId)
    .where('u.company_id', '=', reach.companyId)
    .where('u.role', 'in', [...roles])
    .where(employeeInReachWithSelf(reach, 'e.user_id'))
    .where((eb) =>
      eb.or([
        eb('e.deactivated_at', 'is', null),
        eb(sql`(e.deactivated_at at time zone 'Europe/Madrid')::date`, '>=', sql`${from}::date`),
      ]),
    );
  if (centreId !== undefined) query = query.where('e.centre_id', '=', centreId);
  return query.orderBy('e.user_id').execute();
}

export interface AlertContractRow {
  id: number;
  user_id: number;
  effective_from: string;
  weekly_minutes: number;
}

export function listAlertContracts(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
): Promise<AlertContractRow[]> {
  return trx
    .selectFrom('employee_contracts as k')
    .select(['k.id', 'k.user_id', sql<string>`k.effective_from::text`.as('effective_from'), 'k.weekly_minutes'])
    .where('k.company_id', '=', companyId)
    .where(sql<boolean>`k.user_id = any(${idArray(userIds)})`)
    .orderBy('k.user_id')
    .orderBy('k.effective_from')
    .orderBy('k.id')
    .execute();
}

export interface AlertShiftRow {
  user_id: number;
  /** Epoch milliseconds: a number reads far faster than a timestamptz over tens of thousands of rows. */
  started_ms: number;
  ended_ms: number | null;
  breaks: StoredBreak[];
}

/** Every shift (open or closed) of the employees started on a date from `from` to `to`. */
export function listAlertShifts(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
  range: { from: string; to: string },
): Promise<AlertShiftRow[]> {
  return trx
    .selectFrom('workshifts as w')
    .select([
      'w.user_id',
      sql<number>`(extract(epoch from w.started_at) * 1000)::float8`.as('started_ms'),
      sql<number | null>`(extract(epoch from w.ended_at) * 1000)::float8`.as('ended_ms'),
      'w.breaks',
    ])
    .where('w.company_id', '=', companyId)
    .where(sql<boolean>`w.user_id = any(${idArray(userIds)})`)
    .where('w.fecha', '>=', sql<string>`${range.from}::date`)
    .where('w.fecha', '<=', sql<string>`${range.to}::date`)
    .orderBy('w.user_id')
    .orderBy('w.started_at')
    .execute() as Promise<AlertShiftRow[]>;
}

export interface WorkedMinutesRow {
  user_id: number;
  date: string;
  minutes: number;
}

/**
 * The worked minutes of each employee's dates from `from` to `to`, closed shifts only, summed in the
 * database: a year of shifts never travels to the server. It is `shiftMinutes`
 * (packages/shared/src/domain/shift-minutes.ts, ADR 021) in SQL — the shift's end minute minus its
 * start minute, minus (when pauses are not paid) each pause's end minute minus its start minute,
 * never below zero; a day's figure is the sum of its shifts'.
 */
export function sumWorkedMinutesByDay(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
  range: { from: string; to: string },
  breakIncluded: boolean,
): Promise<WorkedMinutesRow[]> {
  const minuteOf = (instant: ReturnType<typeof sql>) => sql<number>`floor(extract(epoch from ${instant}) / 60)`;
  const paused = breakIncluded
    ? sql<number>`0`
    : sql<number>`coalesce((select sum(greatest(0,
          ${minuteOf(sql`least(coalesce((b->>'end')::timestamptz, w.ended_at), w.ended_at)`)}
          - ${minuteOf(sql`(b->>'start')::timestamptz`)}))
        from jsonb_array_elements(w.breaks) b), 0)`;
  return trx
    .selectFrom('workshifts as w')
    .select([
      'w.user_id',
      sql<string>`w.fecha::text`.as('date'),
      sql<number>`sum(greatest(0, ${minuteOf(sql`w.ended_at`)} - ${minuteOf(sql`w.started_at`)} - ${paused}))::float8`.as(
        'minutes',
      ),
    ])
    .where('w.company_id', '=', companyId)
    .where(sql<boolean>`w.user_id = any(${idArray(userIds)})`)
    .where('w.status', '=', 'completed')
    .where('w.fecha', '>=', sql<string>`${range.from}::date`)
    .where('w.fecha', '<=', sql<string>`${range.to}::date`)
    .groupBy(['w.user_id', 'w.fecha'])
    .execute();
}

export interface ApprovedAbsenceRow {
  employee_id: number;
  start_date: string;
  end_date: string;
}

/** Approved vacations, personal days and leaves of the employees that touch the range. */
export function listApprovedAbsences(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
  range: { from: string; to: string },
): Promise<ApprovedAbsenceRow[]> {
  return trx
    .selectFrom('petitions as p')
    .select([
      'p.employee_id',
      sql<string>`p.start_date::text`.as('start_date'),
      sql<string>`p.end_date::text`.as('end_date'),
    ])
    .where('p.company_id', '=', companyId)
    .where(sql<boolean>`p.employee_id = any(${idArray(userIds)})`)
    .where('p.table_name', '=', 'vacations')
    .where('p.status', '=', 'approved')
    .where('p.start_date', '<=', sql<string>`${range.to}::date`)
    .where('p.end_date', '>=', sql<string>`${range.from}::date`)
    .execute() as Promise<ApprovedAbsenceRow[]>;
}
