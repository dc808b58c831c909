import { type Selectable, sql } from 'kysely';
import type { DigestLeaf, RecordDigestsTable } from '../../db/schema';
import type { Db, Trx } from '../../db/tenant';

/** Every company: the daily digest covers each one, with or without clock events. */
export async function listCompanyIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('companies').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The chain heads as leaves, in one statement (one snapshot), by employee. */
export function listHeadLeaves(trx: Trx, companyId: number): Promise<DigestLeaf[]> {
  return trx
    .selectFrom('clock_chain_heads')
    .select(['user_id as employee_id', 'event_count as events', sql<string>`last_hash`.as('head_hash')])
    .where('company_id', '=', companyId)
    .where('last_hash', 'is not', null)
    .orderBy('user_id')
    .execute();
}

export async function hasDigestForDay(trx: Trx, companyId: number, day: string): Promise<boolean> {
  const row = await trx
    .selectFrom('record_digests')
    .select('id')
    .where('company_id', '=', companyId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewDigest {
  companyId: number;
  day: string;
  createdAt: Date;
  root: string;
  leaves: DigestLeaf[];
  keyId: string;
  signature: string;
}

/** Whether it was written: a second digest for the same day is left out, never an error. */
export async function insertDigest(trx: Trx, digest: NewDigest): Promise<boolean> {
  const rows = await trx
    .insertInto('record_digests')
    .values({
      company_id: digest.companyId,
      day: digest.day,
      created_at: digest.createdAt,
      root: digest.root,
      leaf_count: digest.leaves.length,
      leaves: JSON.stringify(digest.leaves),
      key_id: digest.keyId,
      signature: digest.signature,
    })
    .onConflict((conflict) => conflict.columns(['company_id', 'day']).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

export type StoredDigest = Omit<Selectable<RecordDigestsTable>, 'id'>;

function selectDigests(trx: Trx, companyId: number) {
  return trx
    .selectFrom('record_digests')
    .select([
      'company_id',
      sql<string>`day::text`.as('day'),
      'created_at',
      'root',
      'leaf_count',
      'leaves',
      'key_id',
      'signature',
    ])
    .where('company_id', '=', companyId);
}

/** The digests of days from `from` to `to` (both included), oldest first. */
export function listDigestsBetween(trx: Trx, companyId: number, from: string, to: string): Promise<StoredDigest[]> {
  return selectDigests(trx, companyId).where('day', '>=', from).where('day', '<=', to).orderBy('day').execute();
}

export function findLatestDigestBetween(
  trx: Trx,
  companyId: number,
  from: string,
  to: string,
): Promise<StoredDigest | undefined> {
  return selectDigests(trx, companyId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every digest of the company, oldest first: what verify-records checks the chains against. */
export function listAllDigests(trx: Trx, companyId: number): Promise<StoredDigest[]> {
  return selectDigests(trx, companyId).orderBy('day').execute();
}
