import type { CreateGestoriaUserRequest } from '@jornada/shared/api/gestoria';
import type { SessionUser } from '@jornada/shared/api/session';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { insertPlatformAuditEntry } from '../../access/audit-log.repository';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { voidPendingLinks } from '../auth/account-links';
import { DUPLICATE_EMAIL_MESSAGE, issueToken, type MailContext } from '../auth/auth.service';
import { accessFields, mailInvitation, plannedAccess } from '../auth/invitation';
import { signOutEverywhere } from '../session/session.service';
import {
  deactivateGestoriaUser,
  findGestoriaName,
  insertGestoriaUser,
  listGestoriaUsers,
  setTemporaryPassword,
} from './gestoria-users.repository';

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

type Actor = { user: SessionUser; ip: string };

/** The emailed link could not go out: a temporary password instead, in the platform log. */
function withdrawInvitation(db: Db, actor: Actor, gestoriaId: number, userId: number) {
  return (passwordHash: string) =>
    db.transaction().execute(async (trx) => {
      await voidPendingLinks(trx, userId, 'activation');
      await setTemporaryPassword(trx, gestoriaId, userId, passwordHash);
      await insertPlatformAuditEntry(trx, {
        actorUserId: actor.user.id,
        action: 'user.invitation_failed',
        entity: 'user',
        entityId: userId,
        details: { gestoria_id: gestoriaId, access: 'temporary_password' },
        ip: actor.ip,
      });
    });
}

/**
 * POST /api/gestoria/users: invites a colleague by email to choose a password, as the platform does;
 * without SMTP (or when the mail fails) a temporary password shown once, changed at first login.
 */
export async function createUser(db: Db, mail: MailContext, actor: Actor, input: CreateGestoriaUserRequest) {
  const gestoriaId = gestoriaOf(actor.user);
  const access = await plannedAccess(mail);
  const email = normalizeEmail(input.email);
  let created: { row: UserRow; token: string | null; firm: string };
  try {
    created = await db.transaction().execute(async (trx) => {
      const row = await insertGestoriaUser(trx, {
        gestoriaId,
        name: input.name,
        email,
        passwordHash: access.passwordHash,
      });
      await insertPlatformAuditEntry(trx, {
        actorUserId: actor.user.id,
        action: 'gestoria.user_created',
        entity: 'user',
        entityId: row.id,
        details: { gestoria_id: gestoriaId, email, access: access.passwordHash ? 'temporary_password' : 'invitation' },
        ip: actor.ip,
      });
      const token = access.passwordHash ? null : await issueToken(trx, row.id, 'activation');
      return { row, token, firm: (await findGestoriaName(trx, gestoriaId)) ?? 'tu gestoría' };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  const delivery = created.token
    ? await mailInvitation(
        mail,
        { email, name: input.name, token: created.token, what: `tu acceso a ${created.firm}`, by: actor.user.name },
        withdrawInvitation(db, actor, gestoriaId, created.row.id),
      )
    : { invitationSent: false, temporaryPassword: access.temporaryPassword };
  return { user: toUser(created.row), ...accessFields(delivery, email, 'Usuario invitado.') };
}

/** DELETE /api/gestoria/users/{id}: deactivates a colleague and closes their sessions at once. */
export async function deactivateUser(db: Db, actor: { user: SessionUser; ip: string }, userId: number) {
  const gestoriaId = gestoriaOf(actor.user);
  if (userId === actor.user.id) throw new AppError('BAD_REQUEST', NOT_YOURSELF);
  await db.transaction().execute(async (trx) => {
    if (!(await deactivateGestoriaUser(trx, gestoriaId, userId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    await signOutEverywhere(trx, userId);
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
