import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/** Personal kiosk PINs (migration 016): one argon2id hash per employee, set by the worker, cleared by the admin. */

export function findKioskPin(trx: Trx, companyId: number, userId: number) {
  return trx
    .selectFrom('kiosk_pins')
    .select(['pin_hash', 'updated_at'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function upsertKioskPin(trx: Trx, companyId: number, userId: number, pinHash: string) {
  return trx
    .insertInto('kiosk_pins')
    .values({ company_id: companyId, user_id: userId, pin_hash: pinHash })
    .onConflict((oc) =>
      oc.columns(['company_id', 'user_id']).doUpdateSet({ pin_hash: pinHash, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

/** Answers whether there was one to clear. */
export async function deleteKioskPin(trx: Trx, companyId: number, userId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('kiosk_pins')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The demo seed's: every given employee gets the same (already hashed) PIN. */
export async function insertKioskPins(trx: Trx, companyId: number, userIds: number[], pinHash: string) {
  if (userIds.length === 0) return;
  await trx
    .insertInto('kiosk_pins')
    .values(userIds.map((userId) => ({ company_id: companyId, user_id: userId, pin_hash: pinHash })))
    .execute();
}
