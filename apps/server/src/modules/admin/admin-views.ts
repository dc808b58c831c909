import type { AdminCompany, AdminCompanyDetails, AdminGestoriaDetails } from '@jornada/shared/api/admin';
import { ADMIN_MESSAGES } from '@jornada/shared/api/admin';
import { companyState } from '@jornada/shared/domain/subscription';
import type { PlatformScope } from '../../access/platform';
import { AppError } from '../../lib/app-error';
import { type CompanyRow, findCompany, listCompanyAdmins } from './admin.repository';
import { findGestoria, listGestoriaCompanies, listGestoriaUsers } from './admin-gestorias.repository';

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

export function toAdminCompany(row: CompanyRow, now: Date): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    cif: row.cif,
    schema_name: row.schema_name,
    plan: { id: row.plan_id, name: row.plan_name, type: row.plan_type },
    state: companyState(
      {
        subscription_status: row.subscription_status,
        trial_ends_at: dateOrNull(row.trial_ends_at),
        subscription_ends_at: dateOrNull(row.subscription_ends_at),
        suspended_at: dateOrNull(row.suspended_at),
      },
      now,
    ),
    trial_ends_at: isoOrNull(row.trial_ends_at),
    users: row.users,
    user_limit: row.user_limit,
    gestoria: row.gestoria_id === null ? null : { id: row.gestoria_id, name: row.gestoria_name ?? '' },
    created_at: new Date(row.created_at).toISOString(),
    last_activity_at: isoOrNull(row.last_activity_at),
  };
}

/** GET /api/admin/companies/{id}'s body, read within a platform scope (global tables only). */
export async function loadCompanyDetails(
  scope: PlatformScope,
  companyId: number,
  now: Date,
): Promise<AdminCompanyDetails> {
  const row = await findCompany(scope.trx, companyId);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.companyNotFound);
  const admins = await listCompanyAdmins(scope.trx, companyId);
  return {
    ...toAdminCompany(row, now),
    region: row.region,
    subscription_status: row.subscription_status,
    subscription_ends_at: isoOrNull(row.subscription_ends_at),
    suspended_at: isoOrNull(row.suspended_at),
    admins: admins.map((a) => ({
      id: a.id,
      name: a.name,
      email: a.email,
      active: a.is_active,
      activated: a.email_verified_at !== null,
    })),
  };
}

export async function loadGestoriaDetails(
  scope: PlatformScope,
  gestoriaId: number,
  now: Date,
): Promise<AdminGestoriaDetails> {
  const row = await findGestoria(scope.trx, gestoriaId);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.gestoriaNotFound);
  const [companies, users] = [
    await listGestoriaCompanies(scope.trx, gestoriaId),
    await listGestoriaUsers(scope.trx, gestoriaId),
  ];
  return {
    id: row.id,
    name: row.name,
    cif: row.cif,
    contact_email: row.email,
    created_at: new Date(row.created_at).toISOString(),
    companies: companies.map((c) => ({
      id: c.id,
      name: c.name,
      schema_name: c.schema_name,
      state: companyState(
        {
          subscription_status: c.subscription_status,
          trial_ends_at: dateOrNull(c.trial_ends_at),
          subscription_ends_at: dateOrNull(c.subscription_ends_at),
          suspended_at: dateOrNull(c.suspended_at),
        },
        now,
      ),
    })),
    users: users.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      active: u.is_active,
      activated: u.email_verified_at !== null,
    })),
  };
}
