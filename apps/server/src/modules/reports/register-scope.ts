import type { TenantReach } from '../../access/reach';
import type { RegisterScope } from '../register/build-register';

/**
 * Whose register: the actor's reach through `read:register` in the company withReadReach opened (their
 * own; for a gestoría, the client company it named), and optionally one employee or the employees of
 * one work centre of it.
 */
export function registerScopeOf(
  reach: TenantReach,
  query: { employee_id?: number | undefined; centre_id?: number | undefined },
): RegisterScope {
  return {
    companyId: reach.companyId,
    reach,
    ...(query.employee_id === undefined ? {} : { employeeId: query.employee_id }),
    ...(query.centre_id === undefined ? {} : { centreId: query.centre_id }),
  };
}
