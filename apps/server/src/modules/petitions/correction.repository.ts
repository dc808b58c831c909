import { type SqlBool, sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/** The shift and clock-record reads a correction needs (inside withTenant, filtered by company_id). */

export async function hasPendingCorrection(trx: Trx, companyId: number, workshiftId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('petitions')
    .select('id')
    .where('company_id', '=', companyId)
    .where('workshift_id', '=', workshiftId)
    .where('table_name', '=', 'wscorrections')
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** The shift (projection row) by id, with its owner. */
export function findWorkshiftById(trx: Trx, companyId: number, id: string) {
  return trx
    .selectFrom('workshifts')
    .select([
      'company_id',
      sql<string>`id::text`.as('id'),
      'user_id',
      sql<string>`fecha::text`.as('fecha'),
      'started_at',
      'ended_at',
      'status',
      'breaks',
      'locations',
      'observaciones',
      sql<string>`last_event_id::text`.as('last_event_id'),
      'corrections',
      'work_mode',
      'offline',
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Other shifts of the worker that overlap [from, to) (an open one reaches until `now`). */
export async function findOverlappingShift(
  trx: Trx,
  companyId: number,
  userId: number,
  exceptId: string,
  from: Date,
  to: Date,
  now: Date,
) {
  return trx
    .selectFrom('workshifts')
    .select([sql<string>`id::text`.as('id'), sql<string>`fecha::text`.as('fecha'), 'started_at'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('id', '<>', exceptId)
    .where('started_at', '<', to)
    .where(sql<SqlBool>`coalesce(ended_at, ${now}) > ${from}`)
    .orderBy('started_at')
    .executeTakeFirst();
}

/** The shift's events in chain order: its start and everything recorded against it. */
export function listShiftEvents(trx: Trx, companyId: number, userId: number, shiftId: string) {
  return trx
    .selectFrom('clock_events')
    .select([sql<string>`id::text`.as('id'), 'kind', 'details'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('id', '=', shiftId), eb('workshift_id', '=', shiftId)]))
    .orderBy(sql`clock_events.id`)
    .execute();
}
