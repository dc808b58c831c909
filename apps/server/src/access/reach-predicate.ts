import type { Trx } from '../db/tenant';
import type { TenantReach } from './reach';
import { listTeamIds, listTerminalEmployeeIds } from './reach.repository';

/** Whether an employee (user id) of the reach's company is within the reach. */
export type ReachPredicate = (employeeId: number) => boolean;

/**
 * `employeeInReach` for rows already in memory (e.g. a page of rows, each with its own "may I…"):
 * at most one query, the manager's team, instead of one per row. Ids are assumed to be employees of
 * the reach's company, as every row of a tenant query is.
 */
export async function loadReachPredicate(trx: Trx, reach: TenantReach): Promise<ReachPredicate> {
  switch (reach.kind) {
    case 'own':
    case 'company':
      return reachPredicateWithoutData(reach) as ReachPredicate;
    case 'team': {
      const team = await listTeamIds(trx, reach.companyId, reach.managerId);
      return (employeeId) => team.has(employeeId);
    }
    case 'terminal': {
      const allowed = await listTerminalEmployeeIds(trx, reach.companyId, reach.terminalId);
      return (employeeId) => allowed.has(employeeId);
    }
  }
}

/** The predicate of a reach that needs no query (own, company); null for one that does (team, terminal). */
export function reachPredicateWithoutData(reach: TenantReach): ReachPredicate | null {
  switch (reach.kind) {
    case 'own':
      return (employeeId) => employeeId === reach.userId;
    case 'company':
      return () => true;
    default:
      return null;
  }
}
