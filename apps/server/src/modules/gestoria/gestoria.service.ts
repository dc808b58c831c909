import type { ClientCompany, CompanyGestoriaResponse } from '@jornada/shared/api/gestoria';
import { GESTORIA_MESSAGES } from '@jornada/shared/api/gestoria';
import type { SessionUser } from '@jornada/shared/api/session';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { companyState } from '@jornada/shared/domain/subscription';
import { insertAuditEntry } from '../../access/audit-log.repository';
import { companyOf } from '../../access/company-of';
import { reachFor } from '../../access/reach';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { complianceAlertsIn } from '../alerts/alerts.service';
import {
  clearGestoriaLink,
  countCompanyIndicators,
  findLinkedGestoria,
  listClientCompanies,
} from './gestoria.repository';

/** GET /api/company/gestoria: the company admin sees which gestoría reads their company. */
export async function getCompanyGestoria(db: Db, user: SessionUser): Promise<CompanyGestoriaResponse> {
  const gestoria = await findLinkedGestoria(db, companyOf(user));
  return { gestoria: gestoria ?? null };
}

/**
 * DELETE /api/company/gestoria: the company admin ends the link. Every gestoría read checks the link
 * on its own request (withReadReach), so access ends with this commit.
 */
export async function revokeCompanyGestoria(db: Db, actor: { user: SessionUser; ip: string }) {
  const companyId = companyOf(actor.user);
  await withTenant(db, companyId, async (trx) => {
    const gestoriaId = await clearGestoriaLink(trx, companyId);
    if (gestoriaId === undefined) throw new AppError('NOT_FOUND', GESTORIA_MESSAGES.noLink);
    await insertAuditEntry(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'gestoria.unlinked',
      entity: 'gestoria',
      entityId: gestoriaId,
      ip: actor.ip,
    });
  });
  return { success: true as const };
}

/**
 * GET /api/gestoria/companies: the gestoría's clients with today's counts. Counts only, no one's
 * data: not written to the clients' activity logs (every read of their data is).
 */
export async function listGestoriaClients(db: Db, user: SessionUser, now = new Date()): Promise<ClientCompany[]> {
  const reach = reachFor(user, 'read:client-company');
  if (reach.kind !== 'client') throw new AppError('NOT_FOUND', GESTORIA_MESSAGES.companyNotFound);
  const companies = await listClientCompanies(db, reach.gestoriaId);
  const today = madridDate(now);
  const month = today.slice(0, 7);
  const result: ClientCompany[] = [];
  for (const company of companies) {
    const counts = await withTenant(db, company.id, async (trx) => ({
      ...(await countCompanyIndicators(trx, company.id, today)),
      alerts: (await complianceAlertsIn(trx, { kind: 'company', companyId: company.id }, { month }, now)).data.length,
    }));
    result.push({
      id: company.id,
      name: company.name,
      schema_name: company.schema_name,
      plan: { id: company.plan_id, name: company.plan_name, type: company.plan_type },
      state: companyState(
        {
          subscription_status: company.subscription_status,
          trial_ends_at: company.trial_ends_at ? new Date(company.trial_ends_at) : null,
          subscription_ends_at: company.subscription_ends_at ? new Date(company.subscription_ends_at) : null,
          suspended_at: company.suspended_at ? new Date(company.suspended_at) : null,
        },
        now,
      ),
      ...counts,
    });
  }
  return result;
}
