import { sql } from 'kysely';
import type { Db, Trx } from '../../db/tenant';

const columns = ['id', 'name', 'email', 'is_active', 'created_at'] as const;

export function listGestoriaUsers(db: Db, gestoriaId: number) {
  return db
    .selectFrom('users')
    .select([...columns])
    .where('role', '=', 'gestoria')
    .where('gestoria_id', '=', gestoriaId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** `passwordHash` null: the colleague chooses a password from the emailed link (activation). */
export function insertGestoriaUser(
  trx: Trx,
  values: { gestoriaId: number; name: string; email: string; passwordHash: string | null },
) {
  const isTemporary = values.passwordHash !== null;
  return trx
    .insertInto('users')
    .values({
      role: 'gestoria',
      gestoria_id: values.gestoriaId,
      name: values.name,
      email: values.email,
      password_hash: values.passwordHash,
      must_change_password: isTemporary,
      // A temporary password is handed over in person: there is no link to wait for.
      email_verified_at: isTemporary ? sql<Date>`now()` : null,
    })
    .returning([...columns])
    .executeTakeFirstOrThrow();
}

/** Deactivates a user of this gestoría; undefined when it has no such user. */
export function deactivateGestoriaUser(trx: Trx, gestoriaId: number, userId: number) {
  return trx
    .updateTable('users')
    .set({ is_active: false })
    .where('id', '=', userId)
    .where('role', '=', 'gestoria')
    .where('gestoria_id', '=', gestoriaId)
    .returning('id')
    .executeTakeFirst();
}

export async function findGestoriaName(trx: Trx, gestoriaId: number): Promise<string | undefined> {
  const row = await trx.selectFrom('gestorias').select('name').where('id', '=', gestoriaId).executeTakeFirst();
  return row?.name;
}

/** A temporary password instead of a link that could not be mailed (this gestoría's user only). */
export function setTemporaryPassword(trx: Trx, gestoriaId: number, userId: number, passwordHash: string) {
  return trx
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: true, email_verified_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where('role', '=', 'gestoria')
    .where('gestoria_id', '=', gestoriaId)
    .execute();
}
