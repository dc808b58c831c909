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

export function insertGestoriaUser(
  trx: Trx,
  values: { gestoriaId: number; name: string; email: string; passwordHash: string },
) {
  return trx
    .insertInto('users')
    .values({
      role: 'gestoria',
      gestoria_id: values.gestoriaId,
      name: values.name,
      email: values.email,
      password_hash: values.passwordHash,
      must_change_password: true,
      // Handed over in person like an employee's temporary password: no activation link to wait for.
      email_verified_at: sql<Date>`now()`,
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
