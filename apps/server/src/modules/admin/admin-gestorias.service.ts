import {
  ADMIN_MESSAGES,
  type CreateAdminGestoriaRequest,
  type ListAdminGestoriasQuery,
  type UpdateAdminGestoriaRequest,
} from '@jornada/shared/api/admin';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { type PlatformActor, withPlatformReach } from '../../access/platform';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { isEmailTaken } from '../auth/account-links';
import { DUPLICATE_EMAIL_MESSAGE, issueToken, type MailContext } from '../auth/auth.service';
import { accessFields, plannedAccess } from '../auth/invitation';
import { insertInvitedUser } from './admin.repository';
import { deliverActivation } from './admin-access';
import { findGestoria, insertGestoriaRow, listGestorias, updateGestoriaColumns } from './admin-gestorias.repository';
import { loadGestoriaDetails } from './admin-views';

/** GET /api/admin/gestorias */
export function listAdminGestorias(db: Db, actor: PlatformActor, query: ListAdminGestoriasQuery) {
  return withPlatformReach(
    db,
    actor,
    'read:platform-gestoria',
    async ({ trx }) => {
      const { rows, total } = await listGestorias(trx, query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          cif: row.cif,
          contact_email: row.email,
          companies: row.companies,
          users: row.users,
          created_at: new Date(row.created_at).toISOString(),
        })),
        total,
      };
    },
    { action: 'platform.read', entity: 'gestorias', details: { resource: 'gestorias', query } },
  );
}

/** GET /api/admin/gestorias/{id}: its client companies and its users. */
export function getAdminGestoria(db: Db, actor: PlatformActor, gestoriaId: number, now = new Date()) {
  return withPlatformReach(
    db,
    actor,
    'read:platform-gestoria',
    (scope) => loadGestoriaDetails(scope, gestoriaId, now),
    {
      action: 'platform.read',
      entity: 'gestoria',
      entityId: gestoriaId,
      details: { resource: 'gestoria' },
    },
  );
}

/** POST /api/admin/gestorias: the firm and its first user, who gets an activation email or a temporary password. */
export async function createAdminGestoria(
  db: Db,
  mail: MailContext,
  actor: PlatformActor,
  input: CreateAdminGestoriaRequest,
) {
  const email = normalizeEmail(input.user.email);
  const access = await plannedAccess(mail);
  const now = new Date();
  const create = () =>
    withPlatformReach(
      db,
      actor,
      'manage:platform-gestoria',
      async (scope) => {
        if (await isEmailTaken(scope.trx, email)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
        const gestoria = await insertGestoriaRow(scope.trx, {
          name: input.name,
          cif: input.cif,
          email: normalizeEmail(input.contact_email),
        });
        const user = await insertInvitedUser(scope.trx, {
          role: 'gestoria',
          gestoriaId: gestoria.id,
          email,
          name: input.user.name,
          passwordHash: access.passwordHash,
        });
        const token = access.passwordHash ? null : await issueToken(scope.trx, user.id, 'activation');
        return { userId: user.id, token, gestoria: await loadGestoriaDetails(scope, gestoria.id, now) };
      },
      (r) => ({
        action: 'gestoria.created',
        entity: 'gestoria',
        entityId: r.gestoria.id,
        details: {
          name: input.name,
          cif: input.cif,
          user_email: email,
          access: r.token ? 'invitation' : 'temporary_password',
        },
      }),
    );
  let created: Awaited<ReturnType<typeof create>>;
  try {
    created = await create();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  const delivery = created.token
    ? await deliverActivation(db, mail, actor, 'manage:platform-gestoria', {
        userId: created.userId,
        email,
        name: input.user.name,
        token: created.token,
        what: `la gestoría ${input.name}`,
      })
    : { invitationSent: false, temporaryPassword: access.temporaryPassword };
  return { ...created.gestoria, ...accessFields(delivery, email, 'Gestoría creada.') };
}

/** PATCH /api/admin/gestorias/{id}: name, CIF and contact email, audited old → new. */
export function updateAdminGestoria(
  db: Db,
  actor: PlatformActor,
  gestoriaId: number,
  input: UpdateAdminGestoriaRequest,
) {
  const now = new Date();
  return withPlatformReach(
    db,
    actor,
    'manage:platform-gestoria',
    async (scope) => {
      const before = await findGestoria(scope.trx, gestoriaId, { lock: true });
      if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.gestoriaNotFound);
      const next = {
        name: input.name,
        cif: input.cif,
        email: input.contact_email === undefined ? undefined : normalizeEmail(input.contact_email),
      };
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of ['name', 'cif', 'email'] as const) {
        const to = next[field];
        if (to !== undefined && to !== before[field])
          changes[field === 'email' ? 'contact_email' : field] = { from: before[field], to };
      }
      if (Object.keys(changes).length > 0) {
        await updateGestoriaColumns(scope.trx, gestoriaId, {
          ...(changes.name ? { name: next.name } : {}),
          ...(changes.cif ? { cif: next.cif } : {}),
          ...(changes.contact_email ? { email: next.email } : {}),
        });
      }
      return { changes, gestoria: await loadGestoriaDetails(scope, gestoriaId, now) };
    },
    (r) => ({ action: 'gestoria.updated', entity: 'gestoria', entityId: gestoriaId, details: { changes: r.changes } }),
  ).then((r) => r.gestoria);
}
