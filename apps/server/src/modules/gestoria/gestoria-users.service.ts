import type { CreateGestoriaUserRequest } from '@jornada/shared/api/gestoria';
import type { SessionUser } from '@jornada/shared/api/session';
import { normalizeEmail } from '@jornada/shared/domain/email';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import { insertPlatformAuditEntry } from '../audit/audit.repository';
import { DUPLICATE_EMAIL_MESSAGE } from '../auth/auth.service';
import { generateTemporaryPassword } from '../employees/temporary-password';
import { revokeUserSessions } from '../session/session.repository';
import { deactivateGestoriaUser, insertGestoriaUser, listGestoriaUsers } from './gestoria-users.repository';

const USER_NOT_FOUND = 'Usuario no encontrado';
const NOT_YOURSELF = 'No puedes desactivar tu propio usuario';

type UserRow = { id: number; name: string; email: string; is_active: boolean; created_at: Date | string };
const toUser = (row: UserRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  active: row.is_active,
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * The acting gestoría, the user's own firm (the route guard checked manage:gestoria-user; its `own`
 * reach is the firm, which reachFor's company-based `own` does not cover).
 */
function gestoriaOf(user: SessionUser): number {
  if (user.gestoria_id === null) throw new AppError('FORBIDDEN', 'No perteneces a ninguna gestoría');
  return user.gestoria_id;
}

export async function listUsers(db: Db, user: SessionUser) {
  return (await listGestoriaUsers(db, gestoriaOf(user))).map(toUser);
}

/** POST /api/gestoria/users: a colleague with a one-time temporary password (to change at first login). */
export async function createUser(db: Db, actor: { user: SessionUser; ip: string }, input: CreateGestoriaUserRequest) {
  const gestoriaId = gestoriaOf(actor.user);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const email = normalizeEmail(input.email);
  try {
    const row = await db.transaction().execute(async (trx) => {
      const created = await insertGestoriaUser(trx, { gestoriaId, name: input.name, email, passwordHash });
      await insertPlatformAuditEntry(trx, {
        actorUserId: actor.user.id,
        action: 'gestoria.user_created',
        entity: 'user',
        entityId: created.id,
        details: { gestoria_id: gestoriaId, email },
        ip: actor.ip,
      });
      return created;
    });
    return { user: toUser(row), temporary_password: temporaryPassword };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}

/** DELETE /api/gestoria/users/{id}: deactivates a colleague and closes their sessions at once. */
export async function deactivateUser(db: Db, actor: { user: SessionUser; ip: string }, userId: number) {
  const gestoriaId = gestoriaOf(actor.user);
  if (userId === actor.user.id) throw new AppError('BAD_REQUEST', NOT_YOURSELF);
  await db.transaction().execute(async (trx) => {
    if (!(await deactivateGestoriaUser(trx, gestoriaId, userId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    await revokeUserSessions(trx, userId);
    await insertPlatformAuditEntry(trx, {
      actorUserId: actor.user.id,
      action: 'gestoria.user_deactivated',
      entity: 'user',
      entityId: userId,
      details: { gestoria_id: gestoriaId },
      ip: actor.ip,
    });
  });
  return { success: true as const };
}
