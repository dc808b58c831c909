import { REPORT_MESSAGES } from '@jornada/shared/api/reports';
import type { SessionUser } from '@jornada/shared/api/session';
import { isTenantReach, reachFor } from '../../access/reach';
import { AppError } from '../../lib/app-error';
import type { RegisterScope } from './build-register';

/**
 * Whose register an actor may read: their reach through `read:register` in their own company, and
 * optionally one employee or the employees of one work centre of it. Another company answers 404 like an unknown one. The gestoría's
 * `client` reach (its client companies, chosen with company_id) will resolve here to that company.
 */
export function registerScopeFor(
  user: SessionUser,
  query: { employee_id?: number | undefined; company_id?: number | undefined; centre_id?: number | undefined },
): RegisterScope {
  const reach = reachFor(user, 'read:register');
  if (!isTenantReach(reach)) throw new AppError('NOT_FOUND', REPORT_MESSAGES.companyNotFound);
  if (query.company_id !== undefined && query.company_id !== reach.companyId) {
    throw new AppError('NOT_FOUND', REPORT_MESSAGES.companyNotFound);
  }
  return {
    companyId: reach.companyId,
    reach,
    ...(query.employee_id === undefined ? {} : { employeeId: query.employee_id }),
    ...(query.centre_id === undefined ? {} : { centreId: query.centre_id }),
  };
}
