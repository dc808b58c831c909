import { sql } from 'kysely';
import type { DigestLeaf } from '../../../db/schema';
import type { Db, Trx } from '../../../db/tenant';

/** The chain heads a bundle names and what verify-bundle reads back from the record. */

/** The current head of each of these workers' chains (workers without a clock event have none). */
export function listChainHeadsOf(trx: Trx, companyId: number, employeeIds: readonly number[]): Promise<DigestLeaf[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('clock_chain_heads')
    .select(['user_id as employee_id', 'event_count as events', sql<string>`last_hash`.as('head_hash')])
    .where('company_id', '=', companyId)
    .where('user_id', 'in', [...employeeIds])
    .where('last_hash', 'is not', null)
    .orderBy('user_id')
    .execute();
}

/** The hash of a worker's event number `position` (1 = the first, in chain order) and how many events the worker has. */
export async function findEventAt(
  db: Trx,
  companyId: number,
  userId: number,
  position: number,
): Promise<{ hash: string | null; count: number }> {
  const count = await db
    .selectFrom('clock_events')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (position < 1 || position > count.count) return { hash: null, count: count.count };
  const row = await db
    .selectFrom('clock_events')
    .select('hash')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .offset(position - 1)
    .limit(1)
    .executeTakeFirst();
  return { hash: row?.hash ?? null, count: count.count };
}

export function findCompanyById(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'cif', 'schema_name'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/** The stored digest of a day, to compare with the one a manifest carries. */
export function findDigestOfDay(db: Trx, companyId: number, day: string) {
  return db
    .selectFrom('record_digests')
    .select(['root', 'signature', 'key_id', 'leaf_count'])
    .where('company_id', '=', companyId)
    .where(sql<string>`day::text`, '=', day)
    .executeTakeFirst();
}
