import { sql } from 'kysely';
import type { Db, Trx } from '../../db/tenant';

type Executor = Db | Trx;

export function findMfa(db: Executor, userId: number) {
  return db
    .selectFrom('user_mfa')
    .select(['user_id', 'secret', 'recovery_salt', 'enabled_at', 'last_time_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export type MfaRow = NonNullable<Awaited<ReturnType<typeof findMfa>>>;

export async function hasEnabledMfa(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_mfa')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function findUserToReset(db: Executor, email: string) {
  return db.selectFrom('users').select(['id', 'company_id']).where('email', '=', email).executeTakeFirst();
}

/** The user's email and password hash, for the password check of a disable. */
export function findCredentialsOf(db: Executor, userId: number) {
  return db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', userId).executeTakeFirst();
}

/**
 * Stores a new pending secret, replacing a pending one; false (nothing written) when the user has the
 * verification enabled already.
 */
export async function savePendingMfa(
  db: Executor,
  input: { userId: number; secret: string; recoverySalt: string },
): Promise<boolean> {
  const row = await db
    .insertInto('user_mfa')
    .values({ user_id: input.userId, secret: input.secret, recovery_salt: input.recoverySalt })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({
          secret: input.secret,
          recovery_salt: input.recoverySalt,
          last_time_step: null,
          created_at: sql<Date>`now()`,
        })
        .where('user_mfa.enabled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns a pending setup on at the step of the code that confirmed it; false when it was not pending. */
export async function markMfaEnabled(trx: Trx, userId: number, timeStep: number): Promise<boolean> {
  const row = await trx
    .updateTable('user_mfa')
    .set({ enabled_at: sql<Date>`now()`, last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceRecoveryCodes(trx: Trx, userId: number, hashes: string[]): Promise<void> {
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('mfa_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/**
 * Records the step of an accepted code, only if it is later than the last one: two requests racing
 * with the same code cannot both win. False when the step was used already.
 */
export async function claimTimeStep(db: Executor, userId: number, timeStep: number): Promise<boolean> {
  const row = await db
    .updateTable('user_mfa')
    .set({ last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', String(timeStep))]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Spends one unused recovery code; false when there is none with that hash. */
export async function spendRecoveryCode(db: Executor, userId: number, codeHash: string): Promise<boolean> {
  const row = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select(sql<number>`count(*)::int`.as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.left;
}

export async function deleteMfa(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_mfa').where('user_id', '=', userId).execute();
}
