import { type PayrollQuery, REPORT_MESSAGES } from '@jornada/shared/api/reports';
import type { SessionUser } from '@jornada/shared/api/session';
import { monthRange } from '@jornada/shared/domain/calendar';
import { withReadReach } from '../../../access/tenant-access';
import type { Db } from '../../../db/tenant';
import { payrollCodesOf } from '../../employees/payroll-codes';
import { settledMinutesOfMonth } from '../../overtime/overtime.service';
import { buildRegister } from '../../register/build-register';
import { buildPayroll } from './build-payroll';
import { renderPayrollCsv, renderPayrollXlsx } from './render-payroll';

export interface PayrollFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

/**
 * GET /api/reports/payroll: the month of every worker of the company (the admin's own, or the client
 * company a gestoría names, logged as gestoria.access) as the payroll columns, in CSV or XLSX.
 */
export function getPayroll(
  db: Db,
  user: SessionUser,
  query: PayrollQuery,
  now = new Date(),
  ip: string | null = null,
): Promise<PayrollFile> {
  const target = {
    companyId: query.company_id,
    notFoundMessage: REPORT_MESSAGES.companyNotFound,
    read: { what: 'payroll', details: { month: query.month, format: query.format }, ip },
  };
  return withReadReach(db, user, 'read:payroll', target, async (trx, reach) => {
    const register = await buildRegister(trx, { companyId: reach.companyId, reach }, monthRange(query.month), now);
    const ids = register.employees.map((employee) => employee.id);
    const settlements = await settledMinutesOfMonth(trx, reach.companyId, ids, query.month);
    const codes = await payrollCodesOf(trx, reach.companyId, ids);
    const rows = buildPayroll(register, settlements, codes);
    const heading = { companyName: register.company.name, cif: register.company.cif, month: query.month };
    const cif = register.company.cif.replace(/[^A-Za-z0-9]/g, '') || 'empresa';
    const base = `nominas-${cif}-${query.month}`;
    if (query.format === 'xlsx') {
      return {
        filename: `${base}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await renderPayrollXlsx(rows, heading),
      };
    }
    return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: renderPayrollCsv(rows, heading) };
  });
}
