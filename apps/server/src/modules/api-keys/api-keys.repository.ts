import { sql } from 'kysely';
import type { SubscriptionStatus } from '../../db/schema';
import { API_KEY_HASH_SETTING } from '../../db/schema-names';
import { type Db, enterTenant, type Trx } from '../../db/tenant';

/** API keys (migration 025): created and revoked by the company admin, never deleted. */

export interface ApiKeyRow {
  id: number;
  name: string;
  scopes: string[];
  key_prefix: string;
  created_at: Date;
  created_by: number | null;
  created_by_name: string | null;
  last_used_at: Date | null;
}

function selectKeys(trx: Trx) {
  return trx
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.scopes',
      'k.key_prefix',
      'k.created_at',
      'k.created_by',
      'u.name as created_by_name',
      'k.last_used_at',
    ]);
}

/**
 * Whether the company's plan includes the API, read under a lock on the company row when `lock`: two
 * admins creating a key at the same moment are counted one after the other.
 */
export async function findPlanApiAccess(trx: Trx, companyId: number, options: { lock: boolean }): Promise<boolean> {
  let query = trx
    .selectFrom('companies as c')
    .innerJoin('plans as p', 'p.id', 'c.plan_id')
    .select('p.api_access')
    .where('c.id', '=', companyId);
  if (options.lock) query = query.forUpdate('c');
  return (await query.executeTakeFirstOrThrow()).api_access;
}

export async function countLiveApiKeys(trx: Trx, companyId: number): Promise<number> {
  const row = await trx
    .selectFrom('api_keys')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertApiKey(
  trx: Trx,
  companyId: number,
  values: { name: string; scopes: string[]; keyPrefix: string; keyHash: string; createdBy: number },
): Promise<ApiKeyRow> {
  const { id } = await trx
    .insertInto('api_keys')
    .values({
      company_id: companyId,
      name: values.name,
      scopes: values.scopes,
      key_prefix: values.keyPrefix,
      key_hash: values.keyHash,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return selectKeys(trx).where('k.company_id', '=', companyId).where('k.id', '=', id).executeTakeFirstOrThrow();
}

/** The company's live keys, oldest first. */
export function listLiveApiKeys(trx: Trx, companyId: number): Promise<ApiKeyRow[]> {
  return selectKeys(trx)
    .where('k.company_id', '=', companyId)
    .where('k.revoked_at', 'is', null)
    .orderBy('k.created_at')
    .orderBy('k.id')
    .execute();
}

/** Revokes a key unless it already was: its name when this call revoked it, 'revoked' or undefined (none). */
export async function revokeApiKey(
  trx: Trx,
  companyId: number,
  id: number,
  revokedBy: number,
): Promise<{ name: string; scopes: string[] } | 'revoked' | undefined> {
  const updated = await trx
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`now()`, revoked_by: revokedBy })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning(['name', 'scopes'])
    .executeTakeFirst();
  if (updated) return updated;
  const existing = await trx
    .selectFrom('api_keys')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return existing ? 'revoked' : undefined;
}

/** A live key with its company as they are now (the auth plugin decides what it may do). */
export interface ApiKeyAuthRow {
  id: number;
  company_id: number;
  name: string;
  scopes: string[];
  api_access: boolean;
  subscription_status: SubscriptionStatus;
  trial_ends_at: Date | null;
  subscription_ends_at: Date | null;
  suspended_at: Date | null;
}

/**
 * The live key a bearer's hash names, before any tenant is known: the transaction carries the hash in
 * the setting the table's policy accepts (migration 025), which shows that one row only, then enters
 * the key's tenant to note the use. last_used_at moves at most once a minute (both times the
 * database's), so a busy integration costs no write per request.
 */
export function findLiveApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyAuthRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config(${API_KEY_HASH_SETTING}, ${keyHash}, true)`.execute(trx);
    const row = await trx
      .selectFrom('api_keys as k')
      .innerJoin('companies as c', 'c.id', 'k.company_id')
      .innerJoin('plans as p', 'p.id', 'c.plan_id')
      .select([
        'k.id',
        'k.company_id',
        'k.name',
        'k.scopes',
        'p.api_access',
        'c.subscription_status',
        'c.trial_ends_at',
        'c.subscription_ends_at',
        'c.suspended_at',
        sql<boolean>`k.last_used_at is null or k.last_used_at < now() - interval '1 minute'`.as('is_used_long_ago'),
      ])
      .where('k.key_hash', '=', keyHash)
      .where('k.revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.is_used_long_ago) {
      await enterTenant(trx, row.company_id);
      await trx
        .updateTable('api_keys')
        .set({ last_used_at: sql<Date>`now()` })
        .where('company_id', '=', row.company_id)
        .where('id', '=', row.id)
        .execute();
    }
    const { is_used_long_ago: _, ...key } = row;
    return key;
  });
}
