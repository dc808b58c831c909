import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/** The whole record of a company, read back for verify-records and rebuild-workshifts. */

export function listChainHeads(trx: Trx, companyId: number) {
  return trx
    .selectFrom('clock_chain_heads')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('user_id')
    .execute();
}

/** The workers that have at least one clock event. */
export async function listUsersWithEvents(trx: Trx, companyId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('clock_events')
    .select('user_id')
    .distinct()
    .where('company_id', '=', companyId)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

export async function listCompanyUserIds(trx: Trx, companyId: number): Promise<number[]> {
  const rows = await trx.selectFrom('users').select('id').where('company_id', '=', companyId).execute();
  return rows.map((row) => row.id);
}

/** Events whose actor is no user at all (what the dropped foreign key used to refuse), oldest first. */
export async function listEventsOfUnknownActors(trx: Trx, companyId: number) {
  const { rows } = await sql<{ id: string; user_id: number }>`
    select e.id::text as id, e.user_id from clock_events e
    where e.company_id = ${companyId} and not exists (select 1 from users u where u.id = e.actor_user_id)
    order by e.id`.execute(trx);
  return rows;
}

/** One worker's chain, every column, in chain order. */
export function listWorkerEvents(trx: Trx, companyId: number, userId: number) {
  return trx
    .selectFrom('clock_events')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Every event of the company in id order, with what the projection's reducer reads. */
export function listEventsToReplay(trx: Trx, companyId: number) {
  return trx
    .selectFrom('clock_events')
    .select([
      'company_id',
      'id',
      'user_id',
      'workshift_id',
      'kind',
      'occurred_at',
      'latitude',
      'longitude',
      'accuracy',
      'details',
    ])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}
