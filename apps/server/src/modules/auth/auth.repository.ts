import { sql } from 'kysely';
import type { OneTimeTokenKind } from '../../db/schema';
import type { Db, Trx } from '../../db/tenant';

export function findUserByEmail(db: Db | Trx, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db | Trx, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPlan(db: Db | Trx, planId: number | undefined) {
  const query = db.selectFrom('plans').selectAll();
  return (planId === undefined ? query.where('type', '=', 'free') : query.where('id', '=', planId)).executeTakeFirst();
}

export async function isSchemaNameTaken(db: Db | Trx, schemaName: string): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('schema_name', '=', schemaName).executeTakeFirst();
  return row !== undefined;
}

export function insertCompany(
  trx: Trx,
  values: { name: string; cif: string; schemaName: string; planId: number; trialEndsAt: Date },
) {
  return trx
    .insertInto('companies')
    .values({
      name: values.name,
      cif: values.cif,
      schema_name: values.schemaName,
      plan_id: values.planId,
      trial_ends_at: values.trialEndsAt,
      subscription_status: 'trialing',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertCompanyConfig(trx: Trx, companyId: number, userLimit: number) {
  return trx.insertInto('company_config').values({ company_id: companyId, user_limit: userLimit }).execute();
}

export function insertCompanyAdmin(
  trx: Trx,
  values: { companyId: number; email: string; name: string; passwordHash: string },
) {
  return trx
    .insertInto('users')
    .values({
      email: values.email,
      name: values.name,
      role: 'company',
      company_id: values.companyId,
      password_hash: values.passwordHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertEmployeeProfile(trx: Trx, companyId: number, userId: number) {
  return trx.insertInto('employees').values({ company_id: companyId, user_id: userId }).execute();
}

export function insertOneTimeToken(
  trx: Db | Trx,
  values: { tokenHash: string; userId: number; kind: OneTimeTokenKind; expiresAt: Date },
) {
  return trx
    .insertInto('one_time_tokens')
    .values({ token_hash: values.tokenHash, user_id: values.userId, kind: values.kind, expires_at: values.expiresAt })
    .execute();
}

/** Earlier unused links of the same kind stop working when a new one is sent. */
export function expireUnusedTokens(trx: Db | Trx, userId: number, kind: OneTimeTokenKind) {
  return trx
    .updateTable('one_time_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * How many links of one kind a user was sent since `since`, counted under a lock on the user's row
 * so that two requests at once cannot both see room for one more.
 */
export async function countRecentTokensLocked(
  trx: Trx,
  userId: number,
  kind: OneTimeTokenKind,
  since: Date,
): Promise<number> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const row = await trx
    .selectFrom('one_time_tokens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Locks the token row so two clicks on one link can't both use it. */
export function findUsableTokenForUpdate(trx: Trx, tokenHash: string) {
  return trx
    .selectFrom('one_time_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.kind', 't.user_id', 'u.email', 'u.password_hash', 'u.is_active', 'u.company_id'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .forUpdate('t')
    .executeTakeFirst();
}

export function findUsableToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('one_time_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.kind', 'u.email', 'u.password_hash', 'u.is_active'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

export function markTokenUsed(trx: Trx, tokenId: number) {
  return trx.updateTable('one_time_tokens').set({ used_at: sql`now()` }).where('id', '=', tokenId).execute();
}

export function updateUser(
  trx: Trx,
  userId: number,
  values: Partial<{
    password_hash: string;
    must_change_password: boolean;
    email: string;
    verified: boolean;
    passwordChanged: boolean;
  }>,
) {
  const { verified, passwordChanged, ...columns } = values;
  return trx
    .updateTable('users')
    .set({
      ...columns,
      ...(verified ? { email_verified_at: sql<Date>`coalesce(email_verified_at, now())` } : {}),
      ...(passwordChanged ? { password_changed_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

/** A platform administrator (role navegatel), with a verified email. */
export async function insertPlatformAdmin(
  db: Db | Trx,
  values: { email: string; name: string; passwordHash: string },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      email: values.email,
      name: values.name,
      role: 'navegatel',
      password_hash: values.passwordHash,
      email_verified_at: sql<Date>`now()`,
    })
    .execute();
}
