import type { Trx } from '../db/tenant';
import { AppError } from '../lib/app-error';
import type { TenantReach } from './reach';
import { isEmployeeInReach } from './reach.repository';

/**
 * Out of reach reads as not found (404 with the module's own Spanish message): an actor learns
 * nothing about employees they may not see, not even that they exist.
 */
export async function assertEmployeeInReach(
  trx: Trx,
  reach: TenantReach,
  employeeId: number,
  notFoundMessage: string,
): Promise<void> {
  if (!(await isEmployeeInReach(trx, reach, employeeId))) throw new AppError('NOT_FOUND', notFoundMessage);
}
