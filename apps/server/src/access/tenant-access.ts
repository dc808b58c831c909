import type { Permission } from '@jornada/shared/permissions';
import { type Db, type Trx, withTenant } from '../db/tenant';
import { AppError } from '../lib/app-error';
import { insertAuditEntry } from './audit-log.repository';
import { type Actor, isApiKeyActor, isTenantReach, reachFor, type TenantReach } from './reach';
import { isClientCompany } from './reach.repository';

export const CLIENT_COMPANY_REQUIRED_MESSAGE = 'Indica la empresa cliente (company_id)';

/** What a gestoría read, for the client company's activity log (`gestoria.access`). */
export interface ClientRead {
  /** 'register', 'alerts', 'employees', 'bundle', 'payroll'… */
  what: string;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Opens the tenant a read works on and hands it the actor's reach there. A company user reads their
 * own company (another company_id is 404). A gestoría user (`client` reach) names one client company
 * with company_id: a company that does not have the gestoría linked right now is 404 like an unknown
 * one, and every read is written to that company's activity log as `gestoria.access`, in the same
 * transaction. Inside a client company the gestoría reaches every employee (read-only: its grants
 * are reads only). An API key reads its own company, and each of its reads is written
 * to that company's log as `api_key.access` in the same transaction: third parties reading the legal
 * record leave a trace of every request.
 */
export function withReadReach<T>(
  db: Db,
  user: Actor,
  permission: Permission,
  target: { companyId: number | undefined; notFoundMessage: string; read: ClientRead },
  fn: (trx: Trx, reach: TenantReach) => Promise<T>,
): Promise<T> {
  const reach = reachFor(user, permission);
  if (isApiKeyActor(user)) {
    if (!isTenantReach(reach) || (target.companyId !== undefined && target.companyId !== reach.companyId)) {
      throw new AppError('NOT_FOUND', target.notFoundMessage);
    }
    return withTenant(db, reach.companyId, async (trx) => {
      await insertAuditEntry(trx, reach.companyId, {
        actorUserId: null,
        action: 'api_key.access',
        entity: target.read.what,
        entityId: user.keyId,
        details: { ...target.read.details, api_key_id: user.keyId, api_key: user.keyName, route: user.route },
        ip: user.ip,
      });
      return fn(trx, reach);
    });
  }
  if (reach.kind === 'client') {
    const companyId = target.companyId;
    if (companyId === undefined) throw new AppError('BAD_REQUEST', CLIENT_COMPANY_REQUIRED_MESSAGE);
    return withTenant(db, companyId, async (trx) => {
      if (!(await isClientCompany(trx, reach.gestoriaId, companyId))) {
        throw new AppError('NOT_FOUND', target.notFoundMessage);
      }
      await insertAuditEntry(trx, companyId, {
        actorUserId: user.id,
        action: 'gestoria.access',
        entity: target.read.what,
        details: { ...target.read.details, gestoria_id: reach.gestoriaId },
        ip: target.read.ip ?? null,
      });
      return fn(trx, { kind: 'company', companyId });
    });
  }
  if (!isTenantReach(reach)) throw new AppError('NOT_FOUND', target.notFoundMessage);
  if (target.companyId !== undefined && target.companyId !== reach.companyId) {
    throw new AppError('NOT_FOUND', target.notFoundMessage);
  }
  return withTenant(db, reach.companyId, (trx) => fn(trx, reach));
}
