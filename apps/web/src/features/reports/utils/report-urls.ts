import type { ReportFormat } from '@jornada/shared/api/reports';
import { buildUrl } from '../../../lib/api-client';
import type { ReportPeriod } from './period';

export const REGISTER_PATH = '/api/reports/register';
export const BUNDLE_PATH = '/api/reports/register/bundle';

/**
 * GET /api/reports/register with the page's period, employee and work centre, in one format.
 * `companyId`: the client company a gestoría reads (company users leave it out: their session names it).
 */
export function registerUrl(
  period: ReportPeriod,
  employeeId: number | null,
  format: ReportFormat,
  centreId: number | null = null,
  companyId: number | null = null,
): string {
  return buildUrl(REGISTER_PATH, {
    company_id: companyId,
    from: period.from,
    to: period.to,
    employee_id: employeeId,
    centre_id: centreId,
    format,
  });
}

/** GET /api/reports/register/bundle of a month (of one work centre when chosen): PDF, CSV, XLSX, one PDF per worker and the manifest. */
export function bundleUrl(month: string, centreId: number | null = null, companyId: number | null = null): string {
  return buildUrl(BUNDLE_PATH, { company_id: companyId, month, centre_id: centreId });
}

/** The name the browser saves a download under (the server's Content-Disposition may still win). */
export function downloadName(period: ReportPeriod, format: ReportFormat | 'zip'): string {
  return `registro-jornada-${period.from}_${period.to}.${format}`;
}
