import type { Role } from '@jornada/shared/roles';
import { sql } from 'kysely';
import type { DigestKind, DigestLeaf } from '../../db/schema';
import type { Db, Trx } from '../../db/tenant';
import type { StoredDigest } from './stored-digest';

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
    .where('kind', '=', 'daily')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Holds the company's chain of digests until the transaction ends: whoever extends it (the daily job,
 * the checkpoint job, on this instance or another) reads its tip and writes the next link alone.
 */
export async function lockDigestChain(trx: Trx, companyId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('record_digests'), ${companyId})`.execute(trx);
}

export interface NewDigest {
  companyId: number;
  kind: DigestKind;
  day: string;
  coversFrom: string | null;
  createdAt: Date;
  sequence: number;
  previousHash: string | null;
  root: string;
  leaves: DigestLeaf[];
  keyId: string;
  signature: string;
}

/** The new digest's id. Written under lockDigestChain, so neither unique index can be hit. */
export async function insertDigest(trx: Trx, digest: NewDigest): Promise<string> {
  const row = await trx
    .insertInto('record_digests')
    .values({
      company_id: digest.companyId,
      kind: digest.kind,
      day: digest.day,
      covers_from: digest.coversFrom,
      created_at: digest.createdAt,
      sequence: digest.sequence,
      previous_hash: digest.previousHash,
      root: digest.root,
      leaf_count: digest.leaves.length,
      leaves: JSON.stringify(digest.leaves),
      key_id: digest.keyId,
      signature: digest.signature,
    })
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

function selectDigests(trx: Trx, companyId: number) {
  return trx
    .selectFrom('record_digests')
    .select([
      sql<string>`id::text`.as('id'),
      'company_id',
      'kind',
      sql<string>`day::text`.as('day'),
      sql<string | null>`covers_from::text`.as('covers_from'),
      'created_at',
      'sequence',
      'previous_hash',
      'root',
      'leaf_count',
      'leaves',
      'key_id',
      'signature',
    ])
    .where('company_id', '=', companyId);
}

/** The newest digest of the company's chain (the one the next links to), or undefined before the first. */
export function findChainTip(trx: Trx, companyId: number): Promise<StoredDigest | undefined> {
  return selectDigests(trx, companyId)
    .where('sequence', 'is not', null)
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest daily digest (chained or not): the day a late daily digest covers from. */
export function findLatestDailyDigest(trx: Trx, companyId: number): Promise<StoredDigest | undefined> {
  return selectDigests(trx, companyId).where('kind', '=', 'daily').orderBy('day', 'desc').limit(1).executeTakeFirst();
}

/** One digest by id, or undefined. */
export function findDigest(trx: Trx, companyId: number, id: string): Promise<StoredDigest | undefined> {
  return selectDigests(trx, companyId).where('id', '=', id).executeTakeFirst();
}

export interface DigestRecipient {
  id: number;
  name: string;
  email: string;
}

/** Active users with one of `roles` who want the day's digest by email. */
export function listDigestRecipients(trx: Trx, companyId: number, roles: readonly Role[]): Promise<DigestRecipient[]> {
  if (roles.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('e.company_id', '=', companyId)
    .where('u.company_id', '=', companyId)
    .where('u.role', 'in', [...roles])
    .where('u.is_active', '=', true)
    .where('e.deactivated_at', 'is', null)
    .where('e.notify_record_digest', '=', true)
    .orderBy('u.id')
    .execute();
}

/** The digests (daily and checkpoints) of days from `from` to `to` (both included), oldest first. */
export function listDigestsBetween(trx: Trx, companyId: number, from: string, to: string): Promise<StoredDigest[]> {
  return selectDigests(trx, companyId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The latest daily digest (the one sent out, never a checkpoint) of days from `from` to `to`. */
export function findLatestDigestBetween(
  trx: Trx,
  companyId: number,
  from: string,
  to: string,
): Promise<StoredDigest | undefined> {
  return selectDigests(trx, companyId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('kind', '=', 'daily')
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every digest of the company, oldest first: what verify-records checks the chains against. */
export function listAllDigests(trx: Trx, companyId: number): Promise<StoredDigest[]> {
  return selectDigests(trx, companyId).orderBy('created_at').orderBy('id').execute();
}

export async function findCompanyName(trx: Trx, companyId: number): Promise<string | undefined> {
  const row = await trx.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name;
}
