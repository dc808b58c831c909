import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';

export interface ShiftRow {
  id: number;
  name: string;
  /** 'HH:mm' */
  start_time: string;
  /** 'HH:mm' */
  end_time: string;
  weekdays: number[];
  employee_count: number;
}

/** '{1,2,3}': the integer[] literal, cast in SQL (identical on PostgreSQL and PGlite). */
const weekdaysLiteral = (weekdays: readonly number[]) => sql<string>`${`{${weekdays.join(',')}}`}::integer[]`;

function selectShifts(trx: Trx, companyId: number) {
  return trx
    .selectFrom('shifts as s')
    .select([
      's.id',
      's.name',
      // Times and the array read the same through both drivers as text and JSON.
      sql<string>`to_char(s.start_time, 'HH24:MI')`.as('start_time'),
      sql<string>`to_char(s.end_time, 'HH24:MI')`.as('end_time'),
      sql<number[]>`to_json(s.weekdays)`.as('weekdays'),
      sql<number>`(select count(*)::int from employees e
          where e.company_id = s.company_id and e.shift_id = s.id and e.deactivated_at is null)`.as('employee_count'),
    ])
    .where('s.company_id', '=', companyId);
}

export function listShifts(trx: Trx, companyId: number): Promise<ShiftRow[]> {
  return selectShifts(trx, companyId).orderBy('s.start_time').orderBy('s.name').orderBy('s.id').execute();
}

export function findShift(trx: Trx, companyId: number, shiftId: number): Promise<ShiftRow | undefined> {
  return selectShifts(trx, companyId).where('s.id', '=', shiftId).executeTakeFirst();
}

/** Locks the shift against concurrent edits and assignments (their FK check waits for us). */
export async function lockShift(trx: Trx, companyId: number, shiftId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('shifts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', shiftId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export interface ShiftValues {
  name: string;
  startTime: string;
  endTime: string;
  weekdays: readonly number[];
}

export async function insertShift(trx: Trx, companyId: number, values: ShiftValues): Promise<number> {
  const row = await trx
    .insertInto('shifts')
    .values({
      company_id: companyId,
      name: values.name,
      start_time: values.startTime,
      end_time: values.endTime,
      weekdays: weekdaysLiteral(values.weekdays),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateShift(trx: Trx, companyId: number, shiftId: number, values: ShiftValues) {
  return trx
    .updateTable('shifts')
    .set({
      name: values.name,
      start_time: values.startTime,
      end_time: values.endTime,
      weekdays: weekdaysLiteral(values.weekdays),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', shiftId)
    .execute();
}

/** Deactivated employees keep no shift: they would otherwise block deleting it forever. */
export async function unassignDeactivatedEmployees(trx: Trx, companyId: number, shiftId: number): Promise<number> {
  const result = await trx
    .updateTable('employees')
    .set({ shift_id: null })
    .where('company_id', '=', companyId)
    .where('shift_id', '=', shiftId)
    .where('deactivated_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function deleteShift(trx: Trx, companyId: number, shiftId: number) {
  return trx.deleteFrom('shifts').where('company_id', '=', companyId).where('id', '=', shiftId).execute();
}
