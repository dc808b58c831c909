import type { Trx } from '../../db/tenant';
import { listPayrollCodes } from './employees.repository';

/**
 * «Código de nómina» of each of these employees of the company, for the payroll export (reports);
 * an employee without one is not in the map. Inside the company's tenant.
 */
export async function payrollCodesOf(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await listPayrollCodes(trx, companyId, userIds);
  return new Map(rows.map((row) => [row.user_id, row.payroll_code as string]));
}
