import type { Profile } from '@jornada/shared/api/profile';
import type { SessionUser } from '@jornada/shared/api/session';
import { companyOf } from '../../access/company-of';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { forgetCachedSessionsOf } from '../session/session.service';
import { findProfile, updateUserName, upsertEmployeePhone } from './profile.repository';

const NOT_FOUND = 'Perfil no encontrado';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  phone: row.phone,
  identification: row.identification,
  company_name: row.company_name,
});

export async function getProfile(db: Db, user: SessionUser): Promise<Profile> {
  const companyId = companyOf(user);
  const row = await withTenant(db, companyId, (trx) => findProfile(trx, companyId, user.id));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toProfile(row);
}

/** PATCH /api/profile: the user's own name and/or phone (already normalised), audited old → new. */
export async function updateProfile(
  db: Db,
  actor: { user: SessionUser; ip: string | null },
  input: { name?: string; phone?: string },
): Promise<Profile> {
  const companyId = companyOf(actor.user);
  const userId = actor.user.id;
  const profile = await withTenant(db, companyId, async (trx) => {
    const before = await findProfile(trx, companyId, userId, { lock: true });
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (input.name !== undefined && input.name !== before.name) {
      changes.name = { from: before.name, to: input.name };
      await updateUserName(trx, userId, input.name);
    }
    if (input.phone !== undefined && input.phone !== before.phone) {
      changes.phone = { from: before.phone, to: input.phone };
      await upsertEmployeePhone(trx, companyId, userId, input.phone);
    }
    if (Object.keys(changes).length === 0) return toProfile(before);
    await recordAudit(trx, companyId, {
      actorUserId: userId,
      action: 'profile.updated',
      entity: 'user',
      entityId: userId,
      details: { changes },
      ip: actor.ip,
    });
    return toProfile((await findProfile(trx, companyId, userId)) as ProfileRow);
  });
  // GET /api/user (the header's name) must not answer from the session cache's old copy.
  forgetCachedSessionsOf(userId);
  return profile;
}
