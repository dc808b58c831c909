import type { ReportFormat } from '@jornada/shared/api/reports';
import { buildUrl } from '../../../lib/api-client';
import type { ReportPeriod } from './period';

export const REGISTER_PATH = '/api/reports/register';
export const BUNDLE_PATH = '/api/reports/register/bundle';

/** GET /api/reports/register with the page's period and employee, in one format. */
export function registerUrl(period: ReportPeriod, employeeId: number | null, format: ReportFormat): string {
  return buildUrl(REGISTER_PATH, { from: period.from, to: period.to, employee_id: employeeId, format });
}

/** GET /api/reports/register/bundle of a month: PDF, CSV, XLSX, one PDF per worker and the manifest. */
export function bundleUrl(month: string): string {
  return buildUrl(BUNDLE_PATH, { month });
}

/** The name the browser saves a download under (the server's Content-Disposition may still win). */
export function downloadName(period: ReportPeriod, format: ReportFormat | 'zip'): string {
  return `registro-jornada-${period.from}_${period.to}.${format}`;
}
