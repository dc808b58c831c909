import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import type { Trx } from '../../db/tenant';
import { insertContractPeriod } from './contracts.repository';

/**
 * Starts an employee's contract period without the checks an admin's request goes through (the caller vouches
 * for the values, e.g. sample data). Resolves to the new period's id.
 */
export function openContractPeriod(
  trx: Trx,
  companyId: number,
  values: {
    userId: number;
    effectiveFrom: string;
    weeklyMinutes: number;
    workMode: WorkMode;
    createdBy: number | null;
  },
): Promise<number> {
  return insertContractPeriod(trx, companyId, values);
}
