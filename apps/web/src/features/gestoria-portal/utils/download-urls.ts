import type { payrollFormats } from '@jornada/shared/api/reports';
import { buildUrl } from '../../../lib/api-client';

export type PayrollFormat = (typeof payrollFormats)[number];

/** GET /api/gestoria/bundle: one ZIP with the month's register bundle of every client company. */
export function gestoriaBundleUrl(month: string): string {
  return buildUrl('/api/gestoria/bundle', { month });
}

/** GET /api/reports/payroll of one client company and month, as CSV or Excel. */
export function payrollUrl(companyId: number, month: string, format: PayrollFormat): string {
  return buildUrl('/api/reports/payroll', { company_id: companyId, month, format });
}
